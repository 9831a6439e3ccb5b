// A deliberately plain Joust move generator, written straight from the pseudo-code of joust §7 and
// sharing no code with lib/engine/games/joust-*.ts: a 2-D array of {letter, white, pips}, pips as
// sets of direction names, every turn an explicit resulting position string, no pruning and no
// caching. Slow, but easy to check by eye; the tests compare the engine's turns against it.

const DIRS: Record<string, [number, number]> = {
  N: [0, 1],
  NE: [1, 1],
  E: [1, 0],
  SE: [1, -1],
  S: [0, -1],
  SW: [-1, -1],
  W: [-1, 0],
  NW: [-1, 1],
};
const ORDER = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"];
const rot = (d: string, steps: number): string => ORDER[(ORDER.indexOf(d) + steps + 80) % 8];
const OPP = (d: string): string => rot(d, 4);

interface Piece {
  letter: string; // upper case
  white: boolean;
  heading: string;
}
type Grid = (Piece | null)[][]; // grid[x][y]

/** joust §2.3, written out per shape. */
function pipsOf(p: Piece): string[] {
  const h = p.heading;
  switch (p.letter) {
    case "P":
      return [h, OPP(h)];
    case "W":
      return [rot(h, -1), rot(h, 1)];
    case "H":
      return [rot(h, -2), h, rot(h, 2)];
    default:
      return h === "+" ? ["N", "E", "S", "W"] : ["NE", "SE", "SW", "NW"];
  }
}

/** All headings of a shape that give a different pip set than `h` (joust §4.5, A5). */
function otherHeadings(letter: string, h: string): string[] {
  if (letter === "Q" || letter === "K") return [h === "+" ? "x" : "+"];
  const all = letter === "P" ? ["N", "NE", "E", "SE"] : ORDER;
  return all.filter((x) => x !== h);
}

export function parseRef(text: string): { grid: Grid; whiteToMove: boolean } {
  const [placement, side] = text.trim().split(" ");
  const grid: Grid = Array.from({ length: 8 }, () => Array(8).fill(null));
  placement.split("/").forEach((row, i) => {
    const y = 7 - i;
    let x = 0;
    for (const m of row.matchAll(/(\d)|([A-Za-z])\[([^\]]+)\]/g)) {
      if (m[1]) x += Number(m[1]);
      else {
        grid[x][y] = { letter: m[2].toUpperCase(), white: m[2] === m[2].toUpperCase(), heading: m[3] };
        x++;
      }
    }
  });
  return { grid, whiteToMove: side === "w" };
}

export function printRef(grid: Grid, whiteToMove: boolean): string {
  const rows: string[] = [];
  for (let y = 7; y >= 0; y--) {
    let row = "";
    let run = 0;
    for (let x = 0; x < 8; x++) {
      const p = grid[x][y];
      if (!p) {
        run++;
        continue;
      }
      if (run) row += run;
      run = 0;
      row += (p.white ? p.letter : p.letter.toLowerCase()) + "[" + p.heading + "]";
    }
    if (run) row += run;
    rows.push(row);
  }
  return rows.join("/") + (whiteToMove ? " w" : " b");
}

const on = (x: number, y: number): boolean => x >= 0 && x < 8 && y >= 0 && y < 8;
const copy = (g: Grid): Grid => g.map((col) => col.slice());

interface Seq {
  x: number;
  y: number;
  grid: Grid; // the board with the mover lifted and its captures removed
  used: Set<string>;
  captured: boolean;
  capturedKing: boolean;
  /** The actions so far in notation (joust §10.1), e.g. "-a5xb5". */
  tokens: string[];
}

const sq = (x: number, y: number): string => "abcdefgh"[x] + (y + 1);

