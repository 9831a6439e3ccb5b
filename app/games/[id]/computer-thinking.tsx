"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * While the computer thinks, the page looks again every two seconds (for at most two minutes), so
 * its answer appears without a reload; once it has moved, the page no longer shows this.
 */
export function ComputerThinking() {
  const router = useRouter();
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > 120_000) clearInterval(timer);
      else router.refresh();
    }, 2000);
    return () => clearInterval(timer);
  }, [router]);
  return null;
}
