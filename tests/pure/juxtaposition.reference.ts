// A plain reference generator for Juxtaposition Chess, written from the spec alone and sharing no
// code with the engine: a square map, direct attack scans, and legality by playing every move.
// Slow on purpose; the property tests compare the engine against it move for move.
// E.p. convention as the engine's: the square is recorded only when an enemy pawn could take there.

type Sq = number; // file + 8 * rank
type Side = "w" | "b";

export interface RefPosition {
  board: Map<Sq, string>; // letter, upper case White
  turn: Side;
  castle: Set<string>; // "Q", "q"
  ep: Sq | null;
  half: number;
  full: number;
  lock: Set<Side>;
}

export interface RefMove {
  notation: string;
  next: RefPosition;
}

const FILES = "abcdefgh";
const PROMOS = ["Q", "R", "B", "N", "F", "S"];
const name = (s: Sq) => FILES[s % 8] + String(Math.floor(s / 8) + 1);
const at = (f: number, r: number): Sq | null => (f >= 0 && f < 8 && r >= 0 && r < 8 ? f + 8 * r : null);
const owner = (ch: string | undefined): Side | null =>
  ch === undefined ? null : ch === ch.toUpperCase() ? "w" : "b";
const other = (s: Side): Side => (s === "w" ? "b" : "w");

const ROOK_DIRS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];
const BISHOP_DIRS = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];
const KNIGHT_JUMPS = [
  [1, 2],
  [2, 1],
  [-1, 2],
  [-2, 1],
  [1, -2],
  [2, -1],
  [-1, -2],
  [-2, -1],
];
const KING_STEPS = [...ROOK_DIRS, ...BISHOP_DIRS];

export function parseRef(fen: string): RefPosition {
  const [rows, turn, castle, ep, half, full, lock] = fen.split(" ");
  const board = new Map<Sq, string>();
  rows.split("/").forEach((row, i) => {
    let f = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) f += Number(ch);
      else board.set(f++ + 8 * (7 - i), ch);
    }
  });
  return {
    board,
    turn: turn as Side,
    castle: new Set(castle === "-" ? [] : castle),
    ep: ep === "-" ? null : FILES.indexOf(ep[0]) + 8 * (Number(ep[1]) - 1),
    half: Number(half),
    full: Number(full),
    lock: new Set((lock === "-" ? "" : lock).split("") as Side[]),
  };
}

export function printRef(p: RefPosition): string {
  const rows: string[] = [];
  for (let r = 7; r >= 0; r--) {
    let row = "";
    let empty = 0;
    for (let f = 0; f < 8; f++) {
      const ch = p.board.get(f + 8 * r);
      if (ch === undefined) empty++;
      else {
        if (empty) row += String(empty);
        empty = 0;
        row += ch;
      }
    }
    if (empty) row += String(empty);
    rows.push(row);
  }
  const castle = (p.castle.has("Q") ? "Q" : "") + (p.castle.has("q") ? "q" : "");
  const lock = (p.lock.has("w") ? "w" : "") + (p.lock.has("b") ? "b" : "");
  return [
    rows.join("/"),
    p.turn,
    castle || "-",
    p.ep === null ? "-" : name(p.ep),
    p.half,
    p.full,
    lock || "-",
  ].join(" ");
}

/** Whether `by` attacks `target`. Flags and Stones attack nothing (§1.3, §7). */
function attacked(p: RefPosition, target: Sq, by: Side): boolean {
  const tf = target % 8;
  const tr = Math.floor(target / 8);
  for (const [s, ch] of p.board) {
    if (owner(ch) !== by) continue;
    const t = ch.toUpperCase();
    const f = s % 8;
    const r = Math.floor(s / 8);
    const df = tf - f;
    const dr = tr - r;
    if (t === "P" && dr === (by === "w" ? 1 : -1) && Math.abs(df) === 1) return true;
    if (t === "N" && KNIGHT_JUMPS.some(([a, b]) => a === df && b === dr)) return true;
    if (t === "K" && Math.max(Math.abs(df), Math.abs(dr)) === 1) return true;
    if (t === "Q" || t === "R" || t === "B") {
      const dirs = t === "Q" ? KING_STEPS : t === "R" ? ROOK_DIRS : BISHOP_DIRS;
      for (const [a, b] of dirs) {
        for (let x = f + a, y = r + b; at(x, y) !== null; x += a, y += b) {
          const sq = at(x, y) as Sq;
          if (sq === target) return true;
          if (p.board.has(sq)) break;
        }
      }
    }
  }
  return false;
}

