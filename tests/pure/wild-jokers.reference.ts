// A naive Wild Jokers move generator written straight from the spec, sharing no code with the
// engine: squares are names, the board is a Map, moves are canonical strings with the position
// string they lead to. Slow and simple on purpose; the property tests compare the engine with it.

type Piece = string; // "K" White King, "k" Black King, ...
type Sq = readonly [number, number]; // [file, rank], 0-based

const PITS = new Set(["b2", "d2", "f2", "b4", "f4", "b6", "d6", "f6"]); // §1.2
const name = ([x, y]: Sq) => `${"abcdefg"[x]}${y + 1}`;
const onBoard = ([x, y]: Sq) => x >= 0 && x < 7 && y >= 0 && y < 7;
const isPit = (s: Sq) => PITS.has(name(s));
const isWhite = (p: Piece) => p === p.toUpperCase();

const KING8: Sq[] = [];
for (const dx of [-1, 0, 1]) for (const dy of [-1, 0, 1]) if (dx || dy) KING8.push([dx, dy]);
const ORTH: Sq[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];
const DIAG: Sq[] = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];
const KNIGHT: Sq[] = [
  [1, 2],
  [2, 1],
  [-1, 2],
  [-2, 1],
  [1, -2],
  [2, -1],
  [-1, -2],
  [-2, -1],
];

export interface RefPosition {
  readonly board: ReadonlyMap<string, Piece>;
  readonly white: boolean;
  readonly rights: string;
  readonly halfmoves: number;
  readonly fullmoves: number;
}

export function parseRef(text: string): RefPosition {
  const [rows, side, rights, half, full] = text.split(" ");
  const board = new Map<string, Piece>();
  rows.split("/").forEach((row, i) => {
    let x = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) x += Number(ch);
      else {
        if (ch !== "*") board.set(name([x, 6 - i]), ch);
        x++;
      }
    }
  });
  return { board, white: side === "w", rights, halfmoves: Number(half), fullmoves: Number(full) };
}

export function printRef(p: RefPosition): string {
  const rows: string[] = [];
  for (let y = 6; y >= 0; y--) {
    let row = "";
    let empty = 0;
    for (let x = 0; x < 7; x++) {
      const piece = isPit([x, y]) ? "*" : p.board.get(name([x, y]));
      if (piece === undefined) empty++;
      else {
        row += (empty || "") + piece;
        empty = 0;
      }
    }
    rows.push(row + (empty || ""));
  }
  return `${rows.join("/")} ${p.white ? "w" : "b"} ${p.rights} ${p.halfmoves} ${p.fullmoves}`;
}

const at = (board: ReadonlyMap<string, Piece>, s: Sq) => board.get(name(s));

/** Squares the piece on `s` may move to (empty or enemy). `firstJumpOnly`: the attack set (§4.6). */
function targets(board: ReadonlyMap<string, Piece>, s: Sq, firstJumpOnly = false): Sq[] {
  const piece = at(board, s) as Piece;
  const white = isWhite(piece);
  const f = white ? 1 : -1;
  const [x, y] = s;
  const out: Sq[] = [];
  const add = (t: Sq) => {
    if (!onBoard(t) || isPit(t)) return;
    const o = at(board, t);
    if (o === undefined || isWhite(o) !== white) out.push(t);
  };
  const slide = (dirs: Sq[]) => {
    for (const [dx, dy] of dirs) {
      for (let t: Sq = [x + dx, y + dy]; onBoard(t) && !isPit(t); t = [t[0] + dx, t[1] + dy]) {
        const o = at(board, t);
        if (o !== undefined) {
          if (isWhite(o) !== white) out.push(t);
          break;
        }
        out.push(t);
      }
    }
  };
  switch (piece.toUpperCase()) {
    case "K":
    case "C":
      for (const [dx, dy] of KING8) add([x + dx, y + dy]);
      break;
    case "R":
      slide(ORTH);
      break;
    case "B":
      slide(DIAG);
      break;
    case "P":
      for (const dx of [-1, 0, 1]) add([x + dx, y + f]);
      break;
    case "L":
      for (const [dx, dy] of KING8) add([x + 2 * dx, y + 2 * dy]);
      break;
    case "A":
      for (const [dx, dy] of [...KING8, ...KNIGHT]) add([x + dx, y + dy]);
      break;
    case "M":
      for (const [dx, dy] of [...DIAG, [0, f] as Sq]) add([x + dx, y + dy]);
      break;
    case "V":
      for (const [dx, dy] of [...DIAG, [0, 1] as Sq, [0, -1] as Sq]) add([x + dx, y + dy]);
      break;
    case "J": {
      for (const [dx, dy] of ORTH) add([x + dx, y + dy]);
      const reached = new Map<string, Sq>();
      const jump = (cur: Sq, crossed: Set<string>, visited: Set<string>, first: boolean) => {
        for (const [dx, dy] of KING8) {
          const pit: Sq = [cur[0] + dx, cur[1] + dy];
          const land: Sq = [cur[0] + 2 * dx, cur[1] + 2 * dy];
          if (!onBoard(pit) || !isPit(pit) || crossed.has(name(pit)) || !onBoard(land)) continue;
          const o = at(board, land);
          if (first) {
            if (o !== undefined) {
              if (isWhite(o) !== white) reached.set(name(land), land);
              continue;
            }
          } else if (o !== undefined || visited.has(name(land))) continue;
          reached.set(name(land), land);
          if (!firstJumpOnly)
            jump(land, new Set([...crossed, name(pit)]), new Set([...visited, name(land)]), false);
        }
      };
      jump(s, new Set(), new Set([name(s)]), true);
      out.push(...reached.values());
      break;
    }
  }
  return out;
}

