// The emails about open challenges: a follower's instant notice of one new challenge, and the daily
// email of the day's new challenges for the games a person follows in digest mode. Each goes once
// (sendOnce), links to the challenge's page (its Accept is a form: a link accepts nothing) and can
// be stopped from its footer. A follower hears only of challenges they may accept: one outside
// their rating range is left out (lib/challenges/range.ts, the same rule as the Accept button).

import { createElement } from "react";
import NewChallengesEmail, { type ChallengeNotice, type TournamentNotice } from "../../emails/new-challenges";
import { displayName } from "../accounts/display-name";
import { timeControlPhrase } from "../clock/clock";
import { config } from "../config";
import { db } from "../db/prisma";
import { gameName } from "../games/catalog/catalog";
import type { Challenge, User } from "../generated/prisma/client";
import { type SendOutcome, sendOnce } from "../mail/send-once";
import { preferencesUrl, unsubscribeHeaders, withUnsubscribeKey } from "../mail/unsubscribe";
import { ratingLabel } from "../ratings/glicko";
import { dayMs } from "../time";
import { inRange } from "./range";

type Posted = Challenge & { challenger: Pick<User, "name" | "email"> };

const colourWords = { WHITE: "plays White", BLACK: "plays Black", RANDOM: "colours by lot" } as const;

async function noticeOf(challenge: Posted): Promise<ChallengeNotice> {
  const rating = await db().rating.findUnique({
    where: { userId_gameType: { userId: challenge.challengerId, gameType: challenge.gameType } },
  });
  const name = displayName(challenge.challenger);
  const days = timeControlPhrase(challenge);
  return {
    gameName: gameName(challenge.gameType),
    challenger: name,
    rating: ratingWords(rating),
    terms: `${challenge.rated ? "rated" : "casual"}, ${days}, ${name} ${colourWords[challenge.color]}`,
    note: challenge.note,
    url: new URL(`/challenges/${challenge.id}`, config().appUrl).toString(),
  };
}

/** "rated 1624", "rated 1500, provisional"; null for a player with no rating for the game yet. */
function ratingWords(rating: { rating: number; deviation: number } | null): string | null {
  if (!rating) return null;
  const label = ratingLabel(rating);
  return label.endsWith("?") ? `rated ${label.slice(0, -1)}, provisional` : `rated ${label}`;
}

async function sendNotice(
  eventKey: string,
  person: Pick<User, "id" | "email">,
  notices: ChallengeNotice[],
  followed: string,
  tournaments: TournamentNotice[] = [],
): Promise<SendOutcome> {
  return sendOnce(eventKey, async () => {
    const reader = await withUnsubscribeKey(person);
    const one = notices.length === 1 ? notices[0] : null;
    return {
      to: person.email,
      subject:
        one && tournaments.length === 0
          ? `New ${one.gameName} challenge from ${one.challenger}`
          : notices.length === 0
            ? `${tournaments.length} new ${tournaments.length === 1 ? "tournament" : "tournaments"}`
            : `${notices.length} new open ${notices.length === 1 ? "challenge" : "challenges"}${tournaments.length ? ` and ${tournaments.length} new ${tournaments.length === 1 ? "tournament" : "tournaments"}` : ""}`,
      body: createElement(NewChallengesEmail, {
        appUrl: config().appUrl,
        preferencesUrl: preferencesUrl(reader),
        unfollowText: `You follow ${followed} on Pigeon Post.`,
        lobbyUrl: new URL("/challenges", config().appUrl).toString(),
        challenges: notices,
        tournaments,
      }),
      headers: unsubscribeHeaders(reader),
    };
  });
}

