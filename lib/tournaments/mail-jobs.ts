// The one email per player per tournament event (its start, a stage, its end, a cancellation): a
// job each, keyed by the event and the player, so a retried or doubled run queues none twice and
// the email itself goes once by the same key (lib/mail/send-once.ts).

import type { PayloadIn } from "../jobs/payloads";
import type { JobChange } from "../jobs/queue";
import { tasks } from "../jobs/queue";

export type TournamentMailKind = PayloadIn<typeof tasks.tournamentMail>["kind"];

export const mailKey = (tournamentId: string, kind: TournamentMailKind, stage: number, userId: string) =>
  `tournament-mail:${tournamentId}:${kind}:${stage}:${userId}`;

export function mailJobs(
  tournamentId: string,
  kind: TournamentMailKind,
  stage: number,
  userIds: readonly string[],
): JobChange[] {
  return userIds.map((userId) => ({
    add: tasks.tournamentMail,
    payload: { tournamentId, userId, kind, stage },
    jobKey: mailKey(tournamentId, kind, stage, userId),
  }));
}
