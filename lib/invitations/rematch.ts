// A rematch: once a game is over, either player may offer the same game and settings with the
// colours swapped. The offer is an invitation to the other player by name (./names.ts), so it has
// an invitation's email, page, expiry and answers, and its game starts as any accepted invitation's
// does (one email to the player who offered: lib/games/turn/start.ts). The finished game's page shows
// it as a card.
//
// Offers are made under the finished game's row lock, so presses never make two: the same player
// pressing again finds their own offer, and the other player's press accepts it (both pressing at
// once make one game, as on Lichess).

import { randomInt } from "node:crypto";
import { computerLevelOf } from "../accounts/computer";
import { displayName } from "../accounts/display-name";
import { db } from "../db/prisma";
import { dayMs } from "../games/stored/deadline";
import { lockGame, opponentIdOf, otherSide, sideOf } from "../games/stored/seats";
import type { Invitation } from "../generated/prisma/client";
import type { Transaction } from "../jobs/queue";
import { isOpen } from "./access";
import { startAccepted } from "./answer";
import { dailyLimitReached } from "./create";
import { enqueueInvitation, lockInvitation } from "./queue";
import { invitationDays, type Refusal } from "./rules";

/** Where a finished game's rematch stands, seen by one of its players. */
export type RematchState =
  /** Nothing asked (or an offer that ended unanswered): the viewer may offer one. */
  | { kind: "none" }
  /** The viewer's offer waits for the other player. */
  | { kind: "offered"; invitationId: string; opponentName: string; expiresAt: Date }
  /** The other player offers one: the viewer may accept or decline. */
  | { kind: "offered-to-you"; invitationId: string; opponentName: string }
  /** The other player declined the viewer's offer: no second offer for this game. */
  | { kind: "declined"; opponentName: string }
  | { kind: "started"; gameId: string };

export type RematchOutcome =
  | { ok: true; invitationId: string; gameId?: undefined }
  | { ok: true; gameId: string; invitationId?: undefined }
  | Refusal;

const noGame: Refusal = { ok: false, status: 404, reason: "There is no such game." };

type Players = { whiteId: string; blackId: string };

function stateOf(latest: Invitation | null, viewerId: string, opponentName: string, now: Date): RematchState {
  if (!latest) return { kind: "none" };
  const mine = latest.inviterId === viewerId;
  if (latest.status === "ACCEPTED" && latest.gameId) return { kind: "started", gameId: latest.gameId };
  if (isOpen(latest, now)) {
    return mine
      ? { kind: "offered", invitationId: latest.id, opponentName, expiresAt: latest.expiresAt }
      : { kind: "offered-to-you", invitationId: latest.id, opponentName };
  }
  if (latest.status === "DECLINED" && mine) return { kind: "declined", opponentName };
  return { kind: "none" };
}

/** The latest rematch offer of this game. */
function latestOffer(tx: Transaction, gameId: string) {
  return tx.invitation.findFirst({
    where: { rematchOfId: gameId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
}

/** The rematch card's state for a player of this finished game; null for anyone else or a game in play. */
export async function rematchState(
  gameId: string,
  viewerId: string,
  now: Date,
): Promise<RematchState | null> {
  const game = await db().game.findUnique({
    where: { id: gameId },
    include: {
      white: { select: { name: true, email: true } },
      black: { select: { name: true, email: true } },
    },
  });
  if (game?.status !== "FINISHED") return null;
  const side = sideOf(game, viewerId);
  if (!side) return null;
  const opponent = otherSide(side) === "WHITE" ? game.white : game.black;
  return stateOf(await latestOffer(db(), gameId), viewerId, displayName(opponent), now);
}

/**
 * "Rematch": offers one, or, when the other player has offered one, accepts it and starts the game.
 * A second press finds the first offer; after the other declined, it says so.
 */
export async function offerRematch(
  gameId: string,
  user: { id: string },
  now: Date,
  coin: () => 0 | 1 = () => randomInt(2) as 0 | 1,
): Promise<RematchOutcome> {
  return db().$transaction(async (tx): Promise<RematchOutcome> => {
    const game = await lockGame(tx, gameId);
    const side = game ? sideOf(game, user.id) : null;
    if (!game || !side) return noGame;
    if (game.status !== "FINISHED")
      return { ok: false, status: 409, reason: "A rematch can be offered once this game is over." };
    const opponent = await tx.user.findUniqueOrThrow({ where: { id: opponentId(game, user.id) } });
    if (computerLevelOf(opponent.id) !== null)
      return {
        ok: false,
        status: 409,
        reason: "The computer answers no invitation: start another game with it from Play the computer.",
      };
    // The offer's own row too: its answer on the invitation page (accept, decline, withdraw) locks it.
    const found = await latestOffer(tx, gameId);
    const latest = found ? await lockInvitation(tx, found.id) : null;
    const state = stateOf(latest, user.id, displayName(opponent), now);
    switch (state.kind) {
      case "started":
        return { ok: true, gameId: state.gameId };
      case "offered":
        return { ok: true, invitationId: state.invitationId };
      case "offered-to-you": {
        const accepted = await startAccepted(tx, latest as Invitation, true, now, coin);
        return { ok: true, gameId: accepted.gameId };
      }
      case "declined":
        return {
          ok: false,
          status: 409,
          reason: `${state.opponentName} declined your rematch offer for this game.`,
        };
      case "none":
        return offer(tx, game, side, user.id, opponent, now);
    }
  });
}

function opponentId(game: Players, userId: string): string {
  return opponentIdOf(game, userId);
}

async function offer(
  tx: Transaction,
  game: NonNullable<Awaited<ReturnType<typeof lockGame>>>,
  side: "WHITE" | "BLACK",
  inviterId: string,
  opponent: { id: string; email: string },
  now: Date,
): Promise<RematchOutcome> {
  const limited = await dailyLimitReached(tx, inviterId, now);
  if (limited) return limited;
  const invitation = await tx.invitation.create({
    data: {
      gameType: game.gameType,
      inviterId,
      inviteeEmail: opponent.email,
      inviteeId: opponent.id,
      rematchOfId: game.id,
      // Colours swapped: who played White plays Black.
      inviterColor: otherSide(side),
      daysPerMove: game.daysPerMove,
      incrementDays: game.incrementDays,
      takebacks: game.takebacks,
      public: game.public,
      rated: game.rated,
      status: "PENDING",
      expiresAt: new Date(now.getTime() + invitationDays * dayMs),
      createdAt: now,
    },
  });
  await enqueueInvitation(tx, invitation);
  return { ok: true, invitationId: invitation.id };
}