/** The challenge-posted job: each instant follower of its game hears of it once (not its poster). */
export async function sendChallengePosted(challengeId: string, now: Date): Promise<number> {
  const challenge = await db().challenge.findUnique({
    where: { id: challengeId },
    include: { challenger: { select: { name: true, email: true } } },
  });
  if (challenge?.status !== "OPEN" || challenge.expiresAt <= now) return 0;
  const followers = await db().gameFollow.findMany({
    where: {
      gameType: challenge.gameType,
      mode: "INSTANT",
      userId: { not: challenge.challengerId },
      user: { mailOff: false },
    },
    include: {
      user: {
        select: {
          id: true,
          email: true,
          ratings: { where: { gameType: challenge.gameType, games: { gt: 0 } } },
        },
      },
    },
  });
  const range = { min: challenge.minRating, max: challenge.maxRating };
  const eligible = followers.filter((follower) => inRange(range, follower.user.ratings[0]));
  if (eligible.length === 0) return 0;
  const notice = await noticeOf(challenge);
  for (const follower of eligible)
    await sendNotice(
      `challenge-posted:${challenge.id}:${follower.userId}`,
      follower.user,
      [notice],
      notice.gameName,
    );
  return eligible.length;
}

/** A digest lists at most this many challenges, the newest it finds among the newest `digestScan`. */
const digestSize = 30;
const digestScan = 200;

/**
 * The daily job: to each digest follower, the challenges for their games posted in the day before
 * `now` and still open (their own, and those outside their rating range, excepted); nothing when
 * there are none.
 */
export async function sendChallengeDigests(now: Date): Promise<number> {
  const since = new Date(now.getTime() - dayMs);
  const day = now.toISOString().slice(0, 10);
  const follows = await db().gameFollow.findMany({
    where: { mode: "DIGEST", user: { mailOff: false } },
    include: {
      user: {
        select: {
          id: true,
          email: true,
          ratings: { where: { games: { gt: 0 } }, select: { gameType: true, rating: true, deviation: true } },
        },
      },
    },
    orderBy: { userId: "asc" },
  });
  const byUser = new Map<string, { user: (typeof follows)[number]["user"]; games: string[] }>();
  for (const follow of follows) {
    const entry = byUser.get(follow.userId) ?? { user: follow.user, games: [] };
    entry.games.push(follow.gameType);
    byUser.set(follow.userId, entry);
  }
  let sent = 0;
  for (const { user, games } of byUser.values()) {
    const fresh = await db().challenge.findMany({
      where: {
        gameType: { in: games },
        status: "OPEN",
        expiresAt: { gt: now },
        createdAt: { gte: since, lt: now },
        challengerId: { not: user.id },
      },
      include: { challenger: { select: { name: true, email: true } } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: digestScan,
    });
    const open = fresh.filter((challenge) =>
      inRange(
        { min: challenge.minRating, max: challenge.maxRating },
        user.ratings.find((rating) => rating.gameType === challenge.gameType),
      ),
    );
    const tournaments = (await newTournaments(games, user.id, since, now)).filter((t) =>
      inRange(
        { min: t.minRating, max: t.maxRating },
        user.ratings.find((rating) => rating.gameType === t.gameType),
      ),
    );
    if (open.length === 0 && tournaments.length === 0) continue;
    const notices = await Promise.all(open.slice(0, digestSize).map(noticeOf));
    await sendNotice(
      `challenge-digest:${user.id}:${day}`,
      user,
      notices,
      games.map(gameName).join(", "),
      tournaments.slice(0, digestSize).map(tournamentNotice),
    );
    sent++;
  }
  return sent;
}

/** Open-to-all tournaments of these games created in the day before `now`, still taking entries (not the reader's own). */
function newTournaments(games: string[], readerId: string, since: Date, now: Date) {
  return db().tournament.findMany({
    where: {
      gameType: { in: games },
      status: "OPEN",
      inviteKey: null,
      createdAt: { gte: since, lt: now },
      creatorId: { not: readerId },
    },
    include: { _count: { select: { entries: true } } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: digestScan,
  });
}

function tournamentNotice(t: Awaited<ReturnType<typeof newTournaments>>[number]): TournamentNotice {
  const form = t.form === "DOUBLE" ? "double round robin" : "single round robin";
  return {
    name: t.name,
    terms: `${gameName(t.gameType)}, ${form}, ${timeControlPhrase(t)}, ${t.rated ? "rated" : "casual"}; ${t._count.entries} of ${t.maxPlayers} players`,
    url: new URL(`/tournaments/${t.id}`, config().appUrl).toString(),
  };
}
