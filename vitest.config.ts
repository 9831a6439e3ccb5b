import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { testFiles } from "./tests/support/canary.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

// Two projects, their files run side by side: the pure one (the rules engine, the search and
// every module that needs no service: no database, no mail, no browser) and the app (a
// real PostgreSQL, started once by the global setup, with a database of its own for every test
// file; a real SMTP receiver per file). Deep perft is in vitest.slow.config.ts.
export default defineConfig({
  resolve: { alias: { "@": root } },
  test: {
    // Three workers on two cores: app files spend much of their time waiting on PostgreSQL, the
    // job worker and SMTP, so a third file keeps both cores busy. VITEST_MAX_WORKERS overrides.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || 3,
    projects: [
      {
        extends: true,
        // CPU-bound files share two cores with the app files: a generous limit, for hangs only.
        test: { name: "pure", include: testFiles("tests/pure/**/*.test.ts"), testTimeout: 120_000 },
      },
      {
        extends: true,
        test: {
          name: "app",
          include: testFiles("tests/app/**/*.test.ts"),
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/setup-env.ts"],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
