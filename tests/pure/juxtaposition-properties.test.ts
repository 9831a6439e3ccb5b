// Juxtaposition Chess properties on seeded random playouts: the core's shared checks, plus
// move-for-move agreement with the plain reference generator (juxtaposition.reference.ts), which
// shares no code with the engine, and rules invariants (swap lock, colour symmetry).

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getGame, statusText, unwrap } from "../../lib/engine";
import { parseRef, printRef, refMoves, refPerft, refStatus } from "./juxtaposition.reference";
import { describeProperties, playout } from "./support/properties";
import { expectSameAsReference } from "./support/reference";

describeProperties("juxtaposition");

const game = unwrap(getGame("juxtaposition"));

/** Start positions for playouts: the opening and sparse ones where baring and mates happen. */
const SEEDS = [
  game.start().fen,
  "k3r3/8/8/8/8/2N5/s7/4K2F w - - 0 1 -",
  "r6k/2P4s/8/8/8/8/S7/4K3 w - - 0 1 -",
  "2S5/2P4s/8/7k/8/8/8/f3K2F w - - 0 1 -",
  "r3k2f/s1p2ppp/8/3N4/8/8/SP3PPP/R3K2F w Qq - 0 1 -",
];

const picks = fc.record({
  seed: fc.nat({ max: SEEDS.length - 1 }),
  choices: fc.array(fc.nat(), { minLength: 1, maxLength: 120 }),
});
const settings = { numRuns: 25, seed: 20061028 };

/** A random game from one of the seed positions: positions (first included) and canonical moves. */
const playoutFrom = (fen: string, choices: readonly number[]) =>
  playout(game, choices, unwrap(game.parsePosition(fen)));

const reference = { parse: parseRef, print: printRef, moves: refMoves };

describe("juxtaposition: engine and reference generator agree", () => {
  it("same legal moves, position strings and outcome at every ply of random games", () => {
    fc.assert(
      fc.property(picks, ({ seed, choices }) => {
        expectSameAsReference(game, reference, playoutFrom(SEEDS[seed], choices), {
          atPly: (position, ref) => {
            const status = statusText(game.outcome(position));
            // Repetition and the fifty-move rule are the engine's alone.
            if (/repetition|fifty/.test(status)) return false;
            expect(status, position.fen).toBe(refStatus(ref));
            return status !== "white bared" && status !== "black bared";
          },
        });
      }),
      settings,
    );
  });

  it("same perft to depth 2 from the last position of random games", () => {
    fc.assert(
      fc.property(picks, ({ seed, choices }) => {
        const { positions } = playoutFrom(SEEDS[seed], choices);
        const fresh = unwrap(game.parsePosition(positions[positions.length - 1].fen));
        expect(game.perft(fresh, 2), fresh.fen).toBe(refPerft(parseRef(fresh.fen), 2));
      }),
      { numRuns: 10, seed: 20061029 },
    );
  });
});

/** The same position with the board turned upside down and the colours exchanged. */
function mirror(fen: string): string {
  const [board, turn, castle, ep, half, full, lock] = fen.split(" ");
  const swapCase = (s: string) =>
    [...s].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join("");
  const flipSide = (s: string) =>
    s === "-"
      ? "-"
      : [...s]
          .map((c) => (c === "w" ? "b" : "w"))
          .sort()
          .join("");
  return [
    board.split("/").reverse().map(swapCase).join("/"),
    turn === "w" ? "b" : "w",
    castle === "-" ? "-" : [...swapCase(castle)].sort().join(""),
    ep === "-" ? "-" : `${ep[0]}${9 - Number(ep[1])}`,
    half,
    full,
    flipSide(lock),
  ].join(" ");
}

describe("juxtaposition: invariants", () => {
  it("no side ever has two swaps in a row, and the lock field says who swapped last (§3d)", () => {
    fc.assert(
      fc.property(picks, ({ seed, choices }) => {
        const { positions, moves } = playoutFrom(SEEDS[seed], choices);
        const lastWasSwap: Record<string, boolean> = {};
        moves.forEach((move, i) => {
          const mover = positions[i].fen.split(" ")[1];
          const swap = move.includes("<>");
          if (swap) expect(lastWasSwap[mover], `${moves.slice(0, i + 1).join(" ")}`).not.toBe(true);
          lastWasSwap[mover] = swap;
          expect(positions[i + 1].fen.split(" ")[6].includes(mover)).toBe(swap);
        });
      }),
      settings,
    );
  });

  it("the colour-mirrored position has the mirrored number of moves and the same perft", () => {
    fc.assert(
      fc.property(picks, ({ seed, choices }) => {
        const { positions } = playoutFrom(SEEDS[seed], choices);
        const last = unwrap(game.parsePosition(positions[positions.length - 1].fen));
        const mirrored = unwrap(game.parsePosition(mirror(last.fen)));
        expect(game.perft(mirrored, 2), mirrored.fen).toBe(game.perft(last, 2));
      }),
      { numRuns: 15, seed: 42 },
    );
  });
});
