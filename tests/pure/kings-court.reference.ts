// An independent, deliberately naive Kings Court generator, written straight from
// docs/rules/kings-court.md without the engine core (no bitboards, no hooks, no shared
// code). The property tests compare the engine with it move by move along random games, so a
// slip in either shows up as a disagreement. Slow on purpose: every attack test scans the board.

const FILES = "abcdefghijkl";
const W = 12;
const H = 8;
const PROMOTIONS = ["Q", "C", "R", "B", "N", "J"]; // kings-court §5.3, A5
const DIAGONALS = [
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1],
] as const;
const ORTHOGONALS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;
const ALL8 = [...DIAGONALS, ...ORTHOGONALS];
const KNIGHT = [
  [1, 2],
  [2, 1],
  [-1, 2],
  [-2, 1],
  [1, -2],
  [2, -1],
  [-1, -2],
  [-2, -1],
] as const;
/** kings-court §10.2: field entry → initial square of that Jester. */
const JESTER_HOMES: Record<string, number> = { Jb: 1, Jk: 10, jb: 85, jk: 94 };

export interface RefPosition {
  /** 96 squares, a1 = 0; "" = empty, otherwise the FEN letter (upper case White). */
  readonly board: readonly string[];
  readonly turn: "w" | "b";
  readonly castling: string;
  readonly ep: number; // -1 when none
  readonly halfmoves: number;
  readonly fullmoves: number;
  /** The unmoved-Jester field, "JbJkjbjk" or "-". */
  readonly jesters: string;
}

export interface RefMove {
  readonly notation: string;
  readonly next: RefPosition;
}

const name = (s: number): string => `${FILES[s % W]}${Math.floor(s / W) + 1}`;
const at = (x: number, y: number): number => (x < 0 || x >= W || y < 0 || y >= H ? -1 : y * W + x);
const white = (p: string): boolean => p !== "" && p === p.toUpperCase();
const sideOfPiece = (p: string): "w" | "b" => (white(p) ? "w" : "b");
const other = (c: "w" | "b"): "w" | "b" => (c === "w" ? "b" : "w");

export function parseRef(text: string): RefPosition {
  const [placement, turn, castling, ep, half, full, jesters] = text.split(" ");
  if (!placement || !turn || !castling || !ep || !half || !full || !jesters)
    throw new Error(`bad position ${text}`);
  const board: string[] = new Array(W * H).fill("");
  const rows = placement.split("/");
  rows.forEach((row, i) => {
    const y = H - 1 - i;
    let x = 0;
    for (const m of row.matchAll(/(\d+)|([A-Za-z])/g)) {
      if (m[1]) x += Number(m[1]);
      else board[y * W + x++] = m[2] as string;
    }
  });
  const epSq = ep === "-" ? -1 : FILES.indexOf(ep[0] as string) + (Number(ep.slice(1)) - 1) * W;
  return {
    board,
    turn: turn as "w" | "b",
    castling,
    ep: epSq,
    halfmoves: Number(half),
    fullmoves: Number(full),
    jesters,
  };
}

export function printRef(p: RefPosition): string {
  const rows: string[] = [];
  for (let y = H - 1; y >= 0; y--) {
    let row = "";
    let run = 0;
    for (let x = 0; x < W; x++) {
      const piece = p.board[y * W + x] as string;
      if (piece === "") run++;
      else {
        if (run) row += run;
        run = 0;
        row += piece;
      }
    }
    if (run) row += run;
    rows.push(row);
  }
  const ep = p.ep < 0 ? "-" : name(p.ep);
  return `${rows.join("/")} ${p.turn} ${p.castling} ${ep} ${p.halfmoves} ${p.fullmoves} ${p.jesters}`;
}

const unmovedJesters = (field: string): Set<number> =>
  new Set(field === "-" ? [] : (field.match(/[Jj][bk]/g) ?? []).map((e) => JESTER_HOMES[e] as number));

/** Squares the piece on `s` attacks (own-occupied squares included): kings-court §4.3. */
function attacks(board: readonly string[], s: number, unmoved: Set<number>): number[] {
  const piece = board[s] as string;
  const kind = piece.toUpperCase();
  const x = s % W;
  const y = Math.floor(s / W);
  const out: number[] = [];
  const push = (t: number) => {
    if (t >= 0 && !out.includes(t)) out.push(t);
  };
  const slide = (dirs: readonly (readonly [number, number])[], max: number) => {
    for (const [dx, dy] of dirs) {
      for (let k = 1; k <= max; k++) {
        const t = at(x + dx * k, y + dy * k);
        if (t < 0) break;
        push(t);
        if (board[t] !== "") break;
      }
    }
  };
  switch (kind) {
    case "P": {
      const f = white(piece) ? 1 : -1;
      push(at(x - 1, y + f));
      push(at(x + 1, y + f));
      break;
    }
    case "N":
      for (const [dx, dy] of KNIGHT) push(at(x + dx, y + dy));
      break;
    case "K":
      slide(ALL8, 1);
      break;
    case "B":
      slide(DIAGONALS, 99);
      break;
    case "R":
      slide(ORTHOGONALS, 99);
      break;
    case "Q":
      slide(ALL8, 99);
      break;
    case "C": // §4.1: one or two steps without jumping, plus the knight leaps
      slide(ALL8, 2);
      for (const [dx, dy] of KNIGHT) push(at(x + dx, y + dy));
      break;
    case "J": // §4.2
      for (const [dx, dy] of DIAGONALS) {
        const m = at(x + dx, y + dy);
        if (m < 0) continue;
        push(m);
        if (board[m] === "") {
          for (const [ex, ey] of DIAGONALS) {
            if (ex === -dx && ey === -dy) continue;
            push(at(x + dx + ex, y + dy + ey));
          }
        }
        if (unmoved.has(s)) push(at(x + 2 * dx, y + 2 * dy));
      }
      break;
    default:
      throw new Error(`unknown piece ${piece}`);
  }
  return out;
}

