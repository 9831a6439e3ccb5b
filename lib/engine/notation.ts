// Move notation: print the canonical long-algebraic form (`Pe2-e4`, `Pe7-e8=Q`, `O-O`, `Pe2<>a2`,
// `Bc4xe6/M@e2`) and parse it back, also accepting short SAN, UCI-like `e2e4`, `+`/`#`
// decorations, lower case where unambiguous and surrounding spaces. Parse errors are values whose
// reason names the token and says why, in the game's words.

import type { Board } from "./board";
import { castlingObstacle, isLegal, pieceMoves, pseudoMoves } from "./movegen";
import type { Result } from "./result";
import { fail, ok } from "./result";
import type { Move, Side } from "./types";
import { colorName } from "./types";

/** Canonical notation of a legal move in the position on `board`. */
export function printMove(board: Board, move: Move): string {
  const rules = board.rules;
  const hooked = rules.variant.hooks?.printMove?.(board, move);
  if (hooked !== undefined) return hooked;
  if (move.kind === "castle") return rules.castles[move.castle].notation;
  const letter = rules.letters[board.typeAt(move.from)] ?? "?";
  const promo = move.promotion >= 0 ? `=${rules.letters[move.promotion]}` : "";
  if (move.kind === "swap") return `${letter}${rules.name(move.from)}<>${rules.name(move.to)}${promo}`;
  const capture = isCapture(board, move) ? "x" : "-";
  const drop =
    move.drop === null
      ? ""
      : `/${rules.letters[move.drop.piece]}@${move.drop.square >= 0 ? rules.name(move.drop.square) : "-"}`;
  return `${letter}${rules.name(move.from)}${capture}${rules.name(move.to)}${promo}${drop}`;
}

export function isCapture(board: Board, move: Move): boolean {
  if (move.kind !== "normal") return false;
  const target = board.squares[move.to];
  if (target > 0) return true;
  const mover = board.squares[move.from];
  return (
    move.to === board.ep &&
    board.rules.takesEnPassant[mover] === 1 &&
    board.rules.isPawn[mover] === 1 &&
    board.rules.file(move.from) !== board.rules.file(move.to)
  );
}

