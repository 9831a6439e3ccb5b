// What a reply asks for. The reply's visible text (./visible-text.ts: quotes, attributions, header
// blocks and signatures removed) is read here: its first non-empty line is the command, whatever
// follows is the message sent with it. The grammar is small on purpose: a move in any notation the
// move page accepts, or one of a few words. A phone's habits are forgiven: a capital first letter
// ("E4"), a move number or dots in front ("1…e5", "...e5"), and a remark after the move on the same
// line ("Nf3 👍", "e4 - good luck"), which joins the message. Which reading of a line is the move
// is the rules' question, answered in ./act.ts from `moveReadings`.

export { type ReplyBody, visibleText } from "./visible-text";

export type ReplyCommand =
  | { kind: "move"; text: string }
  | { kind: "resign" }
  | { kind: "draw" }
  /** Accept or decline what the opponent asked: their draw offer or takeback request. */
  | { kind: "accept"; what?: "draw" | "takeback" }
  | { kind: "decline"; what?: "draw" | "takeback" }
  | { kind: "help" }
  | { kind: "empty" };

export type ReadReply = { command: ReplyCommand; message: string | undefined };

/** The words a reply may use instead of a move, with what each does (the help answer lists them). */
export const replyWords = [
  { word: "resign", does: "resign the game" },
  { word: "draw", does: "offer a draw, or accept the draw your opponent offered" },
  { word: "accept", does: "accept your opponent's takeback request (or draw offer)" },
  { word: "decline", does: "decline your opponent's draw offer or takeback request" },
  { word: "help", does: "get this list, and the moves you can play" },
] as const;

// A Map, not an object: a reply that says "__proto__" or "constructor" is no word.
const words = new Map<string, ReplyCommand>(
  Object.entries({
    resign: { kind: "resign" },
    "i resign": { kind: "resign" },
    draw: { kind: "draw" },
    "offer draw": { kind: "draw" },
    "accept draw": { kind: "draw" },
    "draw?": { kind: "draw" },
    accept: { kind: "accept" },
    "accept takeback": { kind: "accept", what: "takeback" },
    "accept the takeback": { kind: "accept", what: "takeback" },
    decline: { kind: "decline" },
    "decline draw": { kind: "decline", what: "draw" },
    "decline the draw": { kind: "decline", what: "draw" },
    "decline takeback": { kind: "decline", what: "takeback" },
    "decline the takeback": { kind: "decline", what: "takeback" },
    help: { kind: "help" },
    "?": { kind: "help" },
  } satisfies Record<string, ReplyCommand>),
);

// Invisible marks a client or keyboard puts around text (direction marks, a zero-width joiner).
const invisible = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\u2060\uFEFF]/g;

// Between a word and a remark on the same line: "Resign. Well played!", "accept, thanks". Not "?":
// "Resign? Never!" is no resignation.
const afterWord = /^([.!,:;]+|\s+[-–—]+)\s*/u;

/**
 * "12... Nf6!", "1…e5", "...e5" → "Nf6", "e5": a move number or dots in front are not the move, nor
 * a player's ! and ? marks after a move alone on its line.
 */
function bareMove(line: string): string {
  const move = line.replace(/^\d+\s*(?:\.{1,3}|…)\s*/u, "").replace(/^(?:\.{2,3}|…)\s*/u, "");
  return /\s/.test(move) ? move : move.replace(/[!?]+$/, "").replace(/\.$/, "");
}

