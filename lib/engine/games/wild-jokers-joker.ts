// The Joker's pit-jump (wild-jokers §4): the one Wild Jokers move that data cannot say.
//
// From the square where its turn starts, the Joker jumps across a pit among its 8 neighbours to the
// square directly opposite (§4.2, A2). A first jump may capture and then ends the move; from an
// empty landing square it may jump on across pits not yet crossed, to empty squares not yet
// visited and never back to its start (§4.3, A3, A4). It stops on any landing square (§4.4).

import type { Board } from "../board";
import type { Rules } from "../rules";
import type { Side, Square } from "../types";

/** The 8 neighbour directions (§4.2: a pit is adjacent when it is any of the 8 neighbours). */
const NEIGHBOURS: readonly (readonly [number, number])[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];

/** One jump: across `pit`, from a square to `landing`. */
interface Jump {
  readonly pit: Square;
  readonly landing: Square;
}

const jumpTables = new WeakMap<Rules, readonly (readonly Jump[])[]>();

/** For each square, the jumps across its adjacent pits that land on the board (§4.2). */
function jumpsOf(rules: Rules): readonly (readonly Jump[])[] {
  let table = jumpTables.get(rules);
  if (table) return table;
  const built: Jump[][] = [];
  for (let sq = 0; sq < rules.size; sq++) {
    const list: Jump[] = [];
    const f = rules.file(sq);
    const r = rules.rank(sq);
    for (const [dx, dy] of NEIGHBOURS) {
      const pf = f + dx;
      const pr = r + dy;
      const lf = f + 2 * dx;
      const lr = r + 2 * dy;
      if (pf < 0 || pf >= rules.files || pr < 0 || pr >= rules.ranks) continue;
      if (lf < 0 || lf >= rules.files || lr < 0 || lr >= rules.ranks) continue;
      const pit = pr * rules.files + pf;
      const landing = lr * rules.files + lf;
      // §1.2: no two pits are adjacent, so a landing square is never a pit; checked all the same.
      if (rules.isHole[pit] && !rules.isHole[landing]) list.push({ pit, landing });
    }
    built.push(list);
  }
  table = built;
  jumpTables.set(rules, table);
  return table;
}

/**
 * Every jump destination of a Joker of `side` on `from`, each emitted once: first-jump captures and
 * every empty square a chain of jumps reaches (§4.2, §4.3). The Joker's orthogonal step is data.
 */
export function jokerJumps(board: Board, from: Square, side: Side, emit: (to: Square) => void): void {
  const jumps = jumpsOf(board.rules);
  const reached = new Uint8Array(board.rules.size);
  const visited = new Uint8Array(board.rules.size);
  const crossed = new Uint8Array(board.rules.size);
  visited[from] = 1;

  // §4.3: later jumps need an empty, unvisited landing square and an uncrossed pit; no captures.
  const onward = (at: Square): void => {
    for (const { pit, landing } of jumps[at]) {
      if (crossed[pit] || visited[landing] || !board.isEmpty(landing)) continue;
      if (!reached[landing]) {
        reached[landing] = 1;
        emit(landing);
      }
      crossed[pit] = 1;
      visited[landing] = 1;
      onward(landing);
      crossed[pit] = 0;
      visited[landing] = 0;
    }
  };

  for (const { pit, landing } of jumps[from]) {
    const owner = board.sideAt(landing);
    if (owner === side) continue; // §4.2: a friendly piece makes this jump impossible
    if (!reached[landing]) {
      reached[landing] = 1;
      emit(landing);
    }
    if (owner !== -1) continue; // §4.2: a capture ends the move
    crossed[pit] = 1;
    visited[landing] = 1;
    onward(landing);
    crossed[pit] = 0;
    visited[landing] = 0;
  }
}

/**
 * The squares a Joker attacks by jumping: the first-jump landing squares only, whatever stands
 * there (§4.6, §7). Its orthogonal step attacks come from its data.
 */
export function jokerJumpAttacks(board: Board, from: Square, _side: Side, emit: (to: Square) => void): void {
  for (const { landing } of jumpsOf(board.rules)[from]) emit(landing);
}

/**
 * Checks a written jump path `from~a~b~…~to` (§10.1: the path may optionally be written). Returns
 * null when it is a valid chain of jumps for the Joker on `from`, else a reason.
 */
export function checkJokerPath(board: Board, path: readonly Square[]): string | null {
  const rules = board.rules;
  const jumps = jumpsOf(rules);
  const side = board.sideAt(path[0]);
  const visited = new Set<Square>([path[0]]);
  const crossed = new Set<Square>();
  for (let i = 1; i < path.length; i++) {
    const at = path[i - 1];
    const to = path[i];
    const jump = jumps[at].find((j) => j.landing === to);
    const leg = `${rules.name(at)}~${rules.name(to)}`;
    if (!jump) return `${leg} is not a jump across a pit next to ${rules.name(at)}`;
    if (crossed.has(jump.pit)) return `${leg} crosses the pit ${rules.name(jump.pit)} a second time`;
    if (visited.has(to)) return `${leg} lands on ${rules.name(to)} a second time`;
    const owner = board.sideAt(to);
    if (owner === side) return `${leg} lands on the Joker's own piece`;
    if (owner !== -1 && i > 1) return `${leg}: only the first jump may capture`;
    if (owner !== -1 && i < path.length - 1) return `${leg}: a capture ends the Joker's move`;
    crossed.add(jump.pit);
    visited.add(to);
  }
  return null;
}
