// The move map a board lights up and the game page ships in its HTML (lib/board/move-map.ts, read
// by the early-taps script before the page's scripts run): for every game, at its start and at
// every position of whole seeded games, each origin → destination pair holds at least one legal
// move, and together the pairs hold every legal move exactly once. So the board offers exactly the
// engine's moves: Joust's turns, Wild Jokers' Joker and Mercenary moves, Kings Court's flights,
// Juxtaposition's swaps, promotions and castling among them, whatever the position.
import { describe, expect, it } from "vitest";
import { moveMap } from "@/lib/board/move-map";
import { moveMapCode, moveMapOfCode } from "@/lib/board/move-map-code";
import { type Game, games, type Position, unwrap } from "@/lib/engine";
import { playout } from "../support/playout";

/** The positions of a seeded whole game (at most `plies` of them), from the start. */
function positionsOf(game: Game, seed: number, plies: number): Position[] {
  let position = game.start();
  const positions = [position];
  for (const text of playout(game.id, seed).moves.slice(0, plies)) {
    position = unwrap(game.playText(position, text));
    positions.push(position);
  }
  return positions;
}

describe("the board's move map", () => {
  for (const game of games()) {
    it(`${game.id}: holds every legal move exactly once, along two whole games`, () => {
      let pairs = 0;
      for (const seed of [7, 11]) {
        for (const position of positionsOf(game, seed, 80)) {
          const map = moveMap(game.moveChoices(position));
          const legal = game.legalMoves(position).length;
          let covered = 0;
          for (const [from, destinations] of Object.entries(map)) {
            expect(new Set(destinations).size).toBe(destinations.length);
            for (const to of destinations) {
              const between = game.movesBetween(position, from, to);
              expect(between.length, `${from}-${to} in ${position.fen}`).toBeGreaterThan(0);
              covered += between.length;
              pairs++;
            }
          }
          expect(covered, position.fen).toBe(legal);
          // What the page sends (move-map-code.ts) reads back as the same map, order included.
          expect(Object.entries(moveMapOfCode(moveMapCode(map)))).toEqual(Object.entries(map));
        }
      }
      expect(pairs).toBeGreaterThan(100);
    });
  }

  it("names each destination once per origin, in the order the moves come", () => {
    const map = moveMap([
      { from: "e7", to: "e8" },
      { from: "e7", to: "e8" },
      { from: "e7", to: "d8" },
      { from: "g1", to: "f3" },
    ]);
    expect(map).toEqual({ e7: ["e8", "d8"], g1: ["f3"] });
  });

  it("travels as one string, origins in order, each with its destinations", () => {
    const map = { e7: ["e8", "d8"], g1: ["f3"], e1: ["e1"] };
    expect(moveMapCode(map)).toBe("e7:e8,d8 g1:f3 e1:e1");
    expect(moveMapOfCode("e7:e8,d8 g1:f3 e1:e1")).toEqual(map);
    expect(moveMapOfCode("")).toEqual({});
  });
});