// A greeting alone on the first line ("Hi Ben,", "Dear Ana,", "Hallo!"): the command is under it.
const greeting =
  /^(?:hi|hello|hey|dear|hallo|moin|servus|hej|hei|bonjour|salut|hola|ciao|olá|ola|oi|cześć|witaj|привет|здравствуйте|здравствуй)(?:\s+[\p{L}\p{M}'.-]{1,30}){0,2}\s*[,!.]?$/iu;

/** Reads the command and message from a reply's visible text. */
export function readReply(visible: string): ReadReply {
  const lines = visible.split("\n");
  const written = (from: number) =>
    lines.findIndex((line, index) => index >= from && line.replace(invisible, "").trim() !== "");
  let first = written(0);
  if (first === -1) return { command: { kind: "empty" }, message: undefined };
  let opening = "";
  const afterGreeting = greeting.test(lines[first].trim()) ? written(first + 1) : -1;
  if (afterGreeting !== -1) {
    opening = lines[first].trim();
    first = afterGreeting;
  }
  const line = lines[first].replace(invisible, "").replace(/\s+/g, " ").trim();
  // The message keeps the person's indentation; trailing spaces are noise.
  const rest = lines
    .slice(first + 1)
    .map((text) => text.trimEnd())
    .join("\n")
    .trim();
  const word = wordIn(line);
  if (word) {
    const message = [opening, word.remark, rest].filter(Boolean).join("\n") || undefined;
    return { command: word.command, message };
  }
  const message = [opening, rest].filter(Boolean).join("\n") || undefined;
  return { command: { kind: "move", text: bareMove(line) }, message };
}

/** The reply word a line is, or starts with before a remark. */
function wordIn(line: string): { command: ReplyCommand; remark: string } | null {
  const lower = line.toLowerCase();
  const whole = words.get(lower.replace(/[.!]+$/, ""));
  if (whole) return { command: whole, remark: "" };
  for (const [word, command] of words) {
    if (!lower.startsWith(word) || word === "?") continue;
    // "Draw? Looks even to me.": the question mark ends the word by itself.
    const separator = (word.endsWith("?") ? /^\s+/ : afterWord).exec(line.slice(word.length));
    const remark = separator ? line.slice(word.length + separator[0].length).trim() : "";
    if (separator && remark) return { command, remark };
  }
  return null;
}

/** One way to read a move line: the move, and the remark after it that joins the message. */
export type MoveReading = {
  move: string;
  remark: string;
  /** The first letter is a capital as typed (false: a capital a phone may have added, taken away). */
  capital: boolean;
};

/** Moves are short: a Joust turn of several actions is the longest, in a handful of words. */
const wordsInAMove = 6;

/**
 * The readings of a move line, grouped by how much of the line is the move, the whole line first:
 * "Nf3 👍" is tried as "Nf3 👍", then "Nf3" with "👍" as a remark. Each group holds the line as
 * written and the spellings a phone or caps lock may have changed it from: "Exd5" → "exd5",
 * "NF3" → "Nf3" and "nf3". The rules decide which of them is a move (./move-hints.ts).
 */
export function moveReadings(text: string): MoveReading[][] {
  const tokens = [...text.matchAll(/\S+/g)].slice(0, wordsInAMove + 1);
  const groups: MoveReading[][] = [];
  for (let count = Math.min(tokens.length, wordsInAMove); count >= 1; count--) {
    const last = tokens[count - 1];
    const end = last.index + last[0].length;
    const move = text
      .slice(0, end)
      .replace(/[,;:]+$/, "")
      .replace(/\.$/, "");
    const remark = text
      .slice(end)
      .replace(/^[\s\-–—:,;|/]+/u, "")
      .trim();
    if (move) groups.push(spellings(move).map((spelling) => ({ ...spelling, remark })));
  }
  return groups;
}

function spellings(move: string): { move: string; capital: boolean }[] {
  const found = [{ move, capital: true }];
  if (!/^\p{Lu}/u.test(move)) return found;
  const shouting = /\p{Lu}.*\p{Lu}/u.test(move) && !/\p{Ll}/u.test(move);
  if (shouting) found.push({ move: move[0] + move.slice(1).toLowerCase(), capital: true });
  found.push({ move: move[0].toLowerCase() + move.slice(1), capital: false });
  if (shouting) found.push({ move: move.toLowerCase(), capital: false });
  return found.filter((s, i) => found.findIndex((t) => t.move === s.move) === i);
}