function attackers(
  p: RefPosition,
  board: readonly string[],
  target: number,
  by: "w" | "b",
  jesters: string,
): number[] {
  const unmoved = unmovedJesters(jesters);
  const found: number[] = [];
  for (let s = 0; s < W * H; s++) {
    const piece = board[s] as string;
    if (piece !== "" && sideOfPiece(piece) === by && attacks(board, s, unmoved).includes(target))
      found.push(s);
  }
  void p;
  return found;
}

const kingSquare = (board: readonly string[], side: "w" | "b"): number =>
  board.indexOf(side === "w" ? "K" : "k");

interface Draft {
  from: number;
  to: number;
  promotion?: string;
  castle?: { rookFrom: number; rookTo: number };
  epCapture?: number;
}

function apply(p: RefPosition, d: Draft): RefPosition {
  const board = [...p.board];
  const piece = board[d.from] as string;
  const captured = board[d.to] !== "" || d.epCapture !== undefined;
  board[d.from] = "";
  if (d.epCapture !== undefined) board[d.epCapture] = "";
  if (d.castle) {
    const rook = board[d.castle.rookFrom] as string;
    board[d.castle.rookFrom] = "";
    board[d.to] = piece;
    board[d.castle.rookTo] = rook;
  } else {
    board[d.to] = d.promotion ? (white(piece) ? d.promotion : d.promotion.toLowerCase()) : piece;
  }
  let castling = p.castling === "-" ? "" : p.castling;
  const touched = [d.from, d.to];
  const drop = (letter: string) => {
    castling = castling.replace(letter, "");
  };
  for (const s of touched) {
    if (s === 0) drop("Q");
    if (s === 11) drop("K");
    if (s === 6) {
      drop("K");
      drop("Q");
    }
    if (s === 84) drop("q");
    if (s === 95) drop("k");
    if (s === 90) {
      drop("k");
      drop("q");
    }
  }
  let jesters = p.jesters === "-" ? "" : p.jesters;
  for (const [entry, home] of Object.entries(JESTER_HOMES)) {
    if (touched.includes(home)) jesters = jesters.replace(entry, "");
  }
  const pawn = piece.toUpperCase() === "P";
  // The engine's convention (as for chess): the e.p. square is recorded only when an enemy pawn
  // stands beside the double-stepped pawn, ready to take.
  const enemyPawn = white(piece) ? "p" : "P";
  const beside = [at((d.to % W) - 1, Math.floor(d.to / W)), at((d.to % W) + 1, Math.floor(d.to / W))];
  const ep =
    pawn && Math.abs(d.to - d.from) === 2 * W && beside.some((s) => s >= 0 && board[s] === enemyPawn)
      ? (d.from + d.to) / 2
      : -1;
  return {
    board,
    turn: other(p.turn),
    castling: castling || "-",
    ep,
    halfmoves: pawn || captured ? 0 : p.halfmoves + 1,
    fullmoves: p.turn === "b" ? p.fullmoves + 1 : p.fullmoves,
    jesters: jesters || "-",
  };
}

function notation(p: RefPosition, d: Draft): string {
  if (d.castle) return `O-${name(d.to)}`;
  const letter = (p.board[d.from] as string).toUpperCase();
  const capture = p.board[d.to] !== "" || d.epCapture !== undefined;
  return `${letter}${name(d.from)}${capture ? "x" : "-"}${name(d.to)}${d.promotion ? `=${d.promotion}` : ""}`;
}

