// Where a benchmark's CPU goes: the CPU time (user + system) of this process and of every process
// under it (the service's Next.js server and worker, PostgreSQL, PgBouncer), read from Linux's
// /proc, grouped by what each process is. A busy machine stretches latencies, but not the CPU a
// move costs: this is the figure that says how many moves per second the cores can carry.
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc's utime and stime (USER_HZ: 100 on Linux). */
const ticksPerSecond = 100;

type Stat = { pid: number; ppid: number; cpuMs: number };

function stat(pid: number): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ")".
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    const [utime, stime] = [Number(fields[11]), Number(fields[12])];
    return { pid, ppid: Number(fields[1]), cpuMs: ((utime + stime) * 1000) / ticksPerSecond };
  } catch {
    return null; // gone meanwhile
  }
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return "";
  }
}

/** What a process of the service is, by its command line. */
function groupOf(command: string): string {
  // `npm start` names its web process pigeon-post-web (scripts/support/next-server.mjs).
  if (/next\/dist\/bin\/next|next-server|pigeon-post-web/.test(command)) return "web (Next.js)";
  if (/scripts\/(start|worker)\.ts/.test(command)) return "worker";
  if (/\bpostgres\b/.test(command)) return "PostgreSQL";
  if (/pgbouncer/.test(command)) return "PgBouncer";
  return "other (npm, tsx)";
}

/** CPU milliseconds used so far, by group: this process ("bench client") and its descendants. */
export function cpuByGroup(): Map<string, number> {
  const stats = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => stat(Number(name)))
    .filter((s): s is Stat => s !== null);
  const children = new Map<number, Stat[]>();
  for (const s of stats) {
    const siblings = children.get(s.ppid);
    if (siblings) siblings.push(s);
    else children.set(s.ppid, [s]);
  }
  const own = process.cpuUsage();
  const groups = new Map<string, number>([["bench client", (own.user + own.system) / 1000]]);
  const visit = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      const group = groupOf(commandLine(child.pid));
      groups.set(group, (groups.get(group) ?? 0) + child.cpuMs);
      visit(child.pid);
    }
  };
  visit(process.pid);
  return groups;
}

type Reading = Map<string, number>;

/** CPU milliseconds per unit of work between two readings, by group. */
export function cpuSpent(before: Reading, after: Reading, units: number): Map<string, number> {
  return new Map([...after].map(([group, ms]) => [group, (ms - (before.get(group) ?? 0)) / units]));
}

/** Total CPU milliseconds per unit of work between two readings, all groups together. */
export function cpuTotalPer(before: Reading, after: Reading, units: number): number {
  return [...cpuSpent(before, after, units).values()].reduce((sum, ms) => sum + ms, 0);
}

/** "web (Next.js) 31.2 ms, worker 18.0 ms, …; total 61.5 ms": CPU per unit of work, by group. */
export function cpuPer(before: Reading, after: Reading, units: number): string {
  const total = cpuTotalPer(before, after, units);
  return `${[...cpuSpent(before, after, units)]
    .filter(([, ms]) => ms >= 0.05)
    .sort((a, b) => b[1] - a[1])
    .map(([group, ms]) => `${group} ${ms.toFixed(1)} ms`)
    .join(", ")}; total ${total.toFixed(1)} ms`;
}
