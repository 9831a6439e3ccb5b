// Adding, deleting and reading a player's conditional moves. Every change locks the game row, as a
// move does, so a line saved while the opponent moves is either in place before their move (and
// answers it) or refused as made for a position that is gone. Lines are only ever read for their
// owner: nothing here takes a viewer other than the player the lines belong to.

import { computerIn } from "../accounts/computer";
import { db } from "../db/prisma";
import { type Game, getGame, type Position } from "../engine";
import type { Game as GameRow } from "../generated/prisma/client";
import { isRecordId } from "../input/record-id";
import type { Transaction } from "../jobs/queue";
import { lineMoves } from "./input";
import {
  type LineMove,
  lineLimit,
  lineMovesOf,
  linesOf,
  type Tree,
  treeOf,
  withLine,
  withoutLine,
} from "./tree";

export type { LineMove };

export type LineFailure = { ok: false; status: 400 | 404 | 409; reason: string };
export type LineResult = { ok: true; lines: string[][] } | LineFailure;

const notFound: LineFailure = { ok: false, status: 404, reason: "There is no such game." };

/** Why a game against the computer takes no conditional moves (nor answers kept with a move). */
export const noLinesForComputer =
  "The computer answers your move at once, so a game against it has no conditional moves.";

export function positionOfRow(game: Pick<GameRow, "gameType" | "position" | "history">): Position {
  return { game: game.gameType, fen: game.position, history: game.history };
}

/** The user's side's colour letter in the game, or null when they do not play in it. */
function colourOf(game: Pick<GameRow, "whiteId" | "blackId">, userId: string): "w" | "b" | null {
  return game.whiteId === userId ? "w" : game.blackId === userId ? "b" : null;
}

/**
 * Runs `work` with the game row locked, on a running game where it is the user's opponent's turn
 * (lines answer the opponent's next move). `ply` is the opponent's move the page showed as next.
 */
async function onOpponentsTurn(
  gameId: string,
  userId: string,
  ply: number | null,
  work: (tx: Transaction, game: GameRow, tree: Tree) => Promise<LineResult>,
): Promise<LineResult> {
  if (!isRecordId(gameId)) return notFound;
  return db().$transaction(async (tx) => {
    const rows = await tx.$queryRaw<GameRow[]>`select * from "Game" where id = ${gameId} for update`;
    const game = rows[0];
    const colour = game && colourOf(game, userId);
    if (!game || !colour) return notFound;
    if (computerIn(game)) return { ok: false, status: 409, reason: noLinesForComputer };
    if (game.status === "FINISHED") return { ok: false, status: 409, reason: "This game is over." };
    if (game.status !== "ONGOING") return { ok: false, status: 409, reason: "This game was aborted." };
    const next = game.plies + 1;
    const theirTurn = (game.plies % 2 === 0 ? "w" : "b") !== colour;
    if (ply !== null && ply !== next)
      return {
        ok: false,
        status: 409,
        reason: "The game has moved on since this page was loaded. Look at the new position and try again.",
      };
    if (!theirTurn)
      return {
        ok: false,
        status: 409,
        reason: "It is your move: conditional moves answer your opponent's move, so set them after yours.",
      };
    const row = await tx.conditionalLine.findUnique({ where: { gameId_userId: { gameId, userId } } });
    // A tree saved for another ply answers nothing any more.
    const tree = row && row.ply === next ? treeOf(row.tree) : [];
    return work(tx, game, tree);
  });
}

async function saveTree(tx: Transaction, game: GameRow, userId: string, tree: Tree): Promise<string[][]> {
  const key = { gameId_userId: { gameId: game.id, userId } };
  if (tree.length === 0) await tx.conditionalLine.deleteMany({ where: { gameId: game.id, userId } });
  else
    await tx.conditionalLine.upsert({
      where: key,
      create: { gameId: game.id, userId, ply: game.plies + 1, tree, notice: null },
      update: { ply: game.plies + 1, tree, notice: null },
    });
  return linesOf(tree);
}

/**
 * Adds a line ("if they play moves[0], I answer moves[1]; then if moves[2], moves[3]…") from the
 * game's current position, `ply` being their next move. Each move may be written in any notation
 * the move form reads; the engine checks each in turn and the line is stored in canonical text.
 * The analysis board hands its lines here.
 */
export async function addLine(input: {
  gameId: string;
  userId: string;
  ply: number;
  moves: string[];
}): Promise<LineResult> {
  const parsed = lineMoves.safeParse(input.moves);
  if (!parsed.success) return { ok: false, status: 400, reason: parsed.error.issues[0].message };
  return onOpponentsTurn(input.gameId, input.userId, input.ply, async (tx, game, tree) => {
    const engine = getGame(game.gameType);
    if (!engine.ok) return { ok: false, status: 409, reason: engine.error.reason };
    const line = checkedLine(engine.value, positionOfRow(game), parsed.data);
    if ("refused" in line) return { ok: false, status: 400, reason: line.refused };
    // The lines already saved were checked from this same position (a tree is for one ply).
    const added = withLine(tree, line.moves);
    if ("refused" in added) return { ok: false, status: 400, reason: added.refused };
    if (linesOf(added.tree).length > lineLimit)
      return { ok: false, status: 400, reason: `You can keep at most ${lineLimit} lines. Delete one first.` };
    return { ok: true, lines: await saveTree(tx, game, input.userId, added.tree) };
  });
}

