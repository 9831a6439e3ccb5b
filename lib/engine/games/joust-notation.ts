// Joust turns as values and as text (joust §10.1): the canonical spelling of every legal turn, its
// action list for the board UI, and a parser that accepts any valid action sequence (plus `+`/`#`
// decorations and spaces) and answers with the canonical turn or a reason a player can read.

import { type ErrorCode, fail, ok, type Result } from "../result";
import { colorName } from "../types";
import { describePiece, type JoustBoard } from "./joust-board";
import {
  BLACK_BIT,
  DIRECTIONS,
  type DirectionName,
  DX,
  DY,
  headingCode,
  headingCodes,
  KING,
  ORIENTATION_COUNT,
  opp,
  orientationOf,
  PIECE_LETTERS,
  PIECE_NAMES,
  PIPS,
  type PieceLetter,
  POPCOUNT,
  parseHeading,
  parseSquareName,
  pipNames,
  QUEEN,
  STEP,
  sideOfCode,
  squareName,
  typeOf,
  withOrientation,
} from "./joust-pips";
import {
  actionKind,
  actionSquare,
  CAPTURE,
  findKing,
  isAttacked,
  JUMP,
  LandingBuffer,
  legalLandings,
  MOVE,
  pieceLandings,
} from "./joust-turns";

/** One action of a turn, for display: where the piece goes and which pip it spends (joust A3). */
export interface JoustAction {
  readonly kind: "move" | "jump" | "capture" | "rotate";
  /** Square the piece stands on before the action. */
  readonly from: string;
  /** Square it stands on after it (the same square for a rotation). */
  readonly to: string;
  /** The pip spent: Move and Capture the direction travelled, Jump the opposite one; null for a rotation. */
  readonly pip: DirectionName | null;
  /** The heading after a rotation, else null. */
  readonly heading: string | null;
  /** The notation token: `-e4`, `^d3`, `xb5`, `@N`. */
  readonly token: string;
}

/** One legal turn (joust §4.9: one resulting position), spelt canonically (§10.1). */
export interface JoustTurn {
  readonly notation: string;
  readonly piece: PieceLetter;
  readonly from: number;
  readonly to: number;
  /** Final orientation index and its heading code (§2.3). */
  readonly orientation: number;
  readonly heading: string;
  /** Squares captured on, in the order of the canonical sequence. */
  readonly captures: readonly number[];
  readonly actions: readonly JoustAction[];
}

const TOKEN_CHAR = ["-", "^", "x"] as const;
const KIND_NAME = ["move", "jump", "capture"] as const;

/** Direction index from a to b when b lies on a line from a (any distance), else -1. */
function lineDirection(a: number, b: number): number {
  const dx = (b & 7) - (a & 7);
  const dy = (b >> 3) - (a >> 3);
  if (dx === 0 && dy === 0) return -1;
  if (dx !== 0 && dy !== 0 && Math.abs(dx) !== Math.abs(dy)) return -1;
  const sx = Math.sign(dx);
  const sy = Math.sign(dy);
  for (let d = 0; d < 8; d++) if (DX[d] === sx && DY[d] === sy) return d;
  return -1;
}

function buildTurn(code: number, from: number, sequence: readonly number[], r: number): JoustTurn {
  const type = typeOf(code);
  const letter = PIECE_LETTERS[type - 1];
  const actions: JoustAction[] = [];
  const captures: number[] = [];
  let at = from;
  let text = letter + squareName(from);
  for (const action of sequence) {
    const kind = actionKind(action);
    const sq = actionSquare(action);
    const d = lineDirection(at, sq);
    const token = TOKEN_CHAR[kind] + squareName(sq);
    actions.push({
      kind: KIND_NAME[kind],
      from: squareName(at),
      to: squareName(sq),
      pip: DIRECTIONS[kind === JUMP ? opp(d) : d],
      heading: null,
      token,
    });
    if (kind === CAPTURE) captures.push(sq);
    text += token;
    at = sq;
  }
  const heading = headingCode(type, r);
  if (r !== orientationOf(code)) {
    const token = "@" + heading;
    actions.push({ kind: "rotate", from: squareName(at), to: squareName(at), pip: null, heading, token });
    text += token;
  }
  return { notation: text, piece: letter, from, to: at, orientation: r, heading, captures, actions };
}

