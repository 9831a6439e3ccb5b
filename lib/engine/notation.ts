// Move notation: print the canonical long-algebraic form (`Pe2-e4`, `Pe7-e8=Q`, `O-O`, `Pe2<>a2`,
// `Bc4xe6/M@e2`) and short algebraic (SAN: `e4`, `Nbd2`, `exd6`), and parse both back, also
// accepting UCI-like `e2e4`, `+`/`#` decorations, a lower-case piece letter (`nf3`) where the text
// read as SAN means no legal move, and surrounding spaces. Parse errors are values with a code and
// a reason that names the token and says why, in the game's words.

import type { Board } from "./board";
import { castlingObstacle, isLegal, pieceMoves, pseudoMoves } from "./movegen";
import type { ErrorCode, Result } from "./result";
import { fail, ok } from "./result";
import type { Move, Side } from "./types";
import { colorName, pieceCode, sideOfPiece, typeOfPiece } from "./types";

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

/**
 * Short algebraic notation (SAN, standard PGN's move text) of a legal move, without a check mark:
 * no letter for the pawn; the least origin that tells the move from the other legal moves of the
 * same piece type to the same square (its file, else its rank, else its square; a pawn's capture
 * always names its file); "x", "=Q", the castling notation, a placement "/M@e2". Moves the core
 * does not print (a variant's own notation) are their canonical text. `parseMove` reads it back.
 */
export function printShortMove(board: Board, move: Move, legal: readonly Move[]): string {
  const rules = board.rules;
  const canonical = printMove(board, move);
  if (move.kind !== "normal" || rules.variant.hooks?.printMove?.(board, move) !== undefined) return canonical;
  const type = board.typeAt(move.from);
  const letter = rules.letters[type];
  const pawn = letter === pawnLetter(board);
  const capture = isCapture(board, move);
  const from = rules.name(move.from);
  const rivals = legal.filter(
    (m) => m.kind === "normal" && m.to === move.to && m.from !== move.from && board.typeAt(m.from) === type,
  );
  const sameFile = (m: Move) => rules.file(m.from) === rules.file(move.from);
  const sameRank = (m: Move) => rules.rank(m.from) === rules.rank(move.from);
  let origin = "";
  if (pawn && capture) origin = rivals.some(sameFile) ? from : from[0];
  else if (rivals.length > 0)
    origin = !rivals.some(sameFile) ? from[0] : !rivals.some(sameRank) ? from.slice(1) : from;
  const promo = move.promotion >= 0 ? `=${rules.letters[move.promotion]}` : "";
  const drop =
    move.drop === null
      ? ""
      : `/${rules.letters[move.drop.piece]}@${move.drop.square >= 0 ? rules.name(move.drop.square) : "-"}`;
  return `${pawn ? "" : letter}${origin}${capture ? "x" : ""}${rules.name(move.to)}${promo}${drop}`;
}

