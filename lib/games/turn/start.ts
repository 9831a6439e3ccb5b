// A new correspondence game between two players, from the engine's start position.
//
// A game started by an acceptance (an invitation, a rematch or an open challenge) brings one email
// to each player at most. The player who accepted is on the game's page, so White's first "your
// move" waits a little when they play White and is not sent if they have moved by then (a way back
// to the game if they leave without moving; nothing for Black, whose first email is White's move).
// The player who was waiting gets one game-started email that says who accepted and, when they
// play White, that the first move is theirs (lib/notify/game-started-mail.ts): no separate "your
// move" for them. It names the player who accepted, so when that is a newcomer who has yet to
// choose their name (lib/accounts/welcome.ts), it gives the welcome a moment: it goes as soon as
// they save it (announceAcceptedGames), or within a minute of the acceptance if they have not, the
// inviter's clock running meanwhile (named then as the inviter knows them: the address they typed).

import { computerLevelOf } from "../../accounts/computer";
import { needsWelcome } from "../../accounts/welcome";
import { atSeconds, startingBank } from "../../clock/clock";
import { db } from "../../db/prisma";
import { getGame } from "../../engine";
import type { Game as GameRow } from "../../generated/prisma/client";
import { changeJobs, type JobChange, type Transaction, tasks } from "../../jobs/queue";
import { announceGameChange } from "../../live/announce";
import { scheduleTurn, type TurnMail } from "./schedule";

/** How long the "your move" email of a player who just accepted waits for them to move on the page. */
export const acceptorMailDelayMs = 10 * 60_000;

/**
 * How long the game-started email waits for a newcomer's welcome, at most: the name is typed on the
 * page the acceptance leads to, and the player who was waiting should hear within a minute.
 */
export const welcomeGraceMs = 45_000;

const gameStartedJob = (gameId: string, runAt?: Date): JobChange => ({
  add: tasks.gameStarted,
  payload: { gameId },
  jobKey: `game-started:${gameId}`,
  runAt,
});

export type NewGame = {
  gameType: string;
  whiteId: string;
  blackId: string;
  daysPerMove: number;
  /** Base + increment: days added per move (daysPerMove is then the base); absent for days per move. */
  incrementDays?: number | null;
  /** Takebacks may be asked for; off unless told. */
  takebacks?: boolean;
  public: boolean;
  /** A rated game changes both players' ratings when it ends (lib/ratings/); casual unless told. */
  rated?: boolean;
  /** A tournament's game: its place in the tournament (lib/tournaments/). */
  tournament?: { id: string; stage: number; group: number; round: number };
};

/**
 * Creates the game and White's first turn (email, deadline, reminder) in the caller's transaction.
 * `acceptedBy`: the player whose acceptance starts it (see above).
 */
export async function startGame(
  tx: Transaction,
  input: NewGame,
  now: Date,
  {
    acceptedBy,
    firstMail,
  }: {
    acceptedBy?: string;
    /** "none": White hears of the game another way (a tournament's one email listing all its games). */
    firstMail?: "none";
  } = {},
): Promise<GameRow> {
  const engine = getGame(input.gameType);
  if (!engine.ok) throw new Error(engine.error.reason);
  const start = engine.value.start();
  const incrementDays = input.incrementDays ?? null;
  const bank = startingBank({ daysPerMove: input.daysPerMove, incrementDays });
  const deadline = atSeconds(now, bank);
  // A game with a player on vacation starts with its clock paused (lib/games/turn/pause.ts).
  const away = await tx.user.count({
    where: { id: { in: [input.whiteId, input.blackId] }, vacationUntil: { gt: now } },
  });
  const game = await tx.game.create({
    data: {
      gameType: input.gameType,
      rulesVersion: engine.value.rulesVersion,
      startPosition: start.fen,
      position: start.fen,
      history: [...start.history],
      whiteId: input.whiteId,
      blackId: input.blackId,
      daysPerMove: input.daysPerMove,
      incrementDays,
      whiteSeconds: bank,
      blackSeconds: bank,
      takebacks: input.takebacks ?? false,
      public: input.public,
      rated: input.rated ?? false,
      startedAt: now,
      lastMoveAt: now,
      deadline,
      pausedAt: away > 0 ? now : null,
      tournamentId: input.tournament?.id,
      tournamentStage: input.tournament?.stage,
      tournamentGroup: input.tournament?.group,
      tournamentRound: input.tournament?.round,
    },
  });
  const whiteMail: TurnMail =
    firstMail === "none"
      ? "none"
      : acceptedBy === undefined
        ? "now"
        : acceptedBy === input.whiteId
          ? { at: new Date(now.getTime() + acceptorMailDelayMs) }
          : "none";
  await scheduleTurn(
    tx,
    {
      gameId: game.id,
      ply: 0,
      deadline,
      bank,
      paused: away > 0,
      computer: computerLevelOf(input.whiteId),
      players: input,
    },
    now,
    whiteMail,
  );
  if (acceptedBy !== undefined) {
    const acceptor = await tx.user.findUniqueOrThrow({ where: { id: acceptedBy }, select: { name: true } });
    const later = needsWelcome(acceptor) ? new Date(now.getTime() + welcomeGraceMs) : undefined;
    await changeJobs(tx, [gameStartedJob(game.id, later)]);
  }
  // The players' open home pages count the new game.
  await announceGameChange(tx, game.id);
  return game;
}

/**
 * A newcomer saved their welcome: the game-started emails of the games they just started by
 * accepting go now, with their chosen name. (One that already went is not sent again: the email
 * is sent once per key, lib/mail/send-once.ts.)
 */
export async function announceAcceptedGames(userId: string, now: Date): Promise<void> {
  const games = await db().game.findMany({
    where: {
      status: "ONGOING",
      startedAt: { gt: new Date(now.getTime() - acceptorMailDelayMs) },
      AND: [
        { OR: [{ whiteId: userId }, { blackId: userId }] },
        {
          OR: [
            { invitation: { inviterId: { not: userId } } },
            { challenge: { challengerId: { not: userId } } },
          ],
        },
      ],
    },
    select: { id: true },
  });
  if (games.length === 0) return;
  await db().$transaction((tx) =>
    changeJobs(
      tx,
      games.map((game) => gameStartedJob(game.id)),
    ),
  );
}
