// The body of a thinking thread (lib/bot/pool.ts): runs the search for each request it is sent,
// with the thread's own clock, and sends the result back. The search is pure and synchronous, so
// a thread thinks about one position at a time and the process's event loop never waits on it.
import { readlinkSync } from "node:fs";
import { getPriority, setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { search } from "../search";
import type { ThinkReply, ThinkRequest } from "./pool";

const port = parentPort;
if (!port) throw new Error("lib/bot/think.ts runs in a worker thread (lib/bot/pool.ts)");

// The search takes a core for seconds: 10 steps nicer than its process (this thread only: Linux
// schedules threads by their own ids), so pages, emails and moves come first when the cores are
// busy. Relative, never absolute: a process started under `nice -n 19` must not be overtaken by it.
try {
  const thread = Number(readlinkSync("/proc/thread-self").split("/").at(-1));
  if (Number.isInteger(thread) && thread > 0) setPriority(thread, Math.min(19, getPriority(thread) + 10));
} catch {
  // Not Linux, or not allowed: the thread thinks at the process's priority.
}

port.on("message", (request: ThinkRequest) => {
  const { id, gameType, position, level, seed, timeMs, nodes } = request;
  let reply: ThinkReply;
  try {
    const result = search(gameType, position, {
      level,
      seed,
      nodes,
      timeMs,
      clock: () => performance.now(),
    });
    reply = { id, result };
  } catch (error) {
    reply = { id, failed: String((error as Error)?.stack ?? error) };
  }
  port.postMessage(reply);
});
