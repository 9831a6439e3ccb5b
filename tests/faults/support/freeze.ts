// Freezing a PostgreSQL as a hung host does: SIGSTOP to the postmaster and every process under it.
// Its sockets stay open and the kernel still accepts connections on its port, so a client meets
// neither a refusal nor a reset, only silence: what no restart test shows.
import { processTree } from "../../support/processes";

export type Frozen = { pids: number[]; thaw: () => void };

/** Stops the postmaster `pid` and its children (SIGSTOP); `thaw` lets them all run again. */
export async function freeze(pid: number): Promise<Frozen> {
  process.kill(pid, "SIGSTOP"); // first, so it forks nothing new while its children are found
  const pids = await processTree(pid);
  for (const each of pids.slice(1)) process.kill(each, "SIGSTOP");
  let thawed = false;
  return {
    pids,
    thaw() {
      if (thawed) return;
      thawed = true;
      for (const each of pids) {
        try {
          process.kill(each, "SIGCONT");
        } catch {
          // gone
        }
      }
    },
  };
}
