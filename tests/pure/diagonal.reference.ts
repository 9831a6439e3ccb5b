// A naive Diagonal Chess move generator for cross-checking the engine. It shares no code with
// lib/engine: plain (x, y) coordinates, a string per square, every rule spelled out again from the
// rules (docs/rules/diagonal.md). Slow and obvious on purpose.

type Men = Map<string, string>; // "x,y" → FEN letter (upper case White)

export interface RefPosition {
  readonly men: Men;
  readonly white: boolean; // White to move
}

export interface RefMove {
  readonly notation: string;
  readonly next: RefPosition;
  /** A pawn reached its win square (§4.4): the game ends. */
  readonly wins: boolean;
}

const FILES = "abcdefgh";
const key = (x: number, y: number) => `${x},${y}`;
const name = (x: number, y: number) => `${FILES[x]}${y + 1}`;
const onBoard = (x: number, y: number) => x >= 0 && x < 8 && y >= 0 && y < 8;
const isWhite = (letter: string) => letter === letter.toUpperCase();

const CAMEL = [
  [1, 3],
  [3, 1],
  [3, -1],
  [1, -3],
  [-1, -3],
  [-3, -1],
  [-3, 1],
  [-1, 3],
] as const; // §2, A3
const KING_STEPS = [
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
] as const;
const ROOK_LINES = [
  [1, 0],
  [0, 1],
  [-1, 0],
  [0, -1],
] as const;
const BISHOP_LINES = [
  [1, 1],
  [-1, 1],
  [-1, -1],
  [1, -1],
] as const;

// §4.1 White's table; Black's is its 180° image (§4.2).
const WHITE_TABLE: Record<string, string> = {
  a8: "QRBN",
  g8: "QRBN",
  h7: "QRBN",
  h1: "QRBN",
  b8: "RBN",
  f8: "RBN",
  h6: "RBN",
  h2: "RBN",
  c8: "BN",
  e8: "BN",
  h5: "BN",
  h3: "BN",
  d8: "N",
  h4: "N",
};

function promotions(white: boolean, x: number, y: number): string | null {
  const square = white ? name(x, y) : name(7 - x, 7 - y);
  return WHITE_TABLE[square] ?? null;
}

export function parseRef(fen: string): RefPosition {
  const [board, turn] = fen.split(" ");
  const men: Men = new Map();
  board.split("/").forEach((row, r) => {
    let x = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) x += Number(ch);
      else men.set(key(x++, 7 - r), ch);
    }
  });
  return { men, white: turn === "w" };
}

export function printRef(p: RefPosition): string {
  const rows: string[] = [];
  for (let y = 7; y >= 0; y--) {
    let row = "";
    let gap = 0;
    for (let x = 0; x < 8; x++) {
      const m = p.men.get(key(x, y));
      if (!m) gap++;
      else {
        row += (gap || "") + m;
        gap = 0;
      }
    }
    rows.push(row + (gap || ""));
  }
  return `${rows.join("/")} ${p.white ? "w" : "b"}`;
}

function attacked(men: Men, tx: number, ty: number, byWhite: boolean): boolean {
  for (const [k, letter] of men) {
    if (isWhite(letter) !== byWhite) continue;
    const [x, y] = k.split(",").map(Number);
    const dx = tx - x;
    const dy = ty - y;
    switch (letter.toUpperCase()) {
      case "P": // §6: White attacks N and E, Black S and W
        if (
          byWhite
            ? (dx === 0 && dy === 1) || (dx === 1 && dy === 0)
            : (dx === 0 && dy === -1) || (dx === -1 && dy === 0)
        )
          return true;
        break;
      case "N":
        if (CAMEL.some(([a, b]) => a === dx && b === dy)) return true;
        break;
      case "K":
        if (Math.max(Math.abs(dx), Math.abs(dy)) === 1) return true;
        break;
      default: {
        const p = letter.toUpperCase();
        const lines = p === "R" ? ROOK_LINES : p === "B" ? BISHOP_LINES : [...ROOK_LINES, ...BISHOP_LINES];
        for (const [lx, ly] of lines) {
          for (let s = 1; onBoard(x + lx * s, y + ly * s); s++) {
            if (x + lx * s === tx && y + ly * s === ty) return true;
            if (men.has(key(x + lx * s, y + ly * s))) break;
          }
        }
      }
    }
  }
  return false;
}

