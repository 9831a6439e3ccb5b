// Property tests any game can reuse, on seeded random playouts (fast-check, fixed seed):
//   describeProperties("kings-court");
// - position strings round-trip; - every legal move prints and parses back to itself;
// - replaying the move list gives the same position value; - make/unmake and hashing are exact;
// - no parser throws on junk; - no legal move captures a King in a check game, and every legal
//   move plays without an internal error; - the one-pass `game.move` agrees with the separate calls;
// - every legal move's short notation (SAN) parses back to itself.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Game, Position } from "../../../lib/engine";
import { getGame, sameMove, unwrap } from "../../../lib/engine";
import { printPosition } from "../../../lib/engine/fen";
import { legalMovesOf } from "../../../lib/engine/movegen";

export interface PropertyOptions {
  /** Playouts per property (default 20). */
  readonly runs?: number;
  /** Plies per playout (default 40). */
  readonly plies?: number;
  readonly seed?: number;
  /** Position strings to play random games from as well as the start (rare endgames, say). */
  readonly starts?: readonly string[];
}

/** A random game from the start (or `start`): the positions (start first) and the canonical move texts. */
export function playout(
  game: Game,
  choices: readonly number[],
  start: Position = game.start(),
): { positions: Position[]; moves: string[] } {
  let position = start;
  const positions = [position];
  const moves: string[] = [];
  for (const choice of choices) {
    const legal = game.legalMoves(position);
    if (legal.length === 0) break;
    const move = legal[choice % legal.length];
    moves.push(game.printMove(position, move));
    position = game.play(position, move);
    positions.push(position);
  }
  return { positions, moves };
}

const JUNK = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: fc.constantFrom(..."PNBRQKpnbrqk12345678abcdefgh/-x=O0@<>+#*[] wb"), maxLength: 40 }),
);

