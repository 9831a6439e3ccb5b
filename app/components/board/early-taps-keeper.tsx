// Keeps taps on the board made before the page is interactive (see early-taps.ts): its inline
// script, with this response's CSP nonce, and the line it shows while the board gets ready. A
// server component; the script itself comes from the client bundle (early-taps-script.tsx). Placed
// right after the board.
import { headers } from "next/headers";
import { EarlyTapsScript } from "./early-taps-script";
import noteStyles from "./piece-note.module.css";

export async function EarlyTaps() {
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <>
      {/* The script's note about a tapped piece, until the board's own takes over; React leaves
          its content alone (dangerouslySetInnerHTML), and empty it takes no room. */}
      <div
        className={noteStyles.note}
        aria-live="polite"
        data-early-note=""
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; the script writes text only
        dangerouslySetInnerHTML={{ __html: "" }}
      />
      <p className="muted small" role="status" data-getting-ready="" hidden>
        Getting the board ready: your tap is kept, and counts in a moment.
      </p>
      <EarlyTapsScript nonce={nonce} />
    </>
  );
}
