"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * Keeps a page up to date while it is open: a server-sent events stream (`url`, e.g.
 * /games/<id>/events?since=<version>) says when what the page shows has changed, and the page then
 * reads itself again (router.refresh keeps what is typed or chosen in its forms). Opened after
 * hydration, with the browser's own EventSource: no library. Without JavaScript the page is
 * simply reloaded by hand. When the stream is refused (too many open pages), it stays closed.
 */
export function LiveUpdates({ url, event }: { url: string; event: string }) {
  const router = useRouter();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(url);
    const changed = () => router.refresh();
    source.addEventListener(event, changed);
    return () => {
      source.removeEventListener(event, changed);
      source.close();
    };
  }, [url, event, router]);
  return null;
}
