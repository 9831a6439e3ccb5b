// The Kings Court Jester (kings-court §4.2, A1, A2) and the position-string field that remembers
// which Jesters have not moved yet (§10.2). The one Kings Court piece that data cannot say.
//
// From s, for each diagonal d with m = s + d on the board:
// - one step to m (empty or enemy);
// - through an EMPTY m, a second diagonal step that turns 90° or goes straight, never back (A1):
//   the straight square s + 2d and the two orthogonal squares two away;
// - while unmoved on its initial square, the straight leap s + 2d whatever stands on m (A2).
// A capture ends the move (A1), so nothing is ever reached through an occupied middle except the
// leap. The orthogonal square two away has two middles and is reachable through either (§4.2),
// which is why one interposition never blocks a Jester check from there.

import type { Board } from "../board";
import type { Rules } from "../rules";
import type { Side, Square } from "../types";
import { colorName } from "../types";
import type { ExtraField, PieceDef } from "../variant";

/** Piece state of a Jester that has never moved (and so stands on its initial square). */
export const UNMOVED = 1;

const DIAGONALS: readonly (readonly [number, number])[] = [
  [1, 1],
  [1, -1],
  [-1, -1],
  [-1, 1],
];

/** What a Jester on one square can reach, precomputed per board (every entry on the board). */
interface JesterReach {
  /** One diagonal step, and the straight square beyond it (-1 when off the board). */
  readonly steps: readonly { readonly mid: Square; readonly straight: Square }[];
  /** Orthogonal squares two away, each with its two middles (-1 when a middle is off the board). */
  readonly sides: readonly { readonly to: Square; readonly midA: Square; readonly midB: Square }[];
}

const reachTables = new WeakMap<Rules, readonly JesterReach[]>();

function reachOf(rules: Rules): readonly JesterReach[] {
  const known = reachTables.get(rules);
  if (known) return known;
  const table: JesterReach[] = [];
  for (let sq = 0; sq < rules.size; sq++) {
    const steps: { mid: Square; straight: Square }[] = [];
    for (const [dx, dy] of DIAGONALS) {
      const mid = rules.offset(sq, dx, dy);
      if (mid >= 0) steps.push({ mid, straight: rules.offset(sq, 2 * dx, 2 * dy) });
    }
    const sides: { to: Square; midA: Square; midB: Square }[] = [];
    for (const [dx, dy] of [
      [2, 0],
      [-2, 0],
      [0, 2],
      [0, -2],
    ] as const) {
      const to = rules.offset(sq, dx, dy);
      if (to < 0) continue;
      // The two diagonal squares between sq and to: (dx/2 ± dy', dy/2 ± dx') turned.
      const hx = dx / 2;
      const hy = dy / 2;
      sides.push({ to, midA: rules.offset(sq, hx + hy, hy + hx), midB: rules.offset(sq, hx - hy, hy - hx) });
    }
    table.push({ steps, sides });
  }
  reachTables.set(rules, table);
  return table;
}

/** kings-court §4.2 / §4.3: every square the Jester on `from` may move to or attacks. */
function jesterTargets(board: Board, from: Square, _side: Side, emit: (to: Square) => void): void {
  const reach = reachOf(board.rules)[from];
  const squares = board.squares;
  const unmoved = board.states[from] === UNMOVED;
  for (const { mid, straight } of reach.steps) {
    emit(mid);
    // A2: the first-move leap passes an occupied middle; otherwise the middle must be empty (A1).
    if (straight >= 0 && (squares[mid] === 0 || unmoved)) emit(straight);
  }
  for (const { to, midA, midB } of reach.sides) {
    if ((midA >= 0 && squares[midA] === 0) || (midB >= 0 && squares[midB] === 0)) emit(to);
  }
}

export const JESTER: PieceDef = {
  letter: "J",
  name: "jester",
  moves: [],
  custom: jesterTargets,
  describe:
    "a jester moves one square diagonally, or two diagonal steps through an empty square, going straight or turning 90° but never back; only on its first move, from b1, k1, b8 or k8, may it leap two squares straight along a diagonal over a piece",
};

/** §10.2 field entries in their printed order, with the initial square each one names. */
const ENTRIES: readonly { readonly entry: string; readonly side: Side; readonly square: string }[] = [
  { entry: "Jb", side: 0, square: "b1" },
  { entry: "Jk", side: 0, square: "k1" },
  { entry: "jb", side: 1, square: "b8" },
  { entry: "jk", side: 1, square: "k8" },
];

/** The code of `side`'s Jester on the board. */
const jesterCode = (rules: Rules, side: Side): number => rules.codeOf("J", side);

/**
 * kings-court §10.2: the unmoved Jesters by colour letter and file ("JbJkjbjk"), or "-". Silent in
 * the spec, so chosen like the castling rights: entries in that order, each once, each naming a
 * Jester of that colour standing on that square.
 */
export const UNMOVED_JESTERS_FIELD: ExtraField = {
  parse: (text, board) => {
    if (text === "-") return null;
    const rules = board.rules;
    const entries = text.match(/[Jj][a-z]/g) ?? [];
    if (entries.join("") !== text) {
      return `unmoved Jesters "${text}": list each Jester still on its first square as its colour letter (J White, j Black) and file, like "JbJkjbjk", or "-"`;
    }
    let last = -1;
    for (const entry of entries) {
      const index = ENTRIES.findIndex((e) => e.entry === entry);
      if (index < 0) {
        return `unmoved Jesters "${text}": "${entry}" names no Jester's first square (Jesters start on b1, k1, b8 and k8)`;
      }
      if (index <= last)
        return `unmoved Jesters "${text}" must be written in the order "JbJkjbjk", each once`;
      last = index;
      const { side, square } = ENTRIES[index];
      const sq = rules.squareOf(square);
      if (board.squares[sq] !== jesterCode(rules, side)) {
        return `unmoved Jesters "${text}": "${entry}" needs a ${colorName(side)} jester on ${square}`;
      }
      board.setup(sq, board.squares[sq], UNMOVED);
    }
    return null;
  },
  print: (board) => {
    const rules = board.rules;
    let text = "";
    for (const { entry, side, square } of ENTRIES) {
      const sq = rules.squareOf(square);
      if (board.squares[sq] === jesterCode(rules, side) && board.states[sq] === UNMOVED) text += entry;
    }
    return text || "-";
  },
};
