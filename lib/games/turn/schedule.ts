// The jobs a game brings. Every turn: the player's "your move" email, the deadline (loss on
// time) and the reminders before it (24 hours left, 80 % of the turn's time used: lib/clock/);
// one pending deadline and one pending reminder of each kind per game (job keys), so scheduling a
// new turn replaces the previous turn's jobs. A paused clock (vacation) has no deadline or
// reminder jobs; resuming it schedules them again. The end: the game-over emails, and the
// pending deadline and reminders dropped.

import { computerIn } from "../../accounts/computer";
import { awayAfterMs } from "../../accounts/last-seen";
import { type ReminderMark, reminderMarks } from "../../clock/clock";
import type { Side } from "../../generated/prisma/client";
import { changeJobs, type JobChange, type Transaction, tasks } from "../../jobs/queue";
import { idOn, otherSide } from "../stored/seats";

const jobKeys = {
  yourTurn: (gameId: string, ply: number) => `your-turn:${gameId}:${ply}`,
  deadline: (gameId: string) => `deadline:${gameId}`,
  reminder: (gameId: string, mark: ReminderMark) =>
    mark === "day-left" ? `reminder:${gameId}` : `reminder-80:${gameId}`,
  gameOver: (gameId: string) => `game-over:${gameId}`,
  review: (gameId: string) => `review:${gameId}`,
  gameAborted: (gameId: string) => `game-aborted:${gameId}`,
  offer: (gameId: string, kind: OfferKind, at: Date) => `offer:${gameId}:${kind}:${at.getTime()}`,
  // The computer's (lib/bot/): one pending move per game, so a new turn replaces a waiting job (a
  // job already running when the game moves on finds its ply gone and plays nothing).
  computerMove: (gameId: string) => `computer-move:${gameId}`,
  computerAnswer: (gameId: string, kind: string) => `computer-answer:${gameId}:${kind}`,
};

/**
 * The named queue of the computer's jobs in one person's games. graphile-worker runs a named
 * queue's jobs one at a time and skips a queue whose job is running, so one person's many games
 * think one after another while other people's jobs take the lane's other places: a person's
 * answer waits for at most the one search running for each other person, never for all of their
 * queued games (first come, first served would).
 */
export const computerQueueOf = (personId: string) => `computer:${personId}`;

/** The person in a game against the computer (the seat that is not the computer's); null otherwise. */
function personIn(players: Players): string | null {
  const computer = computerIn(players);
  if (!computer) return null;
  return idOn(players, otherSide(computer.side));
}

/** The computer's move for ply `ply` (1 = White's first move), in the person's queue. */
const computerMoveJob = (gameId: string, ply: number, person: string | null): JobChange => ({
  add: tasks.computerMove,
  payload: { gameId, ply },
  jobKey: jobKeys.computerMove(gameId),
  queueName: person ? computerQueueOf(person) : undefined,
});

type Players = { whiteId: string; blackId: string };

export type OfferKind = "draw" | "draw-declined" | "takeback" | "takeback-accepted" | "takeback-declined";

export type Turn = {
  gameId: string;
  ply: number;
  deadline: Date;
  /** The side to move's bank when its turn began, in seconds (the 80 % reminder counts from it). */
  bank: number;
  /** The clock is paused (a player is on vacation): no deadline or reminder until it resumes. */
  paused?: boolean;
  /**
   * The level of the computer when it is to move (lib/accounts/computer.ts `computerToMove`): its move
   * job takes the place of the email, the deadline and the reminders (it never runs out of time).
   */
  computer?: number | null;
  /** The game's two seats: whose queue the computer's move joins, whose mail rule applies. */
  players: Players;
};

/** The deadline and reminder jobs of a turn (or their removal while the clock is paused). */
function clockJobs(turn: Turn, now: Date): JobChange[] {
  const { gameId, ply, deadline, bank } = turn;
  const marks: ReminderMark[] = ["day-left", "most-used"];
  if (turn.computer) return [computerMoveJob(gameId, ply + 1, personIn(turn.players)), ...dropClock(gameId)];
  if (turn.paused)
    return [
      { remove: jobKeys.deadline(gameId) },
      ...marks.map((mark) => ({ remove: jobKeys.reminder(gameId, mark) })),
    ];
  const due = reminderMarks(deadline, bank).filter((r) => r.at > now);
  return [
    { add: tasks.deadline, payload: { gameId, ply }, jobKey: jobKeys.deadline(gameId), runAt: deadline },
    ...marks.map((mark): JobChange => {
      const at = due.find((r) => r.mark === mark)?.at;
      return at
        ? {
            add: tasks.reminder,
            payload: { gameId, ply, mark },
            jobKey: jobKeys.reminder(gameId, mark),
            runAt: at,
          }
        : { remove: jobKeys.reminder(gameId, mark) };
    }),
  ];
}

/**
 * When a turn's "your move" email goes: at once (every move), later (a player who is on the game's
 * page as it starts), or never (another email already says it is their move: lib/games/turn/start.ts).
 */
export type TurnMail = "now" | { at: Date } | "none";

