// Joust Chess: pieces act only along their pips, and a turn may slide along one pip and then capture
// along the others (docs/rules/joust.md, "Piece values (for the computer)"). What a piece threatens
// therefore depends on its heading as much as on its square, and the evaluation reads it from the
// pips (the engine's `joustPipMask`):
//   material (values from the squares a piece can capture on, on an empty board, in each heading);
//   reach: for each pip, the squares the piece can slide to, and from each of them (and from where
//   it stands) the enemy pieces next to it along another pip: those it threatens to capture next
//   turn; each threat counts a share of the victim's value, each slide square a little mobility;
//   king safety: a threat to capture the King counts a large bonus;
//   a little centralisation.
// Jumps over friends are left out: they are short, and the search sees them.

import type { SearchBoard } from "@/lib/engine";
import { joustPipMask, pieceCode } from "@/lib/engine";
import { evaluationBasis, stepTable, taper } from "./common";
import type { Evaluator } from "./types";

/** Also in docs/rules/joust.md, "Piece values (for the computer)" (a test compares them). */
export const JOUST_PIECES = [
  { letter: "P", mg: 100, eg: 110, phase: 0 },
  { letter: "W", mg: 300, eg: 300, phase: 1 },
  { letter: "H", mg: 450, eg: 460, phase: 2 },
  { letter: "Q", mg: 850, eg: 880, phase: 4 },
  { letter: "K", mg: 0, eg: 0, phase: 0 },
] as const;

/** Centipawns per square a piece can slide to. */
const SLIDE = 2;
/** A threatened enemy piece counts this share (1/16ths) of its value. */
const THREAT_SHARE = 2;
const KING_THREAT = 40;
const TEMPO = 12;

export function joustEvaluator(board: SearchBoard): Evaluator {
  const { table, king, values, fullPhase, central, size } = evaluationBasis(board, JOUST_PIECES);
  const threatValue = [...table.values];
  threatValue[king] = 300;
  const steps = stepTable(board);
  // pips[type * 8 + orientation]
  const pips = new Uint8Array(5 * 8);
  for (let t = 0; t < 5; t++) for (let r = 0; r < 8; r++) pips[t * 8 + r] = joustPipMask(t, r);
  const officers = [1, 2, 3].map((t) => [pieceCode(t, 0), pieceCode(t, 1)]);

  const evaluate = (b: SearchBoard): number => {
    const squares = b.squares;
    const states = b.states;
    let mg = 0;
    let eg = 0;
    let phase = 0;
    for (let sq = 0; sq < size; sq++) {
      const c = squares[sq];
      if (c <= 0) continue;
      const t = (c - 1) >> 1;
      const side = (c - 1) & 1;
      const sign = side === 0 ? 1 : -1;
      mg += sign * table.mg[t];
      eg += sign * table.eg[t];
      phase += table.phase[t];
      if (t !== king) {
        mg += sign * 2 * central[sq];
        eg += sign * 2 * central[sq];
      }
      // Reach along the pips.
      const mask = pips[t * 8 + states[sq]];
      const long = t !== king;
      let slides = 0;
      let threats = 0;
      for (let d = 0; d < 8; d++) {
        if (((mask >> d) & 1) === 0) continue;
        const others = mask & ~(1 << d);
        // From where it stands, a capture along any pip; after a slide along d, along the others.
        threats += threatsFrom(squares, steps, sq, d === firstPip(mask) ? mask : 0, side, threatValue, king);
        for (let at = steps[sq * 8 + d]; at >= 0 && squares[at] === 0; at = steps[at * 8 + d]) {
          slides++;
          threats += threatsFrom(squares, steps, at, others, side, threatValue, king);
          if (!long) break;
        }
      }
      mg += sign * (SLIDE * slides + ((threats * THREAT_SHARE) >> 4));
      eg += sign * (SLIDE * slides + ((threats * THREAT_SHARE) >> 4));
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

const firstPip = (mask: number): number => 31 - Math.clz32(mask & -mask);

/**
 * The worth of the enemy pieces next to `at` along the pips of `mask` (what a piece standing there
 * could capture), the King counted at `threatValue[king]` plus a bonus.
 */
function threatsFrom(
  squares: Int8Array,
  steps: Int16Array,
  at: number,
  mask: number,
  side: number,
  threatValue: readonly number[],
  king: number,
): number {
  let sum = 0;
  for (let d = 0; d < 8; d++) {
    if (((mask >> d) & 1) === 0) continue;
    const t = steps[at * 8 + d];
    if (t < 0) continue;
    const c = squares[t];
    if (c <= 0 || ((c - 1) & 1) === side) continue;
    const type = (c - 1) >> 1;
    sum += threatValue[type] + (type === king ? KING_THREAT * 16 : 0);
  }
  return sum;
}
