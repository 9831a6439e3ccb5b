// The reply-by-email jobs the worker runs: read and act on a received reply, then answer it.
import type { TaskList } from "graphile-worker";
import { config } from "../config";
import { tasks } from "../jobs/queue";
import { jobTask } from "../jobs/task";
import { metrics } from "../ops/metrics";
import { sendReplyAnswer } from "./answer";
import { handleReply } from "./handle";
import { warmParseThread } from "./parse";

export const inboundTasks: TaskList = {
  [tasks.inboundMail]: jobTask(tasks.inboundMail, async ({ inboundId }, helpers) => {
    const handled = await handleReply(inboundId, new Date(), (line) => helpers.logger.info(line));
    metrics().inboundReplies.inc({ outcome: handled });
  }),
  [tasks.inboundAnswer]: jobTask(tasks.inboundAnswer, async ({ inboundId }) => {
    await sendReplyAnswer(inboundId);
  }),
};

/** What a worker does at its start for replies: the parse thread, when this service takes replies. */
export function warmInbound(): void {
  if (config().inbound) warmParseThread();
}