/** Strips display decorations: check/mate signs, annotations, "e.p.", "(win)", "(bare)". */
export function stripDecorations(text: string): string {
  return text
    .trim()
    .replace(/(\s*(e\.p\.|\([a-z]+\)|[+#!?]+))+$/i, "")
    .trim();
}

interface Shape {
  letter: string | null;
  fromFile: number;
  fromRank: number;
  separator: "-" | "x" | "";
  to: number;
  promotion: string | null;
  drop: { letter: string; square: number } | null;
}

const MOVE_SHAPE =
  /^([A-Z])?([a-p])?(\d{1,2})?([-x:]?)([a-p]\d{1,2})(?:=?([A-Za-z]))?(?:\/([A-Za-z])@([a-p]\d{1,2}|-))?$/;

function readShape(board: Board, text: string): Shape | null {
  const rules = board.rules;
  const m = MOVE_SHAPE.exec(text);
  if (!m) return null;
  const to = rules.squareOf(m[5]);
  if (to < 0) return null;
  const fromFile = m[2] ? m[2].charCodeAt(0) - 97 : -1;
  const fromRank = m[3] ? Number(m[3]) - 1 : -1;
  if (fromFile >= rules.files || fromRank >= rules.ranks) return null;
  let drop: Shape["drop"] = null;
  if (m[7]) {
    const square = m[8] === "-" ? -1 : rules.squareOf(m[8]);
    if (m[8] !== "-" && square < 0) return null;
    drop = { letter: m[7].toUpperCase(), square };
  }
  return {
    letter: m[1] ?? null,
    fromFile,
    fromRank,
    separator: m[4] === ":" ? "x" : (m[4] as Shape["separator"]),
    to,
    promotion: m[6] ? m[6].toUpperCase() : null,
    drop,
  };
}

/** Parses move text against the legal moves of the position on `board`. */
export function parseMove(board: Board, input: string, legal: readonly Move[]): Result<Move> {
  const rules = board.rules;
  if (typeof input !== "string") return fail("a move must be text");
  const raw = input.trim();
  if (raw === "") return fail('"": empty move', input);
  if (raw.length > 64) return fail(`"${raw.slice(0, 20)}…": too long to be a move`, input);
  const hooked = rules.variant.hooks?.parseMove?.(board, raw, legal);
  if (hooked !== undefined) return "move" in hooked ? ok(hooked.move) : fail(`${raw}: ${hooked.reason}`, raw);
  const text = stripDecorations(raw);
  const said = (reason: string) => fail(`${raw}: ${reason}`, raw);

  // Castling, by its notation (O or 0, any case).
  if (/^[O0o]-/.test(text)) {
    const wanted = text.replace(/0/g, "O").replace(/o/g, "O").toUpperCase();
    const matching = rules.castles.filter(
      (c) => c.side === board.turn && c.notation.toUpperCase() === wanted,
    );
    if (matching.length === 0) {
      const known = [...new Set(rules.castles.filter((c) => c.side === board.turn).map((c) => c.notation))];
      return said(
        known.length === 0
          ? "there is no castling in this game"
          : `not a castling move of this game (${known.join(", ")})`,
      );
    }
    const c = matching[0];
    const found = legal.find((m) => m.kind === "castle" && m.castle === c.index);
    if (found) return ok(found);
    if ((board.castling & c.rightBit) === 0)
      return said("castling is no longer allowed: the king or that rook has moved");
    const obstacle = castlingObstacle(board, c.index, (1 - board.turn) as Side);
    return said(
      obstacle ? `cannot castle: ${obstacle}` : "cannot castle now: it would leave the king in check",
    );
  }

  // Swaps: Pe2<>a2, Pc7<>c8=Q, or S:e2a2.
  const swap =
    /^([A-Za-z])?([a-p]\d{1,2})<>([a-p]\d{1,2})(?:=?([A-Za-z]))?$/.exec(text) ??
    /^S:([a-p]\d{1,2})([a-p]\d{1,2})$/.exec(text);
  if (swap) {
    const named = swap.length === 5;
    const from = rules.squareOf(named ? swap[2] : swap[1]);
    const to = rules.squareOf(named ? swap[3] : swap[2]);
    const promo = named && swap[4] ? rules.typeIndex(swap[4]) : -1;
    const matches = legal.filter(
      (m) => m.kind === "swap" && m.from === from && m.to === to && (promo < 0 || m.promotion === promo),
    );
    if (matches.length === 1) return ok(matches[0]);
    if (matches.length > 1) return said(`say what the pawn promotes to (${choices(board, matches)})`);
    return said(
      legal.some((m) => m.kind === "swap") || rules.variant.hooks?.extraMoves
        ? "that swap is not possible here"
        : "there are no swaps in this game",
    );
  }

  const shapes: Shape[] = [];
  const asIs = readShape(board, text);
  if (asIs) shapes.push(asIs);
  // Lower case where unambiguous: "nf3", "pe2-e4", also "bc4" when no pawn move means it.
  if (/^[a-z]/.test(text) && rules.typeIndex(text[0]) >= 0) {
    const upper = readShape(board, text[0].toUpperCase() + text.slice(1));
    if (upper) shapes.push(upper);
  }
  if (shapes.length === 0) {
    return said(`not a move in this game's notation (write it like ${exampleMove(board, legal)})`);
  }
  const results = shapes.map((s) => matchShape(board, s, legal));
  const found = results.filter((r) => r.ok);
  if (found.length === 1) return found[0];
  if (found.length > 1) {
    const a = found[0] as { ok: true; value: Move };
    const b = found[1] as { ok: true; value: Move };
    if (a.value === b.value) return a;
    return said(`ambiguous: it could be ${printMove(board, a.value)} or ${printMove(board, b.value)}`);
  }
  // Report the reading that names a piece when there is one (its reason is the more specific).
  const failed = results[results.length - 1] as { ok: false; error: { reason: string } };
  return said(failed.error.reason);
}

function matchShape(board: Board, shape: Shape, legal: readonly Move[]): Result<Move> {
  const rules = board.rules;
  const side = board.turn;
  const pawnLetter = rules.variant.pieces.find((p) => p.pawn)?.letter ?? "P";
  const fullFrom =
    shape.fromFile >= 0 && shape.fromRank >= 0 ? shape.fromRank * rules.files + shape.fromFile : -1;
  // SAN without a piece letter or full origin means a pawn; with a full origin ("e2e4") any piece.
  const letter = shape.letter ?? (fullFrom >= 0 ? null : pawnLetter);
  const type = letter === null ? -1 : rules.typeIndex(letter);
  if (letter !== null && type < 0)
    return fail(`"${letter}" is not a piece of this game (pieces: ${rules.letters.join(" ")})`);
  const toName = rules.name(shape.to);

  if (fullFrom >= 0) {
    const fromName = rules.name(fullFrom);
    const c = board.squares[fullFrom];
    if (c < 0) return fail(`${fromName} is a pit; no piece stands there`);
    if (c === 0) return fail(`there is no piece on ${fromName}`);
    const owner = ((c - 1) & 1) as Side;
    const def = rules.variant.pieces[(c - 1) >> 1];
    if (owner !== side)
      return fail(
        `the ${def.name} on ${fromName} is ${colorName(owner)}'s, and it is ${colorName(side)}'s turn`,
      );
    if (type >= 0 && (c - 1) >> 1 !== type)
      return fail(`the piece on ${fromName} is a ${def.name}, not a ${rules.variant.pieces[type].name}`);
  }
  const promo = shape.promotion === null ? -1 : rules.typeIndex(shape.promotion);
  if (shape.promotion !== null && promo < 0) return fail(`"${shape.promotion}" is not a piece of this game`);
  const dropPiece = shape.drop === null ? -1 : rules.typeIndex(shape.drop.letter);
  if (shape.drop !== null && dropPiece < 0) return fail(`"${shape.drop.letter}" is not a piece of this game`);

  const written = writtenAs(board, shape, type);
  let candidates = legal.filter((m) => m.kind !== "swap" && written(m));
  // A castling move written as the king's move (e1g1) is accepted only when nothing else fits.
  if (candidates.some((m) => m.kind !== "castle")) candidates = candidates.filter((m) => m.kind !== "castle");
  if (candidates.length === 0) return explainNoMove(board, shape, type, fullFrom);

  const captures = candidates.filter((m) => isCapture(board, m));
  if (shape.separator === "x" && captures.length === 0)
    return fail(`there is nothing to capture on ${toName}`);
  if (shape.separator === "-" && captures.length === candidates.length && candidates[0].kind === "normal")
    return fail(
      `${toName} holds a ${rules.variant.pieces[board.typeAt(shape.to)]?.name ?? "piece"}; write "x" to capture it`,
    );

  if (promo >= 0) {
    const mover = rules.variant.pieces[board.typeAt(candidates[0].from)];
    candidates = candidates.filter((m) => m.promotion === promo);
    if (candidates.length === 0)
      return fail(`a ${mover?.name ?? "piece"} cannot become a ${rules.variant.pieces[promo].name} here`);
  } else if (candidates.some((m) => m.promotion >= 0)) {
    const plain = candidates.filter((m) => m.promotion < 0);
    if (plain.length > 0) candidates = plain;
    else if (new Set(candidates.map((m) => m.promotion)).size > 1)
      return fail(`say what it promotes to (${choices(board, candidates)})`);
  }
  if (shape.drop !== null) {
    const d = shape.drop;
    candidates = candidates.filter(
      (m) => m.drop !== null && m.drop.piece === dropPiece && m.drop.square === d.square,
    );
    if (candidates.length === 0)
      return fail(
        `the ${shape.drop.letter} cannot be placed on ${d.square >= 0 ? rules.name(d.square) : "-"}`,
      );
  } else if (
    candidates.some((m) => m.drop !== null) &&
    new Set(candidates.map((m) => m.drop?.square)).size > 1
  ) {
    const d = candidates.find((m) => m.drop !== null)?.drop;
    return fail(
      `say where the captured ${rules.letters[d?.piece ?? 0]} is placed (/${rules.letters[d?.piece ?? 0]}@square)`,
    );
  }
  const distinct = candidates.filter((m, i) => candidates.findIndex((n) => n.from === m.from) === i);
  if (distinct.length > 1) {
    const name = rules.variant.pieces[board.typeAt(distinct[0].from)]?.name ?? "piece";
    return fail(
      `ambiguous: ${distinct.length} ${name}s can go to ${toName} (${distinct.map((m) => printMove(board, m)).join(", ")}); say which`,
    );
  }
  if (candidates.length > 1)
    return fail(`ambiguous: ${candidates.map((m) => printMove(board, m)).join(", ")}`);
  return ok(candidates[0]);
}

/** Whether a move fits what the text says: its destination, the origin file or rank given, the piece type. */
function writtenAs(board: Board, shape: Shape, type: number): (m: Move) => boolean {
  const rules = board.rules;
  return (m) =>
    m.to === shape.to &&
    (shape.fromFile < 0 || rules.file(m.from) === shape.fromFile) &&
    (shape.fromRank < 0 || rules.rank(m.from) === shape.fromRank) &&
    (type < 0 || board.typeAt(m.from) === type);
}

/** The variant's own words for why an illegal move is illegal (`hooks.illegalReason`), if any. */
function variantReason(board: Board, move: Move): string | undefined {
  const hook = board.rules.variant.hooks?.illegalReason;
  if (!hook) return undefined;
  const mover = board.turn;
  board.make(move);
  const reason = hook(board, move, mover);
  board.unmake();
  return reason;
}

/** Why no legal move matches: the piece cannot move that way, or the move leaves the king in check. */
function explainNoMove(board: Board, shape: Shape, type: number, fullFrom: number): Result<Move> {
  const rules = board.rules;
  const toName = rules.name(shape.to);
  const side = board.turn;
  const pseudo: Move[] = [];
  if (fullFrom >= 0) pieceMoves(board, fullFrom, pseudo);
  else pseudoMoves(board, pseudo);
  const reaching = pseudo.filter(writtenAs(board, shape, type));
  const checked = rules.royalty === "check" && board.inCheck(side);
  if (reaching.length > 0 && reaching.every((m) => !isLegal(board, m) || m.kind === "castle")) {
    return fail(
      variantReason(board, reaching[0]) ??
        (checked
          ? "your king is in check, and this move does not get it out of check"
          : "it would leave your king in check"),
    );
  }
  if (fullFrom >= 0) {
    const def = rules.variant.pieces[board.typeAt(fullFrom)];
    const own = board.sideAt(shape.to) === side;
    if (own)
      return fail(`${toName} is occupied by your own ${rules.variant.pieces[board.typeAt(shape.to)].name}`);
    return fail(def.describe);
  }
  if (type < 0) return fail(`no piece of yours can move to ${toName}`);
  const def = rules.variant.pieces[type];
  const own: string[] = [];
  for (let sq = 0; sq < rules.size; sq++)
    if (board.squares[sq] === 1 + 2 * type + side) own.push(rules.name(sq));
  if (own.length === 0) return fail(`you have no ${def.name}`);
  if (board.sideAt(shape.to) === side)
    return fail(`${toName} is occupied by your own ${rules.variant.pieces[board.typeAt(shape.to)].name}`);
  if (own.length === 1) return fail(`the ${def.name} on ${own[0]} cannot move to ${toName}: ${def.describe}`);
  return fail(`none of your ${def.name}s (on ${own.join(", ")}) can move to ${toName}: ${def.describe}`);
}

function choices(board: Board, moves: readonly Move[]): string {
  const letters = [
    ...new Set(moves.filter((m) => m.promotion >= 0).map((m) => `=${board.rules.letters[m.promotion]}`)),
  ];
  return letters.join(", ");
}

function exampleMove(board: Board, legal: readonly Move[]): string {
  const normal = legal.find((m) => m.kind === "normal");
  return normal ? printMove(board, normal) : "Pe2-e4";
}