/** The legal moves (canonical notation, sorted), whether or not the game is already over. */
export function refMoves(p: RefPosition): RefMove[] {
  const out: RefMove[] = [];
  const own = (letter: string | undefined) => letter !== undefined && isWhite(letter) === p.white;
  for (const [k, letter] of p.men) {
    if (!own(letter)) continue;
    const [x, y] = k.split(",").map(Number);
    const piece = letter.toUpperCase();
    const add = (tx: number, ty: number, promo: string | null) => {
      const men = new Map(p.men);
      const captured = men.has(key(tx, ty));
      men.delete(k);
      men.set(key(tx, ty), promo === null ? letter : p.white ? promo : promo.toLowerCase());
      const kingAt = [...men].find(([, l]) => l === (p.white ? "K" : "k"));
      if (kingAt) {
        const [kx, ky] = kingAt[0].split(",").map(Number);
        if (attacked(men, kx, ky, !p.white)) return;
      }
      const notation = `${piece}${name(x, y)}${captured ? "x" : "-"}${name(tx, ty)}${promo ? `=${promo}` : ""}`;
      const wins = piece === "P" && (p.white ? tx === 7 && ty === 7 : tx === 0 && ty === 0);
      out.push({ notation, next: { men, white: !p.white }, wins });
    };
    const addPawn = (tx: number, ty: number) => {
      const table = promotions(p.white, tx, ty);
      if (table === null) add(tx, ty, null);
      else for (const promo of table) add(tx, ty, promo); // §4.3: compulsory
    };
    const target = (tx: number, ty: number) => p.men.get(key(tx, ty));
    if (piece === "P") {
      const f = p.white ? 1 : -1;
      if (onBoard(x + f, y + f) && !target(x + f, y + f)) addPawn(x + f, y + f); // §2.1 step
      for (const [cx, cy] of [
        [x, y + f],
        [x + f, y],
      ]) {
        const t = target(cx, cy);
        if (onBoard(cx, cy) && t !== undefined && !own(t)) addPawn(cx, cy); // §2.1 captures
      }
    } else if (piece === "N" || piece === "K") {
      for (const [dx, dy] of piece === "N" ? CAMEL : KING_STEPS) {
        if (onBoard(x + dx, y + dy) && !own(target(x + dx, y + dy))) add(x + dx, y + dy, null);
      }
    } else {
      const lines =
        piece === "R" ? ROOK_LINES : piece === "B" ? BISHOP_LINES : [...ROOK_LINES, ...BISHOP_LINES];
      for (const [lx, ly] of lines) {
        for (let s = 1; onBoard(x + lx * s, y + ly * s); s++) {
          const t = target(x + lx * s, y + ly * s);
          if (own(t)) break;
          add(x + lx * s, y + ly * s, null);
          if (t !== undefined) break;
        }
      }
    }
  }
  return out.sort((a, b) => (a.notation < b.notation ? -1 : a.notation > b.notation ? 1 : 0));
}

/** Game over as the engine judges it without history: pawn win, K v K or K+B v K (see diagonal.ts §5.1). */
export function refOver(p: RefPosition): boolean {
  if (p.men.get(key(7, 7)) === "P" || p.men.get(key(0, 0)) === "p") return true;
  const others = [...p.men.values()].filter((l) => l.toUpperCase() !== "K");
  return others.length === 0 || (others.length === 1 && others[0].toUpperCase() === "B");
}

export function refPerft(p: RefPosition, depth: number): number {
  if (refOver(p)) return 0;
  const moves = refMoves(p);
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) n += refPerft(m.next, depth - 1);
  return n;
}
