// The computer's jobs, added in the transaction of the change that calls for them (the outbox the
// game mail uses): its move when its turn begins, its answer to a takeback request or a draw offer.
// One pending move job per game (its key): a new turn replaces a waiting job; a job already
// running when the game moves on finds its ply gone and plays nothing (lib/bot/move.ts).
import { type JobChange, tasks } from "../jobs/queue";

export const computerJobKeys = {
  move: (gameId: string) => `computer-move:${gameId}`,
  answer: (gameId: string, kind: string) => `computer-answer:${gameId}:${kind}`,
  offer: (challengeId: string) => `computer-offer:${challengeId}`,
};

/** The computer's move for ply `ply` (1 = White's first move) of this game. */
export const computerMoveJob = (gameId: string, ply: number): JobChange => ({
  add: tasks.computerMove,
  payload: { gameId, ply },
  jobKey: computerJobKeys.move(gameId),
});

/** The computer's answer to the person's takeback request or draw offer, made at ply `ply`. */
export const computerAnswerJob = (gameId: string, kind: "takeback" | "draw", ply: number): JobChange => ({
  add: tasks.computerAnswer,
  payload: { gameId, kind, ply },
  jobKey: computerJobKeys.answer(gameId, kind),
});
