"use client";

// "Pieces of Chess" under the board: every piece with its picture and how it moves. Open from the
// first screen on where the page has room beside the board's column (a desktop), folded on a phone,
// where the game's story comes first.

import { useEffect, useRef } from "react";
import { PieceLegend } from "@/app/components/board/piece-legend";

export function BoardLegend({ gameId, gameName }: { readonly gameId: string; readonly gameName: string }) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current && window.matchMedia("(min-width: 880px)").matches) details.current.open = true;
  }, []);
  return (
    <details className="card" ref={details}>
      <summary>Pieces of {gameName}</summary>
      <PieceLegend gameId={gameId} />
    </details>
  );
}
