// What a tournament's results lead to, worked out by one job per tournament after each result or
// withdrawal (lib/games/turn/schedule.ts `tournamentProgressJob`), under the tournament's row lock:
//   1. ICCF's silence rule: a player who has lost on time in two games is withdrawn (./withdraw.ts);
//   2. a stage whose games have all ended sends the best of each group on to the next stage
//      (./start.ts `startStage`), or, with one group left, ends the tournament: final places and
//      one email with the final table to every entrant.
// Each step checks the state it changes (the stage, the status) inside the lock, so a retried job
// or two workers at once make one next stage and one end.
import { randomInt } from "node:crypto";
import { db } from "../db/prisma";
import type { Tournament } from "../generated/prisma/client";
import { changeJobs, type Transaction } from "../jobs/queue";
import { lockTournament } from "./entries";
import { mailJobs } from "./mail-jobs";
import { type Lot, startStage } from "./start";
import { type GroupTable, groupTables } from "./table";
import { withdrawPlayer } from "./withdraw";
import { timeLossesToWithdraw } from "./withdrawal";

export type Progress = "none" | "waiting" | "next-stage" | "finished";

/** The fewest players a stage is played with: a round robin of three. */
const fewestInStage = 3;

export async function tournamentProgress(
  tournamentId: string,
  now: Date,
  lot: Lot = (n) => randomInt(n),
): Promise<Progress> {
  return db().$transaction(
    async (tx): Promise<Progress> => {
      const tournament = await lockTournament(tx, tournamentId);
      if (tournament?.status !== "RUNNING") return "none";
      await withdrawSilent(tx, tournament, now);
      const playing = await tx.game.count({
        where: { tournamentId, tournamentStage: tournament.stage, status: "ONGOING" },
      });
      if (playing > 0) return "waiting";
      const tables = await groupTables(tournamentId, tournament.stage, tx);
      const going = tables.length > 1 ? await qualifiers(tx, tournament, tables) : [];
      if (going.length >= fewestInStage) {
        await startStage(tx, tournament, tournament.stage + 1, going, now, lot);
        return "next-stage";
      }
      await finish(tx, tournament, tables, now);
      return "finished";
    },
    { timeout: 60_000 },
  );
}

/** Players of the current stage who lost on time in two of their games, not yet withdrawn. */
async function withdrawSilent(tx: Transaction, tournament: Tournament, now: Date): Promise<void> {
  const lost = await tx.$queryRaw<{ userId: string; losses: bigint }[]>`
    select case when winner = 'w' then "blackId" else "whiteId" end as "userId", count(*) as losses
    from "Game"
    where "tournamentId" = ${tournament.id} and status = 'FINISHED' and "resultReason" = 'time'
      and winner in ('w', 'b')
    group by 1`;
  for (const { userId, losses } of lost) {
    if (Number(losses) < timeLossesToWithdraw) continue;
    const entry = await tx.tournamentEntry.findUnique({
      where: { tournamentId_userId: { tournamentId: tournament.id, userId } },
      select: { withdrawnAt: true },
    });
    const seat = await tx.tournamentSeat.findUnique({
      where: { tournamentId_stage_userId: { tournamentId: tournament.id, stage: tournament.stage, userId } },
    });
    if (entry && !entry.withdrawnAt && seat) await withdrawPlayer(tx, tournament, userId, "time", now);
  }
}

/**
 * The best `qualifiers` of each group, by the table's order (points, then the tie-breaks: a tie for
 * the last place is decided by them). Withdrawn players do not go on. Fewer than three in all (a
 * small field, or withdrawals) take more from each group, so the next stage is a round robin.
 */
async function qualifiers(tx: Transaction, tournament: Tournament, tables: GroupTable[]): Promise<string[]> {
  const withdrawn = new Set(
    (
      await tx.tournamentEntry.findMany({
        where: { tournamentId: tournament.id, withdrawnAt: { not: null } },
        select: { userId: true },
      })
    ).map((entry) => entry.userId),
  );
  const perGroup = Math.max(tournament.qualifiers, Math.ceil(fewestInStage / tables.length));
  return tables.flatMap((table) =>
    table.standings
      .filter((standing) => !withdrawn.has(standing.playerId))
      .slice(0, perGroup)
      .map((standing) => standing.playerId),
  );
}

/** The end: final places (the last stage's table first, then each earlier stage's), and the mail. */
async function finish(tx: Transaction, tournament: Tournament, last: GroupTable[], now: Date): Promise<void> {
  const all = await groupTables(tournament.id, undefined, tx);
  const placed = new Map<string, number>();
  let next = 1;
  // The final stage's group decides the top places (shared places stay shared); then the players
  // out in each earlier stage, later stages first, by their place in their group, then points.
  for (let stage = tournament.stage; stage >= 1; stage--) {
    const standings = all
      .filter((table) => table.stage === stage)
      .flatMap((table) => table.standings)
      .filter((standing) => !placed.has(standing.playerId))
      .sort((a, b) => a.place - b.place || b.points - a.points);
    const base = next;
    for (const standing of standings) {
      placed.set(
        standing.playerId,
        stage === tournament.stage && last.length === 1 ? base - 1 + standing.place : next,
      );
      next++;
    }
  }
  const entrants = await tx.tournamentEntry.findMany({
    where: { tournamentId: tournament.id },
    select: { userId: true },
  });
  for (const { userId } of entrants)
    await tx.tournamentEntry.update({
      where: { tournamentId_userId: { tournamentId: tournament.id, userId } },
      data: { place: placed.get(userId) ?? null },
    });
  await tx.tournament.update({ where: { id: tournament.id }, data: { status: "FINISHED", finishedAt: now } });
  await changeJobs(
    tx,
    mailJobs(
      tournament.id,
      "finished",
      tournament.stage,
      entrants.map((entry) => entry.userId),
    ),
  );
}
