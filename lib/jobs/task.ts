// A job handler with its payload checked first. A malformed payload is logged and the job
// dropped: retrying cannot fix it. Anything the work throws (an SMTP failure) is retried by
// graphile-worker with backoff, capped at a minute by the worker's sweep (lib/jobs/liveness.ts).
// While the work runs, log lines name the job, and `currentJob()` tells what the job is (the
// outbox measures an email's delay from the job's creation: lib/mail/send-once.ts).
import { AsyncLocalStorage } from "node:async_hooks";
import type { JobHelpers, Task } from "graphile-worker";
import type { z } from "zod";
import { withLogContext } from "../ops/log";
import { type PayloadOf, payloads } from "./payloads";
import type { TaskName } from "./task-names";

export type RunningJob = { id: string; task: string; createdAt: Date; attempts: number };

const running = new AsyncLocalStorage<RunningJob>();

/** The job this code runs for, if any. */
export const currentJob = (): RunningJob | undefined => running.getStore();

export function task<T>(
  schema: z.ZodType<T>,
  work: (payload: T, helpers: JobHelpers) => Promise<void>,
): Task {
  return async (payload, helpers) => {
    const { job } = helpers;
    const about = {
      id: job.id,
      task: job.task_identifier,
      createdAt: job.created_at,
      attempts: job.attempts,
    };
    await running.run(about, () =>
      withLogContext({ jobId: job.id, task: job.task_identifier }, async () => {
        const parsed = schema.safeParse(payload);
        if (!parsed.success) {
          helpers.logger.error(
            `${job.task_identifier}: malformed payload: ${parsed.error.issues[0].message}`,
          );
          return;
        }
        await work(parsed.data, helpers);
      }),
    );
  };
}

/** The handler of task `name`, its payload read with the task's own schema (./payloads.ts). */
export function jobTask<T extends TaskName>(
  name: T,
  work: (payload: PayloadOf<T>, helpers: JobHelpers) => Promise<void>,
): Task {
  return task(payloads[name] as unknown as z.ZodType<PayloadOf<T>>, work);
}
