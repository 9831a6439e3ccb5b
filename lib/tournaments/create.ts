// Creating a tournament: checked by the form's schema (./input.ts), stored with its creator's entry
// (when they play) and its start job (at its date) in one transaction. Anyone signed in may create
// one; a few open ones per player at most, so the list stays worth reading.
import { randomBytes } from "node:crypto";
import { computerLevelOf } from "../accounts/computer";
import { db } from "../db/prisma";
import { addJob, tasks } from "../jobs/queue";
import type { CreateInput } from "./input";
import { entryRatings, outsideRange } from "./rating";
import type { TournamentRefusal } from "./refusal";

/** Open (not yet started) tournaments one player may have created at once. */
export const openPerCreator = 5;
/** The fewest players a tournament starts with (a round robin of three). */
export const fewestPlayers = 3;

export const startJobKey = (tournamentId: string) => `tournament-start:${tournamentId}`;

export async function createTournament(
  creatorId: string,
  input: CreateInput,
  now: Date,
): Promise<{ ok: true; tournamentId: string } | TournamentRefusal> {
  if (computerLevelOf(creatorId) !== null)
    return { ok: false, status: 403, reason: "The computer does not organise tournaments." };
  return db().$transaction(async (tx) => {
    // One player's creations queue up here, so two at once cannot both pass the limit.
    await tx.$executeRaw`select id from "User" where id = ${creatorId} for update`;
    const open = await tx.tournament.count({ where: { creatorId, status: "OPEN" } });
    if (open >= openPerCreator)
      return {
        ok: false as const,
        status: 429 as const,
        reason: `You have ${open} tournaments waiting to start already. Let one start (or cancel it) first.`,
      };
    const rating = (await entryRatings(tx, [creatorId], input.gameType)).get(creatorId);
    if (input.play && rating) {
      const outside = outsideRange({ min: input.minRating, max: input.maxRating }, rating);
      if (outside)
        return {
          ok: false as const,
          status: 400 as const,
          field: "minRating",
          reason: `${outside} Widen the range, or untick “I play in it”.`,
        };
    }
    const tournament = await tx.tournament.create({
      data: {
        name: input.name,
        description: input.description,
        creatorId,
        gameType: input.gameType,
        form: input.form === "double" ? "DOUBLE" : "SINGLE",
        daysPerMove: input.daysPerMove,
        incrementDays: input.incrementDays,
        rated: input.rated,
        minPlayers: fewestPlayers,
        maxPlayers: input.maxPlayers,
        groupSize: Math.min(input.groupSize, input.maxPlayers),
        qualifiers: input.qualifiers,
        minRating: input.minRating,
        maxRating: input.maxRating,
        startsAt: input.startsAt,
        inviteKey: input.entry === "invitation" ? randomBytes(18).toString("base64url") : null,
        createdAt: now,
      },
    });
    if (input.play && rating)
      await tx.tournamentEntry.create({
        data: { tournamentId: tournament.id, userId: creatorId, rating: rating.rating, joinedAt: now },
      });
    if (input.startsAt)
      await addJob(
        tx,
        tasks.tournamentStart,
        { tournamentId: tournament.id },
        { jobKey: startJobKey(tournament.id), runAt: input.startsAt },
      );
    // Followers of the game hear of an open one at once (./posted.ts); an invitation-only one is
    // for those its creator sends the link.
    if (input.entry === "open")
      await addJob(
        tx,
        tasks.tournamentPosted,
        { tournamentId: tournament.id },
        { jobKey: `tournament-posted:${tournament.id}` },
      );
    return { ok: true as const, tournamentId: tournament.id };
  });
}
