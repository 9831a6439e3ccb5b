// Kings Court properties on seeded random playouts: the core's shared checks, plus move-for-move
// agreement with the naive reference generator (tests/engine/kings-court.reference.ts), which
// shares no code with the engine.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getGame, unwrap } from "../../lib/engine";
import { legalMovesOf } from "../../lib/engine/movegen";
import { printMove } from "../../lib/engine/notation";
import { parseRef, printRef, refMoves, refPerft } from "./kings-court.reference";
import { describeProperties, playout } from "./support/properties";
import { expectSameAsReference } from "./support/reference";

describeProperties("kings-court");

const game = unwrap(getGame("kings-court"));
const picks = fc.array(fc.nat(), { minLength: 1, maxLength: 160 });
const settings = { numRuns: 30, seed: 19990330 };

const reference = { parse: parseRef, print: printRef, moves: refMoves };

describe("kings-court: engine and reference generator agree", () => {
  it("same legal moves and same position string at every ply of random games", () => {
    fc.assert(
      fc.property(picks, (choices) => {
        expectSameAsReference(game, reference, playout(game, choices));
      }),
      settings,
    );
  });

  it("same perft to depth 2 from the last position of random games", () => {
    fc.assert(
      fc.property(picks, (choices) => {
        const { positions } = playout(game, choices);
        const last = positions[positions.length - 1];
        // Without history: repetition is the only rule the reference leaves out.
        const fresh = unwrap(game.parsePosition(last.fen));
        expect(game.perft(fresh, 2), last.fen).toBe(refPerft(parseRef(last.fen), 2));
      }),
      { numRuns: 10, seed: 19990330 },
    );
  });

  it("a Jester never changes square colour (§2)", () => {
    fc.assert(
      fc.property(picks, (choices) => {
        for (const position of playout(game, choices).positions) {
          const board = game.load(position);
          for (const move of legalMovesOf(board)) {
            if (game.rules.letters[board.typeAt(move.from)] !== "J") continue;
            const colour = (sq: number) => (game.rules.file(sq) + game.rules.rank(sq)) % 2;
            expect(colour(move.to), printMove(board, move)).toBe(colour(move.from));
          }
        }
      }),
      { numRuns: 10, seed: 7 },
    );
  });
});
