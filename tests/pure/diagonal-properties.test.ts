// Diagonal Chess properties on seeded random playouts: the core's shared checks, move-for-move
// agreement with the naive reference generator (diagonal.reference.ts, no engine code), the
// game's 180° symmetry (§3, A2, A6) and the Camel's colour binding (A3).

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Position } from "../../lib/engine";
import { getGame, sortPlain, unwrap } from "../../lib/engine";
import { legalMovesOf } from "../../lib/engine/movegen";
import { printMove } from "../../lib/engine/notation";
import { parseRef, printRef, refMoves, refPerft } from "./diagonal.reference";
import { describeProperties, playout } from "./support/properties";
import { expectSameAsReference } from "./support/reference";

describeProperties("diagonal");

const game = unwrap(getGame("diagonal"));
const picks = fc.array(fc.nat(), { minLength: 1, maxLength: 120 });
const settings = { numRuns: 25, seed: 19970101 };

const reference = { parse: parseRef, print: printRef, moves: refMoves };

/** The position without history and with the clocks reset: what the reference generator sees. */
const fresh = (position: Position): Position => {
  const [board, turn, castling, ep] = position.fen.split(" ");
  return unwrap(game.parsePosition(`${board} ${turn} ${castling} ${ep} 0 1`));
};

/** (x, y) → (7 − x, 7 − y) on a square name. */
const turnSquare = (sq: string): string =>
  String.fromCharCode(201 - sq.charCodeAt(0)) + String(9 - Number(sq[1]));

/** The position turned 180° with the colours swapped: by §3/§4.2 the same game for the other side. */
const mirror = (position: Position): Position => {
  const [board, turn] = position.fen.split(" ");
  const swapped = [...board]
    .reverse()
    .map((ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase()))
    .join("");
  return unwrap(game.parsePosition(`${swapped} ${turn === "w" ? "b" : "w"} - - 0 1`));
};
const mirrorMove = (move: string): string => move.replace(/[a-h][1-8]/g, (sq) => turnSquare(sq));

describe("diagonal: engine and reference generator agree", () => {
  it("same legal moves and same board at every ply of random games", () => {
    fc.assert(
      fc.property(picks, (choices) => {
        expectSameAsReference(game, reference, playout(game, choices), {
          printed: (fen) => fen.split(" ").slice(0, 2).join(" "),
        });
      }),
      settings,
    );
  });

  it("same perft to depth 2 from the last position of random games", () => {
    fc.assert(
      fc.property(picks, (choices) => {
        const { positions } = playout(game, choices);
        const last = fresh(positions[positions.length - 1]);
        expect(game.perft(last, 2), last.fen).toBe(refPerft(parseRef(last.fen), 2));
      }),
      { numRuns: 10, seed: 19970101 },
    );
  });
});

describe("diagonal: symmetry and piece geometry", () => {
  it("the position turned 180° with colours swapped has the turned moves (§3, A2, A6)", () => {
    fc.assert(
      fc.property(picks, (choices) => {
        for (const position of playout(game, choices).positions) {
          const p = fresh(position);
          const turned = game.legalMoveTexts(mirror(p));
          expect(turned, position.fen).toEqual(sortPlain(game.legalMoveTexts(p).map(mirrorMove)));
        }
      }),
      { numRuns: 10, seed: 1997 },
    );
  });

  it("a Camel never changes square colour; a pawn steps diagonally forward or captures N/E (S/W)", () => {
    fc.assert(
      fc.property(picks, (choices) => {
        for (const position of playout(game, choices).positions) {
          const board = game.load(position);
          const white = board.turn === 0;
          for (const move of legalMovesOf(board)) {
            const letter = game.rules.letters[board.typeAt(move.from)];
            const dx = game.rules.file(move.to) - game.rules.file(move.from);
            const dy = game.rules.rank(move.to) - game.rules.rank(move.from);
            const text = printMove(board, move);
            if (letter === "N") expect(Math.abs(dx + dy) % 2, text).toBe(0);
            if (letter === "P") {
              const f = white ? 1 : -1;
              const capture = text.includes("x");
              const ok = capture ? (dx === 0 && dy === f) || (dx === f && dy === 0) : dx === f && dy === f;
              expect(ok, text).toBe(true);
            }
          }
        }
      }),
      { numRuns: 10, seed: 3 },
    );
  });
});