export async function scheduleTurn(
  tx: Transaction,
  turn: Turn,
  now: Date,
  asked: TurnMail = "now",
): Promise<void> {
  let mail = asked;
  const { gameId, ply } = turn;
  const person = personIn(turn.players);
  // Against the computer, the person's "your move" goes by lib/notify/computer-mail.ts's rule.
  if (person && !turn.computer && mail !== "none") {
    const reader = await tx.user.findUnique({
      where: { id: person },
      select: { mailOff: true, computerMail: true },
    });
    const at = reader && computerTurnMailAt(reader, now);
    mail = at ? { at } : "none";
  }
  const email: JobChange[] =
    mail === "none" || turn.computer ? [] : [turnMailJob(gameId, ply, mail === "now" ? undefined : mail.at)];
  await changeJobs(tx, [...email, ...clockJobs(turn, now)]);
}

const turnMailJob = (gameId: string, ply: number, runAt?: Date): JobChange => ({
  add: tasks.yourTurn,
  payload: { gameId, ply },
  jobKey: jobKeys.yourTurn(gameId, ply),
  runAt,
});

/**
 * The "your move" of a game against the computer asks again later: its player was still active
 * when it came due (lib/notify/computer-mail.ts). Replaces the running job's key with a new job.
 */
export async function scheduleTurnMailAgain(tx: Transaction, gameId: string, ply: number, at: Date) {
  await changeJobs(tx, [turnMailJob(gameId, ply, at)]);
}

/** Moves the running turn's deadline and reminders (a pause began or ended); no new email. */
export async function rescheduleClock(tx: Transaction, turn: Turn, now: Date): Promise<void> {
  await changeJobs(tx, clockJobs(turn, now));
}

const dropClock = (gameId: string): JobChange[] => [
  { remove: jobKeys.deadline(gameId) },
  { remove: jobKeys.reminder(gameId, "day-left") },
  { remove: jobKeys.reminder(gameId, "most-used") },
];

/**
 * A tournament's game ended (or a player withdrew): its standings, stage and end are worked out
 * once the transaction commits, one run per tournament at a time (the key folds results that come
 * together into one run; lib/tournaments/progress.ts).
 */
export const tournamentProgressJob = (tournamentId: string): JobChange => ({
  add: tasks.tournamentProgress,
  payload: { tournamentId },
  jobKey: `tournament-progress:${tournamentId}`,
});

/** The job key of a game's engine review (lib/review/): the page reads it to say "pending". */
export const reviewJobKey = jobKeys.review;

export async function scheduleGameOver(tx: Transaction, gameId: string): Promise<void> {
  await changeJobs(tx, [
    ...dropClock(gameId),
    { add: tasks.gameOver, payload: { gameId }, jobKey: jobKeys.gameOver(gameId) },
    reviewJob(gameId),
  ]);
}

/**
 * The engine review's job: one at a time service-wide (its own queue), a few tries at most, once
 * per game by its key (the end of the game queues it; so does "Ask for a review", lib/review/ask.ts).
 */
export const reviewJob = (gameId: string): JobChange => ({
  add: tasks.gameReview,
  payload: { gameId },
  jobKey: jobKeys.review(gameId),
  queueName: "game-review",
  maxAttempts: 3,
});

/** An aborted game: its clock stops, and the other player hears who aborted it. */
export async function scheduleAborted(tx: Transaction, gameId: string, by: string): Promise<void> {
  await changeJobs(tx, [
    ...dropClock(gameId),
    { add: tasks.gameAborted, payload: { gameId, by }, jobKey: jobKeys.gameAborted(gameId) },
  ]);
}

/**
 * The email telling player `to` of a draw offer or takeback request, or of the answer to their
 * draw offer (a decline: an accepted one ends the game) or takeback request, made at `at` with the game at ply `ply` (the job sends nothing once the game
 * has moved on).
 */
export async function scheduleOffer(
  tx: Transaction,
  offer: { gameId: string; kind: OfferKind; ply: number; to: Side },
  at: Date,
): Promise<void> {
  const payload = { ...offer, at: at.toISOString() };
  // A takeback request or draw offer to the computer is answered by the computer, not emailed.
  if (offer.kind === "takeback" || offer.kind === "draw") {
    const game = await tx.game.findUnique({
      where: { id: offer.gameId },
      select: { whiteId: true, blackId: true },
    });
    const person = game && personIn(game);
    if (game && person && computerIn(game)?.side === offer.to)
      return changeJobs(tx, [
        {
          add: tasks.computerAnswer,
          payload: { gameId: offer.gameId, kind: offer.kind, ply: offer.ply },
          jobKey: jobKeys.computerAnswer(offer.gameId, offer.kind),
          // A draw answer searches: in the person's queue with their moves (see computerQueueOf).
          queueName: computerQueueOf(person),
        },
      ]);
  }
  await changeJobs(tx, [{ add: tasks.offer, payload, jobKey: jobKeys.offer(offer.gameId, offer.kind, at) }]);
}

/**
 * When the person's turn begins in a game against the computer (the computer has answered): the
 * "your move" job waits until they would count as away, and only for someone who asked for it
 * (lib/notify/computer-mail.ts's rule, which the job asks again when it runs). Deciding at the
 * move spares a job per computer answer for everyone else.
 */
function computerTurnMailAt(reader: { mailOff: boolean; computerMail: boolean }, now: Date): Date | null {
  return reader.mailOff || !reader.computerMail ? null : new Date(now.getTime() + awayAfterMs);
}
