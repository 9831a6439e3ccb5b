// Dev-only preview of the board pictures: every registered game's start position from both sides,
// a sample of the highlights, and each game's piece legend. Not served in production.

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BoardView } from "@/app/components/board/board-view";
import { PieceLegend } from "@/app/components/board/piece-legend";
import { startModel } from "@/lib/board";
import { games } from "@/lib/engine";

export const metadata: Metadata = { title: "Board pictures", robots: { index: false } };

export default function BoardsPreviewPage() {
  if (process.env.NODE_ENV === "production") notFound();
  return (
    <div className="wrap stack">
      <h1>Board pictures</h1>
      <p className="muted">
        Every registered game's start position, White and Black at the bottom, and its pieces.
      </p>
      {games().map((game) => {
        const model = startModel(game.id);
        if (!model.ok) return <p key={game.id}>{model.error.reason}</p>;
        const sample = samples[game.id];
        return (
          <section key={game.id} className="card stack" id={game.id}>
            <h2>{game.name}</h2>
            <div style={{ display: "flex", flexWrap: "wrap", gap: 16 }}>
              <BoardView model={model.value} />
              <BoardView model={model.value} orientation="b" {...sample} />
            </div>
            <PieceLegend gameId={game.id} />
          </section>
        );
      })}
    </div>
  );
}

/** Highlights shown on the Black-side picture, to look at every mark. */
const samples: Record<
  string,
  { lastMove: { from: string; to: string }; selected: string; targets: string[] }
> = {
  chess: { lastMove: { from: "e2", to: "e4" }, selected: "g8", targets: ["f6", "h6"] },
  "kings-court": { lastMove: { from: "f2", to: "f4" }, selected: "b8", targets: ["d6"] },
  "wild-jokers": { lastMove: { from: "c2", to: "c3" }, selected: "e7", targets: ["e5", "c5", "g5"] },
};
