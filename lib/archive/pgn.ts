// PGN export and import. Orthodox chess is standard PGN (SAN moves, the Seven Tag Roster);
// the variants are PGN with a [Variant "..."] tag, [FEN "..."] + [SetUp "1"] when the start
// is not the orthodox one, and moves in our canonical notation, which every engine reads back.
import { daySeconds } from "../clock/clock";
import { type Game, getGame, type Position, unwrap } from "../engine";
import type { MoveAnnotation } from "../review/pgn";

/** PGN's assumed start (the engine's chess start): any other start gets [SetUp] and [FEN]. */
export const orthodoxStart = unwrap(getGame("chess")).info().start;

export type GameRecord = {
  id: string;
  gameType: string;
  gameName: string;
  rulesVersion: string;
  startPosition: string;
  white: string;
  black: string;
  daysPerMove: number;
  /** Null: `daysPerMove` per move; a number: `daysPerMove` is the base, this the increment per move. */
  incrementDays: number | null;
  startedAt: Date;
  finishedAt: Date | null;
  winner: string | null;
  resultReason: string | null;
  moves: { notation: string; message?: string | null; review?: MoveAnnotation }[];
  site?: string;
  /** Which players are programs (the computer, lib/bot/): PGN's WhiteType and BlackType. */
  programs?: { white: boolean; black: boolean };
  /** A rated game's ratings: each player's before the game and after it (casual games: none). */
  ratings?: { white: RatingMove; black: RatingMove };
};

export type RatingMove = { before: number; after: number };

export function resultToken(winner: string | null): "1-0" | "0-1" | "1/2-1/2" | "*" {
  if (winner === "w") return "1-0";
  if (winner === "b") return "0-1";
  if (winner === "draw") return "1/2-1/2";
  return "*";
}

const pgnDate = (date: Date) => date.toISOString().slice(0, 10).replaceAll("-", ".");
// Typed text is checked on the way in (lib/input/text.ts), but names and messages stored before
// that rule could hold a line break, a control or a bidi override: a line break in a tag value
// would start a forged tag, so each becomes a space here.
const unprintable = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]+/gu;
const tagValue = (value: string) =>
  value.replace(unprintable, " ").trim().replaceAll("\\", "\\\\").replaceAll('"', '\\"');
const comment = (text: string) =>
  `{${text.replace(unprintable, " ").replaceAll("{", "(").replaceAll("}", ")").replace(/\s+/g, " ").trim()}}`;

/**
 * The PGN standard's TimeControl (§9.6.1), in seconds: days per move is one move per period,
 * "1/259200" (as Chess.com writes its daily games); base + increment is "432000+86400". Lichess
 * writes "-" for its correspondence games, which drops the time control; these keep it.
 */
export function timeControlTag(control: Pick<GameRecord, "daysPerMove" | "incrementDays">): string {
  const seconds = (days: number) => days * daySeconds;
  if (control.incrementDays === null) return `1/${seconds(control.daysPerMove)}`;
  return `${seconds(control.daysPerMove)}+${seconds(control.incrementDays)}`;
}

/** "+12", "-8", "+0": whole points with a sign, as Lichess's RatingDiff tags. */
function ratingDiff({ before, after }: RatingMove): string {
  const points = Math.round(after) - Math.round(before);
  return points < 0 ? String(points) : `+${points}`;
}

function termination(reason: string | null): string | null {
  if (!reason) return null;
  if (reason === "time") return "time forfeit";
  return "normal";
}

/** A player's own notes, for their own copy: the text before the moves, each line as a variation. */
export type PgnNotes = { text: string; lines: readonly { fromPly: number; moves: readonly string[] }[] };

/**
 * A move of a PGN move tree (canonical text): the first of its `next` continues its line, and each
 * of the others is a variation (RAV), an alternative to that first one.
 */
export type PgnMove = {
  readonly text: string;
  /** A move assessment written right after the move ("?!", "?", "??"). */
  readonly suffix?: string;
  readonly comments?: readonly string[];
  readonly next: readonly PgnMove[];
};

/**
 * One game as PGN text; `withMessages` adds each move's message as a comment (players only), and
 * `notes` a player's private notes (only ever their own download): the text as a comment before
 * the moves, each saved line as a variation (RAV) where it leaves the game's moves, or, for a line
 * that leaves them only after the last one, as a comment after the last move. `moves` replaces the
 * game's moves by a whole tree (an analysis): its main line, variations and comments. `event` and
 * `round` replace the Event and Round tags (a tournament's game: its name, "<stage>.<round>").
 */
