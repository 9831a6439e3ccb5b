// What a reply asks for. The reply's visible text (quotes, "On … wrote:" headers and signatures
// removed by email-reply-parser, which knows about ten languages' quote headers) is read here: its
// first non-empty line is the command, whatever follows is the message sent with it. The grammar is
// small on purpose: a move in any notation the move page accepts, or one of a few words.
import EmailReplyParser from "email-reply-parser";

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

const words: Record<string, ReplyCommand> = {
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
};

// Where a forwarded or pasted older message starts, in what the parser left visible.
const forwardedStart = /^(-{2,}\s*(forwarded|original) message\s*-*|begin forwarded message:)/i;

/** The part of a reply's plain text that its sender wrote (quotes and signature removed). */
export function visibleText(text: string): string {
  const visible = new EmailReplyParser().read(text.replace(/\r\n?/g, "\n")).getVisibleText();
  const lines = visible.split("\n");
  const cut = lines.findIndex((line) => forwardedStart.test(line.trim()));
  return (cut === -1 ? lines : lines.slice(0, cut)).join("\n");
}

/** "12... Nf6!" → "Nf6": a move number in front, and a player's ! or ? marks, are not the move. */
function bareMove(line: string): string {
  return line
    .replace(/^\d+\s*\.+\s*/, "")
    .replace(/[!?]+$/, "")
    .replace(/\.$/, "")
    .trim();
}

/** Reads the command and message from a reply's visible text. */
export function readReply(visible: string): ReadReply {
  const lines = visible.split("\n").map((line) => line.trim());
  const first = lines.findIndex((line) => line !== "");
  if (first === -1) return { command: { kind: "empty" }, message: undefined };
  const line = lines[first].replace(/\s+/g, " ");
  const message =
    lines
      .slice(first + 1)
      .join("\n")
      .trim() || undefined;
  const word = words[line.toLowerCase().replace(/[.!]+$/, "")];
  if (word) return { command: word, message };
  return { command: { kind: "move", text: bareMove(line) }, message };
}
