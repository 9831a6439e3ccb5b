// Processes as Linux's /proc shows them: who started whom, what each runs, and how nice each
// thread is. For tests that look at the real processes of a service (fault tests, priorities).
import { readdir, readFile } from "node:fs/promises";

/** A stat line's fields after "pid (comm)": comm may hold spaces and parentheses. */
async function statFields(path: string): Promise<string[] | null> {
  const stat = await readFile(path, "utf8").catch(() => null); // null: it ended while we looked
  return stat ? stat.slice(stat.lastIndexOf(")") + 2).split(" ") : null;
}

/** `pid` and every process descended from it. */
export async function processTree(pid: number): Promise<number[]> {
  const parents = new Map<number, number[]>();
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = await statFields(`/proc/${entry}/stat`);
    if (!fields) continue;
    const ppid = Number(fields[1]);
    parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(parents.get(tree[i]) ?? []));
  return tree;
}

/** The process's command line, its arguments joined by spaces ("" once it has ended). */
export async function commandLine(pid: number): Promise<string> {
  const raw = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
  return raw.split("\0").join(" ").trim();
}

/** The parent of `pid`. */
export async function parentOf(pid: number): Promise<number | null> {
  const fields = await statFields(`/proc/${pid}/stat`);
  return fields ? Number(fields[1]) : null;
}

/** Each thread of `pid` with its nice value (0 normal, 19 lowest). */
export async function threadNices(pid: number): Promise<{ thread: number; nice: number }[]> {
  const threads = await readdir(`/proc/${pid}/task`).catch(() => []);
  const nices = await Promise.all(
    threads.map(async (thread) => {
      const fields = await statFields(`/proc/${pid}/task/${thread}/stat`);
      // Field 19 of the stat line; the 17th after "pid (comm)".
      return fields ? { thread: Number(thread), nice: Number(fields[16]) } : null;
    }),
  );
  return nices.filter((entry) => entry !== null);
}
