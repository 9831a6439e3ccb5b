// One vocabulary for sides at each boundary, and every conversion between them in this file:
// - the engine speaks `Color` ("w" | "b"), and a result's winner "w" | "b" | "draw", which
//   `Game.winner` stores as is;
// - the database speaks `Side` ("WHITE" | "BLACK"): a player's seat, `Game.drawOfferedBy`;
// - people read "White" and "Black";
// - the archive's filter and JSON export say "white" | "black" | "draw" (public URLs: kept).
// And the seats of a stored game: whose seat a person has, whose turn it is, the position as the
// engine reads it, and the row lock every turn's write takes first.

import type { Color, Position, Winner } from "../../engine";
import type { Game as GameRow, Side } from "../../generated/prisma/client";
import type { Transaction } from "../../jobs/queue";

export type { Side };

export const SIDES: readonly Side[] = ["WHITE", "BLACK"];

/** The engine's colour of a seat. */
export const colorOf = (side: Side): Color => (side === "WHITE" ? "w" : "b");

/** The seat that plays a colour. */
export const sideOfColor = (color: Color): Side => (color === "w" ? "WHITE" : "BLACK");

export const otherSide = (side: Side): Side => (side === "WHITE" ? "BLACK" : "WHITE");

export const otherColor = (color: Color): Color => (color === "w" ? "b" : "w");

/** "White" or "Black", as people read it. */
export const sideName = (side: Side): "White" | "Black" => (side === "WHITE" ? "White" : "Black");

export const colorName = (color: Color): "White" | "Black" => sideName(sideOfColor(color));

/** The seat that plays ply `ply` (1 = White's first move). */
export const moverOf = (ply: number): Side => (ply % 2 === 1 ? "WHITE" : "BLACK");

/** The result when `side` loses without a move (resignation, time). */
export const winnerAgainst = (side: Side): Winner => colorOf(otherSide(side));

/** A stored winner ("w", "b", "draw") as the engine's value; null for none or anything else. */
export const winnerOf = (stored: string | null): Winner | null =>
  stored === "w" || stored === "b" || stored === "draw" ? stored : null;

/** The archive's words for a result, in its filter and export. */
export const RESULT_WORDS = { white: "w", black: "b", draw: "draw" } as const satisfies Record<
  string,
  Winner
>;
export type ResultWord = keyof typeof RESULT_WORDS;
export const resultWords = Object.keys(RESULT_WORDS) as [ResultWord, ...ResultWord[]];

/** The archive's word for a stored winner ("w" → "white"); anything else as it is (null: none). */
export function resultWord(winner: string | null): ResultWord | string | null {
  const word = (Object.keys(RESULT_WORDS) as ResultWord[]).find((w) => RESULT_WORDS[w] === winner);
  return word ?? winner;
}

/** The side this person plays in the game, or null when they do not play in it. */
export function sideOf(game: Pick<GameRow, "whiteId" | "blackId">, userId: string): Side | null {
  if (game.whiteId === userId) return "WHITE";
  if (game.blackId === userId) return "BLACK";
  return null;
}

export function sideToMove(game: Pick<GameRow, "plies">): Side {
  return game.plies % 2 === 0 ? "WHITE" : "BLACK";
}

export function positionOf(game: GameRow): Position {
  return { game: game.gameType, fen: game.position, history: game.history };
}

/** Locks the game row for this transaction; concurrent turns of one game queue up here. */
export async function lockGame(tx: Transaction, gameId: string): Promise<GameRow | null> {
  const rows = await tx.$queryRaw<GameRow[]>`select * from "Game" where id = ${gameId} for update`;
  return rows[0] ?? null;
}

/** The side of a person known to play in the game (a query chose the game by them). */
export function playerSide(game: Pick<GameRow, "whiteId">, userId: string): Side {
  return game.whiteId === userId ? "WHITE" : "BLACK";
}

/** Who sits on `side`: their id. */
export function idOn(game: Pick<GameRow, "whiteId" | "blackId">, side: Side): string {
  return side === "WHITE" ? game.whiteId : game.blackId;
}

/** The other player of a person known to play in the game: their id. */
export function opponentIdOf(game: Pick<GameRow, "whiteId" | "blackId">, userId: string): string {
  return game.whiteId === userId ? game.blackId : game.whiteId;
}
