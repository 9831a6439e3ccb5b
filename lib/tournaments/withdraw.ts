// Withdrawing from a running tournament: every unfinished game of the player's current group is
// lost at once, and FIDE's round robin rule decides what their results count for (./withdrawal.ts):
// fewer than half of their games finished, all their results are struck out of the table (their
// seat is marked struck); otherwise the finished ones stand and the rest count as losses.
// Under the tournament's row lock, then each game's (id order, as everywhere): a move that ends
// one of the games at the same moment is either in before (the game is finished, not forfeited)
// or after (it finds the game over).
import { retryingDeadlocks } from "../db/deadlock";
import { db } from "../db/prisma";
import { finishGame } from "../games/turn/play";
import { tournamentProgressJob } from "../games/turn/schedule";
import type { Game, Tournament } from "../generated/prisma/client";
import { changeJobs, type Transaction } from "../jobs/queue";
import { lockTournament } from "./entries";
import { mailJobs } from "./mail-jobs";
import { noSuchTournament, type TournamentRefusal } from "./refusal";
import { type WithdrawalRule, withdrawalRule } from "./withdrawal";

export type Withdrawn = { ok: true; rule: WithdrawalRule; forfeited: number };

/** The player withdraws themselves (the page's Withdraw button). */
export async function withdrawFromTournament(
  tournamentId: string,
  userId: string,
  now: Date,
): Promise<Withdrawn | TournamentRefusal> {
  // PostgreSQL may abort it as a deadlock with a move or resignation on one of the games (a waiter
  // for a row holds that row's tuple lock): run again, it finds that game over.
  return retryingDeadlocks(() =>
    db().$transaction(async (tx): Promise<Withdrawn | TournamentRefusal> => {
      const tournament = await lockTournament(tx, tournamentId);
      if (!tournament) return noSuchTournament;
      if (tournament.status === "OPEN")
        return {
          ok: false,
          status: 409,
          reason: "The tournament has not started: leave it instead (nothing is lost).",
        };
      if (tournament.status !== "RUNNING")
        return { ok: false, status: 409, reason: "This tournament is over." };
      return withdrawPlayer(tx, tournament, userId, "withdrew", now);
    }),
  );
}

/**
 * Withdraws `userId` from the current stage (the caller holds the tournament's lock): "withdrew"
 * by their own choice, "time" when ICCF's silence rule did it (./progress.ts).
 */
export async function withdrawPlayer(
  tx: Transaction,
  tournament: Tournament,
  userId: string,
  why: "withdrew" | "time",
  now: Date,
): Promise<Withdrawn | TournamentRefusal> {
  const entry = await tx.tournamentEntry.findUnique({
    where: { tournamentId_userId: { tournamentId: tournament.id, userId } },
  });
  if (!entry) return { ok: false, status: 409, reason: "You are not in this tournament." };
  if (entry.withdrawnAt)
    return { ok: false, status: 409, reason: "You have withdrawn from this tournament already." };
  const seat = await tx.tournamentSeat.findUnique({
    where: { tournamentId_stage_userId: { tournamentId: tournament.id, stage: tournament.stage, userId } },
  });
  if (!seat)
    return {
      ok: false,
      status: 409,
      reason: "You have no games left in this tournament: it goes on without you.",
    };
  // The games still being played, locked in id order (a move's transaction locks one of them).
  const open = await tx.$queryRaw<Game[]>`
    select * from "Game"
    where "tournamentId" = ${tournament.id} and "tournamentStage" = ${tournament.stage}
      and ("whiteId" = ${userId} or "blackId" = ${userId}) and status = 'ONGOING'
    order by id for update`;
  const total = await tx.game.count({
    where: {
      tournamentId: tournament.id,
      tournamentStage: tournament.stage,
      OR: [{ whiteId: userId }, { blackId: userId }],
    },
  });
  const rule = withdrawalRule(total - open.length, total);
  for (const game of open)
    await finishGame(tx, game, { winner: game.whiteId === userId ? "b" : "w", reason: "withdrawal" }, now);
  await tx.tournamentSeat.update({
    where: {
      tournamentId_stage_group_number: {
        tournamentId: tournament.id,
        stage: seat.stage,
        group: seat.group,
        number: seat.number,
      },
    },
    data: { struck: rule === "struck", withdrawal: rule },
  });
  await tx.tournamentEntry.update({
    where: { tournamentId_userId: { tournamentId: tournament.id, userId } },
    data: { withdrawnAt: now, withdrawnFor: why },
  });
  await changeJobs(tx, [
    tournamentProgressJob(tournament.id),
    ...(why === "time" ? mailJobs(tournament.id, "withdrawn", tournament.stage, [userId]) : []),
  ]);
  return { ok: true, rule, forfeited: open.length };
}
