// Wild Jokers input notation beyond the core's (wild-jokers §10.1): the Joker's optional written
// path `Je1~g3~e5~c7`, pits named as such, and castling reasons in a game without check. The
// core prints every move (`Bc4xe6/M@e2`, `Pc6xd7=V/M@a1`, `O-O`) and reads all other forms.

import type { Board } from "../board";
import type { ErrorCode } from "../result";
import type { Move, Side, Square } from "../types";
import { checkJokerPath } from "./wild-jokers-joker";

type Parsed = { move: Move } | { reason: string; code?: ErrorCode } | undefined;

const DECORATIONS = /(\s*(\([a-z]+\)|[+#!?]+))+$/i;
const PATH = /^([Jj])?([a-g][1-7])((?:~[a-g][1-7])+)(?:\/[Mm]@([a-g][1-7]|-))?$/;
const CASTLING = /^[O0o]-[O0o]$/;
const PLACEMENT = /\/[Mm]@([a-g][1-7]|-)$/;

/** `parseMove` hook: handles what the core cannot say well, else returns undefined. */
export function parseWildJokersMove(board: Board, raw: string, legal: readonly Move[]): Parsed {
  const text = raw.replace(DECORATIONS, "").trim();
  if (CASTLING.test(text)) return castlingReason(board, legal);
  const pit = [...text.matchAll(/[a-g][1-7]/g)].map((m) => m[0]).find((name) => isPit(board, name));
  // §1.2: a pit is not a square; no piece stands on it, ends a move on it or is placed on it.
  if (pit !== undefined) return { reason: `${pit} is a pit: no piece can stand there or be placed there` };
  const path = PATH.exec(text);
  if (path) return jokerPath(board, path, legal);
  const placement = PLACEMENT.exec(text);
  return placement ? placementReason(board, placement[1], legal) : undefined;
}

/**
 * §5.2: reasons for a placement that no capture allows, whichever capture was meant; otherwise
 * undefined, and the core matches the move with its placement.
 */
function placementReason(board: Board, where: string, legal: readonly Move[]): Parsed {
  const rules = board.rules;
  const placements = legal.filter((m) => m.drop !== null);
  if (placements.length === 0)
    return { reason: "no Mercenary or Captain can be captured here, so there is nothing to place" };
  if (where === "-") {
    if (placements.some((m) => m.drop?.square === -1)) return undefined;
    return {
      reason:
        "a captured Mercenary is lost only when your first two ranks are full; place it on an empty square there (/M@square)",
    };
  }
  const sq = rules.squareOf(where);
  if (placements.some((m) => m.drop?.square === sq)) return undefined;
  if (rules.relativeRank(sq, board.turn) > 1)
    return {
      reason: `the captured Mercenary is placed on your first two ranks, and ${where} is not on them`,
    };
  const piece = board.typeAt(sq);
  if (piece >= 0)
    return {
      reason: `${where} is occupied by a ${rules.variant.pieces[piece].name}; the captured Mercenary goes on an empty square`,
    };
  return undefined;
}

function isPit(board: Board, name: string): boolean {
  const sq = board.rules.squareOf(name);
  return sq >= 0 && board.rules.isHole[sq] === 1;
}

/** §10.1: "On input, the full path may optionally be written `Je1~g3~e5~c7`." */
function jokerPath(board: Board, path: RegExpExecArray, legal: readonly Move[]): Parsed {
  const rules = board.rules;
  const squares: Square[] = [path[2], ...path[3].slice(1).split("~")].map((s) => rules.squareOf(s));
  const from = squares[0];
  const to = squares[squares.length - 1];
  if (board.typeAt(from) !== rules.typeOf("J") || board.sideAt(from) !== board.turn)
    return { reason: `a jump path is written only for a Joker of yours, and ${rules.name(from)} holds none` };
  const wrong = checkJokerPath(board, squares);
  if (wrong !== null) return { reason: `not a Joker's jump path: ${wrong}` };
  let candidates = legal.filter((m) => m.kind === "normal" && m.from === from && m.to === to);
  if (path[4] !== undefined) {
    const placed = path[4] === "-" ? -1 : rules.squareOf(path[4]);
    candidates = candidates.filter((m) => m.drop !== null && m.drop.square === placed);
    if (candidates.length === 0) return { reason: `the captured Mercenary cannot be placed on ${path[4]}` };
  }
  if (candidates.length === 0) return { reason: `the Joker cannot end its move on ${rules.name(to)}` };
  if (candidates.length > 1)
    return {
      code: "ambiguous",
      reason: "say where the captured Mercenary is placed (/M@square on your first two ranks)",
    };
  return { move: candidates[0] };
}

/** §5.3: castling, with reasons that speak of attacked squares, not of check (§5.4). */
function castlingReason(board: Board, legal: readonly Move[]): Parsed {
  const found = legal.find((m) => m.kind === "castle");
  if (found) return { move: found };
  const rules = board.rules;
  const side = board.turn;
  const castle = rules.castles.find((c) => c.side === side);
  if (!castle) return { reason: "this side has no castling" };
  if ((board.castling & castle.rightBit) === 0)
    return { reason: "castling is no longer allowed: the King or the Rook has moved" };
  for (const sq of castle.empty)
    if (!board.isEmpty(sq)) return { reason: `cannot castle: ${rules.name(sq)} is not empty` };
  const enemy = (1 - side) as Side;
  for (const sq of castle.safe)
    if (board.isAttacked(sq, enemy))
      return {
        reason: `cannot castle: ${rules.name(sq)} is attacked (the King's start, path and destination must not be)`,
      };
  return { reason: "cannot castle now" };
}
