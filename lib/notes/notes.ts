// A player's private notes on a game: free text and lines saved from the analysis board. Only the
// player who wrote them reads them, on their own pages and in their own PGN download: every
// function here takes that player's id and touches only the row (game, player); someone who is not
// a player of the game is told there is no such game, as the game page tells them. Notes stay after
// the game ends. Each saved line is checked by the engine against the game's record before it is
// kept, so a line in the notes always replays.
import { randomUUID } from "node:crypto";
import { db } from "../db/prisma";
import { addLine, gameTree, lineText } from "../games/view/analysis-tree";
import type { GameView } from "../games/view/game-view";
import type { Prisma } from "../generated/prisma/client";
import {
  lineLimit,
  type NoteLineInput,
  type NoteTextInput,
  noteLineInput,
  noteTextInput,
  type RemoveLineInput,
  removeLineInput,
} from "./input";

/** One saved line: `moves` after the game's first `fromPly` half-moves. */
export type SavedLine = { id: string; fromPly: number; moves: string[]; savedAt: string };

export type NoteLineView = SavedLine & {
  /** In notation, numbered: "12… Nf6 13. e4". */
  shown: string;
};

export type NoteView = { text: string; lines: NoteLineView[] };

export type NoteResult = { ok: true; note: NoteView } | { ok: false; reason: string };

const noSuchGame = "There is no such game.";

/** The game as notes need it, when `userId` plays in it; null otherwise. */
async function playersGame(gameId: string, userId: string) {
  const game = await db().game.findUnique({
    where: { id: gameId },
    select: {
      id: true,
      gameType: true,
      startPosition: true,
      whiteId: true,
      blackId: true,
      moves: { select: { notation: true }, orderBy: { ply: "asc" } },
    },
  });
  if (!game || (game.whiteId !== userId && game.blackId !== userId)) return null;
  return { ...game, record: game.moves.map((m) => m.notation) };
}

type PlayersGame = NonNullable<Awaited<ReturnType<typeof playersGame>>>;

/** The lines column as stored, read defensively (only this module writes it). */
function storedLines(value: Prisma.JsonValue | undefined): SavedLine[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (line): line is SavedLine =>
      typeof line === "object" &&
      line !== null &&
      !Array.isArray(line) &&
      typeof line.id === "string" &&
      typeof line.fromPly === "number" &&
      Array.isArray(line.moves),
  );
}

/** What a note's lines are read against: the game's kind, start and record. */
type NotedGame = Pick<PlayersGame, "gameType" | "startPosition" | "record">;

function view(game: NotedGame, row: { text: string; lines: Prisma.JsonValue } | null): NoteView {
  return {
    text: row?.text ?? "",
    lines: storedLines(row?.lines).map((line) => ({
      ...line,
      shown: lineText(game.gameType, game.startPosition, game.record, line),
    })),
  };
}

/** The player's notes on the game (empty when none yet); null when they do not play in it. */
export async function readNote(gameId: string, userId: string): Promise<NoteView | null> {
  const game = await playersGame(gameId, userId);
  if (!game) return null;
  const row = await db().gameNote.findUnique({ where: { gameId_userId: { gameId, userId } } });
  return view(game, row);
}

/**
 * The game page's notes: the viewer's own, read with their own id (never the opponent's, whoever
 * looks at which side), against the record the page already holds; null for a visitor.
 */
export async function notesOnGamePage(
  page: Pick<GameView, "id" | "gameType" | "startPosition" | "moves" | "viewerSide" | "white" | "black">,
): Promise<NoteView | null> {
  if (!page.viewerSide) return null;
  const userId = page.viewerSide === "WHITE" ? page.white.id : page.black.id;
  const row = await db().gameNote.findUnique({ where: { gameId_userId: { gameId: page.id, userId } } });
  return view({ ...page, record: page.moves.map((m) => m.notation) }, row);
}

/** Replaces the note's text. */
export async function saveNoteText(userId: string, input: NoteTextInput): Promise<NoteResult> {
  const parsed = noteTextInput.safeParse(input);
  if (!parsed.success) return { ok: false, reason: parsed.error.issues[0].message };
  const { gameId, text } = parsed.data;
  const game = await playersGame(gameId, userId);
  if (!game) return { ok: false, reason: noSuchGame };
  const row = await db().$transaction(async (tx) => {
    await ensureRow(tx, gameId, userId);
    return tx.gameNote.update({ where: { gameId_userId: { gameId, userId } }, data: { text } });
  });
  return { ok: true, note: view(game, row) };
}

