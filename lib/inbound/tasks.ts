// The reply-by-email jobs the worker runs: read and act on a received reply, then answer it.
import type { TaskList } from "graphile-worker";
import { z } from "zod";
import { config } from "../config";
import { tasks } from "../jobs/queue";
import { task } from "../jobs/task";
import { metrics } from "../ops/metrics";
import { sendReplyAnswer } from "./answer";
import { handleReply } from "./handle";
import { warmParseThread } from "./parse";

const inboundPayload = z.object({ inboundId: z.string().min(1) });

export const inboundTasks: TaskList = {
  [tasks.inboundMail]: task(inboundPayload, async ({ inboundId }, helpers) => {
    const handled = await handleReply(inboundId, new Date(), (line) => helpers.logger.info(line));
    metrics().inboundReplies.inc({ outcome: handled });
  }),
  [tasks.inboundAnswer]: task(inboundPayload, async ({ inboundId }) => {
    await sendReplyAnswer(inboundId);
  }),
};

/** What a worker does at its start for replies: the parse thread, when this service takes replies. */
export function warmInbound(): void {
  if (config().inbound) warmParseThread();
}
