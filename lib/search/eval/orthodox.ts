// The evaluation of the games played with chess's army and pawns that move straight ahead: chess,
// Kings Court and Juxtaposition (each configures it with its pieces; Juxtaposition adds its Flags and
// Stones). The terms are the classical ones, each simple enough to read at a glance:
//   material (middlegame / endgame), centralisation of short-range pieces, pawn advance;
//   mobility (squares a piece can go to, beyond a typical number);
//   king safety: attacks on the King's zone (weighted by attacker, growing with their square), the
//   pawn shelter in front of a King on its first ranks, and where the King stands by phase;
//   pawn structure: doubled, isolated, passed pawns (more the nearer they are to promotion, with the
//   Kings' distance to the promotion square in the endgame);
//   rooks on open files and on the seventh rank; the bishop pair; a tempo for the side to move.

import type { SearchBoard } from "@/lib/engine";
import { pieceCode } from "@/lib/engine";
import {
  byType,
  centrality,
  clearZone,
  distance,
  kingDanger,
  markKingZone,
  type PieceValue,
  ROYAL_VALUE,
  startPhase,
  taper,
  typeOf,
} from "./common";
import type { Evaluator } from "./types";

/** A piece's mobility weights: centipawns per square in the middlegame and endgame, beyond `base` squares. */
export type MobilityTerm = readonly [mg: number, eg: number, base: number];

export interface OrthodoxTerms {
  readonly pieces: readonly PieceValue[];
  readonly mobility: Readonly<Record<string, MobilityTerm>>;
  /** King-attack weight per square of the enemy King's zone a piece hits. */
  readonly attack: Readonly<Record<string, number>>;
  /** Bonus per step of centralisation, [mg, eg]. */
  readonly centre: Readonly<Record<string, readonly [number, number]>>;
  /** Game-specific terms, added from White's point of view to `out[0]` (mg) and `out[1]` (eg). */
  readonly extra?: (board: SearchBoard, out: Int32Array) => void;
}

const TEMPO = 12;
const BISHOP_PAIR = [30, 50] as const;
/** Passed pawn bonus by steps left to promotion (index 1 = one step away), [mg, eg]. */
const PASSED_MG = [0, 70, 45, 25, 12, 6, 3, 3, 3, 3, 3, 3];
const PASSED_EG = [0, 140, 90, 55, 30, 15, 8, 8, 8, 8, 8, 8];

