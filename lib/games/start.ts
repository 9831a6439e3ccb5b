// A new correspondence game between two players, from the engine's start position.
import { getGame } from "../engine";
import type { Game as GameRow } from "../generated/prisma/client";
import type { Transaction } from "../jobs/queue";
import { addJob, tasks } from "../jobs/queue";

export type NewGame = {
  gameType: string;
  whiteId: string;
  blackId: string;
  daysPerMove: number;
  public: boolean;
};

export const dayMs = 24 * 60 * 60 * 1000;

/** Creates the game and White's first turn (email, deadline, reminder) in the caller's transaction. */
export async function startGame(tx: Transaction, input: NewGame, now: Date): Promise<GameRow> {
  const engine = getGame(input.gameType);
  if (!engine.ok) throw new Error(engine.error.reason);
  const start = engine.value.start();
  const deadline = new Date(now.getTime() + input.daysPerMove * dayMs);
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
      public: input.public,
      startedAt: now,
      lastMoveAt: now,
      deadline,
    },
  });
  await addJob(tx, tasks.yourTurn, { gameId: game.id, ply: 0 }, { jobKey: `your-turn:${game.id}:0` });
  await addJob(
    tx,
    tasks.deadline,
    { gameId: game.id, ply: 0 },
    { jobKey: `deadline:${game.id}`, runAt: deadline },
  );
  await addJob(
    tx,
    tasks.reminder,
    { gameId: game.id, ply: 0 },
    { jobKey: `reminder:${game.id}`, runAt: new Date(deadline.getTime() - dayMs) },
  );
  return game;
}
