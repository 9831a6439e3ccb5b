// Aborting a game that has barely begun: before both sides have moved, either player may call it
// off. It ends with no result ("aborted"): unrated, and out of the archive, the player pages and
// every count of finished games, which all read FINISHED games only. The other player is told.
import type { Transaction } from "../../jobs/queue";
import { pliesToRate } from "../../ratings/update";
import { lockedGame, type TurnResult } from "./play";
import { scheduleAborted } from "./schedule";

/**
 * Whether a game may still be aborted: one of the two has not moved yet, and never has (a game
 * taken back to its first moves stays a game both have played in).
 */
export const abortable = (game: { plies: number; bothMoved: boolean; tournamentId?: string | null }): boolean =>
  game.plies < pliesToRate && !game.bothMoved && !game.tournamentId;

export async function abortGame(
  gameId: string,
  userId: string,
  now: Date,
  within?: Transaction,
): Promise<TurnResult> {
  return lockedGame(
    gameId,
    userId,
    async (tx, game) => {
      // A tournament's game is part of a table: it is played, resigned or lost on time.
      if (game.tournamentId)
        return {
          ok: false,
          status: 409,
          reason: "A tournament game cannot be aborted: resign it, or withdraw from the tournament.",
        };
      if (!abortable(game))
        return {
          ok: false,
          status: 409,
          reason:
            "Both sides have moved, so this game can no longer be aborted: resign or offer a draw instead.",
        };
      const aborted = await tx.game.update({
        where: { id: game.id },
        data: {
          status: "ABORTED",
          resultReason: "aborted",
          winner: null,
          finishedAt: now,
          deadline: null,
          pausedAt: null,
          drawOfferedBy: null,
          takebackBy: null,
        },
      });
      await scheduleAborted(tx, game.id, userId);
      return { ok: true, game: aborted };
    },
    within,
  );
}
