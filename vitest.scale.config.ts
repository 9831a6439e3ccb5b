import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { testFiles } from "./tests/support/canary.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

// Scale-out with real processes: one PostgreSQL (behind a real PgBouncer in transaction mode), several
// production web instances and workers, games played over HTTP across all of them, processes
// SIGKILLed mid-run. One file at a time: each starts a whole service on two cores.
export default defineConfig({
  resolve: { alias: { "@": root } },
  test: {
    name: "scale",
    include: testFiles("tests/scale/**/*.test.ts"),
    globalSetup: ["tests/scale/support/global-setup.ts"],
    setupFiles: ["tests/faults/support/setup-env.ts"],
    testTimeout: 900_000,
    hookTimeout: 400_000,
    fileParallelism: false,
  },
});
