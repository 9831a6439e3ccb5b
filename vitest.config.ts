import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { testFiles } from "./tests/support/canary.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

// Two projects: the pure rules engine (no services) and the app (a real PostgreSQL
// and a real SMTP receiver, started once by the global setup).
export default defineConfig({
  resolve: { alias: { "@": root } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: "engine", include: testFiles("tests/engine/**/*.test.ts"), testTimeout: 30_000 },
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
          fileParallelism: false,
        },
      },
    ],
  },
});
