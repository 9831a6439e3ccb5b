// The lobby's fallback: an open challenge nobody accepts within a day offers its poster a game
// against the computer at their rating. A job queued with the challenge (lib/challenges/post.ts)
// runs a day later and, if the challenge is still open, emails the offer once; the challenge's
// page shows the same offer to its poster, with one button (a form: the email's link only opens
// the page). Accepting the offer starts the computer game with the challenge's game and time
// control; the challenge stays open, since a person may still take it up.
import { createElement } from "react";
import ComputerOfferEmail from "../../emails/computer-offer";
import { computerOfferAfterMs as offerAfterMs } from "../challenges/post";
import { config } from "../config";
import { db } from "../db/prisma";
import { gameName } from "../games/catalog/catalog";
import type { Challenge } from "../generated/prisma/client";
import { sendOnce } from "../mail/send-once";
import { preferencesUrl, unsubscribeHeaders, withUnsubscribeKey } from "../mail/unsubscribe";
import { newcomer } from "../ratings/glicko";
import { ratingsFor } from "../ratings/read";
import { levelForRating, levelLabel } from "./levels";
import { startComputerGame } from "./start";

export type ComputerOffer = { level: number; label: string; rating: number; newcomer: boolean };

/** The offer a challenge's poster sees: open, theirs, and a day old; null otherwise. */
export async function computerOfferFor(
  challenge: Pick<Challenge, "challengerId" | "gameType" | "status" | "createdAt" | "expiresAt">,
  viewerId: string | null,
  now: Date,
): Promise<ComputerOffer | null> {
  if (viewerId !== challenge.challengerId || challenge.status !== "OPEN") return null;
  if (challenge.expiresAt <= now || now.getTime() - challenge.createdAt.getTime() < offerAfterMs) return null;
  const rating = (await ratingsFor([viewerId], challenge.gameType)).get(viewerId);
  const points = Math.round((rating ?? newcomer).rating);
  const level = levelForRating(points);
  return { level, label: levelLabel(level), rating: points, newcomer: !rating };
}

/** The offer on the challenge's page, for its poster; null for anyone else or a challenge not waiting. */
export async function computerOfferOnPage(
  challengeId: string,
  viewerId: string | null,
  now: Date,
): Promise<ComputerOffer | null> {
  if (!viewerId) return null;
  const challenge = await db().challenge.findUnique({ where: { id: challengeId } });
  return challenge ? computerOfferFor(challenge, viewerId, now) : null;
}

/** The offer's job: the email, once, if the challenge is still open and waiting. */
export async function sendComputerOffer(challengeId: string, now: Date): Promise<"sent" | "nothing"> {
  const challenge = await db().challenge.findUnique({
    where: { id: challengeId },
    include: { challenger: { select: { id: true, email: true, mailOff: true } } },
  });
  if (!challenge || challenge.challenger.mailOff) return "nothing";
  const offer = await computerOfferFor(challenge, challenge.challengerId, now);
  if (!offer) return "nothing";
  const outcome = await sendOnce(`computer-offer:${challengeId}`, async () => {
    const reader = await withUnsubscribeKey(challenge.challenger);
    const name = gameName(challenge.gameType);
    return {
      to: challenge.challenger.email,
      subject: `No one has taken up your ${name} challenge yet: play the computer?`,
      body: createElement(ComputerOfferEmail, {
        appUrl: config().appUrl,
        preferencesUrl: preferencesUrl(reader),
        gameName: name,
        levelLabel: offer.label,
        ratingWords: offer.newcomer ? `${offer.rating}, as a newcomer` : String(offer.rating),
        challengeUrl: new URL(`/challenges/${challengeId}`, config().appUrl).toString(),
      }),
      headers: unsubscribeHeaders(reader),
    };
  });
  return outcome === "sent" ? "sent" : "nothing";
}

/** The offer's button: a computer game at the poster's level, with the challenge's settings. */
export async function acceptComputerOffer(
  challengeId: string,
  userId: string,
  now: Date,
): Promise<{ ok: true; gameId: string } | { ok: false; status: 404 | 409; reason: string }> {
  const challenge = await db().challenge.findUnique({ where: { id: challengeId } });
  if (!challenge || challenge.challengerId !== userId)
    return { ok: false, status: 404, reason: "There is no such challenge of yours." };
  const offer = await computerOfferFor(challenge, userId, now);
  if (!offer)
    return {
      ok: false,
      status: 409,
      reason: "This challenge is no longer waiting for an opponent, so the computer is not offered for it.",
    };
  const colour = { WHITE: "white", BLACK: "black", RANDOM: "random" }[challenge.color];
  const started = await startComputerGame(
    userId,
    {
      gameType: challenge.gameType,
      level: offer.level,
      colour,
      daysPerMove: challenge.daysPerMove,
      incrementDays: challenge.incrementDays,
    },
    now,
  );
  if (!started.ok) return { ok: false, status: 409, reason: started.reason };
  return started;
}