export function describeProperties(gameId: string, options: PropertyOptions = {}): void {
  const runs = options.runs ?? 20;
  const plies = options.plies ?? 40;
  const seed = options.seed ?? 20260101;
  const settings = { numRuns: runs, seed };
  const choices = fc.array(fc.nat(), { minLength: 1, maxLength: plies, size: "max" });

  describe(`${gameId}: properties on random playouts`, () => {
    const game = unwrap(getGame(gameId));

    it("position strings round-trip", () => {
      fc.assert(
        fc.property(choices, (picks) => {
          for (const position of playout(game, picks).positions) {
            const again = unwrap(game.parsePosition(position.fen));
            expect(again.fen).toBe(position.fen);
          }
        }),
        settings,
      );
    });

    it("every legal move prints and parses back to itself", () => {
      fc.assert(
        fc.property(choices, (picks) => {
          const { positions } = playout(game, picks);
          for (const position of positions.filter((_, i) => i % 4 === 0 || i === positions.length - 1)) {
            for (const move of game.legalMoves(position)) {
              const text = game.printMove(position, move);
              const parsed = game.parseMove(position, text);
              expect(parsed.ok, `${text} in ${position.fen}: ${parsed.ok ? "" : parsed.error.reason}`).toBe(
                true,
              );
              if (parsed.ok) expect(sameMove(parsed.value, move), text).toBe(true);
            }
          }
        }),
        settings,
      );
    });

    it("replaying the move list from the start gives the same position value", () => {
      fc.assert(
        fc.property(choices, (picks) => {
          const { positions, moves } = playout(game, picks);
          const replayed = unwrap(game.playMoves(game.start(), moves));
          expect(replayed).toEqual(positions[positions.length - 1]);
        }),
        settings,
      );
    });

    it("game.move gives what parseMove, play, outcome, printMove and checkSquare give separately", () => {
      fc.assert(
        fc.property(choices, (picks) => {
          const { positions } = playout(game, picks);
          for (const position of positions.filter((_, i) => i % 8 === 0 || i === positions.length - 1)) {
            const choices = game.moveChoices(position);
            // A dozen moves spread over the list keep Joust's hundreds of turns affordable.
            const step = Math.max(1, Math.floor(choices.length / 12));
            for (const choice of choices.filter((_, i) => i % step === 0)) {
              const played = unwrap(game.move(position, choice.text));
              const after = game.play(position, choice.move);
              expect(sameMove(played.move, choice.move), choice.text).toBe(true);
              expect(played.text).toBe(game.printMove(position, choice.move));
              expect([played.from, played.to, played.placed]).toEqual([
                choice.from,
                choice.to,
                choice.placed,
              ]);
              expect(played.position).toEqual(after);
              expect(played.outcome).toEqual(game.outcome(after));
              expect(played.check).toBe(game.checkSquare(after));
            }
          }
        }),
        settings,
      );
    });

    it("every legal move's short notation (SAN) parses back to itself, and shortMoveTexts lists them all", () => {
      fc.assert(
        fc.property(choices, (picks) => {
          const { positions } = playout(game, picks);
          for (const position of positions.filter((_, i) => i % 4 === 0 || i === positions.length - 1)) {
            const sans: string[] = [];
            for (const choice of game.moveChoices(position)) {
              const san = unwrap(game.move(position, choice.text)).san;
              sans.push(san);
              const parsed = game.parseMove(position, san);
              expect(
                parsed.ok,
                `${san} (${choice.text}) in ${position.fen}: ${parsed.ok ? "" : parsed.error.reason}`,
              ).toBe(true);
              if (parsed.ok)
                expect(sameMove(parsed.value, choice.move), `${san} (${choice.text})`).toBe(true);
            }
            // The one-pass list writes each move as playing it through `move` does, in the same order.
            expect(game.shortMoveTexts(position), position.fen).toEqual(sans);
          }
        }),
        settings,
      );
    });

    it("make/unmake restores the board exactly, and the incremental hash matches a fresh one", () => {
      fc.assert(
        fc.property(choices, (picks) => {
          const { positions } = playout(game, picks);
          for (const position of positions.filter((_, i) => i % 4 === 0)) {
            const board = game.load(position);
            const before = printPosition(board);
            const [lo, hi] = [board.hashLo, board.hashHi];
            for (const move of legalMovesOf(board)) {
              board.make(move);
              const [mlo, mhi] = [board.hashLo, board.hashHi];
              board.rehash();
              expect(
                [board.hashLo, board.hashHi],
                `hash after ${JSON.stringify(move)} in ${position.fen}`,
              ).toEqual([mlo, mhi]);
              board.unmake();
              expect(printPosition(board), `unmake of ${JSON.stringify(move)}`).toBe(before);
              expect([board.hashLo, board.hashHi]).toEqual([lo, hi]);
            }
          }
        }),
        settings,
      );
    });

    it("no legal move captures a King (check games), and every legal move plays without an error", () => {
      const checkGame = game.rules.royalty === "check";
      const starts = [game.start(), ...(options.starts ?? []).map((fen) => unwrap(game.parsePosition(fen)))];
      fc.assert(
        fc.property(choices, fc.nat(starts.length - 1), (picks, from) => {
          for (const position of playout(game, picks, starts[from]).positions) {
            const board = game.load(position);
            const enemy = 1 - board.turn;
            for (const move of game.legalMoves(position)) {
              if (checkGame) {
                board.make(move);
                const kingLeft = board.royal[enemy] >= 0;
                board.unmake();
                expect(kingLeft, `${game.printMove(position, move)} takes the King in ${position.fen}`).toBe(
                  true,
                );
              }
              // play() validates the position it makes: an impossible one would throw here.
              expect(
                () => game.play(position, move),
                `${JSON.stringify(move)} in ${position.fen}`,
              ).not.toThrow();
            }
          }
        }),
        settings,
      );
    });

    it("no parser throws on random junk", () => {
      const start = game.start();
      fc.assert(
        fc.property(JUNK, (junk) => {
          const position = game.parsePosition(junk);
          const move = game.parseMove(start, junk);
          const validated = game.validateMove(junk, junk);
          const validatedMove = game.validateMove(start.fen, junk);
          for (const result of [position, move, validated, validatedMove]) {
            if (!result.ok) expect(typeof result.error.reason).toBe("string");
          }
        }),
        { numRuns: runs * 20, seed },
      );
    });
  });
}