/** §7: could a piece of the given colour capture a piece standing on `s`? */
function attacked(board: ReadonlyMap<string, Piece>, s: Sq, byWhite: boolean): boolean {
  const withDummy = new Map(board);
  withDummy.set(name(s), byWhite ? "k" : "K");
  for (const [sqName, piece] of withDummy) {
    if (isWhite(piece) !== byWhite || sqName === name(s)) continue;
    const from: Sq = ["abcdefg".indexOf(sqName[0]), Number(sqName[1]) - 1];
    if (targets(withDummy, from, true).some((t) => name(t) === name(s))) return true;
  }
  return false;
}

/** Every legal move with the position it leads to; none once a King is gone (§5.4). */
export function refMoves(p: RefPosition): Map<string, RefPosition> {
  const out = new Map<string, RefPosition>();
  const pieces = [...p.board.values()];
  if (!pieces.includes("K") || !pieces.includes("k")) return out;
  const w = p.white;
  const next = (board: Map<string, Piece>, text: string, reset: boolean, touched: string[]) => {
    let rights = p.rights;
    if (touched.some((s) => s === "d1" || s === "g1")) rights = rights.replace("K", "");
    if (touched.some((s) => s === "d7" || s === "a7")) rights = rights.replace("k", "");
    out.set(text, {
      board,
      white: !w,
      rights: rights === "" ? "-" : rights,
      halfmoves: reset ? 0 : p.halfmoves + 1,
      fullmoves: p.fullmoves + (w ? 0 : 1),
    });
  };
  for (const [fromName, piece] of p.board) {
    if (isWhite(piece) !== w) continue;
    const from: Sq = ["abcdefg".indexOf(fromName[0]), Number(fromName[1]) - 1];
    const type = piece.toUpperCase();
    for (const to of targets(p.board, from)) {
      const victim = at(p.board, to);
      const last = to[1] === (w ? 6 : 0);
      const promotions: (string | null)[] =
        last && type === "P"
          ? ["V"]
          : last && type === "M"
            ? ["C"]
            : last && type === "L"
              ? [null, "V"]
              : [null];
      for (const promo of promotions) {
        const board = new Map(p.board);
        board.delete(fromName);
        board.set(name(to), promo === null ? piece : w ? promo : promo.toLowerCase());
        const text = `${type}${fromName}${victim ? "x" : "-"}${name(to)}${promo ? `=${promo}` : ""}`;
        const reset = victim !== undefined || type === "P";
        const touched = [fromName, name(to)];
        if (victim !== undefined && "MC".includes(victim.toUpperCase())) {
          // §5.2: one move per empty square of the capturer's first two ranks, or lost.
          const free: string[] = [];
          for (const y of w ? [0, 1] : [6, 5])
            for (let x = 0; x < 7; x++)
              if (!isPit([x, y]) && !board.has(name([x, y]))) free.push(name([x, y]));
          for (const sq of free) {
            const placed = new Map(board);
            placed.set(sq, w ? "M" : "m");
            next(placed, `${text}/M@${sq}`, reset, touched);
          }
          if (free.length === 0) next(board, `${text}/M@-`, reset, touched);
        } else next(board, text, reset, touched);
      }
    }
  }
  // §5.3: castling.
  const [k, r, between, safe, kTo, rTo, right] = w
    ? ["d1", "g1", ["e1", "f1"], ["d1", "e1", "f1"], "f1", "e1", "K"]
    : ["d7", "a7", ["c7", "b7"], ["d7", "c7", "b7"], "b7", "c7", "k"];
  const own = (s: string) => (w ? s : s.toLowerCase());
  if (
    p.rights.includes(right as string) &&
    p.board.get(k as string) === own("K") &&
    p.board.get(r as string) === own("R") &&
    (between as string[]).every((s) => !p.board.has(s)) &&
    (safe as string[]).every((s) => !attacked(p.board, ["abcdefg".indexOf(s[0]), Number(s[1]) - 1], !w))
  ) {
    const board = new Map(p.board);
    board.delete(k as string);
    board.delete(r as string);
    board.set(kTo as string, own("K"));
    board.set(rTo as string, own("R"));
    next(board, "O-O", false, [k as string, r as string]);
  }
  return out;
}
