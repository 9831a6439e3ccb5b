// Jobs of the invitation flow (invitation email, inviter told of the answer, expiry).
// The worker (lib/jobs/worker.ts) merges this list with the game-mail tasks.
import type { TaskList } from "graphile-worker";
import { z } from "zod";
import { tasks } from "../jobs/queue";
import { expireInvitation, sendAnswerEmail, sendInvitationEmail } from "./notify";

const payload = z.object({ invitationId: z.string().min(1) });
const invitationIdOf = (raw: unknown) => payload.parse(raw).invitationId;

export const invitationTasks: TaskList = {
  [tasks.invitation]: async (raw) => {
    await sendInvitationEmail(invitationIdOf(raw));
  },
  [tasks.invitationAnswered]: async (raw) => {
    await sendAnswerEmail(invitationIdOf(raw));
  },
  [tasks.invitationExpiry]: async (raw) => {
    await expireInvitation(invitationIdOf(raw), new Date());
  },
};
