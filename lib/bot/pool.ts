// The computer thinks in a pool of worker threads, so a search of several seconds never holds up
// the job worker's event loop: emails, deadlines, replies and other games' jobs go on while it
// runs. The pool's size is BOT_THREADS (default 1); requests beyond it wait their turn here. A
// thread that dies (an out-of-memory, a crash) fails only its own request, and a new thread takes
// its place. Waiting requests are served round robin between the people they are for, so one
// person's many games cannot hold the threads while another's answer waits (lib/games/turn/schedule.ts's
// per-person job queues do the same between jobs; this covers what reaches one pool at once).
import { Worker } from "node:worker_threads";
import type { Position, Result } from "../engine";
import type { SearchResult } from "../search";

export type ThinkRequest = {
  id: number;
  gameType: string;
  position: Position;
  level: number;
  seed: number;
  /** The time cap, in milliseconds; the level's node budget applies as well. */
  timeMs: number;
  /** A lower node budget than the level's (tests), or undefined. */
  nodes?: number;
  /** The person the search is for: the pool shares its threads fairly between people. */
  player?: string;
};
export type ThinkReply = { id: number; result: Result<SearchResult> } | { id: number; failed: string };

export type Thought = Omit<ThinkRequest, "id">;

type Waiting = {
  request: ThinkRequest;
  resolve: (result: Result<SearchResult>) => void;
  reject: (error: Error) => void;
};

export type ThinkingPool = {
  think: (thought: Thought) => Promise<Result<SearchResult>>;
  /** Searches running or waiting. */
  busy: () => number;
  stop: () => Promise<void>;
};

const threadEntry = new URL("./thread.mjs", import.meta.url);

export function startThinkingPool(size: number): ThinkingPool {
  const idle: Worker[] = [];
  const running = new Map<Worker, Waiting>();
  const queue: Waiting[] = [];
  const threads = new Set<Worker>();
  let nextId = 1;
  let stopped = false;

  const spawn = () => {
    const thread = new Worker(threadEntry);
    threads.add(thread);
    thread.on("message", (reply: ThinkReply) => {
      const job = running.get(thread);
      running.delete(thread);
      if (job && job.request.id === reply.id) {
        if ("failed" in reply) job.reject(new Error(`the search failed: ${reply.failed}`));
        else job.resolve(reply.result);
      }
      idle.push(thread);
      dispatch();
    });
    const lost = (why: string) => {
      threads.delete(thread);
      const at = idle.indexOf(thread);
      if (at >= 0) idle.splice(at, 1);
      const job = running.get(thread);
      running.delete(thread);
      job?.reject(new Error(`the thinking thread stopped: ${why}`));
      if (!stopped) {
        spawn();
        dispatch();
      }
    };
    thread.on("error", (error) => lost(String(error)));
    thread.on("exit", (code) => threads.has(thread) && lost(`exit code ${code}`));
    // An idle thread does not keep the process alive (a script that is done may exit).
    thread.unref();
    idle.push(thread);
  };

  // Round robin between people: the next waiting request is the oldest of the person served
  // longest ago (never served first), so one person's many requests take turns with everyone else's.
  let served = 0;
  const lastServed = new Map<string, number>();
  const turnOf = (job: Waiting) =>
    job.request.player === undefined ? -1 : (lastServed.get(job.request.player) ?? -1);
  const nextWaiting = (): Waiting => {
    let best = 0;
    for (let i = 1; i < queue.length; i++) if (turnOf(queue[i]) < turnOf(queue[best])) best = i;
    const [job] = queue.splice(best, 1);
    if (job.request.player !== undefined) {
      if (lastServed.size > 10_000) lastServed.clear(); // a bound: forgetting only resets turns
      lastServed.set(job.request.player, ++served);
    }
    return job;
  };

  const dispatch = () => {
    while (idle.length > 0 && queue.length > 0) {
      const thread = idle.shift() as Worker;
      const job = nextWaiting();
      running.set(thread, job);
      thread.postMessage(job.request);
    }
  };

  for (let i = 0; i < size; i++) spawn();

  return {
    think: (thought) =>
      stopped
        ? Promise.reject(new Error("the thinking pool is stopped"))
        : new Promise((resolve, reject) => {
            queue.push({ request: { ...thought, id: nextId++ }, resolve, reject });
            dispatch();
          }),
    busy: () => running.size + queue.length,
    stop: async () => {
      stopped = true;
      for (const job of queue.splice(0)) job.reject(new Error("the thinking pool stopped"));
      for (const job of running.values()) job.reject(new Error("the thinking pool stopped"));
      running.clear();
      await Promise.all([...threads].map((thread) => thread.terminate()));
      threads.clear();
    },
  };
}
