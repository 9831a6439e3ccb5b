// The body of a thinking thread (lib/bot/pool.ts): runs the search for each request it is sent,
// with the thread's own clock, and sends the result back. The search is pure and synchronous, so
// a thread thinks about one position at a time and the process's event loop never waits on it.
import { parentPort } from "node:worker_threads";
import { lowerThisThread } from "../ops/priority";
import { search } from "../search";
import type { ThinkReply, ThinkRequest } from "./pool";

const port = parentPort;
if (!port) throw new Error("lib/bot/think.ts runs in a worker thread (lib/bot/pool.ts)");

// The search takes a core for seconds: 10 steps nicer than its process (this thread only), so
// pages, emails and moves come first when the cores are busy.
lowerThisThread(10);

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