export function orthodoxEvaluator(board: SearchBoard, terms: OrthodoxTerms): Evaluator {
  const table = byType(board, terms.pieces);
  const pawn = typeOf(board, "P");
  const king = typeOf(board, "K");
  const rook = typeOf(board, "R");
  const bishop = typeOf(board, "B");
  const n = board.letters.length;
  const values = [...table.values];
  if (king >= 0) values[king] = ROYAL_VALUE;
  const mobMg = new Int32Array(n);
  const mobEg = new Int32Array(n);
  const mobBase = new Int32Array(n);
  const attack = new Int32Array(n);
  const centreMg = new Int32Array(n);
  const centreEg = new Int32Array(n);
  const mobile = new Uint8Array(n);
  board.letters.forEach((letter, t) => {
    const m = terms.mobility[letter];
    if (m) {
      mobMg[t] = m[0];
      mobEg[t] = m[1];
      mobBase[t] = m[2];
      mobile[t] = 1;
    }
    attack[t] = terms.attack[letter] ?? 0;
    const c = terms.centre[letter];
    if (c) {
      centreMg[t] = c[0];
      centreEg[t] = c[1];
    }
  });
  // Pieces whose presence makes a null move safe (not pawns, Kings, nor motionless Flags and Stones).
  const officers = [...Array(n).keys()].filter((t) => t !== pawn && t !== king && mobile[t] === 1);
  const fullPhase = startPhase(board, table.phase);
  const files = board.files;
  const ranks = board.ranks;
  const size = board.size;
  const central = centrality(board);
  const centreFile = (files - 1) / 2;
  // Material and placement of every piece code on every square, White's point of view (sign included).
  const codes = 2 * n + 1;
  const placeMg = new Int32Array(codes * size);
  const placeEg = new Int32Array(codes * size);
  for (let t = 0; t < n; t++) {
    for (const side of [0, 1] as const) {
      const code = pieceCode(t, side);
      const sign = side === 0 ? 1 : -1;
      for (let sq = 0; sq < size; sq++) {
        const f = sq % files;
        const r = (sq / files) | 0;
        const rel = side === 0 ? r : ranks - 1 - r;
        let mg = table.mg[t];
        let eg = table.eg[t];
        if (t === pawn) {
          mg += Math.round(rel * (2 + 5 * (1 - Math.abs(f - centreFile) / centreFile)));
          eg += rel * 5;
        } else if (t === king) {
          // Its first rank, towards a corner, in the middlegame; the centre in the endgame.
          mg += rel === 0 ? 10 : rel === 1 ? -10 : -20 - 10 * rel;
          mg += Math.round((Math.abs(f - centreFile) - 1) * 8);
          eg += 6 * central[sq];
        } else {
          mg += centreMg[t] * central[sq];
          eg += centreEg[t] * central[sq];
        }
        placeMg[code * size + sq] = sign * mg;
        placeEg[code * size + sq] = sign * eg;
      }
    }
  }
  // Pawn files: counts (offset by one, so files -1 and `files` read 0), least and most advanced rank.
  const pawnCount = [new Int8Array(files + 2), new Int8Array(files + 2)];
  const minRank = [new Int8Array(files), new Int8Array(files)];
  const maxRank = [new Int8Array(files), new Int8Array(files)];
  const pawnSquares = new Int16Array(size);
  const pieceSquares = new Int16Array(size);
  const zones = [new Uint8Array(size), new Uint8Array(size)];
  const marked = [new Int16Array(32), new Int16Array(32)];
  const kings = new Int32Array(2);
  const bishops = new Int32Array(2);
  const units = new Int32Array(2);
  const attackers = new Int32Array(2);
  const zoneSizes = new Int32Array(2);
  const extra = new Int32Array(2);
  const pawnCode = [pieceCode(Math.max(0, pawn), 0), pieceCode(Math.max(0, pawn), 1)];
  const officerCodes = [officers.map((t) => pieceCode(t, 0)), officers.map((t) => pieceCode(t, 1))];

  const evaluate = (b: SearchBoard): number => {
    const squares = b.squares;
    let mg = 0;
    let eg = 0;
    let phase = 0;
    let pawns = 0;
    let pieces = 0;
    kings[0] = -1;
    kings[1] = -1;
    bishops[0] = 0;
    bishops[1] = 0;
    for (let side = 0; side < 2; side++) {
      pawnCount[side].fill(0);
      minRank[side].fill(ranks);
      maxRank[side].fill(-1);
    }
    // Material, placement, pawns.
    for (let sq = 0; sq < size; sq++) {
      const c = squares[sq];
      if (c <= 0) continue;
      const t = (c - 1) >> 1;
      mg += placeMg[c * size + sq];
      eg += placeEg[c * size + sq];
      phase += table.phase[t];
      if (t === pawn) {
        const side = (c - 1) & 1;
        const f = sq % files;
        const r = (sq / files) | 0;
        pawnCount[side][f + 1]++;
        if (r < minRank[side][f]) minRank[side][f] = r;
        if (r > maxRank[side][f]) maxRank[side][f] = r;
        pawnSquares[pawns++] = sq;
      } else if (t === king) kings[(c - 1) & 1] = sq;
      else if (mobile[t] === 1) {
        pieceSquares[pieces++] = sq;
        if (t === bishop) bishops[(c - 1) & 1]++;
      }
    }
    // King zones, then mobility and attacks on them.
    for (let side = 0; side < 2; side++) {
      zoneSizes[side] =
        kings[side] >= 0 ? markKingZone(b, kings[side], side as 0 | 1, 1, zones[side], marked[side]) : 0;
      units[side] = 0;
      attackers[side] = 0;
    }
    for (let i = 0; i < pieces; i++) {
      const sq = pieceSquares[i];
      const c = squares[sq];
      const t = (c - 1) >> 1;
      const side = (c - 1) & 1;
      const sign = side === 0 ? 1 : -1;
      const count = b.reach(sq, kings[1 - side] >= 0 ? zones[1 - side] : null);
      mg += sign * mobMg[t] * (count - mobBase[t]);
      eg += sign * mobEg[t] * (count - mobBase[t]);
      if (b.zoneHits > 0) {
        units[side] += attack[t] * b.zoneHits;
        attackers[side]++;
      }
      if (t === rook) {
        const f = sq % files;
        const rel = side === 0 ? (sq / files) | 0 : ranks - 1 - ((sq / files) | 0);
        if (pawnCount[side][f + 1] === 0) {
          const open = pawnCount[1 - side][f + 1] === 0;
          mg += sign * (open ? 20 : 10);
          eg += sign * (open ? 10 : 5);
        }
        if (rel === ranks - 2) {
          mg += sign * 15;
          eg += sign * 25;
        }
      }
    }
    for (let side = 0; side < 2; side++) clearZone(zones[side], marked[side], zoneSizes[side]);

    // King safety: attacks on its zone, and the pawn shelter in front of a King on its first ranks.
    for (let side = 0; side < 2; side++) {
      const k = kings[side];
      if (k < 0) continue;
      const sign = side === 0 ? 1 : -1;
      mg -= sign * kingDanger(units[1 - side], attackers[1 - side]);
      const rel = side === 0 ? (k / files) | 0 : ranks - 1 - ((k / files) | 0);
      if (pawn < 0 || rel > 1) continue;
      const f = k % files;
      const own = pawnCode[side];
      const ahead = side === 0 ? files : -files;
      let shelter = 0;
      for (let df = -1; df <= 1; df++) {
        const ff = f + df;
        if (ff < 0 || ff >= files) continue;
        const one = k + df + ahead;
        const two = one + ahead;
        if (one >= 0 && one < size && squares[one] === own) shelter += 12;
        else if (two >= 0 && two < size && squares[two] === own) shelter += 6;
        else shelter -= pawnCount[side][ff + 1] === 0 ? 20 : 10;
      }
      mg += sign * shelter;
    }

    // Pawn structure: doubled and isolated pawns by file, then passed pawns one by one.
    for (let side = 0; side < 2; side++) {
      const sign = side === 0 ? 1 : -1;
      const counts = pawnCount[side];
      for (let f = 0; f < files; f++) {
        const here = counts[f + 1];
        if (here === 0) continue;
        if (here > 1) {
          mg -= sign * 10 * (here - 1);
          eg -= sign * 20 * (here - 1);
        }
        if (counts[f] === 0 && counts[f + 2] === 0) {
          mg -= sign * 10 * here;
          eg -= sign * 15 * here;
        }
      }
    }
    for (let i = 0; i < pawns; i++) {
      const sq = pawnSquares[i];
      const side = (squares[sq] - 1) & 1;
      const f = sq % files;
      const r = (sq / files) | 0;
      let passed = true;
      for (let ff = f > 0 ? f - 1 : 0; ff <= f + 1 && ff < files && passed; ff++) {
        passed = side === 0 ? maxRank[1][ff] <= r : minRank[0][ff] >= r;
      }
      if (!passed) continue;
      const steps = side === 0 ? ranks - 1 - r : r;
      const sign = side === 0 ? 1 : -1;
      mg += sign * PASSED_MG[Math.min(steps, 11)];
      eg += sign * PASSED_EG[Math.min(steps, 11)];
      const own = kings[side];
      const their = kings[1 - side];
      if (own >= 0 && their >= 0) {
        const promotion = side === 0 ? (ranks - 1) * files + f : f;
        eg += sign * (distance(b, their, promotion) - distance(b, own, promotion)) * 6;
      }
    }

    if (bishops[0] >= 2) {
      mg += BISHOP_PAIR[0];
      eg += BISHOP_PAIR[1];
    }
    if (bishops[1] >= 2) {
      mg -= BISHOP_PAIR[0];
      eg -= BISHOP_PAIR[1];
    }
    if (terms.extra) {
      extra[0] = 0;
      extra[1] = 0;
      terms.extra(b, extra);
      mg += extra[0];
      eg += extra[1];
    }
    const white = taper(mg, eg, phase, fullPhase);
    return (b.turn === 0 ? white : -white) + TEMPO;
  };

  return {
    values,
    evaluate,
    nullMoveSafe: (b) => officerCodes[b.turn].some((code) => b.counts[code] > 0),
  };
}
