// Diagonal Chess: chess turned on its long diagonal (docs/rules/diagonal.md, "Piece values (for
// the computer)"). Pawns step diagonally towards the enemy corner and promote on the far edges to a
// piece that depends on the square; a pawn that steps into the far corner wins. So:
//   material (the Camel, a colour-bound (3,1) leaper, about 2.5 pawns);
//   pawn progress: steps left to the promotion edge, more on the long diagonal that leads to the
//   winning corner; a pawn one step from its corner with the corner empty wins next move (the
//   quiescence search does not play quiet moves, so the evaluation says it);
//   mobility; king safety: attacks on the squares around the King, its corner in the middlegame.

import type { SearchBoard } from "@/lib/engine";
import { pieceCode } from "@/lib/engine";
import { clearZone, evaluationBasis, kingDanger, markKingZone, taper, typeOf, weightsByType } from "./common";
import type { Evaluator } from "./types";

/** Also in docs/rules/diagonal.md, "Piece values (for the computer)" (a test compares them). */
export const DIAGONAL_PIECES = [
  { letter: "P", mg: 90, eg: 120, phase: 0 },
  { letter: "N", mg: 250, eg: 250, phase: 1 },
  { letter: "B", mg: 330, eg: 330, phase: 1 },
  { letter: "R", mg: 480, eg: 530, phase: 2 },
  { letter: "Q", mg: 950, eg: 980, phase: 4 },
  { letter: "K", mg: 0, eg: 0, phase: 0 },
] as const;

/** [mg, eg, base] per square of mobility. */
const MOBILITY: Readonly<Record<string, readonly [number, number, number]>> = {
  N: [4, 4, 3],
  B: [5, 5, 6],
  R: [2, 4, 7],
  Q: [1, 2, 13],
};
const ATTACK: Readonly<Record<string, number>> = { N: 2, B: 2, R: 3, Q: 5 };
/** Pawn bonus by steps left to the promotion edge (index 0 = on it, never), [mg, eg]. */
const PROGRESS_MG = [0, 60, 35, 20, 10, 5, 2, 0];
const PROGRESS_EG = [0, 120, 75, 45, 25, 12, 5, 0];
const TEMPO = 12;
/** A pawn one step from its winning corner, the corner empty, with its side to move: it wins. */
const WINS_NEXT = 2000;
/** The same pawn when the other side is to move: it must be stopped at once. */
const THREATENS_WIN = 400;

export function diagonalEvaluator(board: SearchBoard): Evaluator {
  const { table, king, values, fullPhase, central, size } = evaluationBasis(board, DIAGONAL_PIECES);
  const pawn = typeOf(board, "P");
  const _n = board.letters.length;
  const { mob, attack } = weightsByType(board, MOBILITY, ATTACK);
  const zones = [new Uint8Array(size), new Uint8Array(size)];
  const marked = [new Int16Array(16), new Int16Array(16)];
  const pawnCodes = [pieceCode(pawn, 0), pieceCode(pawn, 1)];
  // White wins on h8 (63) from g7 (54); Black on a1 (0) from b2 (9).
  const corner = [63, 0];
  const beforeCorner = [54, 9];
  const officers = [1, 2, 3, 4].map((t) => [pieceCode(t, 0), pieceCode(t, 1)]);

  const evaluate = (b: SearchBoard): number => {
    const squares = b.squares;
    let mg = 0;
    let eg = 0;
    let phase = 0;
    const kings = [b.royal(0), b.royal(1)];
    for (let sq = 0; sq < size; sq++) {
      const c = squares[sq];
      if (c <= 0) continue;
      const t = (c - 1) >> 1;
      const side = (c - 1) & 1;
      const sign = side === 0 ? 1 : -1;
      mg += sign * table.mg[t];
      eg += sign * table.eg[t];
      phase += table.phase[t];
      if (t === pawn) {
        // White steps NE: (x, y) reaches rank 8 or the h-file after 7 - max(x, y) steps.
        const x = side === 0 ? sq & 7 : 7 - (sq & 7);
        const y = side === 0 ? sq >> 3 : 7 - (sq >> 3);
        const steps = 7 - Math.max(x, y);
        const onLong = x === y ? 2 : 1;
        mg += sign * PROGRESS_MG[steps] * onLong;
        eg += sign * PROGRESS_EG[steps] * onLong;
      } else if (t !== king) {
        mg += sign * 3 * central[sq];
        eg += sign * 2 * central[sq];
      }
    }
    // The winning step.
    for (const side of [0, 1] as const) {
      if (squares[beforeCorner[side]] === pawnCodes[side] && squares[corner[side]] === 0) {
        const threat = b.turn === side ? WINS_NEXT : THREATENS_WIN;
        mg += (side === 0 ? 1 : -1) * threat;
        eg += (side === 0 ? 1 : -1) * threat;
      }
    }
    const zoneSizes = [0, 0];
    for (const side of [0, 1] as const)
      if (kings[side] >= 0)
        zoneSizes[side] = markKingZone(b, kings[side], side, 0, zones[side], marked[side]);
    const units = [0, 0];
    const attackers = [0, 0];
    for (let sq = 0; sq < size; sq++) {
      const c = squares[sq];
      if (c <= 0) continue;
      const t = (c - 1) >> 1;
      if (t === pawn || t === king) continue;
      const side = (c - 1) & 1;
      const sign = side === 0 ? 1 : -1;
      const count = b.reach(sq, kings[1 - side] >= 0 ? zones[1 - side] : null);
      mg += sign * mob[0][t] * (count - mob[2][t]);
      eg += sign * mob[1][t] * (count - mob[2][t]);
      if (b.zoneHits > 0) {
        units[side] += attack[t] * b.zoneHits;
        attackers[side]++;
      }
    }
    for (const side of [0, 1] as const) {
      clearZone(zones[side], marked[side], zoneSizes[side]);
      const k = kings[side];
      if (k < 0) continue;
      const sign = side === 0 ? 1 : -1;
      mg -= sign * kingDanger(units[1 - side], attackers[1 - side]);
      // Its own corner in the middlegame, the centre in the endgame.
      const x = side === 0 ? k & 7 : 7 - (k & 7);
      const y = side === 0 ? k >> 3 : 7 - (k >> 3);
      mg -= sign * 8 * Math.max(0, x + y - 2);
      eg += sign * 6 * central[k];
    }
    const white = taper(mg, eg, phase, fullPhase);
    return (b.turn === 0 ? white : -white) + TEMPO;
  };

  return {
    values,
    evaluate,
    nullMoveSafe: (b) => officers.some((codes) => b.counts[codes[b.turn]] > 0),
  };
}
