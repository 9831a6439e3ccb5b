"use client";

// A legend entry's two pictures (White's piece and Black's), drawn in the browser. On the game page
// the browser has the piece drawings anyway (it draws the board), so the page's RSC payload says
// which piece to draw, a few bytes, instead of carrying each picture's SVG a second time beside the
// HTML (piece-legend.tsx).

import { pieceSvg } from "@/lib/board/piece-note";
import type { Direction } from "@/lib/board/pips";
import styles from "./piece-legend.module.css";

export function PiecePictures({
  gameId,
  name,
  size,
  pips,
}: {
  readonly gameId: string;
  /** The piece's name in lower case, as the drawings know it ("knight"). */
  readonly name: string;
  readonly size: number;
  /** Joust: each side's pips at the start. */
  readonly pips?: { readonly w: readonly Direction[]; readonly b: readonly Direction[] };
}) {
  return (
    <span
      className={styles.pictures}
      // Our own drawing, no user text.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
      dangerouslySetInnerHTML={{
        __html: pieceSvg(gameId, name, "w", size, pips?.w) + pieceSvg(gameId, name, "b", size, pips?.b),
      }}
    />
  );
}
