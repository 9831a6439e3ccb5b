// Jobs of the invitation flow (invitation email, inviter told of the answer, expiry).
// The worker's lanes (lib/worker/lanes.ts) merge this list with the game-mail tasks.
import type { TaskList } from "graphile-worker";
import { z } from "zod";
import { tasks } from "../jobs/queue";
import { task } from "../jobs/task";
import { expireInvitation, sendAnswerEmail, sendInvitationEmail } from "./notify";

const payload = z.object({ invitationId: z.string().min(1) });

export const invitationTasks: TaskList = {
  [tasks.invitation]: task(payload, async ({ invitationId }) => {
    await sendInvitationEmail(invitationId);
  }),
  [tasks.invitationAnswered]: task(payload, async ({ invitationId }) => {
    await sendAnswerEmail(invitationId);
  }),
  [tasks.invitationExpiry]: task(payload, async ({ invitationId }) => {
    await expireInvitation(invitationId, new Date());
  }),
};
