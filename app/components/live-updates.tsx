"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";

/** The network has been quiet this long after the page loaded: the stream may open. */
const quietMs = 1000;

/**
 * Keeps a page up to date while it is open: a server-sent events stream (`path`, e.g.
 * /games/<id>/events, from `since`, the version the page shows) says when what the page shows has changed, and the page then
 * reads itself again (router.refresh keeps what is typed or chosen in its forms). The browser's own
 * EventSource, no library; it reconnects by itself. The stream opens once the page has loaded and
 * its network has gone quiet, so it never competes with the page's own loading on a slow phone
 * (nor keeps "network idle" from ever coming); nothing is lost meanwhile, since it starts from the
 * version the page shows. Without JavaScript the page is reloaded by hand. A refused stream (too
 * many open pages) stays closed.
 */
export function LiveUpdates({ path, since, event }: { path: string; since: number; event: string }) {
  const router = useRouter();
  // One stream for the page's life: a refresh brings a new `since` but keeps the stream, whose
  // reconnections carry the last event's id (Last-Event-ID).
  const shown = useRef(since);
  useEffect(() => {
    shown.current = since;
  }, [since]);
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const changed = () => router.refresh();
    const open = () => {
      observer?.disconnect();
      if (source) return;
      source = new EventSource(`${path}?since=${shown.current}`);
      source.addEventListener(event, changed);
    };
    // Each resource the page still fetches puts the opening off again.
    const waitQuiet = () => {
      clearTimeout(timer);
      timer = setTimeout(open, quietMs);
    };
    const observer = typeof PerformanceObserver === "undefined" ? null : new PerformanceObserver(waitQuiet);
    const start = () => {
      observer?.observe({ type: "resource" });
      waitQuiet();
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      observer?.disconnect();
      clearTimeout(timer);
      source?.removeEventListener(event, changed);
      source?.close();
    };
  }, [path, event, router]);
  return null;
}
