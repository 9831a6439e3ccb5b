// Move generation from piece data: pseudo-legal moves per piece, castling, promotions, then the
// legality filter (own royal piece not attacked afterwards, unless the game is capture-the-king).

import type { Board } from "./board";
import type { Move, Side, Square } from "./types";
import { normalMove, pieceCode, sideOfPiece, typeOfPiece } from "./types";

/** Pushes the pseudo-legal moves of the side to move. */
export function pseudoMoves(board: Board, out: Move[]): void {
  const hooks = board.rules.variant.hooks;
  if (hooks?.generateMoves) {
    hooks.generateMoves(board, out);
    return;
  }
  const expand = hooks?.expandMove;
  const target = expand ? [] : out;
  const side = board.turn;
  const squares = board.squares;
  const size = board.rules.size;
  for (let from = 0; from < size; from++) {
    const c = squares[from];
    if (c > 0 && sideOfPiece(c) === side) pieceMoves(board, from, target);
  }
  castlingMoves(board, target);
  hooks?.extraMoves?.(board, target);
  if (expand) for (const m of target) expand(board, m, out);
}

/** Pushes the pseudo-legal moves of the piece on `from` (any side), castling excluded. */
export function pieceMoves(board: Board, from: Square, out: Move[]): void {
  const rules = board.rules;
  const squares = board.squares;
  const code = squares[from];
  const side = sideOfPiece(code);
  const type = typeOfPiece(code);
  const def = rules.variant.pieces[type];
  const promotes = rules.mayPromote[code] === 1;
  const ep = rules.takesEnPassant[code] ? board.ep : -1;
  const atoms = rules.atoms[code];
  for (let a = 0; a < atoms.length; a++) {
    const atom = atoms[a];
    if (atom.fromRank >= 0 && rules.rank(from) !== atom.fromRank) continue;
    const ray = atom.rays[from];
    for (let i = 0; i < ray.length; i++) {
      const to = ray[i];
      const t = squares[to];
      if (t === 0) {
        if (i + 1 >= atom.minRange && (atom.canMove || (to === ep && atom.canCapture))) {
          if (promotes) promotionMoves(board, type, side, from, to, out);
          else out.push(normalMove(from, to));
        }
        continue;
      }
      if (t > 0 && sideOfPiece(t) !== side && atom.canCapture && i + 1 >= atom.minRange) {
        if (promotes) promotionMoves(board, type, side, from, to, out);
        else out.push(normalMove(from, to));
      }
      break;
    }
  }
  if (def.custom) {
    def.custom(board, from, side, (to) => {
      const t = squares[to];
      if (t < 0 || (t > 0 && sideOfPiece(t) === side)) return;
      if (promotes) promotionMoves(board, type, side, from, to, out);
      else out.push(normalMove(from, to));
    });
  }
}

function promotionMoves(board: Board, type: number, side: Side, from: Square, to: Square, out: Move[]): void {
  const rules = board.rules;
  const hook = rules.variant.hooks?.promotionChoices;
  const def = rules.variant.pieces[type];
  let choices: { readonly to: readonly string[]; readonly optional?: boolean } | null | undefined;
  if (hook) choices = hook(board, type, from, to);
  else if (def.promotion && rules.relativeRank(to, side) === rules.ranks - 1) choices = def.promotion;
  if (!choices) {
    out.push(normalMove(from, to));
    return;
  }
  if (choices.optional) out.push(normalMove(from, to));
  for (const letter of choices.to) out.push(normalMove(from, to, rules.typeOf(letter)));
}

/** Castling moves whose conditions hold (rights, pieces in place, empty and safe squares). */
export function castlingMoves(board: Board, out: Move[]): void {
  const rules = board.rules;
  if (board.castling === 0) return;
  const side = board.turn;
  const enemy = (1 - side) as Side;
  for (const c of rules.castles) {
    if (c.side !== side || (board.castling & c.rightBit) === 0) continue;
    if (castlingObstacle(board, c.index, enemy) === null) {
      out.push({
        kind: "castle",
        from: c.kingFrom,
        to: c.kingTo,
        promotion: -1,
        castle: c.index,
        drop: null,
        payload: null,
      });
    }
  }
}