/** joust §7 `rec`: every M? J* X* sequence of the piece on (sx, sy), including the empty one. */
function sequences(grid: Grid, sx: number, sy: number): Seq[] {
  const me = grid[sx][sy]!;
  const pips = pipsOf(me);
  const out: Seq[] = [];
  const rec = (s: Seq) => {
    out.push(s);
    for (const d of pips) {
      if (s.used.has(d)) continue;
      if (!s.captured) {
        const [jx, jy] = DIRS[OPP(d)];
        const over = on(s.x + jx, s.y + jy) ? s.grid[s.x + jx][s.y + jy] : null;
        const lx = s.x + 2 * jx;
        const ly = s.y + 2 * jy;
        if (over && over.white === me.white && on(lx, ly) && !s.grid[lx][ly]) {
          rec({ ...s, x: lx, y: ly, used: new Set([...s.used, d]), tokens: [...s.tokens, "^" + sq(lx, ly)] });
        }
      }
      const [dx, dy] = DIRS[d];
      const tx = s.x + dx;
      const ty = s.y + dy;
      const t = on(tx, ty) ? s.grid[tx][ty] : null;
      if (t && t.white !== me.white) {
        const g = copy(s.grid);
        g[tx][ty] = null;
        rec({
          x: tx,
          y: ty,
          grid: g,
          used: new Set([...s.used, d]),
          captured: true,
          capturedKing: s.capturedKing || t.letter === "K",
          tokens: [...s.tokens, "x" + sq(tx, ty)],
        });
      }
    }
  };
  const lifted = copy(grid);
  lifted[sx][sy] = null;
  rec({ x: sx, y: sy, grid: lifted, used: new Set(), captured: false, capturedKing: false, tokens: [] });
  for (const d of pips) {
    const [dx, dy] = DIRS[d];
    for (let k = 1; k <= (me.letter === "K" ? 1 : 7); k++) {
      const tx = sx + k * dx;
      const ty = sy + k * dy;
      if (!on(tx, ty) || lifted[tx][ty]) break;
      rec({
        x: tx,
        y: ty,
        grid: lifted,
        used: new Set([d]),
        captured: false,
        capturedKing: false,
        tokens: ["-" + sq(tx, ty)],
      });
    }
  }
  return out;
}

/** joust §5.1: does the side `white` attack the square (x, y)? */
export function refAttacked(grid: Grid, x: number, y: number, byWhite: boolean): boolean {
  const target = grid[x][y];
  for (let px = 0; px < 8; px++) {
    for (let py = 0; py < 8; py++) {
      const p = grid[px][py];
      if (!p || p.white !== byWhite) continue;
      for (const s of sequences(grid, px, py)) {
        // A capture on (x, y) happened when the piece stands there, has captured, and the square held the target.
        if (s.captured && s.x === x && s.y === y && target && target.white !== byWhite) return true;
      }
    }
  }
  return false;
}

function kingAt(grid: Grid, white: boolean): [number, number] | null {
  for (let x = 0; x < 8; x++)
    for (let y = 0; y < 8; y++) if (grid[x][y]?.letter === "K" && grid[x][y]!.white === white) return [x, y];
  return null;
}

/** joust §10.1: fewer actions first, then plain string order. */
const better = (a: { n: number; text: string }, b: { n: number; text: string }): boolean =>
  a.n < b.n || (a.n === b.n && a.text < b.text);

/**
 * Legal turns of the side to move: resulting position string (joust §4.9) → canonical notation
 * (§10.1). Null turns dropped (§4.8), turns leaving the own King attacked dropped (§5.2).
 */
export function refTurns(text: string): Map<string, string> {
  const { grid, whiteToMove } = parseRef(text);
  const best = new Map<string, { n: number; text: string }>();
  const unchanged = printRef(grid, !whiteToMove);
  for (let sx = 0; sx < 8; sx++) {
    for (let sy = 0; sy < 8; sy++) {
      const me = grid[sx][sy];
      if (!me || me.white !== whiteToMove) continue;
      const pips = pipsOf(me);
      for (const s of sequences(grid, sx, sy)) {
        const endings: { heading: string; rotation: string }[] = [];
        if (s.used.size > 0) endings.push({ heading: me.heading, rotation: "" }); // a null turn is dropped below
        if (!s.captured || s.used.size === pips.length) {
          for (const h of otherHeadings(me.letter, me.heading))
            endings.push({ heading: h, rotation: "@" + h });
        }
        for (const { heading, rotation } of endings) {
          const g = copy(s.grid);
          g[s.x][s.y] = { ...me, heading };
          const key = printRef(g, !whiteToMove);
          if (key === unchanged) continue;
          const king = kingAt(g, whiteToMove);
          if (king && refAttacked(g, king[0], king[1], !whiteToMove)) continue;
          const spelling = {
            n: s.tokens.length + (rotation ? 1 : 0),
            text: me.letter + sq(sx, sy) + s.tokens.join("") + rotation,
          };
          const known = best.get(key);
          if (!known || better(spelling, known)) best.set(key, spelling);
        }
      }
    }
  }
  return new Map([...best].map(([key, spelling]) => [key, spelling.text]));
}

export function refPerft(text: string, depth: number): number {
  if (depth === 0) return 1;
  const turns = [...refTurns(text).keys()];
  if (depth === 1) return turns.length;
  return turns.reduce((n, t) => n + refPerft(t, depth - 1), 0);
}
