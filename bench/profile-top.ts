// npm run bench:profile -- <dir or .cpuprofile files>: the top functions by self time in V8 CPU
// profiles (as `node --cpu-prof` writes them; `BENCH_PROFILE=<dir> npm run bench:web` makes them
// for the service's processes), one table per process, with the share of its busy time.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const top = Number(process.env.TOP ?? 15);
const files = process.argv.slice(2).flatMap((arg) =>
  statSync(arg).isDirectory()
    ? readdirSync(arg)
        .filter((f) => f.endsWith(".cpuprofile"))
        .map((f) => path.join(arg, f))
    : [arg],
);
if (files.length === 0) {
  console.error("Usage: npm run bench:profile -- <directory of .cpuprofile files | files…>");
  process.exit(2);
}

/** "react-dom-server…" or "lib/board/png.ts" rather than a whole file URL. */
function where(url: string): string {
  const modules = url.lastIndexOf("node_modules/");
  if (modules >= 0)
    return url
      .slice(modules + "node_modules/".length)
      .split("/")
      .slice(0, 3)
      .join("/");
  const at = url.indexOf("/.next/");
  if (at >= 0) return url.slice(at + 1);
  return url.replace(/^file:\/\//, "").replace(`${process.cwd()}/`, "");
}

for (const file of files) {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  for (const [i, id] of profile.samples.entries()) {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const totals = new Map<string, number>();
  let busy = 0;
  for (const [id, micros] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === "(idle)" || functionName === "(program)") continue;
    busy += micros;
    const key = `${functionName || "(anonymous)"}  ${where(url)}${url ? `:${lineNumber + 1}` : ""}`;
    totals.set(key, (totals.get(key) ?? 0) + micros);
  }
  // With INCLUSIVE=1, time spent in a function and everything it called (a recursive call counted
  // once), for our own source files only: where the busy time goes, by entry point.
  if (process.env.INCLUSIVE === "1") {
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const keyOf = (id: number) => {
      const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
      return /node_modules|^node:|^$/.test(url)
        ? null
        : `${functionName || "(anonymous)"}  ${where(url)}:${lineNumber + 1}`;
    };
    totals.clear();
    for (const [id, micros] of self) {
      const { functionName } = byId.get(id)!.callFrame;
      if (functionName === "(idle)" || functionName === "(program)") continue;
      const seen = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const key = keyOf(at);
        if (key && !seen.has(key)) {
          seen.add(key);
          totals.set(key, (totals.get(key) ?? 0) + micros);
        }
      }
    }
  }
  const wall = (profile.endTime - profile.startTime) / 1e6;
  console.log(`\n${path.basename(file)}: ${wall.toFixed(1)} s profiled, ${(busy / 1e6).toFixed(1)} s busy`);
  console.log("| self ms | share | function  where |\n|---:|---:|---|");
  for (const [key, micros] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`| ${(micros / 1000).toFixed(0)} | ${((100 * micros) / busy).toFixed(1)}% | ${key} |`);
  }
}
