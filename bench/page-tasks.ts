// npm run bench:tasks -- <trace.json> [ms]: the page's main-thread tasks of at least `ms` (default
// 30) in a Chromium trace (`BENCH_TRACE=<dir> npm run bench:phone` writes one per run), in the
// page's clock (from navigation start), each with what ran in it: HTML parsing, script evaluation
// (by file), function calls, style, layout, paint, garbage collection, input events; and, when the
// trace has V8's samples (`BENCH_SAMPLES=1` with `BENCH_TRACE`), whose code the task ran:
// milliseconds by script file (self time), so a long task reads as the framework's or ours at once.
import { readFileSync } from "node:fs";

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      url?: string;
      functionName?: string;
      type?: string;
      isLoadingMainFrame?: boolean;
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
};

type ProfileNode = { id: number; callFrame: { url?: string; functionName?: string } };

const [file, minArg] = process.argv.slice(2);
if (!file) {
  console.error("Usage: npm run bench:tasks -- <trace.json> [minimum task ms]");
  process.exit(2);
}
const min = Number(minArg ?? 30) * 1000;
const events = (JSON.parse(readFileSync(file, "utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
// The renderer's main thread that parsed the page.
const parsed = new Set(events.filter((e) => e.name === "ParseHTML").map((e) => `${e.pid}:${e.tid}`));
const main = events.find(
  (e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && parsed.has(`${e.pid}:${e.tid}`),
);
if (!main) throw new Error("no renderer main thread that parsed HTML in this trace");
const onMain = events.filter(
  (e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.dur !== undefined,
);
const start =
  events.find(
    (e) => e.name === "navigationStart" && e.pid === main.pid && e.args?.data?.isLoadingMainFrame,
  ) ?? events.find((e) => e.name === "navigationStart" && e.pid === main.pid);
const origin = start?.ts ?? onMain[0].ts;
const shown = new Set([
  "ParseHTML",
  "EvaluateScript",
  "v8.compile",
  "v8.compileModule",
  "FunctionCall",
  "RunMicrotasks",
  "TimerFire",
  "EventDispatch",
  "UpdateLayoutTree",
  "Layout",
  "Paint",
  "MinorGC",
  "MajorGC",
  "v8.produceCache",
]);
const ms = (us: number) => (us / 1000).toFixed(0);

/**
 * The main thread's JavaScript samples (`disabled-by-default-v8.cpu_profiler`, which `BENCH_TRACE`
 * records with `BENCH_SAMPLES=1`): [time, script file or V8's own label, µs until the next sample].
 * V8's "(program)" is the browser's own work in that time (parsing, style, layout, paint), and is
 * named so.
 */
function samples(): [number, string, number][] {
  const profile = events.find((e) => e.name === "Profile" && e.pid === main!.pid && e.tid === main!.tid);
  if (!profile) return [];
  const files = new Map<number, string>();
  const taken: [number, string][] = [];
  let at = profile.args?.data?.startTime ?? profile.ts;
  const chunks = events.filter(
    (e) => e.name === "ProfileChunk" && e.pid === profile.pid && e.id === profile.id,
  );
  for (const chunk of chunks.sort((a, b) => a.ts - b.ts)) {
    for (const node of chunk.args?.data?.cpuProfile?.nodes ?? [])
      files.set(
        node.id,
        node.callFrame.functionName === "(program)"
          ? "(not JavaScript)"
          : node.callFrame.url?.split("/").pop() || node.callFrame.functionName || "(native)",
      );
    const deltas = chunk.args?.data?.timeDeltas ?? [];
    for (const [i, node] of (chunk.args?.data?.cpuProfile?.samples ?? []).entries()) {
      at += deltas[i] ?? 0;
      taken.push([at, files.get(node) ?? "(unknown)"]);
    }
  }
  return taken.map(([time, file], i) => [time, file, (taken[i + 1]?.[0] ?? time) - time]);
}
const sampled = samples();
const where = (url?: string) => (url ?? "").replace(/^https?:\/\/[^/]+/, "").slice(-60);
for (const task of onMain.filter((e) => e.name === "RunTask" && e.dur! >= min).sort((a, b) => a.ts - b.ts)) {
  console.log(`task at ${ms(task.ts - origin)} ms, ${ms(task.dur!)} ms`);
  const inside = onMain.filter(
    (e) =>
      e !== task &&
      shown.has(e.name) &&
      e.dur! > 3000 &&
      e.ts >= task.ts &&
      e.ts + e.dur! <= task.ts + task.dur!,
  );
  for (const e of inside) {
    const depth = inside.filter((o) => o !== e && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur!).length;
    const d = e.args?.data ?? {};
    console.log(
      `${"  ".repeat(depth + 1)}${e.name} ${ms(e.dur!)} ms ${where(d.url)} ${d.functionName ?? d.type ?? ""}`,
    );
  }
  const byFile = new Map<string, number>();
  for (const [time, file, weight] of sampled)
    if (time >= task.ts && time < task.ts + task.dur! && file !== "(idle)")
      byFile.set(file, (byFile.get(file) ?? 0) + weight);
  const top = [...byFile].sort((a, b) => b[1] - a[1]).filter(([, us]) => us >= 1000);
  if (top.length)
    console.log(`  JavaScript samples: ${top.map(([file, us]) => `${file} ${ms(us)} ms`).join(", ")}`);
}
if (!sampled.length)
  console.log("(no JavaScript samples in this trace: record one with BENCH_SAMPLES=1 as well)");
