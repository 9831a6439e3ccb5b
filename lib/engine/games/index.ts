// The registry of games by stable id: the one place a game's id is written. Everything that lists
// the games (the catalog and its cards, the guides, the archive's filters, the seed, the
// benchmarks, the "six games" of the pages) reads it from here, and
// tests/pure/game-registry.test.ts fails when a registered game lacks any of them.
// To add a game: write its Variant, import it here, add its id to GAME_IDS and to `byId`.

import type { Variant } from "../variant";
import { chess } from "./chess";
import { diagonal } from "./diagonal";
import { joust } from "./joust";
import { juxtaposition } from "./juxtaposition";
import { kingsCourt } from "./kings-court";
import { wildJokers } from "./wild-jokers";

/** The stable ids (URLs, database rows, exports), in the order players see the games. */
export const GAME_IDS = [
  "chess",
  "joust",
  "wild-jokers",
  "kings-court",
  "diagonal",
  "juxtaposition",
] as const;
export type GameId = (typeof GAME_IDS)[number];

const byId: Readonly<Record<GameId, Variant>> = {
  chess,
  joust,
  "wild-jokers": wildJokers,
  "kings-court": kingsCourt,
  diagonal,
  juxtaposition,
};

export const VARIANTS: readonly Variant[] = GAME_IDS.map((id) => {
  const variant = byId[id];
  if (variant.id !== id) throw new Error(`the registry files ${variant.id} under "${id}"`);
  return variant;
});