function kingOf(p: RefPosition, side: Side): Sq | null {
  for (const [s, ch] of p.board) if (ch === (side === "w" ? "K" : "k")) return s;
  return null;
}

function inCheck(p: RefPosition, side: Side): boolean {
  const k = kingOf(p, side);
  return k !== null && attacked(p, k, other(side));
}

const flagsAndStones = (p: RefPosition, side: Side) =>
  [...p.board.values()].filter((ch) => owner(ch) === side && "FS".includes(ch.toUpperCase())).length;

interface Pseudo {
  kind: "normal" | "ep" | "castle" | "swap";
  from: Sq;
  to: Sq;
  promo: string | null;
  text: string;
}

function pseudo(p: RefPosition): Pseudo[] {
  const side = p.turn;
  const out: Pseudo[] = [];
  const fwd = side === "w" ? 1 : -1;
  const last = side === "w" ? 7 : 0;
  const second = side === "w" ? 1 : 6;
  const add = (kind: Pseudo["kind"], from: Sq, to: Sq, promo: string | null = null) => {
    const ch = p.board.get(from) as string;
    const capture = p.board.has(to) || kind === "ep";
    out.push({
      kind,
      from,
      to,
      promo,
      text: `${ch.toUpperCase()}${name(from)}${capture ? "x" : "-"}${name(to)}${promo ? `=${promo}` : ""}`,
    });
  };
  const addPawn = (from: Sq, to: Sq, kind: Pseudo["kind"] = "normal") => {
    if (Math.floor(to / 8) === last) for (const pr of PROMOS) add(kind, from, to, pr);
    else add(kind, from, to);
  };
  for (const [s, ch] of p.board) {
    if (owner(ch) !== side) continue;
    const t = ch.toUpperCase();
    const f = s % 8;
    const r = Math.floor(s / 8);
    if (t === "P") {
      const one = at(f, r + fwd);
      if (one !== null && !p.board.has(one)) {
        addPawn(s, one);
        const two = at(f, r + 2 * fwd);
        if (r === second && two !== null && !p.board.has(two)) add("normal", s, two); // A6
      }
      for (const df of [-1, 1]) {
        const c = at(f + df, r + fwd);
        if (c === null) continue;
        if (owner(p.board.get(c)) === other(side)) addPawn(s, c);
        else if (p.ep === c && !p.board.has(c)) add("ep", s, c);
      }
    } else if (t === "N" || t === "K") {
      for (const [a, b] of t === "N" ? KNIGHT_JUMPS : KING_STEPS) {
        const c = at(f + a, r + b);
        if (c !== null && owner(p.board.get(c)) !== side) add("normal", s, c);
      }
    } else if (t === "Q" || t === "R" || t === "B") {
      const dirs = t === "Q" ? KING_STEPS : t === "R" ? ROOK_DIRS : BISHOP_DIRS;
      for (const [a, b] of dirs) {
        for (let x = f + a, y = r + b; at(x, y) !== null; x += a, y += b) {
          const c = at(x, y) as Sq;
          const o = owner(p.board.get(c));
          if (o !== side) add("normal", s, c);
          if (o !== null) break;
        }
      }
    }
  }
  // §5.1: queenside castling only.
  const rank = side === "w" ? 0 : 7;
  const right = side === "w" ? "Q" : "q";
  if (
    p.castle.has(right) &&
    p.board.get(4 + 8 * rank) === (side === "w" ? "K" : "k") &&
    p.board.get(8 * rank) === (side === "w" ? "R" : "r") &&
    [1, 2, 3].every((f) => !p.board.has(f + 8 * rank)) &&
    !inCheck(p, side) &&
    !attacked(p, 3 + 8 * rank, other(side)) &&
    !attacked(p, 2 + 8 * rank, other(side))
  )
    out.push({ kind: "castle", from: 4 + 8 * rank, to: 2 + 8 * rank, promo: null, text: "O-O-O" });
  // §3.2, §3.3 with (a) type, (b) any distance, (c) not in check, (d) not twice in a row.
  if (!inCheck(p, side) && !p.lock.has(side)) {
    for (const [a, x] of p.board) {
      if (owner(x) !== side) continue;
      for (const [b, y] of p.board) {
        if (owner(y) !== side) continue;
        const X = x.toUpperCase();
        const Y = y.toUpperCase();
        if (!((X === "P" && Y === "S") || ("KQRBN".includes(X) && Y === "F"))) continue;
        const text = `${X}${name(a)}<>${name(b)}`;
        if (X === "P" && Math.floor(b / 8) === last)
          for (const pr of PROMOS)
            out.push({ kind: "swap", from: a, to: b, promo: pr, text: `${text}=${pr}` });
        else out.push({ kind: "swap", from: a, to: b, promo: null, text });
      }
    }
  }
  return out;
}

