// What each job carries, one schema a task: the code that queues a job builds its payload against
// this schema's input type (./queue.ts `addJob`, `changeJobs`: a payload of another shape does not
// compile) and the worker's task reads it with the same schema (./task.ts `jobTask`: a payload
// that does not parse is logged and dropped). Ids only, never rows: a job reads what it needs.
import { z } from "zod";
import { type TaskName, tasks } from "./task-names";

const id = z.string().min(1);
const gameJob = z.object({ gameId: id });
const turnJob = gameJob.extend({ ply: z.number().int().min(0) });
/** A cron job carries the time of its tick; what it does is decided for that moment. */
const cronJob = z.object({ _cron: z.object({ ts: z.coerce.date() }) }).partial();

export const payloads = {
  [tasks.yourTurn]: turnJob,
  [tasks.deadline]: turnJob,
  [tasks.reminder]: turnJob.extend({ mark: z.enum(["day-left", "most-used"]).default("day-left") }),
  [tasks.gameOver]: gameJob,
  [tasks.gameStarted]: gameJob,
  [tasks.gameAborted]: gameJob.extend({ by: id }),
  [tasks.offer]: turnJob.extend({
    kind: z.enum(["draw", "draw-declined", "takeback", "takeback-accepted", "takeback-declined"]),
    to: z.enum(["WHITE", "BLACK"]),
    at: z.coerce.date(),
  }),
  [tasks.chatMail]: gameJob.extend({ to: id }),
  [tasks.conditionalMove]: gameJob.extend({
    userId: id,
    /** The ply of the answer played, or of the opponent's move that reached dropped lines. */
    ply: z.number().int().min(1),
    played: z.boolean(),
    notice: z.string().nullable(),
    linesLeft: z.number().int().min(0),
    /** The record's version when the job was queued (a takeback since makes it news of nothing). */
    rewinds: z.number().int().min(0).optional(),
  }),
  [tasks.digest]: cronJob,
  [tasks.invitation]: z.object({ invitationId: id }),
  [tasks.invitationAnswered]: z.object({ invitationId: id }),
  [tasks.invitationExpiry]: z.object({ invitationId: id }),
  [tasks.inboundMail]: z.object({ inboundId: id }),
  [tasks.inboundAnswer]: z.object({ inboundId: id }),
  [tasks.challengeExpiry]: z.object({ challengeId: id }),
  [tasks.challengePosted]: z.object({ challengeId: id }),
  [tasks.challengeDigest]: cronJob,
  [tasks.vacationEnd]: z.object({ userId: id }),
  [tasks.gameReview]: z.object({ gameId: z.string().min(1).max(64) }),
  [tasks.computerMove]: gameJob.extend({ ply: z.number().int().min(1) }),
  [tasks.computerAnswer]: gameJob.extend({
    kind: z.enum(["takeback", "draw"]),
    ply: z.number().int().min(0),
  }),
  [tasks.computerOffer]: z.object({ challengeId: id }),
  [tasks.tournamentStart]: z.object({ tournamentId: id }),
  [tasks.tournamentProgress]: z.object({ tournamentId: id }),
  [tasks.tournamentPosted]: z.object({ tournamentId: id }),
  [tasks.tournamentMail]: z.object({
    tournamentId: id,
    userId: id,
    kind: z.enum(["started", "stage", "cancelled", "finished", "withdrawn"]),
    stage: z.number().int().min(0),
  }),
  [tasks.housekeeping]: cronJob,
} as const satisfies Record<TaskName, z.ZodType>;

/** The payload a job of `T` is queued with. */
export type PayloadIn<T extends TaskName> = z.input<(typeof payloads)[T]>;
/** The payload a job of `T` runs with, as its task reads it. */
export type PayloadOf<T extends TaskName> = z.output<(typeof payloads)[T]>;
