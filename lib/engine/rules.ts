// A variant compiled into lookup tables: square names, rays and leaps per square, attack probes,
// castling squares, hashing keys. Built once per game; the board and move generator read only this.

import type { Side, Square } from "./types";
import { pieceCode } from "./types";
import type { PieceDef, Variant } from "./variant";

const FILE_LETTERS = "abcdefghijklmnop";

/**
 * The type index of the piece written `letter` in a piece list, for a variant's module constants
 * (`const FLAG = typeOfLetter(PIECES, "F")`). Throws when the list has no such piece: a mistake in
 * the variant's own file, caught when it loads.
 */
export function typeOfLetter(pieces: readonly PieceDef[], letter: string): number {
  const type = pieces.findIndex((p) => p.letter === letter);
  if (type < 0) throw new Error(`no piece "${letter}" in ${pieces.map((p) => p.letter).join("")}`);
  return type;
}

/** One atom of one piece colour, as rays of target squares per origin square. */
export interface CompiledAtom {
  /** rays[from] = the squares the atom can reach, nearest first, cut at the edge and at pits. */
  readonly rays: readonly Int16Array[];
  readonly canMove: boolean;
  readonly canCapture: boolean;
  readonly minRange: number;
  /** Rank (0-based, board coordinates) the piece must stand on, or -1. */
  readonly fromRank: number;
}

/** Attack lookup: from a target square, walk the reversed atom; the first piece met attacks if listed. */
export interface AttackProbe {
  readonly rays: readonly Int16Array[];
  /** A sliding atom (range > 1): the line can pin. */
  readonly slides: boolean;
  readonly attackers: Uint8Array;
  readonly minRange: number;
  readonly fromRank: number;
}

export interface CompiledCastle {
  readonly index: number;
  readonly side: Side;
  readonly rightBit: number;
  readonly kingFrom: Square;
  readonly kingTo: Square;
  readonly rookFrom: Square;
  readonly rookTo: Square;
  readonly rookType: number;
  readonly empty: readonly Square[];
  readonly safe: readonly Square[];
  readonly notation: string;
}

export class Rules {
  readonly variant: Variant;
  readonly id: string;
  readonly files: number;
  readonly ranks: number;
  readonly size: number;
  readonly isHole: Uint8Array;
  readonly squareNames: readonly string[];
  readonly types: number;
  /** Number of piece codes, the empty square's 0 included (see `pieceCode` in types.ts). */
  readonly codes: number;
  readonly letters: readonly string[];
  /** Type index by the character code of its letter, either case; -1 for none. */
  private readonly typeByChar: Int8Array;
  readonly atoms: readonly (readonly CompiledAtom[])[];
  readonly probes: readonly [readonly AttackProbe[], readonly AttackProbe[]];
  /** Codes of pieces with a `custom` move, per attacking side. */
  readonly customCodes: readonly [readonly number[], readonly number[]];
  readonly isRoyal: Uint8Array;
  readonly isPawn: Uint8Array;
  readonly takesEnPassant: Uint8Array;
  /** Whether moves of this code may promote (piece data or the variant's promotion hook). */
  readonly mayPromote: Uint8Array;
  readonly castles: readonly CompiledCastle[];
  readonly rightLetters: string;
  /** keepRights[sq]: castling-right bits kept when a move starts or ends on sq. */
  readonly keepRights: Int32Array;
  readonly zobristLo: Int32Array;
  readonly zobristHi: Int32Array;
  readonly royalty: "check" | "capture";