/** kings-court §5.1 with A3: every castling of the side to move that is legal. */
function castlings(p: RefPosition, out: Draft[]): void {
  const rank = p.turn === "w" ? 0 : 7;
  const king = rank * W + 6;
  if (p.board[king] !== (p.turn === "w" ? "K" : "k")) return;
  const rights =
    p.turn === "w"
      ? [
          ["Q", 0, -1],
          ["K", 11, 1],
        ]
      : [
          ["q", 84, -1],
          ["k", 95, 1],
        ];
  const enemy = other(p.turn);
  if (attackers(p, p.board, king, enemy, p.jesters).length > 0) return;
  for (const [letter, rook, dir] of rights as [string, number, number][]) {
    if (!p.castling.includes(letter)) continue;
    let clear = true;
    for (let s = king + dir; s !== rook; s += dir) if (p.board[s] !== "") clear = false;
    if (!clear) continue;
    for (let n = 1; n <= 4; n++) {
      let safe = true;
      for (let k = 1; k <= n; k++) {
        if (attackers(p, p.board, king + k * dir, enemy, p.jesters).length > 0) safe = false;
      }
      if (!safe) break; // a longer castle passes the same attacked square
      const to = king + n * dir;
      out.push({ from: king, to, castle: { rookFrom: rook, rookTo: to - dir } });
    }
  }
}

/**
 * kings-court §5.2 with A4: where `side`'s King may land by flight in `p` (own pieces included):
 * only while a Chancellor checks it; two squares in a straight line over an empty middle.
 */
function flightLandings(p: RefPosition, side: "w" | "b"): number[] {
  const king = kingSquare(p.board, side);
  if (king < 0) return [];
  const checkers = attackers(p, p.board, king, other(side), p.jesters);
  if (!checkers.some((c) => (p.board[c] as string).toUpperCase() === "C")) return [];
  const x = king % W;
  const y = Math.floor(king / W);
  const landings: number[] = [];
  for (const [dx, dy] of ALL8) {
    const m = at(x + dx, y + dy);
    const t = at(x + 2 * dx, y + 2 * dy);
    if (m >= 0 && t >= 0 && p.board[m] === "") landings.push(t);
  }
  return landings;
}

/**
 * Every legal move of the side to move, ignoring whether the game is already over. `a9: false`
 * leaves out A9 (the rules before it), so tests can tell where it changed the moves.
 */
export function refMoves(p: RefPosition, { a9 = true } = {}): RefMove[] {
  const drafts: Draft[] = [];
  const us = p.turn;
  const enemy = other(us);
  const unmoved = unmovedJesters(p.jesters);
  const ours = (s: number) => p.board[s] !== "" && sideOfPiece(p.board[s] as string) === us;
  for (let s = 0; s < W * H; s++) {
    if (!ours(s)) continue;
    const piece = p.board[s] as string;
    const x = s % W;
    const y = Math.floor(s / W);
    if (piece.toUpperCase() === "P") {
      const f = us === "w" ? 1 : -1;
      const last = us === "w" ? H - 1 : 0;
      const add = (to: number, epCapture?: number) => {
        if (Math.floor(to / W) === last)
          for (const promotion of PROMOTIONS) drafts.push({ from: s, to, promotion });
        else drafts.push(epCapture === undefined ? { from: s, to } : { from: s, to, epCapture });
      };
      const one = at(x, y + f);
      if (one >= 0 && p.board[one] === "") {
        add(one);
        const two = at(x, y + 2 * f);
        if (y === (us === "w" ? 1 : 6) && two >= 0 && p.board[two] === "") add(two);
      }
      for (const dx of [-1, 1]) {
        const t = at(x + dx, y + f);
        if (t < 0) continue;
        if (p.board[t] !== "" && sideOfPiece(p.board[t] as string) === enemy) add(t);
        else if (t === p.ep) add(t, t - f * W);
      }
      continue;
    }
    for (const t of attacks(p.board, s, unmoved)) if (!ours(t)) drafts.push({ from: s, to: t });
    if (piece.toUpperCase() === "K") {
      for (const t of flightLandings(p, us)) if (!ours(t)) drafts.push({ from: s, to: t });
    }
  }
  castlings(p, drafts);
  const legal: RefMove[] = [];
  for (const d of drafts) {
    const next = apply(p, d);
    const king = kingSquare(next.board, us);
    if (attackers(next, next.board, king, enemy, next.jesters).length > 0) continue;
    // A9: the enemy King, if a Chancellor now checks it, may fly; a flight may not land on our King.
    if (a9 && flightLandings(next, enemy).includes(king)) continue;
    legal.push({ notation: notation(p, d), next });
  }
  return legal.sort((a, b) => (a.notation < b.notation ? -1 : a.notation > b.notation ? 1 : 0));
}

export const refInCheck = (p: RefPosition): boolean =>
  attackers(p, p.board, kingSquare(p.board, p.turn), other(p.turn), p.jesters).length > 0;

/** kings-court §6.3 A6: K v K, K+B v K, K+N v K, K+J v K. */
export function refInsufficient(p: RefPosition): boolean {
  const rest = p.board.filter((piece) => piece !== "" && piece.toUpperCase() !== "K");
  return rest.length === 0 || (rest.length === 1 && "BNJ".includes((rest[0] as string).toUpperCase()));
}

export function refPerft(p: RefPosition, depth: number): number {
  if (depth === 0) return 1;
  if (refInsufficient(p) || p.halfmoves >= 100) return 0;
  const moves = refMoves(p);
  if (depth === 1) return moves.length;
  let total = 0;
  for (const m of moves) total += refPerft(m.next, depth - 1);
  return total;
}
