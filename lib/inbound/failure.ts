// Whether a reply's job failed for a reason that may pass (the database or the parse thread not
// there right now: try again) or for one that will not (something in the message itself that the
// code or PostgreSQL cannot take: a retry would fail the same way for ever, so the message is
// handled once, dropped and counted). Only the first kind is retried.
import { isDatabaseUnavailable } from "../db/unavailable";

/**
 * PostgreSQL's codes for a try that may pass on another: serialization failure, deadlock, lock
 * not available, statement cancelled on its time limit, out of connections or memory; Prisma's
 * for a write conflict or a transaction that timed out.
 */
const passingCodes = /^(40001|40P01|55P03|57014|53\w{3}|P2034|P2028)$/;
const passingMessages = /Could not start the parse thread|the parse thread did not start in time/;

/** The error codes anywhere in an error's chain (Prisma wraps the driver's, which wraps PostgreSQL's). */
function codesOf(error: unknown, depth = 0): string[] {
  if (typeof error !== "object" || error === null || depth > 5) return [];
  const { code, originalCode, cause, meta } = error as {
    code?: unknown;
    originalCode?: unknown;
    cause?: unknown;
    meta?: { driverAdapterError?: unknown };
  };
  return [
    ...[code, originalCode].filter((value): value is string => typeof value === "string"),
    ...codesOf(cause, depth + 1),
    ...codesOf(meta?.driverAdapterError, depth + 1),
  ];
}

/** Whether retrying the job could succeed where this try failed. */
export function passingFailure(error: unknown): boolean {
  if (isDatabaseUnavailable(error)) return true;
  if (codesOf(error).some((code) => passingCodes.test(code))) return true;
  return error instanceof Error && passingMessages.test(error.message);
}