/** The letter SAN leaves out: the game's pawn (the first piece with the pawn flag), "P" if none. */
const pawnLetter = (board: Board): string => board.rules.variant.pieces.find((p) => p.pawn)?.letter ?? "P";

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
  if (typeof input !== "string") return fail("syntax", "a move must be text");
  const raw = input.trim();
  if (raw === "") return fail("syntax", '"": empty move', input);
  if (raw.length > 64) return fail("syntax", `"${raw.slice(0, 20)}…": too long to be a move`, input);
  const hooked = rules.variant.hooks?.parseMove?.(board, raw, legal);
  if (hooked !== undefined)
    return "move" in hooked
      ? ok(hooked.move)
      : fail(hooked.code ?? "illegal-move", `${raw}: ${hooked.reason}`, raw);
  const text = stripDecorations(raw);
  const said = (code: ErrorCode, reason: string) => fail(code, `${raw}: ${reason}`, raw);

  // Castling, by its notation (O or 0, any case).
  if (/^[O0o]-/.test(text)) {
    const wanted = text.replace(/0/g, "O").replace(/o/g, "O").toUpperCase();
    const matching = rules.castles.filter(
      (c) => c.side === board.turn && c.notation.toUpperCase() === wanted,
    );
    if (matching.length === 0) {
      const known = [...new Set(rules.castles.filter((c) => c.side === board.turn).map((c) => c.notation))];
      return said(
        known.length === 0 ? "illegal-move" : "syntax",
        known.length === 0
          ? "there is no castling in this game"
          : `not a castling move of this game (${known.join(", ")})`,
      );
    }
    const c = matching[0];
    const found = legal.find((m) => m.kind === "castle" && m.castle === c.index);
    if (found) return ok(found);
    if ((board.castling & c.rightBit) === 0)
      return said("illegal-move", "castling is no longer allowed: the king or that rook has moved");
    const obstacle = castlingObstacle(board, c.index, (1 - board.turn) as Side);
    return said(
      "illegal-move",
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
    const promo = named && swap[4] ? rules.typeOf(swap[4]) : -1;
    const matches = legal.filter(
      (m) => m.kind === "swap" && m.from === from && m.to === to && (promo < 0 || m.promotion === promo),
    );
    if (matches.length === 1) return ok(matches[0]);
    if (matches.length > 1)
      return said("ambiguous", `say what the pawn promotes to (${choices(board, matches)})`);
    return said(
      "illegal-move",
      legal.some((m) => m.kind === "swap") || rules.variant.hooks?.extraMoves
        ? "that swap is not possible here"
        : "there are no swaps in this game",
    );
  }

  const shapes: Shape[] = [];
  const asIs = readShape(board, text);
  if (asIs) shapes.push(asIs);
  // Lower case: "nf3", "pe2-e4", also "bc4" when the text as written means no legal move.
  if (/^[a-z]/.test(text) && rules.typeOf(text[0]) >= 0) {
    const upper = readShape(board, text[0].toUpperCase() + text.slice(1));
    if (upper) shapes.push(upper);
  }
  if (shapes.length === 0) {
    return said("syntax", `not a move in this game's notation (write it like ${exampleMove(board, legal)})`);
  }
  // The text as written first: in SAN a lower-case letter is a file, so "bxc3" is the b-pawn's
  // capture even where a bishop could take on c3 too (and SAN that `printShortMove` wrote always
  // reads back); the lower-case piece letter is the reading only when that one fits no legal move.
  const results = shapes.map((s) => matchShape(board, s, legal));
  const found = results.find((r) => r.ok);
  if (found) return found;
  // Report the reading that names a piece when there is one (its reason is the more specific).
  const failed = results[results.length - 1] as { ok: false; error: { code: ErrorCode; reason: string } };
  return said(failed.error.code, failed.error.reason);
}