export function toPgn(
  record: GameRecord,
  options: {
    withMessages?: boolean;
    notes?: PgnNotes;
    moves?: readonly PgnMove[];
    event?: string;
    round?: string;
  } = {},
): string {
  const game = unwrap(getGame(record.gameType));
  const orthodox = record.gameType === "chess";
  const result = resultToken(record.winner);
  const tags: [string, string][] = [
    ["Event", options.event ?? "Pigeon Post correspondence game"],
    ["Site", record.site ?? "Pigeon Post"],
    ["Date", pgnDate(record.startedAt)],
    ["Round", options.round ?? "-"],
    ["White", record.white],
    ["Black", record.black],
    ["Result", result],
  ];
  // The PGN standard's player types (§9.3.1), written when a program plays.
  if (record.programs?.white || record.programs?.black)
    tags.push(
      ["WhiteType", record.programs.white ? "program" : "human"],
      ["BlackType", record.programs.black ? "program" : "human"],
    );
  if (record.ratings) {
    // As Lichess writes them: the ratings the players brought to the game, and what it did to them.
    const { white, black } = record.ratings;
    tags.push(
      ["WhiteElo", String(Math.round(white.before))],
      ["BlackElo", String(Math.round(black.before))],
      ["WhiteRatingDiff", ratingDiff(white)],
      ["BlackRatingDiff", ratingDiff(black)],
    );
  }
  if (!orthodox) tags.push(["Variant", record.gameName]);
  if (record.startPosition !== orthodoxStart) tags.push(["SetUp", "1"], ["FEN", record.startPosition]);
  tags.push(["TimeControl", timeControlTag(record)]);
  if (record.finishedAt) tags.push(["EndDate", pgnDate(record.finishedAt)]);
  const ending = termination(record.resultReason);
  if (ending) tags.push(["Termination", ending]);
  if (record.resultReason) tags.push(["ResultReason", record.resultReason]);
  tags.push(["RulesVersion", record.rulesVersion], ["PlyCount", String(record.moves.length)]);

  const start: Position = unwrap(game.parsePosition(record.startPosition));
  const firstMoveNumber = Number(record.startPosition.split(" ")[5] ?? 1) || 1;
  const blackStarts = game.turn(start) === "b";
  /** The move number and whether White makes it, for the move at `index` (0 = the first). */
  const numbering = (index: number) => ({
    whiteToMove: blackStarts ? index % 2 === 1 : index % 2 === 0,
    number: firstMoveNumber + Math.floor((index + (blackStarts ? 1 : 0)) / 2),
  });

  const tokens: string[] = [];
  if (options.notes?.text) tokens.push(comment(`My notes: ${options.notes.text}`));
  const tree = options.moves ?? recordTree(record, options);
  tokens.push(...lineTokens(game, orthodox, numbering, start, 0, tree));
  // Lines saved from the last position have no move of the game to stand beside.
  for (const line of options.moves ? [] : (options.notes?.lines ?? [])) {
    const after = leavesRecord(record, line);
    if (after?.index !== record.moves.length) continue;
    const end = unwrap(
      game.playMoves(
        start,
        record.moves.map((m) => m.notation),
      ),
    );
    const moves = chainOf(line.moves.slice(after.from));
    tokens.push(
      comment(
        `My line from here: ${lineTokens(game, orthodox, numbering, end, record.moves.length, moves).join(" ")}`,
      ),
    );
  }
  tokens.push(result);

  const header = tags.map(([name, value]) => `[${name} "${tagValue(value)}"]`).join("\n");
  return `${header}\n\n${wrap(tokens, 79)}\n`;
}

type Numbering = (index: number) => { whiteToMove: boolean; number: number };

/**
 * The movetext of `moves` (the first continues the line, the others are its variations), from
 * `position`, the move at `index` (0 = the game's first) next. A move that no longer plays (the
 * rules changed since it was saved) ends its line there.
 */
function lineTokens(
  game: Game,
  orthodox: boolean,
  numbering: Numbering,
  position: Position,
  index: number,
  moves: readonly PgnMove[],
): string[] {
  const out: string[] = [];
  let here = position;
  let at = index;
  let options = moves;
  while (options.length > 0) {
    const [main, ...variations] = options;
    const played = game.move(here, main.text);
    if (!played.ok) break;
    const { whiteToMove, number } = numbering(at);
    // Black's move carries its number where a line starts or resumes after a comment or variation.
    const last = out.at(-1);
    if (whiteToMove) out.push(`${number}.`);
    else if (last === undefined || last.endsWith(")") || last.endsWith("}")) out.push(`${number}...`);
    out.push(`${orthodox ? played.value.san : played.value.text}${main.suffix ?? ""}`);
    for (const text of main.comments ?? []) out.push(comment(text));
    for (const variation of variations) {
      const inner = lineTokens(game, orthodox, numbering, here, at, [variation]);
      if (inner.length === 0) continue;
      inner[0] = `(${inner[0]}`;
      inner[inner.length - 1] = `${inner[inner.length - 1]})`;
      out.push(...inner);
    }
    here = played.value.position;
    at += 1;
    options = main.next;
  }
  return out;
}

/** Moves one after the other, as a tree with no variations. */
function chainOf(moves: readonly string[]): PgnMove[] {
  let next: PgnMove[] = [];
  for (const text of [...moves].reverse()) next = [{ text, next }];
  return next;
}

