// Jobs of the invitation flow (invitation email, inviter told of the answer, expiry).
// The worker (lib/jobs/worker.ts) merges this list with the game-mail tasks.
import type { TaskList } from "graphile-worker";

export const invitationTasks: TaskList = {};
