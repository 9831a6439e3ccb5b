// Freezing a PostgreSQL as a hung host does: SIGSTOP to the postmaster and every process under it.
// Its sockets stay open and the kernel still accepts connections on its port, so a client meets
// neither a refusal nor a reset, only silence: what no restart test shows.
import { readdir, readFile } from "node:fs/promises";

/** `pid` and every process descended from it, read from /proc. */
async function processTree(pid: number): Promise<number[]> {
  const parents = new Map<number, number[]>();
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => null);
    if (!stat) continue; // it ended while we looked
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ")".
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(parents.get(tree[i]) ?? []));
  return tree;
}

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
