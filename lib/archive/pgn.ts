// PGN export and import. Orthodox chess is standard PGN (SAN moves, the Seven Tag Roster);
// the variants are PGN with a [Variant "..."] tag, [FEN "..."] + [SetUp "1"] when the start
// is not the orthodox one, and moves in our canonical notation, which every engine reads back.
import { daySeconds } from "../clock/clock";
import { getGame, type Position, unwrap } from "../engine";

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
  moves: { notation: string; message?: string | null }[];
  site?: string;
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
 * One game as PGN text; `withMessages` adds each move's message as a comment (players only), and
 * `notes` a player's private notes (only ever their own download): the text as a comment before
 * the moves, each saved line as a variation (RAV) after the game's move it replaces, or, for a line
 * from the last position, as a comment after the last move.
 */
export function toPgn(
  record: GameRecord,
  options: { withMessages?: boolean; notes?: PgnNotes } = {},
): string {
  const game = unwrap(getGame(record.gameType));
  const orthodox = record.gameType === "chess";
  const result = resultToken(record.winner);
  const tags: [string, string][] = [
    ["Event", `Pigeon Post correspondence game`],
    ["Site", record.site ?? "Pigeon Post"],
    ["Date", pgnDate(record.startedAt)],
    ["Round", "-"],
    ["White", record.white],
    ["Black", record.black],
    ["Result", result],
  ];
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

  const tokens: string[] = [];
  let position: Position = unwrap(game.parsePosition(record.startPosition));
  const firstMoveNumber = Number(record.startPosition.split(" ")[5] ?? 1) || 1;
  const blackStarts = game.turn(position) === "b";
  /** The move number and whether White makes it, for the move at `index` (0 = the first). */
  const numbering = (index: number) => ({
    whiteToMove: blackStarts ? index % 2 === 1 : index % 2 === 0,
    number: firstMoveNumber + Math.floor((index + (blackStarts ? 1 : 0)) / 2),
  });
  /** Moves from `at` (the position before move `index`), numbered as PGN does at a line's start. */
  const lineTokens = (at: Position, index: number, moves: readonly string[]): string[] => {
    const out: string[] = [];
    let here = at;
    for (const [k, text] of moves.entries()) {
      const { whiteToMove, number } = numbering(index + k);
      if (whiteToMove) out.push(`${number}.`);
      else if (k === 0) out.push(`${number}...`);
      const played = game.move(here, text);
      if (!played.ok) break; // saved lines were checked when saved; a later rules change ends one here
      out.push(orthodox ? played.value.san : played.value.text);
      here = played.value.position;
    }
    return out;
  };
  const linesFrom = (ply: number) => (options.notes?.lines ?? []).filter((line) => line.fromPly === ply);
  if (options.notes?.text) tokens.push(comment(`My notes: ${options.notes.text}`));
  record.moves.forEach((move, index) => {
    const { whiteToMove, number } = numbering(index);
    if (whiteToMove || index === 0 || tokens.at(-1)?.endsWith(")") || tokens.at(-1)?.endsWith("}"))
      tokens.push(whiteToMove ? `${number}.` : `${number}...`);
    // One engine call per move gives both the SAN and the next position.
    const played = unwrap(game.move(position, move.notation));
    tokens.push(orthodox ? played.san : move.notation);
    if (options.withMessages && move.message) tokens.push(comment(move.message));
    for (const line of linesFrom(index))
      tokens.push(`(${lineTokens(position, index, line.moves).join(" ")})`);
    position = played.position;
  });
  for (const line of linesFrom(record.moves.length)) {
    tokens.push(
      comment(`My line from here: ${lineTokens(position, record.moves.length, line.moves).join(" ")}`),
    );
  }
  tokens.push(result);

  const header = tags.map(([name, value]) => `[${name} "${tagValue(value)}"]`).join("\n");
  return `${header}\n\n${wrap(tokens, 79)}\n`;
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
    const text = token.replace(/^\d+\.+/, "");
    const played = game.move(position, text);
    if (!played.ok)
      return { ok: false, reason: `Move ${moves.length + 1} (${text}): ${played.error.reason}` };
    moves.push(played.value.text);
    position = played.value.position;
  }
  return { ok: true, game: { tags, gameType, moves, final: position } };
}
