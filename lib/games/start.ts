// A new correspondence game between two players, from the engine's start position.

import { atSeconds, startingBank } from "../clock/clock";
import { getGame } from "../engine";
import type { Game as GameRow } from "../generated/prisma/client";
import type { Transaction } from "../jobs/queue";
import { scheduleTurn } from "./schedule";

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
};

/** Creates the game and White's first turn (email, deadline, reminder) in the caller's transaction. */
export async function startGame(tx: Transaction, input: NewGame, now: Date): Promise<GameRow> {
  const engine = getGame(input.gameType);
  if (!engine.ok) throw new Error(engine.error.reason);
  const start = engine.value.start();
  const incrementDays = input.incrementDays ?? null;
  const bank = startingBank({ daysPerMove: input.daysPerMove, incrementDays });
  const deadline = atSeconds(now, bank);
  // A game with a player on vacation starts with its clock paused (lib/games/pause.ts).
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
    },
  });
  await scheduleTurn(tx, { gameId: game.id, ply: 0, deadline, bank, paused: away > 0 }, now);
  return game;
}
