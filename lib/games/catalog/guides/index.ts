// Every game's rules guide, by catalog id.

import type { GameId } from "../catalog";
import { gameIds } from "../catalog";
import { chessGuide } from "./chess";
import { diagonalGuide } from "./diagonal";
import type { Guide, Section } from "./guide";
import { joustGuide } from "./joust";
import { juxtapositionGuide } from "./juxtaposition";
import { kingsCourtGuide } from "./kings-court";
import { wildJokersGuide } from "./wild-jokers";

export type { Block, BulletList, Diagram, Guide, NotationExample, Section } from "./guide";

export const guides: Readonly<Record<GameId, Guide>> = {
  chess: chessGuide,
  joust: joustGuide,
  "wild-jokers": wildJokersGuide,
  "kings-court": kingsCourtGuide,
  diagonal: diagonalGuide,
  juxtaposition: juxtapositionGuide,
};

/** The guide for a catalog id; undefined for anything else (a URL segment, say). */
export function guideOf(id: string): Guide | undefined {
  return (gameIds as readonly string[]).includes(id) ? guides[id as GameId] : undefined;
}

/** A guide's sections in reading order. */
export const sectionsOf = (guide: Guide): readonly Section[] => [
  guide.setup,
  guide.pieces,
  ...guide.special,
  guide.ending,
  guide.notation,
];

/** What every game shares in this service, shown after each guide's own ending rules. */
export const serviceEndings =
  "In a Pigeon Post game you may also resign or offer a draw at any time, and a player who lets the deadline for a move pass loses on time.";
