// A job handler with its payload checked first. A malformed payload is logged and the job
// dropped: retrying cannot fix it. Anything the work throws (an SMTP failure) is retried by
// graphile-worker with backoff, capped at a minute by the worker's sweep (lib/jobs/liveness.ts).
import type { JobHelpers, Task } from "graphile-worker";
import type { z } from "zod";

export function task<T>(
  schema: z.ZodType<T>,
  work: (payload: T, helpers: JobHelpers) => Promise<void>,
): Task {
  return async (payload, helpers) => {
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      helpers.logger.error(
        `${helpers.job.task_identifier}: malformed payload: ${parsed.error.issues[0].message}`,
      );
      return;
    }
    await work(parsed.data, helpers);
  };
}
