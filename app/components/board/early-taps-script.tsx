"use client";

// The early-taps script element (early-taps.ts), rendered from the page's client bundle: the
// server's HTML carries the script once, where it runs, and the page's RSC payload only a
// reference to this component, not a second copy of the script's text.

import { earlyTapsScript } from "./early-taps";

export function EarlyTapsScript({ nonce }: { readonly nonce?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, no user text
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: earlyTapsScript }} />;
}