/** Why castling rule `index` is not possible now (ignoring rights), or null when it is. */
export function castlingObstacle(board: Board, index: number, enemy: Side): string | null {
  const rules = board.rules;
  const c = rules.castles[index];
  const side = (1 - enemy) as Side;
  const king = board.squares[c.kingFrom];
  if (king <= 0 || !rules.isRoyal[king] || sideOfPiece(king) !== side)
    return `there is no king on ${rules.name(c.kingFrom)}`;
  if (board.squares[c.rookFrom] !== pieceCode(c.rookType, side))
    return `there is no rook on ${rules.name(c.rookFrom)}`;
  for (const s of c.empty) if (board.squares[s] !== 0) return `${rules.name(s)} is not empty`;
  for (const s of c.safe) {
    if (board.isAttacked(s, enemy))
      return s === c.kingFrom
        ? "the king is in check"
        : `the king would cross or land on ${rules.name(s)}, which is attacked`;
  }
  return null;
}

/** Whether the move, already made on `board`, left its mover (`mover`) in a legal state. */
function legalAfter(board: Board, move: Move, mover: Side): boolean {
  const rules = board.rules;
  const hook = rules.variant.hooks?.isLegalAfter;
  if (hook) {
    const verdict = hook(board, move, mover);
    if (verdict !== undefined) return verdict;
  }
  if (rules.royalty === "capture") return true;
  const k = board.royal[mover];
  return k < 0 || !board.isAttacked(k, (1 - mover) as Side);
}

/**
 * Squares of `side`'s pieces pinned to its royal piece by an enemy slider. Conservative: anything
 * that might be pinned is listed, so the caller only skips make/unmake for moves that cannot
 * expose the royal piece.
 */
function pinnedPieces(board: Board, side: Side, king: Square): Square[] {
  const pinned: Square[] = [];
  const squares = board.squares;
  const probes = board.rules.probes[1 - side];
  for (let p = 0; p < probes.length; p++) {
    const probe = probes[p];
    if (!probe.slides) continue;
    const ray = probe.rays[king];
    let own = -1;
    for (let i = 0; i < ray.length; i++) {
      const c = squares[ray[i]];
      if (c === 0) continue;
      if (own < 0) {
        if (sideOfPiece(c) !== side) break;
        own = ray[i];
        continue;
      }
      if (sideOfPiece(c) !== side && probe.attackers[c]) pinned.push(own);
      break;
    }
  }
  return pinned;
}

/**
 * Whether legality can be decided without playing moves: FIDE-like royalty, attacks from piece data
 * only, and no hook that could change more than the mover's squares.
 */
function quickLegality(board: Board): boolean {
  const rules = board.rules;
  const hooks = rules.variant.hooks;
  return (
    rules.royalty === "check" &&
    rules.customCodes[1 - board.turn].length === 0 &&
    hooks?.isLegalAfter === undefined &&
    hooks?.isAttacked === undefined &&
    hooks?.afterMove === undefined &&
    hooks?.applyMove === undefined &&
    hooks?.generateMoves === undefined
  );
}

/** Legal moves of the side to move, ignoring whether the game is already over. */
export function legalMovesOf(board: Board): Move[] {
  const pseudo: Move[] = [];
  pseudoMoves(board, pseudo);
  // Capture-the-king games have no legality filter (unless a hook says otherwise).
  if (board.rules.royalty === "capture" && board.rules.variant.hooks?.isLegalAfter === undefined)
    return pseudo;
  const side = board.turn;
  const legal: Move[] = [];
  const king = board.royal[side];
  // When not in check, a move of an unpinned non-royal piece (not en passant) cannot expose the king.
  let pinned: Square[] | null = null;
  if (king >= 0 && quickLegality(board) && !board.isAttacked(king, (1 - side) as Side))
    pinned = pinnedPieces(board, side, king);
  const isPawn = board.rules.isPawn;
  for (let i = 0; i < pseudo.length; i++) {
    const m = pseudo[i];
    if (
      pinned !== null &&
      m.kind === "normal" &&
      m.from !== king &&
      m.drop === null &&
      (m.to !== board.ep || !isPawn[board.squares[m.from]]) &&
      (pinned.length === 0 || !pinned.includes(m.from))
    ) {
      legal.push(m);
      continue;
    }
    board.make(m);
    if (legalAfter(board, m, side)) legal.push(m);
    board.unmake();
  }
  return legal;
}

/** Whether a pseudo-legal move is legal (made and unmade on `board`). */
export function isLegal(board: Board, move: Move): boolean {
  const side = board.turn;
  board.make(move);
  const ok = legalAfter(board, move, side);
  board.unmake();
  return ok;
}
