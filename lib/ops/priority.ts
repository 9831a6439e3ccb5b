// CPU priority for work that can wait. A player waits on a page or a move; an email, a deadline or
// the computer's thinking can wait a few milliseconds more. Where both share a machine's cores,
// the work that can wait asks the kernel for a lower priority (a higher "nice" value), so the
// pages go first whenever both want a core, and it still has every core the pages leave idle.
// Always relative, never absolute: a service started under `nice -n 19` is not overtaken by it.
import { readdirSync, readlinkSync } from "node:fs";
import { getPriority, setPriority } from "node:os";

/** The lowest priority there is. */
const lowest = 19;

function lower(thread: number, steps: number): void {
  if (Number.isInteger(thread) && thread > 0)
    setPriority(thread, Math.min(lowest, getPriority(thread) + steps));
}

/**
 * `steps` nicer, for the calling thread alone (Linux schedules each thread by its own id); the
 * threads it starts afterwards inherit it. Not Linux, or not allowed: nothing changes.
 */
export function lowerThisThread(steps: number): void {
  try {
    lower(Number(readlinkSync("/proc/thread-self").split("/").at(-1)), steps);
  } catch {
    // The thread runs at its process's priority.
  }
}

/**
 * `steps` nicer, for every thread of this process (the main thread, libuv's, V8's, any worker
 * thread) and so for the threads and child processes they start afterwards; child processes
 * started before keep their own. Elsewhere than Linux, setpriority changes the whole process.
 */
export function lowerThisProcess(steps: number): void {
  let threads: string[];
  try {
    threads = readdirSync("/proc/self/task");
  } catch {
    try {
      setPriority(Math.min(lowest, getPriority() + steps));
    } catch {
      // Not allowed: the process keeps its priority.
    }
    return;
  }
  for (const thread of threads) {
    try {
      lower(Number(thread), steps);
    } catch {
      // A thread that ended meanwhile, or not allowed: it keeps its priority.
    }
  }
}
