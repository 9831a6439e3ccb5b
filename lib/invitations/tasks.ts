// Jobs of the invitation flow (invitation email, inviter told of the answer, expiry).
// The worker's lanes (lib/worker/lanes.ts) merge this list with the game-mail tasks.
import type { TaskList } from "graphile-worker";
import { tasks } from "../jobs/queue";
import { jobTask } from "../jobs/task";
import { expireInvitation, sendAnswerEmail, sendInvitationEmail } from "./notify";

export const invitationTasks: TaskList = {
  [tasks.invitation]: jobTask(tasks.invitation, async ({ invitationId }) => {
    await sendInvitationEmail(invitationId);
  }),
  [tasks.invitationAnswered]: jobTask(tasks.invitationAnswered, async ({ invitationId }) => {
    await sendAnswerEmail(invitationId);
  }),
  [tasks.invitationExpiry]: jobTask(tasks.invitationExpiry, async ({ invitationId }) => {
    await expireInvitation(invitationId, new Date());
  }),
};