function matchShape(board: Board, shape: Shape, legal: readonly Move[]): Result<Move> {
  const rules = board.rules;
  const side = board.turn;
  const fullFrom =
    shape.fromFile >= 0 && shape.fromRank >= 0 ? shape.fromRank * rules.files + shape.fromFile : -1;
  // SAN without a piece letter or full origin means a pawn; with a full origin ("e2e4") any piece.
  const letter = shape.letter ?? (fullFrom >= 0 ? null : pawnLetter(board));
  const type = letter === null ? -1 : rules.typeOf(letter);
  if (letter !== null && type < 0)
    return fail("syntax", `"${letter}" is not a piece of this game (pieces: ${rules.letters.join(" ")})`);
  const toName = rules.name(shape.to);

  if (fullFrom >= 0) {
    const fromName = rules.name(fullFrom);
    const c = board.squares[fullFrom];
    if (c < 0) return fail("illegal-move", `${fromName} is a pit; no piece stands there`);
    if (c === 0) return fail("illegal-move", `there is no piece on ${fromName}`);
    const owner = sideOfPiece(c);
    const def = rules.variant.pieces[typeOfPiece(c)];
    if (owner !== side)
      return fail(
        "illegal-move",
        `the ${def.name} on ${fromName} is ${colorName(owner)}'s, and it is ${colorName(side)}'s turn`,
      );
    if (type >= 0 && typeOfPiece(c) !== type)
      return fail(
        "illegal-move",
        `the piece on ${fromName} is a ${def.name}, not a ${rules.variant.pieces[type].name}`,
      );
  }
  const promo = shape.promotion === null ? -1 : rules.typeOf(shape.promotion);
  if (shape.promotion !== null && promo < 0)
    return fail("syntax", `"${shape.promotion}" is not a piece of this game`);
  const dropPiece = shape.drop === null ? -1 : rules.typeOf(shape.drop.letter);
  if (shape.drop !== null && dropPiece < 0)
    return fail("syntax", `"${shape.drop.letter}" is not a piece of this game`);

  const written = writtenAs(board, shape, type);
  let candidates = legal.filter((m) => m.kind !== "swap" && written(m));
  // A castling move written as the king's move (e1g1) is accepted only when nothing else fits.
  if (candidates.some((m) => m.kind !== "castle")) candidates = candidates.filter((m) => m.kind !== "castle");
  if (candidates.length === 0) return explainNoMove(board, shape, type, fullFrom);

  const captures = candidates.filter((m) => isCapture(board, m));
  if (shape.separator === "x" && captures.length === 0)
    return fail("illegal-move", `there is nothing to capture on ${toName}`);
  if (shape.separator === "-" && captures.length === candidates.length && candidates[0].kind === "normal")
    return fail(
      "syntax",
      `${toName} holds a ${rules.variant.pieces[board.typeAt(shape.to)]?.name ?? "piece"}; write "x" to capture it`,
    );

  if (promo >= 0) {
    const mover = rules.variant.pieces[board.typeAt(candidates[0].from)];
    candidates = candidates.filter((m) => m.promotion === promo);
    if (candidates.length === 0)
      return fail(
        "illegal-move",
        `a ${mover?.name ?? "piece"} cannot become a ${rules.variant.pieces[promo].name} here`,
      );
  } else if (candidates.some((m) => m.promotion >= 0)) {
    const plain = candidates.filter((m) => m.promotion < 0);
    if (plain.length > 0) candidates = plain;
    else if (new Set(candidates.map((m) => m.promotion)).size > 1)
      return fail("ambiguous", `say what it promotes to (${choices(board, candidates)})`);
  }
  if (shape.drop !== null) {
    const d = shape.drop;
    candidates = candidates.filter(
      (m) => m.drop !== null && m.drop.piece === dropPiece && m.drop.square === d.square,
    );
    if (candidates.length === 0)
      return fail(
        "illegal-move",
        `the ${shape.drop.letter} cannot be placed on ${d.square >= 0 ? rules.name(d.square) : "-"}`,
      );
  } else if (
    candidates.some((m) => m.drop !== null) &&
    new Set(candidates.map((m) => m.drop?.square)).size > 1
  ) {
    const d = candidates.find((m) => m.drop !== null)?.drop;
    return fail(
      "ambiguous",
      `say where the captured ${rules.letters[d?.piece ?? 0]} is placed (/${rules.letters[d?.piece ?? 0]}@square)`,
    );
  }
  const distinct = candidates.filter((m, i) => candidates.findIndex((n) => n.from === m.from) === i);
  if (distinct.length > 1) {
    const name = rules.variant.pieces[board.typeAt(distinct[0].from)]?.name ?? "piece";
    return fail(
      "ambiguous",
      `ambiguous: ${distinct.length} ${name}s can go to ${toName} (${distinct.map((m) => printMove(board, m)).join(", ")}); say which`,
    );
  }
  if (candidates.length > 1)
    return fail("ambiguous", `ambiguous: ${candidates.map((m) => printMove(board, m)).join(", ")}`);
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
      "illegal-move",
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
      return fail(
        "illegal-move",
        `${toName} is occupied by your own ${rules.variant.pieces[board.typeAt(shape.to)].name}`,
      );
    return fail("illegal-move", def.describe);
  }
  if (type < 0) return fail("illegal-move", `no piece of yours can move to ${toName}`);
  const def = rules.variant.pieces[type];
  const own: string[] = [];
  for (let sq = 0; sq < rules.size; sq++)
    if (board.squares[sq] === pieceCode(type, side)) own.push(rules.name(sq));
  if (own.length === 0) return fail("illegal-move", `you have no ${def.name}`);
  if (board.sideAt(shape.to) === side)
    return fail(
      "illegal-move",
      `${toName} is occupied by your own ${rules.variant.pieces[board.typeAt(shape.to)].name}`,
    );
  if (own.length === 1)
    return fail("illegal-move", `the ${def.name} on ${own[0]} cannot move to ${toName}: ${def.describe}`);
  return fail(
    "illegal-move",
    `none of your ${def.name}s (on ${own.join(", ")}) can move to ${toName}: ${def.describe}`,
  );
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
