// Joining and leaving before the start. Both lock the tournament's row first, so the maximum holds
// under concurrent joins (exactly the maximum, never one more) and a leave cannot cross the start:
// once the start has run (it locks the same row), leaving is withdrawing (./withdraw.ts).
import { computerLevelOf } from "../accounts/computer";
import { db } from "../db/prisma";
import type { Tournament } from "../generated/prisma/client";
import { addJob, changeJobs, type Transaction, tasks } from "../jobs/queue";
import { startJobKey } from "./create";
import { mailJobs } from "./mail-jobs";
import { entryRatings, outsideRange } from "./rating";
import { noSuchTournament, type TournamentRefusal } from "./refusal";

/** The tournament's row, locked for this transaction; null when there is none. */
export async function lockTournament(tx: Transaction, tournamentId: string): Promise<Tournament | null> {
  const rows = await tx.$queryRaw<
    Tournament[]
  >`select * from "Tournament" where id = ${tournamentId} for update`;
  return rows[0] ?? null;
}

const notOpen = (tournament: Tournament): TournamentRefusal => ({
  ok: false,
  status: 409,
  reason:
    tournament.status === "CANCELLED"
      ? "This tournament was cancelled."
      : tournament.status === "FINISHED"
        ? "This tournament is over."
        : "This tournament has started: entries are closed.",
});

export type Joined = { ok: true; full: boolean };

export async function joinTournament(
  tournamentId: string,
  userId: string,
  key: string | null,
  now: Date,
): Promise<Joined | TournamentRefusal> {
  if (computerLevelOf(userId) !== null)
    return { ok: false, status: 403, reason: "The computer does not play in tournaments." };
  return db().$transaction(async (tx): Promise<Joined | TournamentRefusal> => {
    const tournament = await lockTournament(tx, tournamentId);
    if (!tournament) return noSuchTournament;
    // An invitation-only tournament is as good as unknown without its key.
    if (tournament.inviteKey !== null && key !== tournament.inviteKey && tournament.creatorId !== userId)
      return {
        ok: false,
        status: 403,
        reason: "This tournament is by invitation: open the link its organiser sent you to join.",
      };
    if (tournament.status !== "OPEN") return notOpen(tournament);
    const mine = await tx.tournamentEntry.findUnique({
      where: { tournamentId_userId: { tournamentId, userId } },
    });
    if (mine) return { ok: false, status: 409, reason: "You have joined this tournament already." };
    const entrants = await tx.tournamentEntry.count({ where: { tournamentId } });
    if (entrants >= tournament.maxPlayers)
      return { ok: false, status: 409, reason: "This tournament is full: every place has been taken." };
    const rating = (await entryRatings(tx, [userId], tournament.gameType)).get(userId);
    if (!rating) return noSuchTournament;
    const outside = outsideRange({ min: tournament.minRating, max: tournament.maxRating }, rating);
    if (outside) return { ok: false, status: 403, reason: outside };
    await tx.tournamentEntry.create({ data: { tournamentId, userId, rating: rating.rating, joinedAt: now } });
    const full = entrants + 1 >= tournament.maxPlayers;
    // Full: it starts now, its date or not (a job, so the games are made by the worker; the key
    // makes the date's job this one).
    if (full)
      await addJob(
        tx,
        tasks.tournamentStart,
        { tournamentId },
        { jobKey: startJobKey(tournamentId), runAt: now },
      );
    return { ok: true, full };
  });
}

export async function leaveTournament(
  tournamentId: string,
  userId: string,
): Promise<{ ok: true } | TournamentRefusal> {
  return db().$transaction(async (tx): Promise<{ ok: true } | TournamentRefusal> => {
    const tournament = await lockTournament(tx, tournamentId);
    if (!tournament) return noSuchTournament;
    if (tournament.status === "RUNNING")
      return {
        ok: false,
        status: 409,
        reason:
          "The tournament has started, so leaving now is withdrawing: use Withdraw (your unfinished games are lost).",
      };
    if (tournament.status !== "OPEN") return notOpen(tournament);
    const gone = await tx.tournamentEntry.deleteMany({ where: { tournamentId, userId } });
    if (gone.count === 0) return { ok: false, status: 409, reason: "You are not in this tournament." };
    return { ok: true };
  });
}

/** The creator calls it off before the start: each entrant is told. */
export async function cancelTournament(
  tournamentId: string,
  userId: string,
): Promise<{ ok: true } | TournamentRefusal> {
  return db().$transaction(async (tx): Promise<{ ok: true } | TournamentRefusal> => {
    const tournament = await lockTournament(tx, tournamentId);
    if (!tournament) return noSuchTournament;
    if (tournament.creatorId !== userId)
      return { ok: false, status: 403, reason: "Only the player who created a tournament may cancel it." };
    if (tournament.status !== "OPEN") return notOpen(tournament);
    await cancelled(tx, tournament);
    return { ok: true };
  });
}

/** Marks it cancelled and tells each entrant (the start job's "too few" does the same). */
export async function cancelled(tx: Transaction, tournament: Tournament): Promise<void> {
  await tx.tournament.update({ where: { id: tournament.id }, data: { status: "CANCELLED" } });
  const entrants = await tx.tournamentEntry.findMany({
    where: { tournamentId: tournament.id },
    select: { userId: true },
  });
  await changeJobs(
    tx,
    mailJobs(
      tournament.id,
      "cancelled",
      0,
      entrants.map((entry) => entry.userId),
    ),
  );
}