  constructor(variant: Variant) {
    this.variant = variant;
    this.id = variant.id;
    this.files = variant.files;
    this.ranks = variant.ranks;
    this.size = this.files * this.ranks;
    this.royalty = variant.royalty ?? "check";
    const names: string[] = [];
    for (let sq = 0; sq < this.size; sq++)
      names.push(FILE_LETTERS[sq % this.files] + String(1 + Math.floor(sq / this.files)));
    this.squareNames = names;
    this.isHole = new Uint8Array(this.size);
    for (const hole of variant.holes ?? []) this.isHole[this.squareOf(hole)] = 1;

    this.types = variant.pieces.length;
    this.codes = pieceCode(this.types, 0); // one past the last code
    this.letters = variant.pieces.map((p) => p.letter);
    this.typeByChar = new Int8Array(128).fill(-1);
    this.letters.forEach((letter, type) => {
      this.typeByChar[letter.charCodeAt(0)] = type;
      this.typeByChar[letter.toLowerCase().charCodeAt(0)] = type;
    });
    this.isRoyal = new Uint8Array(this.codes);
    this.isPawn = new Uint8Array(this.codes);
    this.takesEnPassant = new Uint8Array(this.codes);
    this.mayPromote = new Uint8Array(this.codes);
    const atoms: CompiledAtom[][] = [[]];
    const probeMap: [Map<string, AttackProbe>, Map<string, AttackProbe>] = [new Map(), new Map()];
    const customCodes: [number[], number[]] = [[], []];
    for (let type = 0; type < this.types; type++) {
      const def = variant.pieces[type];
      for (const side of [0, 1] as const) {
        const code = pieceCode(type, side);
        this.isRoyal[code] = def.royal ? 1 : 0;
        this.isPawn[code] = def.pawn ? 1 : 0;
        this.takesEnPassant[code] = def.enPassant ? 1 : 0;
        this.mayPromote[code] =
          def.promotion !== undefined || variant.hooks?.promotionChoices !== undefined ? 1 : 0;
        if (def.custom || def.customAttacks) customCodes[side].push(code);
        const list: CompiledAtom[] = [];
        for (const atom of def.moves) {
          const sign = side === 0 ? 1 : -1;
          const dx = atom.dx * sign;
          const dy = atom.dy * sign;
          const range = atom.range ?? 1;
          const mode = atom.mode ?? "both";
          const minRange = atom.minRange ?? 1;
          const fromRank =
            atom.fromRank === undefined ? -1 : side === 0 ? atom.fromRank : this.ranks - 1 - atom.fromRank;
          const compiled: CompiledAtom = {
            rays: this.buildRays(dx, dy, range),
            canMove: mode !== "capture",
            canCapture: mode !== "move",
            minRange,
            fromRank,
          };
          list.push(compiled);
          if (compiled.canCapture) {
            const key = `${dx},${dy},${range},${minRange},${fromRank}`;
            let probe = probeMap[side].get(key);
            if (!probe) {
              probe = {
                rays: this.buildRays(-dx, -dy, range),
                slides: range > 1,
                attackers: new Uint8Array(this.codes),
                minRange,
                fromRank,
              };
              probeMap[side].set(key, probe);
            }
            probe.attackers[code] = 1;
          }
        }
        atoms[code] = list;
      }
    }
    this.atoms = atoms;
    // Sliders first: they are the likeliest attackers of a king in the middle of the board.
    const order = (p: AttackProbe[]) => p.sort((a, b) => b.rays[0].length - a.rays[0].length);
    this.probes = [order([...probeMap[0].values()]), order([...probeMap[1].values()])];
    this.customCodes = customCodes;

    // Castling: rights letters in rule order, each rule lost when its king or rook square is touched.
    let letters = "";
    for (const rule of variant.castling ?? []) if (!letters.includes(rule.right)) letters += rule.right;
    this.rightLetters = letters;
    this.keepRights = new Int32Array(this.size).fill(-1);
    this.castles = (variant.castling ?? []).map((rule, index) => {
      const side: Side = rule.side === "w" ? 0 : 1;
      const rightBit = 1 << letters.indexOf(rule.right);
      const kingFrom = this.squareOf(rule.king.from);
      const kingTo = this.squareOf(rule.king.to);
      const rookFrom = this.squareOf(rule.rook.from);
      const rookTo = this.squareOf(rule.rook.to);
      this.keepRights[kingFrom] &= ~rightBit;
      this.keepRights[rookFrom] &= ~rightBit;
      const between = (a: Square, b: Square) => {
        const out: Square[] = [];
        for (let s = Math.min(a, b); s <= Math.max(a, b); s++) out.push(s);
        return out;
      };
      const empty =
        rule.empty?.map((s) => this.squareOf(s)) ??
        [...new Set([...between(kingFrom, kingTo), ...between(rookFrom, rookTo)])].filter(
          (s) => s !== kingFrom && s !== rookFrom,
        );
      const safe = rule.safe?.map((s) => this.squareOf(s)) ?? between(kingFrom, kingTo);
      const rookType = this.typeOf("R");
      return {
        index,
        side,
        rightBit,
        kingFrom,
        kingTo,
        rookFrom,
        rookTo,
        rookType,
        empty,
        safe,
        notation: rule.notation,
      };
    });

    // Zobrist keys from a fixed-seed generator: deterministic, so the engine stays pure. It must not
    // be linear over XOR (xorshift is): the high half of a key would then be a function of the low
    // half, leaving 32 bits to tell positions apart. A counter through murmur3's finaliser is not.
    const count = this.codes * 16 * this.size + 4096;
    this.zobristLo = new Int32Array(count);
    this.zobristHi = new Int32Array(count);
    let seed = 0x9e3779b9 ^ this.size;
    const next = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let z = seed;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return z ^ (z >>> 16);
    };
    for (let i = 0; i < count; i++) {
      this.zobristLo[i] = next();
      this.zobristHi[i] = next();
    }
  }

  /** Square index of a name like "e4", or -1. */
  squareOf(name: string): Square {
    const m = /^([a-p])(\d{1,2})$/.exec(name);
    if (!m) return -1;
    const file = m[1].charCodeAt(0) - 97;
    const rank = Number(m[2]) - 1;
    if (file >= this.files || rank < 0 || rank >= this.ranks) return -1;
    return rank * this.files + file;
  }

  name(sq: Square): string {
    return this.squareNames[sq];
  }

  file(sq: Square): number {
    return sq % this.files;
  }

  rank(sq: Square): number {
    return (sq / this.files) | 0;
  }

  /** The rank counted from `side`'s own first rank. */
  relativeRank(sq: Square, side: Side): number {
    const r = this.rank(sq);
    return side === 0 ? r : this.ranks - 1 - r;
  }

  /** The type index of the piece written `letter` (either case) in this game, or -1. */
  typeOf(letter: string): number {
    const c = letter.charCodeAt(0);
    return letter.length === 1 && c < 128 ? this.typeByChar[c] : -1;
  }

  /** The code of `side`'s piece written `letter`, or -1 when the game has no such piece. */
  codeOf(letter: string, side: Side): number {
    const type = this.typeOf(letter);
    return type < 0 ? -1 : pieceCode(type, side);
  }

  /** Where (dx, dy) steps from sq land, or -1 off the board or on a pit. */
  offset(sq: Square, dx: number, dy: number): Square {
    const f = (sq % this.files) + dx;
    const r = ((sq / this.files) | 0) + dy;
    if (f < 0 || f >= this.files || r < 0 || r >= this.ranks) return -1;
    const to = r * this.files + f;
    return this.isHole[to] ? -1 : to;
  }

  private buildRays(dx: number, dy: number, range: number): Int16Array[] {
    const rays: Int16Array[] = [];
    for (let sq = 0; sq < this.size; sq++) {
      const ray: number[] = [];
      let at = sq;
      for (let step = 0; step < range; step++) {
        at = this.offset(at, dx, dy);
        if (at < 0) break;
        ray.push(at);
      }
      rays.push(Int16Array.from(ray));
    }
    return rays;
  }
}

const compiled = new WeakMap<Variant, Rules>();

export function rulesOf(variant: Variant): Rules {
  let rules = compiled.get(variant);
  if (!rules) {
    rules = new Rules(variant);
    compiled.set(variant, rules);
  }
  return rules;
}
