// A game as the archive hands it out: who may see it, its record for export (PGN, JSON) and
// the position at any ply. Players see their own games; anyone else sees a game only when it
// is public and finished, and a hidden game reads exactly like a missing one.

import { computerLevelOf } from "../accounts/computer";
import { displayName } from "../accounts/display-name";
import { config } from "../config";
import { gameName } from "../games/catalog/catalog";
import { type BoardAt, boardAt } from "../games/stored/board-at";
import { resultWord } from "../games/stored/seats";
import { loadStoredGame, type StoredGame } from "../games/stored/stored-game";
import { isPlayerOf, mayView } from "../games/stored/viewers";
import { changesIn } from "../ratings/read";
import { annotationsOf, type MoveAnnotation } from "../review/pgn";
import type { GameRecord } from "./pgn";

export type Visible = { game: StoredGame; isPlayer: boolean };

export async function visibleGame(gameId: string, viewerId: string | null): Promise<Visible | null> {
  const game = await loadStoredGame(gameId);
  if (!game) return null;
  if (!mayView(game, viewerId)) return null;
  return { game, isPlayer: isPlayerOf(game, viewerId) };
}

/**
 * The record for PGN: names, result, start position, moves with their messages, and ratings; and
 * the engine review's annotations of each move, when given.
 */
export function recordOf(
  game: StoredGame,
  ratings?: GameRecord["ratings"],
  review?: ReadonlyMap<number, MoveAnnotation>,
): GameRecord {
  return {
    id: game.id,
    gameType: game.gameType,
    gameName: gameName(game.gameType),
    rulesVersion: game.rulesVersion,
    startPosition: game.startPosition,
    white: displayName(game.white),
    black: displayName(game.black),
    daysPerMove: game.daysPerMove,
    incrementDays: game.incrementDays,
    startedAt: game.startedAt,
    finishedAt: game.finishedAt,
    winner: game.winner,
    resultReason: game.resultReason,
    moves: game.moves.map((move) => ({
      notation: move.notation,
      message: move.message,
      review: review?.get(move.ply),
    })),
    site: new URL(`/games/${game.id}`, config().appUrl).toString(),
    programs: {
      white: computerLevelOf(game.whiteId) !== null,
      black: computerLevelOf(game.blackId) !== null,
    },
    ratings,
  };
}

/** The ratings these games changed, by game id: each player's before and after (rated games only). */
export async function ratingsOfGames(
  games: readonly Pick<StoredGame, "id" | "rated" | "whiteId" | "blackId">[],
): Promise<Map<string, NonNullable<GameRecord["ratings"]>>> {
  const rated = games.filter((game) => game.rated);
  const changes = await changesIn(rated.map((game) => game.id));
  const byGame = new Map<string, NonNullable<GameRecord["ratings"]>>();
  for (const game of rated) {
    const players = changes.get(game.id);
    const [white, black] = [players?.get(game.whiteId), players?.get(game.blackId)];
    if (white && black) byGame.set(game.id, { white, black });
  }
  return byGame;
}

/**
 * `recordOf` with the ratings a rated game changed (the WhiteElo and BlackElo of its PGN) and its
 * engine review's `[%eval]` comments and marks, once reviewed.
 */
export async function ratedRecordOf(game: StoredGame): Promise<GameRecord> {
  const [ratings, review] = await Promise.all([ratingsOfGames([game]), annotationsOf(game)]);
  return recordOf(game, ratings.get(game.id), review ?? undefined);
}

/**
 * The JSON export: every move with its time; messages only for the players themselves; and once
 * the game is reviewed, each move's review as the PGN has it: its evaluation from White's side
 * ("0.35", "#-3"; null after the mating move), its mark ("?!", "?", "??") and what was better.
 */
export function jsonOf(
  game: StoredGame,
  withMessages: boolean,
  review?: ReadonlyMap<number, MoveAnnotation>,
) {
  return {
    id: game.id,
    game: game.gameType,
    gameName: gameName(game.gameType),
    rulesVersion: game.rulesVersion,
    white: displayName(game.white),
    black: displayName(game.black),
    // Days per move, or with an increment: the base and the days each move adds.
    daysPerMove: game.daysPerMove,
    incrementDays: game.incrementDays,
    startPosition: game.startPosition,
    startedAt: game.startedAt.toISOString(),
    finishedAt: game.finishedAt?.toISOString() ?? null,
    status: game.status === "FINISHED" ? "finished" : game.status === "ABORTED" ? "aborted" : "ongoing",
    result: resultWord(game.winner),
    reason: game.resultReason,
    finalPosition: game.position,
    moves: game.moves.map((move) => ({
      ply: move.ply,
      notation: move.notation,
      playedAt: move.playedAt.toISOString(),
      ...(withMessages && move.message ? { message: move.message } : {}),
      ...reviewOfMove(review?.get(move.ply)),
    })),
  };
}

function reviewOfMove(annotation: MoveAnnotation | undefined) {
  if (!annotation) return {};
  return { review: { eval: annotation.eval, mark: annotation.symbol, note: annotation.note } };
}

/** The board after `ply` moves (0 = the start) and the move that led there, from the record. */
export function boardAtPly(game: StoredGame, ply: number): BoardAt | null {
  return boardAt(
    game.gameType,
    game.startPosition,
    game.moves.map((move) => move.notation),
    ply,
  );
}

/** A file name people can read: "kings-court-ana-vs-bart-2026-11-21". */
export function fileStem(game: StoredGame): string {
  const slug = (text: string) =>
    text
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 30) || "player";
  const day = (game.finishedAt ?? game.startedAt).toISOString().slice(0, 10);
  return `${game.gameType}-${slug(displayName(game.white))}-vs-${slug(displayName(game.black))}-${day}`;
}
