// Deep perft, every game, through the engine's own perft (`npm run test:slow`; `.ci/run` runs it):
// the rows of each game's perft table past DEEP_LEAVES (tests/pure/support/perft.ts), which
// `npm test` leaves out to stay fast. Joust's third ply (10 million turns) is counted here through
// the core; `npm test` checks it only with the bare turn search.
import { describe, expect, it } from "vitest";
import { getGame, unwrap } from "../../lib/engine";
import * as chess from "./chess-perft.cases";
import * as diagonal from "./diagonal.cases";
import * as joust from "./joust.cases";
import * as juxtaposition from "./juxtaposition.cases";
import * as kingsCourt from "./kings-court.cases";
import { DEEP_LEAVES, deepCounts } from "./support/perft";
import * as wildJokers from "./wild-jokers.cases";

type Row = { name: string; position: string; moves?: readonly string[] | string; nodes: readonly number[] };

const tables: Record<string, readonly Row[]> = {
  chess: chess.perftCases,
  diagonal: diagonal.perftCases,
  joust: joust.perftCases.map((c) => ({ name: c.name, position: c.position, nodes: c.depths })),
  juxtaposition: juxtaposition.perftCases,
  "kings-court": kingsCourt.perftCases,
  "wild-jokers": wildJokers.perftCases.map((c) => ({ ...c, name: c.id })),
};

describe("deep perft", () => {
  for (const [gameId, rows] of Object.entries(tables)) {
    const game = unwrap(getGame(gameId));
    for (const row of rows) {
      for (const [depth, leaves] of deepCounts(row.nodes)) {
        it(`${gameId} ${row.name} depth ${depth} = ${leaves}`, () => {
          const moves =
            typeof row.moves === "string" ? row.moves.split(" ").filter(Boolean) : (row.moves ?? []);
          const position = unwrap(game.playMoves(unwrap(game.parsePosition(row.position)), moves));
          expect(game.perft(position, depth)).toBe(leaves);
        });
      }
    }
  }

  it(`has deep rows to count (more than ${DEEP_LEAVES} leaves)`, () => {
    const deep = Object.values(tables).flatMap((rows) => rows.flatMap((row) => deepCounts(row.nodes)));
    expect(deep.length).toBeGreaterThanOrEqual(6);
  });
});
