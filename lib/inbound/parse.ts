// Where a received reply is read: in a worker thread of its own, one message at a time, with a
// deadline and a memory ceiling. The process that runs the job also runs the SMTP receiver and
// sends the game's mail; a hostile message (100,000 nested tags, thousands of parts) once blocked
// it for 36 s per try. Here such a message costs the thread at most `parseDeadlineMs`: past it the
// thread is ended and a fresh one takes the next message, and the message is unreadable for good.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { oneThread } from "@/lib/jobs/one-thread";
import type { MimeResult } from "./mime";

/** How long reading one message may take. A real reply takes milliseconds, even on a busy machine. */
export const parseDeadlineMs = 5_000;

const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), "parse-thread.mjs");
const thread = oneThread<{ raw: Uint8Array }, { result: MimeResult }>(entry, "parse thread");

/** Starts the parse thread ahead of the first reply, so that reply does not wait for its start. */
export function warmParseThread(): void {
  thread.warm();
}

/**
 * Reads a received message in the parse thread. A message that cannot be read (malformed, past a
 * limit, too slow, too big for the thread's memory) is `{ ok: false, reason }`; only a thread that
 * cannot start throws (then the job is retried, the message not being at fault).
 */
export async function parseReply(raw: Uint8Array, deadlineMs = parseDeadlineMs): Promise<MimeResult> {
  const outcome = await thread.ask({ raw }, deadlineMs);
  if (outcome.ok) return outcome.answer.result;
  const { failure } = outcome;
  if (failure.kind === "crash") return { ok: false, reason: `its reading failed: ${failure.message}` };
  if (failure.kind === "stopped") return { ok: false, reason: "its reading stopped the parse thread" };
  return { ok: false, reason: `reading it took longer than ${deadlineMs / 1000} s` };
}
