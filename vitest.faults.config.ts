import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { testFiles } from "./tests/support/canary.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

// Fault injection: real worker and server processes, a real PostgreSQL stopped and started, a real
// SMTP receiver made slow, refusing or down, processes killed mid-send. One scenario at a time
// (they measure delays), each with its own database; the global teardown prints their table.
export default defineConfig({
  resolve: { alias: { "@": root } },
  test: {
    name: "faults",
    include: testFiles("tests/faults/**/*.test.ts"),
    globalSetup: ["tests/faults/support/global-setup.ts"],
    setupFiles: ["tests/faults/support/setup-env.ts"],
    testTimeout: 600_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
