// Ending a game without a move: resignation, draws by agreement, and loss on time.

import { db } from "../../db/prisma";
import type { Game as GameRow } from "../../generated/prisma/client";
import type { Transaction } from "../../jobs/queue";
import { announceGameChange } from "../../live/announce";
import { lockGame, otherSide, sideToMove, winnerAgainst } from "../stored/seats";
import { declineRequest } from "./decline";
import { finishGame, lockedGame, type TurnResult } from "./play";
import { scheduleOffer } from "./schedule";

// Each takes an optional transaction to run in (a reply by email records itself in the same one).

export async function resign(
  gameId: string,
  userId: string,
  now: Date,
  within?: Transaction,
): Promise<TurnResult> {
  return lockedGame(
    gameId,
    userId,
    async (tx, game, side) => ({
      ok: true,
      game: await finishGame(tx, game, { winner: winnerAgainst(side), reason: "resignation" }, now),
    }),
    within,
  );
}

export async function offerDraw(
  gameId: string,
  userId: string,
  now: Date,
  within?: Transaction,
): Promise<TurnResult> {
  return lockedGame(
    gameId,
    userId,
    async (tx, game, side) => {
      if (game.drawOfferedBy === side)
        return { ok: false, status: 409, reason: "You have already offered a draw." };
      // Their offer waits (a page or email from before it came): both want a draw, so it is agreed.
      // Putting this offer in the place of theirs would leave each waiting for the other.
      if (game.drawOfferedBy)
        return { ok: true, game: await finishGame(tx, game, { winner: "draw", reason: "agreement" }, now) };
      const offered = await tx.game.update({ where: { id: game.id }, data: { drawOfferedBy: side } });
      // An offer made with a move rides in the your-move email; one made alone has its own.
      await scheduleOffer(tx, { gameId: game.id, kind: "draw", ply: game.plies, to: otherSide(side) }, now);
      return { ok: true, game: offered };
    },
    within,
  );
}

export async function answerDraw(
  gameId: string,
  userId: string,
  accept: boolean,
  now: Date,
  within?: Transaction,
): Promise<TurnResult> {
  return lockedGame(
    gameId,
    userId,
    async (tx, game, side) => {
      if (!game.drawOfferedBy || game.drawOfferedBy === side) {
        return {
          ok: false,
          status: 409,
          reason: "There is no draw offer to answer (it may have been withdrawn by a move).",
        };
      }
      if (!accept) {
        return { ok: true, game: await declineRequest(tx, game, "draw", otherSide(side), now) };
      }
      return { ok: true, game: await finishGame(tx, game, { winner: "draw", reason: "agreement" }, now) };
    },
    within,
  );
}

/**
 * The deadline job: the side to move loses on time if the game still waits for the move
 * that job was scheduled for. Anything else (a move was made, the game ended) is a no-op.
 */
export async function loseOnTime(gameId: string, ply: number, now: Date): Promise<GameRow | null> {
  return db().$transaction(async (tx) => {
    const game = await lockGame(tx, gameId);
    // A paused clock (vacation) never runs out.
    const awaited =
      game?.status === "ONGOING" &&
      game.plies === ply &&
      game.pausedAt === null &&
      game.deadline !== null &&
      game.deadline <= now;
    if (!game || !awaited) return null;
    await announceGameChange(tx, game.id);
    return finishGame(tx, game, { winner: winnerAgainst(sideToMove(game)), reason: "time" }, now);
  });
}
