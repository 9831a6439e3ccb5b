// A new open tournament, told to the players who follow its game "at once" (the lobby's follow
// choice, as for challenges): each once (sendOnce), only those its rating range lets in, never its
// creator. The email links to its page, whose Join is a form: opening the link joins nothing.
import { createElement } from "react";
import TournamentEmail from "../../emails/tournament";
import { timeControlPhrase } from "../clock/clock";
import { config } from "../config";
import { db } from "../db/prisma";
import { gameName } from "../games/catalog/catalog";
import { formatDeadline } from "../games/stored/deadline";
import { sendOnce } from "../mail/send-once";
import { preferencesUrl, unsubscribeHeaders, withUnsubscribeKey } from "../mail/unsubscribe";
import { tournamentUrl } from "./mail";
import { entryRatings, outsideRange } from "./rating";
import { formName } from "./view";

export async function sendTournamentPosted(tournamentId: string): Promise<number> {
  const tournament = await db().tournament.findUnique({ where: { id: tournamentId } });
  if (tournament?.status !== "OPEN" || tournament.inviteKey !== null) return 0;
  const followers = await db().gameFollow.findMany({
    where: {
      gameType: tournament.gameType,
      mode: "INSTANT",
      userId: { not: tournament.creatorId },
      user: { mailOff: false },
    },
    include: { user: { select: { id: true, email: true, timeZone: true } } },
  });
  const ratings = await entryRatings(
    db(),
    followers.map((f) => f.userId),
    tournament.gameType,
  );
  const range = { min: tournament.minRating, max: tournament.maxRating };
  let sent = 0;
  for (const { user } of followers) {
    const rating = ratings.get(user.id);
    if (!rating || outsideRange(range, rating)) continue;
    const starts = tournament.startsAt
      ? `It starts ${formatDeadline(tournament.startsAt, user.timeZone)}, or sooner once its ${tournament.maxPlayers} places are taken.`
      : `It starts as soon as its ${tournament.maxPlayers} places are taken.`;
    await sendOnce(`tournament-posted:${tournament.id}:${user.id}`, async () => {
      const reader = await withUnsubscribeKey(user);
      return {
        to: user.email,
        subject: `New ${gameName(tournament.gameType)} tournament: ${tournament.name}`,
        body: createElement(TournamentEmail, {
          appUrl: config().appUrl,
          email: user.email,
          preferencesUrl: preferencesUrl(reader),
          kind: "posted",
          title: `${tournament.name} (${gameName(tournament.gameType)}, ${formName(tournament.form === "DOUBLE").toLowerCase()}, ${timeControlPhrase(tournament)}, ${tournament.rated ? "rated" : "casual"})`,
          tournamentName: tournament.name,
          tournamentUrl: tournamentUrl(tournament.id),
          where: starts,
          games: [],
          table: [],
          yourPlace: null,
          withdrawal: null,
        }),
        headers: unsubscribeHeaders(reader),
      };
    });
    sent++;
  }
  return sent;
}
