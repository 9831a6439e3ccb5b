// After a move: the games still waiting for this player's move, the one to play next first (the
// soonest deadline, as the home page orders them). The quickest way from one move to the next.
import { displayName } from "../accounts/display-name";
import { db } from "../db/prisma";
import { gameName } from "../games/catalog/catalog";
import { timeLeftPhrase } from "../games/stored/deadline";
import { pausedTimeLeft, pausedTurn } from "../games/stored/paused-turn";
import { sideOf, sideToMove } from "../games/stored/seats";

export type NextGame = {
  /** How many other games wait for this player's move. */
  waiting: number;
  /** The one to play next; null when none waits. */
  next: { href: string; gameName: string; opponentName: string; timeLeft: string | null } | null;
};

export async function nextGameFor(userId: string, afterGameId: string, now: Date): Promise<NextGame> {
  const player = { select: { id: true, name: true, email: true, vacationUntil: true, timeZone: true } };
  const games = await db().game.findMany({
    where: { status: "ONGOING", id: { not: afterGameId }, OR: [{ whiteId: userId }, { blackId: userId }] },
    select: {
      id: true,
      gameType: true,
      plies: true,
      whiteId: true,
      blackId: true,
      deadline: true,
      pausedAt: true,
      white: player,
      black: player,
    },
    orderBy: [{ deadline: "asc" }, { startedAt: "asc" }],
  });
  const mine = games.filter((game) => sideToMove(game) === sideOf(game, userId));
  const first = mine[0];
  if (!first) return { waiting: 0, next: null };
  const paused = pausedTurn(first, now);
  const opponent = first.whiteId === userId ? first.black : first.white;
  return {
    waiting: mine.length,
    next: {
      href: `/games/${first.id}`,
      gameName: gameName(first.gameType),
      opponentName: displayName(opponent),
      timeLeft: paused ? pausedTimeLeft(paused) : first.deadline ? timeLeftPhrase(first.deadline, now) : null,
    },
  };
}
