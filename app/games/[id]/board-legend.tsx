"use client";

// "Pieces of Chess" under the board: every piece with its picture and how it moves. Open from the
// first screen on where the page has room beside the board's column (a desktop), folded on a phone,
// where the game's story comes first. The legend itself (children: PieceLegend) is drawn on the
// server: the browser needs no rules engine for it.

import { type ReactNode, useEffect, useRef } from "react";

export function BoardLegend({
  gameName,
  children,
}: {
  readonly gameName: string;
  readonly children: ReactNode;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current && window.matchMedia("(min-width: 880px)").matches) details.current.open = true;
  }, []);
  return (
    <details className="card" ref={details}>
      <summary>Pieces of {gameName}</summary>
      {children}
    </details>
  );
}
