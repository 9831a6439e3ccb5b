// Juxtaposition: chess's terms (orthodox.ts, chess's values) plus the Flags and Stones
// (docs/rules/juxtaposition.md, "Piece values (for the computer)"). They never move and never
// capture, so their worth is the game itself: a side with none has lost (the search sees that as
// mate), so the second one is worth 2.5 pawns (the margin before the last), and the last one is
// counted by the search, not here. Terms of their own:
// - an attacked Flag or Stone (taking it may bare: with one left the capture ends the game);
// - the swaps' threats: a Stone on the last rank promotes any Pawn swapped with it, and a Stone or
//   Flag far up the board is where a Pawn or piece can appear in one move.

import type { SearchBoard } from "@/lib/engine";
import { pieceCode } from "@/lib/engine";
import { CHESS_ATTACK, CHESS_CENTRE, CHESS_MOBILITY, CHESS_PIECES } from "./chess";
import { orthodoxEvaluator } from "./orthodox";
import type { Evaluator } from "./types";

/** What Flags and Stones together are worth by how many a side has (index = count; 0 is a loss). */
export const JUXTAPOSITION_SPARE = [0, 0, 250, 330, 390, 430, 460];
const ATTACKED = [0, 150, 40, 25, 20, 15, 10];

export function juxtapositionEvaluator(board: SearchBoard): Evaluator {
  const flag = board.letters.indexOf("F");
  const stone = board.letters.indexOf("S");
  const codes = [
    [pieceCode(flag, 0), pieceCode(stone, 0)],
    [pieceCode(flag, 1), pieceCode(stone, 1)],
  ];
  return orthodoxEvaluator(board, {
    pieces: [
      ...CHESS_PIECES,
      { letter: "F", mg: 0, eg: 0, phase: 0 },
      { letter: "S", mg: 0, eg: 0, phase: 0 },
    ],
    mobility: CHESS_MOBILITY,
    attack: CHESS_ATTACK,
    centre: CHESS_CENTRE,
    extra: (b, out) => {
      for (const side of [0, 1] as const) {
        const sign = side === 0 ? 1 : -1;
        const count = b.counts[codes[side][0]] + b.counts[codes[side][1]];
        const spare = JUXTAPOSITION_SPARE[Math.min(count, 6)];
        out[0] += sign * spare;
        out[1] += sign * spare;
        if (count === 0) continue;
        const enemy = (1 - side) as 0 | 1;
        for (let sq = 0; sq < b.size; sq++) {
          const c = b.squares[sq];
          if (c !== codes[side][0] && c !== codes[side][1]) continue;
          if (b.attacked(sq, enemy)) {
            out[0] -= sign * ATTACKED[Math.min(count, 6)];
            out[1] -= sign * ATTACKED[Math.min(count, 6)];
          }
          const rel = b.relativeRank(sq, side);
          if (c === codes[side][1]) {
            const bonus = rel === b.ranks - 1 ? 200 : rel * 6;
            out[0] += sign * bonus;
            out[1] += sign * bonus;
          } else out[0] += sign * rel * 4;
        }
      }
    },
  });
}