/**
 * A line's moves read one by one from `position` (their move, your answer, …), each in the
 * engine's canonical text with its short notation, or why one of them is refused.
 */
export function checkedLine(
  engine: Game,
  from: Position,
  moves: readonly string[],
): { moves: LineMove[] } | { refused: string } {
  let position = from;
  const line: LineMove[] = [];
  for (const [i, text] of moves.entries()) {
    const who = i % 2 === 0 ? "their move" : "your answer";
    if (engine.outcome(position).status === "over")
      return {
        refused:
          i === 0
            ? "The game is over after this move: there is no move of theirs to answer."
            : `The game is over before move ${i + 1} (${text}): end the line there.`,
      };
    const played = engine.move(position, text);
    if (!played.ok) return { refused: `Move ${i + 1} of the line (${text}, ${who}): ${played.error.reason}` };
    line.push({ text: played.value.text, san: played.value.san });
    position = played.value.position;
  }
  return { moves: line };
}

/**
 * The answers a player keeps with their own move ("play my move and keep these answers"): the
 * lines (their reply, my answer, …) read from `position`, the one after the move, as one tree;
 * or why one is refused, naming it. Checked before the move is written, kept right after it
 * (`keepAnswers`, in the move's transaction), so the answers are in place before the opponent can
 * reply, and answer a reply their own conditional moves play at once.
 */
export function answersTree(
  gameType: string,
  position: Position,
  lines: readonly (readonly string[])[],
): { tree: Tree } | { refused: string } {
  const engine = getGame(gameType);
  if (!engine.ok) return { refused: engine.error.reason };
  let tree: Tree = [];
  for (const [n, moves] of lines.entries()) {
    const named = lines.length === 1 ? "Your conditional answer" : `Conditional line ${n + 1}`;
    const line = checkedLine(engine.value, position, moves);
    if ("refused" in line) return { refused: `${named}: ${line.refused}` };
    const added = withLine(tree, line.moves);
    if ("refused" in added) return { refused: `${named}: ${added.refused}` };
    tree = added.tree;
  }
  if (linesOf(tree).length > lineLimit) return { refused: `You can keep at most ${lineLimit} lines.` };
  return { tree };
}

/** Keeps `tree` as the mover's lines for the reply to the move just written (see `answersTree`). */
export async function keepAnswers(tx: Transaction, game: GameRow, userId: string, tree: Tree): Promise<void> {
  await saveTree(tx, game, userId, tree);
}

/** Deletes one line (as listed: canonical moves); the pairs other lines share stay. */
export async function deleteLine(input: {
  gameId: string;
  userId: string;
  line: string[];
}): Promise<LineResult> {
  return onOpponentsTurn(input.gameId, input.userId, null, async (tx, game, tree) => {
    const before = linesOf(tree).length;
    const after = withoutLine(tree, input.line);
    if (linesOf(after).length === before)
      return { ok: false, status: 409, reason: "That line is not among your conditional moves any more." };
    return { ok: true, lines: await saveTree(tx, game, input.userId, after) };
  });
}

/** What the owner of lines a takeback cleared reads on the game page (and in the takeback email). */
export const clearedByTakeback =
  "Moves were taken back, so your conditional moves, set for a position that is gone, were cleared. Set them again for the position now.";

/**
 * After a takeback back to `plies` (in its transaction, the game row locked): clears every tree
 * set for a later ply, leaving the owner a notice. Such a tree answers moves in a position the
 * takeback removed; the same ply reached again is another position. Returns the owners.
 */
export async function clearLinesAfterTakeback(tx: Transaction, gameId: string, plies: number) {
  const rows = await tx.conditionalLine.findMany({ where: { gameId, ply: { gt: plies } } });
  const owners = rows.filter((row) => treeOf(row.tree).length > 0).map((row) => row.userId);
  if (owners.length > 0)
    await tx.conditionalLine.updateMany({
      where: { gameId, userId: { in: owners } },
      data: { tree: [], notice: clearedByTakeback },
    });
  return owners;
}

export type MyConditionalMoves = {
  /** The opponent's move the lines answer (the game's plies + 1). */
  ply: number;
  lines: LineMove[][];
  /** Why lines were dropped or not played, since the owner last changed them. */
  notice: string | null;
};

/** The owner's lines of a game by its id (the analysis board, after a change); see below. */
export async function conditionalMovesOf(
  gameId: string,
  ownerId: string,
): Promise<MyConditionalMoves | null> {
  if (!isRecordId(gameId)) return null;
  const game = await db().game.findUnique({
    where: { id: gameId },
    select: { id: true, plies: true, whiteId: true, blackId: true },
  });
  return game ? myConditionalMoves(game, ownerId) : null;
}

/**
 * The owner's lines for their game page, with each move's short notation; null for anyone who does
 * not play in the game. Never call it with a viewer other than the owner.
 */
export async function myConditionalMoves(
  game: Pick<GameRow, "id" | "plies" | "whiteId" | "blackId">,
  ownerId: string,
): Promise<MyConditionalMoves | null> {
  if (!colourOf(game, ownerId)) return null;
  const row = await db().conditionalLine.findUnique({
    where: { gameId_userId: { gameId: game.id, userId: ownerId } },
  });
  const ply = game.plies + 1;
  const tree = row && row.ply === ply ? treeOf(row.tree) : [];
  return { ply, lines: lineMovesOf(tree), notice: row?.notice ?? null };
}
