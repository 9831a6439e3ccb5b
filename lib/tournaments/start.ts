// A tournament's start, and each later stage's: in one transaction under the tournament's row lock,
// so two workers, a retried job or a worker killed half-way make one set of games (a second run
// finds the stage begun; a killed one's transaction never committed). The players of a stage are
// split into groups of about equal size and rating (snake order), each group's Berger numbers drawn
// by lot (as ICCF does), and every game of every group made at once, colours by the Berger tables.
// Each player hears once, by one email listing all their new games (./mail.ts), not per game.
import { randomInt } from "node:crypto";
import { db } from "../db/prisma";
import { startGame } from "../games/turn/start";
import type { Tournament } from "../generated/prisma/client";
import { addJob, changeJobs, type Transaction, tasks } from "../jobs/queue";
import { bergerPairings } from "./berger";
import { startJobKey } from "./create";
import { cancelled, lockTournament } from "./entries";
import { mailJobs } from "./mail-jobs";
import { entryRatings } from "./rating";
import { drawNumbers, groupCountFor, snakeGroups } from "./seeding";

export type StartOutcome = "started" | "cancelled" | "not-due" | "already";

/** A uniform whole number in [0, n): the lot for Berger numbers (a test passes its own). */
export type Lot = (n: number) => number;
const fairLot: Lot = (n) => randomInt(n);

/** The start job: at its date, or once full. */
export async function startTournament(
  tournamentId: string,
  now: Date,
  lot: Lot = fairLot,
): Promise<StartOutcome> {
  return db().$transaction(
    async (tx): Promise<StartOutcome> => {
      const tournament = await lockTournament(tx, tournamentId);
      if (tournament?.status !== "OPEN") return "already";
      const entries = await tx.tournamentEntry.findMany({
        where: { tournamentId },
        orderBy: [{ joinedAt: "asc" }, { userId: "asc" }],
        select: { userId: true },
      });
      const full = entries.length >= tournament.maxPlayers;
      const due = tournament.startsAt !== null && tournament.startsAt.getTime() <= now.getTime();
      if (!full && !due) {
        // Queued when it filled, and someone left before it ran: wait for the date again.
        if (tournament.startsAt)
          await addJob(
            tx,
            tasks.tournamentStart,
            { tournamentId },
            { jobKey: startJobKey(tournamentId), runAt: tournament.startsAt },
          );
        return "not-due";
      }
      if (entries.length < tournament.minPlayers) {
        await cancelled(tx, tournament);
        return "cancelled";
      }
      await tx.tournament.update({
        where: { id: tournamentId },
        data: { status: "RUNNING", startedAt: now },
      });
      await startStage(
        tx,
        tournament,
        1,
        entries.map((entry) => entry.userId),
        now,
        lot,
      );
      return "started";
    },
    { timeout: 60_000 },
  );
}

/**
 * Stage `stage` for these players (in the caller's transaction, under the tournament's lock): seats,
 * games and each player's one email. Ratings are read now, not at entry: they may have moved.
 */
export async function startStage(
  tx: Transaction,
  tournament: Tournament,
  stage: number,
  players: readonly string[],
  now: Date,
  lot: Lot,
): Promise<void> {
  const ratings = await entryRatings(tx, players, tournament.gameType);
  const seeded = players
    .map((userId) => ({ userId, rating: ratings.get(userId)?.rating ?? 0 }))
    .sort((a, b) => b.rating - a.rating);
  // Groups of at most groupSize, but never fewer than three players (a later stage's few
  // qualifiers play one group, a little larger than groupSize if need be).
  const count = Math.max(
    1,
    Math.min(groupCountFor(seeded.length, tournament.groupSize), Math.floor(seeded.length / 3)),
  );
  const groups = snakeGroups(seeded, count);
  const double = tournament.form === "DOUBLE";
  for (const [group, members] of groups.entries()) {
    const numbered = drawNumbers(members, lot);
    await tx.tournamentSeat.createMany({
      data: numbered.map((player, index) => ({
        tournamentId: tournament.id,
        stage,
        group,
        number: index + 1,
        userId: player.userId,
      })),
    });
    for (const pairing of bergerPairings(numbered.length, double))
      await startGame(
        tx,
        {
          gameType: tournament.gameType,
          whiteId: numbered[pairing.white - 1].userId,
          blackId: numbered[pairing.black - 1].userId,
          daysPerMove: tournament.daysPerMove,
          incrementDays: tournament.incrementDays,
          // Never in a tournament: a takeback is a favour between two players, and a table is shared.
          takebacks: false,
          public: true,
          rated: tournament.rated,
          tournament: { id: tournament.id, stage, group, round: pairing.round },
        },
        now,
        { firstMail: "none" },
      );
  }
  await tx.tournament.update({ where: { id: tournament.id }, data: { stage } });
  await changeJobs(tx, mailJobs(tournament.id, stage === 1 ? "started" : "stage", stage, players));
}
