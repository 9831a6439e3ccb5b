// Takebacks, in games that allow them (chosen when the game was set up). A player asks to take
// back their last move; the other accepts or declines on the game page (the email about it opens
// that page). As on Lichess, an accepted request removes the asker's last move and, when the
// other has already replied, that reply too, so it is the asker's turn again. The removed Move
// rows are deleted, the position is rebuilt from the record, and the turn's clock and deadline
// jobs start afresh (the asker hears of it by the takeback email, not by a "your move" too). The
// record's version goes up, so the plies played again are new turns to every email
// (lib/notify/event-keys.ts), and conditional moves set for the removed position are cleared.
// A move by either player answers a pending request (play.ts).
import { computerIn, computerToMove } from "../../accounts/computer";
import { clearLinesAfterTakeback } from "../../conditional/lines";
import { replay } from "../../engine";
import type { Side } from "../../generated/prisma/client";
import type { Transaction } from "../../jobs/queue";
import { moverOf, otherSide, sideToMove } from "../stored/seats";
import { clockRestarted } from "../stored/turn-clock";
import { countComputerTakeback } from "./computer-limits";
import { declineRequest } from "./decline";
import { lockedGame, type TurnResult } from "./play";
import { rescheduleClock, scheduleOffer } from "./schedule";

/** The ply of `side`'s last move in a game at `plies`, or 0 when it has not moved. */
export function lastPlyOf(side: Side, plies: number): number {
  if (plies === 0) return 0;
  return moverOf(plies) === side ? plies : plies - 1;
}

export async function requestTakeback(
  gameId: string,
  userId: string,
  now: Date,
  within?: Transaction,
): Promise<TurnResult> {
  return lockedGame(
    gameId,
    userId,
    async (tx, game, side) => {
      if (!game.takebacks)
        return {
          ok: false,
          status: 409,
          reason: "Takebacks are off in this game (chosen when it was set up).",
        };
      if (lastPlyOf(side, game.plies) === 0)
        return {
          ok: false,
          status: 409,
          reason: "You have not moved yet, so there is nothing to take back.",
        };
      if (game.takebackBy === side)
        return { ok: false, status: 409, reason: "You have already asked to take back your last move." };
      if (game.takebackBy)
        return {
          ok: false,
          status: 409,
          reason: "Your opponent asks to take back a move: accept or decline that first.",
        };
      // Against the computer, every takeback costs it a search: a few an hour per person.
      if (computerIn(game)?.side === otherSide(side)) {
        const refusal = await countComputerTakeback(tx, userId, now);
        if (refusal) return { ok: false, status: 409, reason: refusal };
      }
      const updated = await tx.game.update({ where: { id: game.id }, data: { takebackBy: side } });
      await scheduleOffer(
        tx,
        { gameId: game.id, kind: "takeback", ply: game.plies, to: otherSide(side) },
        now,
      );
      return { ok: true, game: updated };
    },
    within,
  );
}

export async function answerTakeback(
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
      const asker = otherSide(side);
      if (game.takebackBy !== asker)
        return {
          ok: false,
          status: 409,
          reason: "There is no takeback request to answer (a move may have withdrawn it).",
        };
      if (!accept) {
        return { ok: true, game: await declineRequest(tx, game, "takeback", asker, now) };
      }
      const plies = lastPlyOf(asker, game.plies) - 1;
      const kept = await tx.move.findMany({
        where: { gameId: game.id, ply: { lte: plies } },
        orderBy: { ply: "asc" },
        select: { notation: true },
      });
      const position = replay(
        game.gameType,
        kept.map((m) => m.notation),
        game.startPosition,
      );
      if (!position.ok)
        return {
          ok: false,
          status: 409,
          reason: `The game's record does not replay: ${position.error.reason}`,
        };
      await tx.move.deleteMany({ where: { gameId: game.id, ply: { gt: plies } } });
      // Reply keys of the removed turns would come back to life when the game reaches those plies
      // again, for a position their emails never showed.
      // (A chat email's key is for the chat, whatever the turn: it stays.)
      await tx.replyKey.deleteMany({ where: { gameId: game.id, ply: { gt: plies }, chat: false } });
      const toMove = sideToMove({ plies });
      const { bank, ...clock } = clockRestarted(game, toMove, now);
      const updated = await tx.game.update({
        where: { id: game.id },
        data: {
          position: position.value.fen,
          history: [...position.value.history],
          plies,
          lastMoveAt: now,
          ...clock,
          takebackBy: null,
          drawOfferedBy: null,
          rewinds: { increment: 1 },
        },
      });
      await clearLinesAfterTakeback(tx, game.id, plies);
      await rescheduleClock(
        tx,
        {
          gameId: game.id,
          ply: plies,
          deadline: clock.deadline,
          bank,
          paused: clock.pausedAt !== null,
          computer: computerToMove(updated),
          players: updated,
        },
        now,
      );
      await scheduleOffer(tx, { gameId: game.id, kind: "takeback-accepted", ply: plies, to: asker }, now);
      return { ok: true, game: updated };
    },
    within,
  );
}
