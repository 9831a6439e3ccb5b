// Kings Court properties on seeded random playouts: the core's shared checks, plus move-for-move
// agreement with the naive reference generator (tests/pure/kings-court.reference.ts), which
// shares no code with the engine.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getGame, unwrap } from "../../lib/engine";
import { legalMovesOf } from "../../lib/engine/movegen";
import { printMove } from "../../lib/engine/notation";
import { movesCases, START } from "./kings-court.cases";
import { parseRef, printRef, refMoves, refPerft } from "./kings-court.reference";
import { describeProperties, playout } from "./support/properties";
import { expectSameAsReference } from "./support/reference";

// Random games from the start rarely meet A9 (a check that opens a flight onto the mover's King),
// so the King-capture invariant also plays from the positions of KC11 and its neighbours.
describeProperties("kings-court", {
  starts: movesCases.filter((c) => c.spec.includes("A9") && c.position).map((c) => c.position as string),
  runs: 40,
});

const game = unwrap(getGame("kings-court"));
const picks = fc.array(fc.nat(), { minLength: 1, maxLength: 160, size: "max" }); // whole games
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

  it("same legal moves in every table position, and along random games from each (A9 met)", () => {
    let compared = 0;
    let changedByA9 = 0;
    for (const c of movesCases) {
      const start = unwrap(game.parsePosition(c.position ?? START));
      const from = c.moves ? unwrap(game.playMoves(start, c.moves)) : start;
      fc.assert(
        fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 24 }), (choices) => {
          const played = playout(game, choices, from);
          expectSameAsReference(game, reference, played);
          for (const position of played.positions) {
            const ref = parseRef(position.fen);
            compared++;
            if (refMoves(ref).length !== refMoves(ref, { a9: false }).length) changedByA9++;
          }
        }),
        { numRuns: 6, seed: 20261123 },
      );
    }
    // The A9 rows and the games from them must actually exercise the rule.
    expect(compared).toBeGreaterThan(1000);
    expect(changedByA9).toBeGreaterThan(10);
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
