// Wild Jokers Chess: a 7×7 board with eight pits, capture the King (docs/rules/wild-jokers.md,
// "Piece values (for the computer)"). Pits cut the sliders' lines, so the Rook and Bishop are worth
// less than in chess and the leapers more; the Paladin (King + Knight) is the strongest piece.
// Terms:
//   material: a captured Mercenary changes sides, so taking one swings twice its value, which
//   material counting gives by itself (the piece is counted for its new owner);
//   mobility, the Joker's pit-jumps included (the engine's `reach` follows them);
//   king safety: there is no check, so a King attacked can simply be taken; attacks on its zone
//   weigh heavily, from a single attacker on;
//   Pikemen advance towards promotion to Veteran; the King keeps to its first rank.

import type { SearchBoard } from "@/lib/engine";
import { pieceCode } from "@/lib/engine";
import { clearZone, evaluationBasis, markKingZone, taper, typeOf, weightsByType } from "./common";
import type { Evaluator } from "./types";

/** Also in docs/rules/wild-jokers.md, "Piece values (for the computer)" (a test compares them). */
export const WILD_JOKERS_PIECES = [
  { letter: "P", mg: 90, eg: 120, phase: 0 },
  { letter: "M", mg: 220, eg: 220, phase: 1 },
  { letter: "V", mg: 260, eg: 280, phase: 1 },
  { letter: "L", mg: 250, eg: 250, phase: 1 },
  { letter: "B", mg: 280, eg: 280, phase: 1 },
  { letter: "J", mg: 330, eg: 330, phase: 1 },
  { letter: "C", mg: 330, eg: 360, phase: 1 },
  { letter: "R", mg: 450, eg: 500, phase: 2 },
  { letter: "A", mg: 650, eg: 650, phase: 3 },
  { letter: "K", mg: 0, eg: 0, phase: 0 },
] as const;

/** [mg, eg, base] per square of mobility. */
const MOBILITY: Readonly<Record<string, readonly [number, number, number]>> = {
  M: [3, 3, 2],
  V: [3, 3, 2],
  L: [4, 4, 3],
  B: [4, 4, 3],
  J: [4, 4, 3],
  C: [3, 3, 3],
  R: [3, 4, 5],
  A: [3, 3, 5],
};
const ATTACK: Readonly<Record<string, number>> = { P: 2, M: 2, V: 2, L: 3, B: 3, J: 3, C: 3, R: 4, A: 5 };
const TEMPO = 12;

export function wildJokersEvaluator(board: SearchBoard): Evaluator {
  const { table, king, values, fullPhase, central, size } = evaluationBasis(board, WILD_JOKERS_PIECES);
  const pawn = typeOf(board, "P");
  const n = board.letters.length;
  const { mob, attack } = weightsByType(board, MOBILITY, ATTACK);
  const zones = [new Uint8Array(size), new Uint8Array(size)];
  const marked = [new Int16Array(16), new Int16Array(16)];
  const officers = [...Array(n).keys()]
    .filter((t) => t !== pawn && t !== king)
    .map((t) => [pieceCode(t, 0), pieceCode(t, 1)]);

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
        const rel = b.relativeRank(sq, side as 0 | 1);
        mg += sign * 6 * rel;
        eg += sign * 12 * rel;
      } else if (t !== king) {
        mg += sign * 3 * central[sq];
        eg += sign * 3 * central[sq];
      }
    }
    const zoneSizes = [0, 0];
    for (const side of [0, 1] as const)
      if (kings[side] >= 0)
        zoneSizes[side] = markKingZone(b, kings[side], side, 1, zones[side], marked[side]);
    const units = [0, 0];
    for (let sq = 0; sq < size; sq++) {
      const c = squares[sq];
      if (c <= 0) continue;
      const t = (c - 1) >> 1;
      if (t === king) continue;
      const side = (c - 1) & 1;
      const sign = side === 0 ? 1 : -1;
      const count = b.reach(sq, kings[1 - side] >= 0 ? zones[1 - side] : null);
      mg += sign * mob[0][t] * (count - mob[2][t]);
      eg += sign * mob[1][t] * (count - mob[2][t]);
      units[side] += attack[t] * b.zoneHits;
    }
    for (const side of [0, 1] as const) {
      clearZone(zones[side], marked[side], zoneSizes[side]);
      const k = kings[side];
      if (k < 0) continue;
      const sign = side === 0 ? 1 : -1;
      const u = units[1 - side];
      mg -= sign * Math.min(800, u * 4 + Math.round((u * u) / 3));
      eg -= sign * Math.min(400, u * 3);
      const rel = b.relativeRank(k, side);
      mg -= sign * 15 * rel;
      eg += sign * 5 * central[k];
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
