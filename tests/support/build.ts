// The production build the browser tests and bench:web run against, rebuilt when it is older than
// anything it was built from. A test run never meets yesterday's pages: an edit under app/ or lib/,
// a checkout (which touches the files it changes) or an `npm install` that changed node_modules
// makes the next `npm run test:browser` build first. Checking takes milliseconds; a build that
// changes nothing still takes 10–30 s on 2 cores, so the browser command builds only when needed.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * What `npm run build` reads: the app's sources, its configuration and the installed packages
 * (for `next build`), and the script that precompresses its static files.
 */
export const buildInputs = [
  "app",
  "lib",
  "emails",
  "public",
  "proxy.ts",
  "instrumentation.ts",
  "instrumentation-client.ts",
  "next.config.mjs",
  "scripts/precompress.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "node_modules/.package-lock.json", // npm rewrites it whenever it changes node_modules
];

/** The most recently modified input file and its time, or null when there is none. */
export function newestInput(base = root): { file: string; mtimeMs: number } | null {
  let newest: { file: string; mtimeMs: number } | null = null;
  const consider = (file: string) => {
    const { mtimeMs } = statSync(file);
    if (!newest || mtimeMs > newest.mtimeMs) newest = { file: path.relative(base, file), mtimeMs };
  };
  for (const input of buildInputs) {
    const full = path.join(base, input);
    if (!existsSync(full)) continue;
    if (!statSync(full).isDirectory()) {
      consider(full);
      continue;
    }
    for (const entry of readdirSync(full, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) consider(path.join(entry.parentPath, entry.name));
    }
  }
  return newest;
}

/** Why the build in `base`/.next cannot be used as it is, or null when it is up to date. */
export function staleBuild(base = root): string | null {
  const buildId = path.join(base, ".next", "BUILD_ID");
  if (!existsSync(buildId)) return "there is no production build";
  const built = statSync(buildId).mtimeMs;
  const newest = newestInput(base);
  if (newest && newest.mtimeMs > built) return `${newest.file} changed after the last build`;
  return null;
}

/** Builds the production bundle when there is none or it is older than its sources. */
export function ensureFreshBuild(): void {
  const reason = staleBuild();
  if (!reason) return;
  console.log(`Building the production bundle first: ${reason}.`);
  // `npm run build`, as an operator builds: `next build`, then the static files' brotli and gzip
  // copies that `npm start` serves (scripts/precompress.ts).
  const build = spawnSync("npm", ["run", "-s", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) throw new Error("npm run build failed");
}
