"use client";

import { useEffect } from "react";

/**
 * Puts `path` in the address bar in place of the link's (history.replaceState, which Next.js's
 * router follows), once the router has patched it: the effect's timer runs after every effect of
 * the first render, the router's included.
 */
export function AddressOf({ path }: { path: string }) {
  useEffect(() => {
    const timer = setTimeout(() => window.history.replaceState(null, "", path + window.location.hash), 0);
    return () => clearTimeout(timer);
  }, [path]);
  return null;
}