// Pieces of notation, built once: "Wa1" per code type and square, "-a5" per encoded action, "@N".
const ORIGIN_TEXT = Array.from({ length: 6 * 64 }, (_, i) =>
  i < 64 ? "" : PIECE_LETTERS[(i >> 6) - 1] + squareName(i & 63),
);
const TOKEN_TEXT = Array.from({ length: 3 * 64 }, (_, a) => TOKEN_CHAR[a >> 6] + squareName(a & 63));
const ROTATION_TEXT = Array.from({ length: 6 * 8 }, (_, i) =>
  i < 8 || (i & 7) >= ORIENTATION_COUNT[i >> 3] ? "" : "@" + headingCode(i >> 3, i & 7),
);

/**
 * Canonical notation of landing i of a traced buffer (joust §10.1): the actions without a final
 * rotation when `rotated` is false, else the actions that precede one (append rotationText).
 */
export function landingText(buffer: LandingBuffer, i: number, rotated: boolean): string {
  const slot = 2 * i + (rotated ? 1 : 0);
  let text = ORIGIN_TEXT[((buffer.code[i] & 7) << 6) | buffer.from[i]];
  const base = slot * 8;
  for (let k = 0; k < buffer.lengths[slot]; k++) text += TOKEN_TEXT[buffer.sequences[base + k]];
  return text;
}

/** "@NE": the rotation token to orientation r of a piece code's shape. */
export const rotationText = (code: number, r: number): string => ROTATION_TEXT[((code & 7) << 3) | r];

/** Every legal turn of the side to move, canonical spelling, sorted by plain string order. */
export function legalTurns(board: JoustBoard, captureKing: boolean): JoustTurn[] {
  const buffer = new LandingBuffer();
  legalLandings(board.squares, board.side, buffer, captureKing, { trace: true });
  const turns: JoustTurn[] = [];
  for (let i = 0; i < buffer.count; i++) {
    const code = buffer.code[i];
    const start = orientationOf(code);
    for (let m = buffer.orients[i]; m !== 0; m &= m - 1) {
      const r = 31 - Math.clz32(m & -m);
      turns.push(buildTurn(code, buffer.from[i], buffer.sequence(i, r !== start), r));
    }
  }
  return turns.sort((a, b) => (a.notation < b.notation ? -1 : a.notation > b.notation ? 1 : 0));
}

// ---- Parsing ----

interface ParsedToken {
  readonly kind: number;
  readonly sq: number;
  readonly text: string;
}

/**
 * Reads a turn written per joust §10.1, in any valid spelling, and returns the canonical legal turn.
 * Accepts surrounding and inner spaces, a lower-case piece letter, and trailing `+`/`#` decorations
 * (after `@+` the decoration follows the heading: `Qd1@++`). Reasons do not repeat the input: the
 * core's parser adds it.
 */
