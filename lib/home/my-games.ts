// The signed-in player's home page: games waiting for my move (soonest deadline first), games
// waiting for my opponent, open invitations both ways, and recently finished games.

import { displayName } from "../accounts/display-name";
import { db } from "../db/prisma";
import type { Color, Position } from "../engine";
import { gameName } from "../games/catalog/catalog";
import { timeIsUp, timeLeftPhrase } from "../games/stored/deadline";
import { pausedTimeLeft, pausedTurn } from "../games/stored/paused-turn";
import { resultText } from "../games/stored/result";
import { colorOf, playerSide, positionOf, sideToMove } from "../games/stored/seats";
import type { Side } from "../generated/prisma/client";
import { type InvitationSummary, invitationsFor } from "../invitations/list";

export type GameRowView = {
  id: string;
  href: string;
  gameName: string;
  opponentName: string;
  mySide: Side;
  /** The number of the move awaited (or, once finished, the last one played: 0 when none was). */
  moveNumber: number;
  deadline: Date | null;
  /** "2 days 4 hours left"; null once finished. */
  timeLeft: string | null;
  /** Whose clock that is: "You have 2 days 4 hours left", "Ana has …", "Ana's time is up"; null once finished. */
  clockLine: string | null;
  drawOffered: boolean;
  /** The result as the player reads it: "You won by checkmate", "Ana won on time", "Draw by agreement"; null while the game runs. */
  resultLine: string | null;
  /** The position now, for the row's small board, seen from my side. */
  position: Position;
  orientation: Color;
};

export type InvitationRowView = InvitationSummary & { href: string; gameName: string; expiresIn: string };

export type MyGames = {
  myTurn: GameRowView[];
  theirTurn: GameRowView[];
  invitationsReceived: InvitationRowView[];
  invitationsSent: InvitationRowView[];
  finished: GameRowView[];
};

/** How many finished games the home page lists. */
export const recentFinishedCount = 10;

export async function myGames(user: { id: string; email: string }, now: Date): Promise<MyGames> {
  const mine = { OR: [{ whiteId: user.id }, { blackId: user.id }] };
  // Names, and what a paused game's deadline after the return needs (lib/games/stored/paused-turn.ts).
  const player = { select: { id: true, name: true, email: true, vacationUntil: true, timeZone: true } };
  const players = { white: player, black: player };
  const [ongoing, finished, invitations] = await Promise.all([
    db().game.findMany({
      where: { ...mine, status: "ONGOING" },
      include: players,
      orderBy: [{ deadline: "asc" }, { startedAt: "asc" }],
    }),
    db().game.findMany({
      where: { ...mine, status: "FINISHED" },
      include: players,
      orderBy: { finishedAt: "desc" },
      take: recentFinishedCount,
    }),
    invitationsFor(user, now),
  ]);

  const row = (game: (typeof ongoing)[number]): GameRowView => {
    const mySide: Side = playerSide(game, user.id);
    const opponent = mySide === "WHITE" ? game.black : game.white;
    const done = game.status === "FINISHED";
    const paused = done ? null : pausedTurn(game, now);
    const deadline = done ? null : (paused?.deadline ?? game.deadline);
    const timeLeft = paused ? pausedTimeLeft(paused) : deadline ? timeLeftPhrase(deadline, now) : null;
    const opponentName = displayName(opponent);
    const mine = sideToMove(game) === mySide;
    return {
      id: game.id,
      href: `/games/${game.id}`,
      gameName: gameName(game.gameType),
      opponentName,
      mySide,
      moveNumber: done ? Math.ceil(game.plies / 2) : Math.ceil((game.plies + 1) / 2),
      deadline,
      timeLeft,
      clockLine: timeLeft ? whoseClock(mine ? null : opponentName, timeLeft) : null,
      drawOffered: !done && game.drawOfferedBy !== null && game.drawOfferedBy !== mySide,
      resultLine: done
        ? resultText(
            game.winner,
            game.resultReason,
            mySide === "WHITE" ? "You" : opponentName,
            mySide === "BLACK" ? "You" : opponentName,
            { sides: false },
          )
        : null,
      position: positionOf(game),
      orientation: colorOf(mySide),
    };
  };
  const rows = ongoing.map((game) => ({ game, view: row(game) }));
  const invitation = (i: InvitationSummary): InvitationRowView => ({
    ...i,
    href: `/invitations/${i.id}`,
    gameName: gameName(i.gameType),
    expiresIn: timeLeftPhrase(i.expiresAt, now),
  });

  return {
    // The query sorted by deadline already; each group keeps that order.
    myTurn: rows.filter(({ game, view }) => sideToMove(game) === view.mySide).map((r) => r.view),
    theirTurn: rows.filter(({ game, view }) => sideToMove(game) !== view.mySide).map((r) => r.view),
    invitationsReceived: invitations.received.map(invitation),
    invitationsSent: invitations.sent.map(invitation),
    finished: finished.map(row),
  };
}

/** "You have 2 days left", "Ana has 2 days left", "Ana's time is up": `who` is null for the player. */
function whoseClock(who: string | null, timeLeft: string): string {
  if (timeLeft === timeIsUp) return who === null ? "Your time is up" : `${who}'s time is up`;
  return who === null ? `You have ${timeLeft}` : `${who} has ${timeLeft}`;
}
