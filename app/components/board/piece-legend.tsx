// "Pieces of this game": each piece type with its picture (White's and Black's), name and moves.

import { pieceLegend } from "@/lib/board";

export function PieceLegend({ gameId }: { readonly gameId: string }) {
  const legend = pieceLegend(gameId, 36);
  if (!legend.ok) return null;
  return (
    <ul
      aria-label="Pieces of this game"
      style={{ listStyle: "none", padding: 0, margin: "12px 0 0", display: "grid", gap: 8 }}
    >
      {legend.value.map((entry) => (
        <li key={entry.letter} style={{ display: "flex", gap: 10, alignItems: "center" }}>
          <span
            style={{
              display: "inline-flex",
              gap: 2,
              background: "#cdb595",
              borderRadius: 6,
              padding: 2,
              lineHeight: 0,
            }}
            // Our own drawing, no user text.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
            dangerouslySetInnerHTML={{ __html: entry.svg.w + entry.svg.b }}
          />
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
