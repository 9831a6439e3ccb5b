// "Pieces of this game": each piece type with its picture (White's and Black's), name and moves.
// The pictures are inline SVG drawn here, unless the page has the browser draw them (`picture`:
// the game page, whose browser has the drawings already, game-piece-legend.tsx).

import type { ReactNode } from "react";
import { type LegendEntry, pieceLegend } from "@/lib/board";
import styles from "./piece-legend.module.css";

export function PieceLegend({
  gameId,
  picture,
}: {
  readonly gameId: string;
  /** Draws an entry's two pictures; by default, their SVG inline in the page. */
  readonly picture?: (entry: LegendEntry) => ReactNode;
}) {
  const legend = pieceLegend(gameId, legendSize);
  if (!legend.ok) return null;
  return (
    <ul
      aria-label="Pieces of this game"
      style={{ listStyle: "none", padding: 0, margin: "12px 0 0", display: "grid", gap: 8 }}
    >
      {legend.value.map((entry) => (
        <li key={entry.letter} style={{ display: "flex", gap: 10, alignItems: "center" }}>
          {picture ? (
            picture(entry)
          ) : (
            <span
              className={styles.pictures}
              // Our own drawing, no user text.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
              dangerouslySetInnerHTML={{ __html: entry.svg.w + entry.svg.b }}
            />
          )}
          <span>
            <strong>
              {entry.name} ({entry.letter})
            </strong>
            <span className="muted small" style={{ display: "block" }}>
              {entry.moves}.
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The pictures' width in pixels. */
export const legendSize = 36;