export function readTurn(board: JoustBoard, input: string, captureKing: boolean): Result<JoustTurn> {
  const raw = String(input).trim();
  const text = raw.replace(/\s+/g, "");
  const bad = (why: string, code: ErrorCode = "illegal-move"): Result<never> => fail(code, why, raw);
  if (text === "") return bad("empty move: write a turn such as Pa2-a4 or Hb1^d3", "syntax");

  const head = /^([PWHQKpwhqk])([a-hA-H][1-8])/.exec(text);
  if (head === null) {
    return bad("a turn starts with the piece letter (P, W, H, Q, K) and its square, e.g. Pa2-a4", "syntax");
  }
  const letter = head[1].toUpperCase() as PieceLetter;
  const type = PIECE_LETTERS.indexOf(letter) + 1;
  const from = parseSquareName(head[2]);
  let rest = text.slice(head[0].length);

  // Rotation and decorations.
  let rotation: string | null = null;
  const at = rest.indexOf("@");
  if (at >= 0) {
    const tail = rest.slice(at + 1);
    rest = rest.slice(0, at);
    const m =
      type === KING || type === QUEEN ? /^([+xX])(.*)$/.exec(tail) : /^([NSEWnsew]{1,2})(.*)$/.exec(tail);
    if (m === null) {
      return bad(
        `"@${tail}": a ${PIECE_NAMES[type - 1]}'s heading is one of ${headingCodes(type).join(", ")}`,
        "syntax",
      );
    }
    rotation = m[1];
    if (!/^[+#!?]*$/.test(m[2]))
      return bad(`"${m[2]}" after the rotation: the rotation is the last action (joust §4.5)`, "syntax");
  } else {
    rest = rest.replace(/[+#!?]+$/, "");
  }

  const tokens: ParsedToken[] = [];
  const tokenPattern = /([-^xX:])([a-hA-H][1-8])/y;
  let pos = 0;
  while (pos < rest.length) {
    tokenPattern.lastIndex = pos;
    const m = tokenPattern.exec(rest);
    if (m === null) {
      return bad(
        `cannot read "${rest.slice(pos)}": actions are -sq (move), ^sq (jump), xsq (capture) and @heading (rotate)`,
        "syntax",
      );
    }
    const kind = m[1] === "-" ? MOVE : m[1] === "^" ? JUMP : CAPTURE;
    tokens.push({ kind, sq: parseSquareName(m[2]), text: m[0] });
    pos = tokenPattern.lastIndex;
  }

  // Replay the actions literally (joust §4), naming the first rule broken.
  const squares = board.squares.slice();
  const code = squares[from];
  if (code === 0) return bad(`there is no piece on ${squareName(from)}`);
  if (sideOfCode(code) !== board.side) {
    return bad(`the ${describePiece(code, from)} is not yours: it is ${colorName(board.side)}'s turn`);
  }
  if (typeOf(code) !== type)
    return bad(
      `the piece on ${squareName(from)} is a ${PIECE_NAMES[typeOf(code) - 1]}, not a ${PIECE_NAMES[type - 1]}`,
    );
  const name = PIECE_NAMES[type - 1];
  const pips = PIPS[code];
  const myBit = code & BLACK_BIT;
  squares[from] = 0;
  let here = from;
  let used = 0;
  let captured = false;
  const captures: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const { kind, sq, text: token } = tokens[i];
    const d = lineDirection(here, sq);
    if (kind === MOVE) {
      if (i > 0) return bad(`${token}: a Move can only be the first action of a turn (joust §4.2)`);
      if (d < 0) return bad(`${token}: ${squareName(sq)} is not in a straight line from ${squareName(here)}`);
      if (((pips >> d) & 1) === 0)
        return bad(
          `${token}: the ${name} has pips ${pipNames(pips)}, so it cannot move ${DIRECTIONS[d]} (joust §4.2)`,
        );
      for (let t = STEP[here * 8 + d]; ; t = STEP[t * 8 + d]) {
        if (squares[t] !== 0) {
          return bad(
            `${token}: ${squareName(t)} is occupied; a Move passes and lands on empty squares only (joust §4.2)`,
          );
        }
        if (t === sq) break;
        if (type === KING) return bad(`${token}: a King moves only one square (joust §4.2)`);
      }
      used |= 1 << d;
    } else if (kind === JUMP) {
      if (captured) return bad(`${token}: no jump after a capture (joust §4.3)`);
      const dx = (sq & 7) - (here & 7);
      const dy = (sq >> 3) - (here >> 3);
      if (d < 0 || Math.max(Math.abs(dx), Math.abs(dy)) !== 2) {
        return bad(
          `${token}: a jump goes exactly two squares in a straight line, over an adjacent friendly piece (joust §4.3)`,
        );
      }
      const pip = opp(d);
      if (((pips >> pip) & 1) === 0) {
        return bad(
          `${token}: jumping ${DIRECTIONS[d]} uses the ${DIRECTIONS[pip]} pip, and the ${name} has pips ${pipNames(pips)} (joust §4.3)`,
        );
      }
      if ((used >> pip) & 1)
        return bad(`${token}: the ${DIRECTIONS[pip]} pip is already used this turn (joust §4.6)`);
      const over = STEP[here * 8 + d];
      const c = squares[over];
      if (c === 0 || (c & BLACK_BIT) !== myBit) {
        return bad(
          `${token}: a jump goes over a friendly piece, and ${squareName(over)} ${c === 0 ? "is empty" : "holds an enemy piece"} (joust §4.3)`,
        );
      }
      if (squares[sq] !== 0)
        return bad(
          `${token}: a jump lands on an empty square, and ${squareName(sq)} is occupied (joust §4.3)`,
        );
      used |= 1 << pip;
    } else {
      if (d < 0 || STEP[here * 8 + d] !== sq)
        return bad(`${token}: a capture takes the piece on an adjacent square (joust §4.4)`);
      if (((pips >> d) & 1) === 0)
        return bad(
          `${token}: the ${name} has pips ${pipNames(pips)}, so it cannot capture ${DIRECTIONS[d]} (joust §4.4)`,
        );
      if ((used >> d) & 1)
        return bad(`${token}: the ${DIRECTIONS[d]} pip is already used this turn (joust §4.6)`);
      const c = squares[sq];
      if (c === 0 || (c & BLACK_BIT) === myBit) {
        return bad(
          `${token}: ${squareName(sq)} ${c === 0 ? "is empty" : "holds your own piece"}; a capture takes an enemy piece (joust §4.4)`,
        );
      }
      squares[sq] = 0;
      used |= 1 << d;
      captured = true;
      captures.push(sq);
    }
    here = sq;
  }

  let r = orientationOf(code);
  if (rotation !== null) {
    const nr = parseHeading(type, rotation, true);
    if (nr < 0 || nr >= ORIENTATION_COUNT[type]) {
      return bad(`"@${rotation}": a ${name}'s heading is one of ${headingCodes(type).join(", ")}`, "syntax");
    }
    if (captured && used !== pips) {
      return bad(
        `a rotation after a capture needs every pip used, and ${pipNames(pips & ~used)} ${POPCOUNT[pips & ~used] === 1 ? "is" : "are"} not (joust §4.5)`,
      );
    }
    if (nr === r)
      return bad(
        `the ${name} already points ${headingCode(type, r)}; a rotation must change its directions (joust §4.5)`,
      );
    r = nr;
  }
  if (tokens.length === 0 && rotation === null) return bad("a turn has at least one action (joust §4.1)");
  if (here === from && captures.length === 0 && r === orientationOf(code)) {
    return bad("the position would not change; a null turn is not allowed (joust §4.8)");
  }

  if (!captureKing) {
    squares[here] = withOrientation(code, r);
    const king = type === KING ? here : findKing(squares, board.side);
    if (king >= 0 && isAttacked(squares, king, 1 - board.side)) {
      return bad("it would leave your King in check (joust §5.2)");
    }
  }

  // joust §4.9, §10.1: the same position by any spelling is one turn, printed canonically.
  const landings = new LandingBuffer();
  pieceLandings(board.squares, from, landings, { trace: true });
  let capLo = 0;
  let capHi = 0;
  for (const sq of captures) {
    if (sq < 32) capLo |= 1 << sq;
    else capHi |= 1 << (sq - 32);
  }
  for (let i = 0; i < landings.count; i++) {
    if (landings.to[i] === here && landings.capLo[i] === capLo && landings.capHi[i] === capHi) {
      return ok(buildTurn(code, from, landings.sequence(i, r !== orientationOf(code)), r));
    }
  }
  // Unreachable when the replay above and the search agree; kept as a value, not a throw.
  return bad("not a legal turn in this position");
}
