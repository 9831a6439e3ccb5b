// What each game's evaluation adds to material and mobility is really counted: a Joust piece's
// heading, the Joker's pit-jumps in its reach, the Kings Court King's flight room, and a
// Juxtaposition Stone's swap threat. Each compares two positions that differ only in that one thing.

import { describe, expect, it } from "vitest";
import type { SearchBoard } from "../../lib/engine";
import { getGame, unwrap } from "../../lib/engine";
import { evaluatorFor } from "../../lib/search/eval";
import { flightRoom } from "../../lib/search/eval/kings-court";

const boardOf = (gameId: string, fen: string): SearchBoard => {
  const game = unwrap(getGame(gameId));
  return game.searchBoard(unwrap(game.parsePosition(fen)));
};

/** The evaluation from White's point of view (the positions below have White to move). */
const white = (gameId: string, fen: string): number => {
  const board = boardOf(gameId, fen);
  expect(board.turn).toBe(0);
  return evaluatorFor(board).evaluate(board);
};

describe("each game's own evaluation terms", () => {
  it("joust: a Wedge whose pips reach an enemy Queen counts the threat", () => {
    // The Wedge on d2 faces NE (pips N and E) or SW (S and W); the Queen stands on e5, where a slide
    // north and a capture east reach her, or on h7, out of reach of either heading.
    const at = (heading: string, queen: "e5" | "h7") =>
      white(
        "joust",
        queen === "e5"
          ? `7k[+]/8/8/4q[+]3/8/8/3W[${heading}]4/K[+]7 w`
          : `7k[+]/7q[+]/8/8/8/8/3W[${heading}]4/K[+]7 w`,
      );
    const facing = at("NE", "e5") - at("SW", "e5");
    const away = at("NE", "h7") - at("SW", "h7");
    expect(facing).toBeGreaterThan(away);
  });

  it("wild jokers: the Joker's reach counts its pit-jumps, as its moves do", () => {
    // A Joker on d3 has steps to c3, e3 and d4 (d2 is a pit) and jumps over the pit d2 to d1.
    const board = boardOf("wild-jokers", "3k3/1*1*1*1/7/1*3*1/3J3/P*P*P*P/K6 w - 0 1");
    const square = board.squareOf("d3");
    const moves = board.legalMoves().filter((m) => m.from === square);
    expect(moves.length).toBeGreaterThan(3);
    expect(board.reach(square)).toBe(moves.length);
  });

  it("kings court: the King's flight room is counted, and open lines give more", () => {
    const hemmed = boardOf("kings-court", "6k5/12/12/12/12/12/4PPPP4/5NKN4 w - - 0 1 -");
    const open = boardOf("kings-court", "6k5/12/12/12/12/12/12/5NKN4 w - - 0 1 -");
    expect(flightRoom(hemmed, 0)).toBe(0);
    expect(flightRoom(open, 0)).toBe(3);
    expect(flightRoom(open, 1)).toBe(5);
  });

  it("juxtaposition: a Stone on the last rank (a swapped Pawn promotes there) is worth more than one at home", () => {
    const far = white("juxtaposition", "S3k2f/s7/8/8/8/8/P7/4K2F w - - 0 1 -");
    const home = white("juxtaposition", "4k2f/s7/8/8/8/S7/P7/4K2F w - - 0 1 -");
    expect(far - home).toBeGreaterThanOrEqual(150);
  });
});