/**
 * Where a saved line leaves the game's moves: `index`, the game's move it replaces (the number of
 * half-moves before it), and `from`, how many of the line's own moves repeat the game's before that.
 * Null when the whole line is the game's own moves.
 */
function leavesRecord(
  record: GameRecord,
  line: PgnNotes["lines"][number],
): { index: number; from: number } | null {
  let from = 0;
  while (from < line.moves.length && record.moves[line.fromPly + from]?.notation === line.moves[from]) from++;
  return from === line.moves.length ? null : { index: line.fromPly + from, from };
}

/**
 * The game's moves as a tree, with their messages when asked, and the notes' lines as variations
 * where they leave the game (the moves a line shares with the game are the game's, not repeated in
 * the variation). Lines that leave the game at the same move share what they have in common.
 */
function recordTree(record: GameRecord, options: { withMessages?: boolean; notes?: PgnNotes }): PgnMove[] {
  type Node = { text: string; suffix?: string; comments: string[]; next: Node[] };
  const chain: Node[] = record.moves.map((move) => ({
    text: move.notation,
    suffix: move.review?.symbol ?? undefined,
    comments: [
      ...(move.review?.eval ? [`[%eval ${move.review.eval}]`] : []),
      ...(move.review?.note ? [move.review.note] : []),
      ...(options.withMessages && move.message ? [move.message] : []),
    ],
    next: [],
  }));
  chain.forEach((node, i) => {
    if (i + 1 < chain.length) node.next.push(chain[i + 1]);
  });
  // The variations of the game's move at index i hang beside it, under the move before it.
  const variationsAt = new Map<number, Node[]>();
  for (const line of options.notes?.lines ?? []) {
    const leaves = leavesRecord(record, line);
    if (!leaves || leaves.index >= record.moves.length) continue;
    const siblings = variationsAt.get(leaves.index) ?? [];
    variationsAt.set(leaves.index, siblings);
    let level = siblings;
    for (const text of line.moves.slice(leaves.from)) {
      let node = level.find((n) => n.text === text);
      if (!node) {
        node = { text, comments: [], next: [] };
        level.push(node);
      }
      level = node.next;
    }
  }
  for (const [index, siblings] of variationsAt) {
    if (index === 0) continue;
    chain[index - 1].next.push(...siblings);
  }
  return chain.length === 0 ? [] : [chain[0], ...(variationsAt.get(0) ?? [])];
}

function wrap(tokens: string[], width: number): string {
  const lines: string[] = [];
  let line = "";
  for (const token of tokens) {
    if (line && line.length + 1 + token.length > width) {
      lines.push(line);
      line = token;
    } else line = line ? `${line} ${token}` : token;
  }
  if (line) lines.push(line);
  return lines.join("\n");
}

export type ImportedGame = {
  tags: Record<string, string>;
  gameType: string;
  moves: string[];
  final: Position;
};
export type ImportResult = { ok: true; game: ImportedGame } | { ok: false; reason: string };

/** Reads one PGN game back through the engine: every move must be legal. */
export function fromPgn(text: string, gameNames: Record<string, string>): ImportResult {
  const tags: Record<string, string> = {};
  for (const match of text.matchAll(/^\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]\s*$/gm)) {
    tags[match[1]] = match[2].replace(/\\(.)/g, "$1");
  }
  const variant = tags.Variant;
  const gameType = variant ? Object.entries(gameNames).find(([, name]) => name === variant)?.[0] : "chess";
  if (!gameType) return { ok: false, reason: `Unknown variant "${variant}".` };
  const found = getGame(gameType);
  if (!found.ok) return { ok: false, reason: found.error.reason };
  const game = found.value;
  const start = tags.FEN ? game.parsePosition(tags.FEN) : { ok: true as const, value: game.start() };
  if (!start.ok) return { ok: false, reason: `FEN: ${start.error.reason}` };

  let body = text
    .replace(/^\[.*\]\s*$/gm, "")
    .replace(/\{[^}]*\}/g, " ")
    .replace(/;[^\n]*/g, " ");
  // Variations (a player's saved lines), innermost first: only the main line is the game.
  while (/\([^()]*\)/.test(body)) body = body.replace(/\([^()]*\)/g, " ");
  const moves: string[] = [];
  let position = start.value;
  for (const token of body.split(/\s+/)) {
    if (!token || /^\d+\.+$/.test(token) || /^(1-0|0-1|1\/2-1\/2|\*)$/.test(token)) continue;
    // A move assessment ("Qg5??", or a NAG token "$4") says nothing about the move itself.
    if (/^\$\d+$/.test(token)) continue;
    const text = token.replace(/^\d+\.+/, "").replace(/[?!]+$/, "");
    const played = game.move(position, text);
    if (!played.ok)
      return { ok: false, reason: `Move ${moves.length + 1} (${text}): ${played.error.reason}` };
    moves.push(played.value.text);
    position = played.value.position;
  }
  return { ok: true, game: { tags, gameType, moves, final: position } };
}
