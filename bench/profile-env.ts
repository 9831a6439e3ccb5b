// BENCH_PROFILE=<dir> (bench:web, bench:page): every process of the service writes a V8 CPU profile
// there when it stops (`node --cpu-prof`), read with `npm run bench:profile -- <dir>`. The flag
// reaches the service's processes (npm, tsx, Next.js's server) only through NODE_OPTIONS, which
// takes it from Node.js 22 on; on Node.js 20 every one of them would refuse to start, so the
// benchmark says so before it starts anything.
import path from "node:path";

/** The service's environment for BENCH_PROFILE, or undefined without it; exits on a Node.js that can't. */
export function profileEnv(): { NODE_OPTIONS: string } | undefined {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return undefined;
  if (!process.allowedNodeEnvironmentFlags.has("--cpu-prof")) {
    console.error(
      `BENCH_PROFILE needs Node.js 22 or later (this is ${process.version}, whose NODE_OPTIONS does not take --cpu-prof).`,
    );
    process.exit(2);
  }
  return { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(dir)}` };
}