/** Adds a line from the analysis board, once: saving the same line again changes nothing. */
export async function addNoteLine(userId: string, input: NoteLineInput, now: Date): Promise<NoteResult> {
  const parsed = noteLineInput.safeParse(input);
  if (!parsed.success) return { ok: false, reason: parsed.error.issues[0].message };
  const { gameId, fromPly, moves } = parsed.data;
  const game = await playersGame(gameId, userId);
  if (!game) return { ok: false, reason: noSuchGame };
  if (fromPly > game.record.length)
    return { ok: false, reason: "This line starts after the game's last move. Reload the page." };
  // Stored in the engine's canonical words, whatever form the moves came in.
  const canonical = canonicalLine(game, fromPly, moves);
  if (!canonical.ok) return canonical;
  return lockedNote(gameId, userId, (lines) => {
    const same = lines.find((l) => l.fromPly === fromPly && l.moves.join(" ") === canonical.moves.join(" "));
    if (same) return { ok: true, lines };
    if (lines.length >= lineLimit)
      return {
        ok: false,
        reason: `You can keep at most ${lineLimit} lines for one game: remove one before saving another.`,
      };
    const line: SavedLine = { id: randomUUID(), fromPly, moves: canonical.moves, savedAt: now.toISOString() };
    return { ok: true, lines: [...lines, line] };
  }).then((result) => (result.ok ? { ok: true, note: view(game, result.row) } : result));
}

/** Removes one saved line; one already gone is no error. */
export async function removeNoteLine(userId: string, input: RemoveLineInput): Promise<NoteResult> {
  const parsed = removeLineInput.safeParse(input);
  if (!parsed.success) return { ok: false, reason: parsed.error.issues[0].message };
  const { gameId, lineId } = parsed.data;
  const game = await playersGame(gameId, userId);
  if (!game) return { ok: false, reason: noSuchGame };
  const result = await lockedNote(gameId, userId, (lines) => ({
    ok: true,
    lines: lines.filter((l) => l.id !== lineId),
  }));
  return result.ok ? { ok: true, note: view(game, result.row) } : result;
}

/** The moves as the engine writes them, or why one of them does not play there. */
function canonicalLine(
  game: PlayersGame,
  fromPly: number,
  moves: readonly string[],
): { ok: true; moves: string[] } | { ok: false; reason: string } {
  const tree = gameTree(game.gameType, game.startPosition, game.record.slice(0, fromPly));
  if (!tree.ok) return { ok: false, reason: `This game's record does not replay: ${tree.error.reason}` };
  const added = addLine(tree.value, { fromPly, moves });
  if (!added.ok) return { ok: false, reason: `This line does not play: ${added.error.reason}` };
  const { nodes } = added.value.tree;
  return { ok: true, moves: nodes.slice(nodes.length - moves.length).map((n) => n.text) };
}

/** The player's note row, made empty if missing; not Prisma's upsert, two of which at once can both insert. */
function ensureRow(tx: Prisma.TransactionClient, gameId: string, userId: string) {
  return tx.$executeRaw`INSERT INTO "GameNote" ("gameId", "userId", "updatedAt") VALUES (${gameId}, ${userId}, now()) ON CONFLICT DO NOTHING`;
}

/**
 * Changes the saved lines under a row lock (two tabs saving at once both keep their line): the
 * row is made if missing, locked, read, and written back in one transaction.
 */
async function lockedNote(
  gameId: string,
  userId: string,
  change: (lines: SavedLine[]) => { ok: true; lines: SavedLine[] } | { ok: false; reason: string },
) {
  return db().$transaction(async (tx) => {
    await ensureRow(tx, gameId, userId);
    await tx.$queryRaw`SELECT 1 FROM "GameNote" WHERE "gameId" = ${gameId} AND "userId" = ${userId} FOR UPDATE`;
    const row = await tx.gameNote.findUniqueOrThrow({ where: { gameId_userId: { gameId, userId } } });
    const changed = change(storedLines(row.lines));
    if (!changed.ok) return changed;
    const saved = await tx.gameNote.update({
      where: { gameId_userId: { gameId, userId } },
      data: { lines: changed.lines },
    });
    return { ok: true as const, row: saved };
  });
}
