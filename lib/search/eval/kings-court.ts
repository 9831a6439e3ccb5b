// Kings Court: the classical terms of orthodox.ts on the 12×8 board, with its own values (docs/rules/
// kings-court.md, "Piece values (for the computer)"). The Chancellor (Q2N: 24 squares at most) is
// worth about a rook and two pawns; the Jester (12 squares, bound to one colour) about a bishop.
// Its own term: the King's flight room (the flight answers a Chancellor's check, so open lines of
// two squares around the King make a Chancellor's attack less dangerous).

import type { SearchBoard } from "@/lib/engine";
import { orthodoxEvaluator } from "./orthodox";
import type { Evaluator } from "./types";

/** Also in docs/rules/kings-court.md, "Piece values (for the computer)" (a test compares them). */
export const KINGS_COURT_PIECES = [
  { letter: "P", mg: 90, eg: 120, phase: 0 },
  { letter: "N", mg: 300, eg: 290, phase: 1 },
  { letter: "J", mg: 320, eg: 320, phase: 1 },
  { letter: "B", mg: 350, eg: 370, phase: 1 },
  { letter: "R", mg: 500, eg: 560, phase: 2 },
  { letter: "C", mg: 680, eg: 700, phase: 3 },
  { letter: "Q", mg: 1000, eg: 1050, phase: 4 },
  { letter: "K", mg: 0, eg: 0, phase: 0 },
] as const;

/** Flight squares (two away in a line, middle empty, not own-occupied) count this much each, middlegame. */
const FLIGHT_ROOM = 3;
const LINES = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
] as const;

/**
 * The King's flight room: the squares two away from it in a straight line, the middle square
 * empty and the far one empty or enemy-held (where it could fly from a Chancellor's check).
 */
export function flightRoom(b: SearchBoard, side: 0 | 1): number {
  const k = b.royal(side);
  if (k < 0) return 0;
  let room = 0;
  for (const [dx, dy] of LINES) {
    const f = b.file(k) + 2 * dx;
    const r = b.rank(k) + 2 * dy;
    if (f < 0 || f >= b.files || r < 0 || r >= b.ranks) continue;
    const mid = (b.rank(k) + dy) * b.files + b.file(k) + dx;
    const t = b.squares[r * b.files + f];
    if (b.squares[mid] === 0 && (t === 0 || ((t - 1) & 1) !== side)) room++;
  }
  return room;
}

export function kingsCourtEvaluator(board: SearchBoard): Evaluator {
  return orthodoxEvaluator(board, {
    pieces: KINGS_COURT_PIECES,
    mobility: { N: [4, 4, 4], J: [4, 4, 6], B: [4, 5, 8], R: [2, 4, 10], C: [3, 3, 10], Q: [1, 2, 16] },
    attack: { N: 2, J: 2, B: 2, R: 3, C: 4, Q: 5 },
    centre: { N: [5, 4], J: [4, 3], B: [2, 2], C: [3, 3], Q: [1, 3] },
    extra: (b, out) => {
      out[0] += FLIGHT_ROOM * (flightRoom(b, 0) - flightRoom(b, 1));
    },
  });
}