function play(p: RefPosition, m: Pseudo): RefPosition {
  const side = p.turn;
  const q: RefPosition = {
    board: new Map(p.board),
    turn: other(side),
    castle: new Set(p.castle),
    ep: null,
    half: p.half + 1,
    full: side === "b" ? p.full + 1 : p.full,
    lock: new Set(p.lock),
  };
  const ch = p.board.get(m.from) as string;
  const promoted = m.promo === null ? ch : side === "w" ? m.promo : m.promo.toLowerCase();
  if (m.kind === "swap") {
    q.board.set(m.from, p.board.get(m.to) as string);
    q.board.set(m.to, promoted);
    q.lock.add(side);
    if (m.promo !== null) q.half = 0; // the engine's reading of A8 for a promoting swap
  } else {
    q.lock.delete(side);
    if (p.board.has(m.to) || ch.toUpperCase() === "P") q.half = 0;
    q.board.delete(m.from);
    if (m.kind === "ep") q.board.delete((m.to % 8) + 8 * Math.floor(m.from / 8));
    if (m.kind === "castle") {
      q.board.delete(m.from - 4);
      q.board.set(m.from - 1, side === "w" ? "R" : "r");
    }
    q.board.set(m.to, promoted);
    if (ch.toUpperCase() === "P" && Math.abs(m.to - m.from) === 16) {
      const beside = [m.to - 1, m.to + 1].filter((s) => Math.floor(s / 8) === Math.floor(m.to / 8));
      if (beside.some((s) => p.board.get(s) === (side === "w" ? "p" : "P"))) q.ep = (m.from + m.to) / 2;
    }
  }
  // A5: any move from or to e1/a1 (e8/a8), swaps included, ends that side's castling.
  for (const [s, right] of [
    [4, "Q"],
    [0, "Q"],
    [60, "q"],
    [56, "q"],
  ] as const)
    if (m.from === s || m.to === s) q.castle.delete(right);
  return q;
}

/** Legal moves (sorted by notation), none once the side to move is bared. */
export function refMoves(p: RefPosition): RefMove[] {
  if (flagsAndStones(p, p.turn) === 0) return [];
  const side = p.turn;
  const out: RefMove[] = [];
  for (const m of pseudo(p)) {
    const q = play(p, m);
    // A4: a capture that removes the enemy's last Flag/Stone is legal even into check.
    const bares = m.kind === "normal" && p.board.has(m.to) && flagsAndStones(q, other(side)) === 0;
    if (bares || !inCheck(q, side)) out.push({ notation: m.text, next: q });
  }
  return out.sort((a, b) => (a.notation < b.notation ? -1 : a.notation > b.notation ? 1 : 0));
}

/** "ongoing", "white bared", "black checkmate", "draw stalemate" (no clocks or repetition). */
export function refStatus(p: RefPosition): string {
  const winner = p.turn === "w" ? "black" : "white";
  if (flagsAndStones(p, p.turn) === 0) return `${winner} bared`;
  if (refMoves(p).length > 0) return "ongoing";
  return inCheck(p, p.turn) ? `${winner} checkmate` : "draw stalemate";
}

export function refPerft(p: RefPosition, depth: number): number {
  if (depth === 0) return 1;
  const moves = refMoves(p);
  if (depth === 1) return moves.length;
  return moves.reduce((n, m) => n + refPerft(m.next, depth - 1), 0);
}
