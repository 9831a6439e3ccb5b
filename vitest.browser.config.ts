import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { testFiles } from "./tests/support/canary.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

// Browser tests: the production build served by `npm start`, driven through Chromium. The global
// setup rebuilds first when the build is older than its sources.
export default defineConfig({
  resolve: { alias: { "@": root } },
  test: {
    name: "browser",
    include: testFiles("tests/browser/**/*.test.ts"),
    globalSetup: ["tests/support/browser-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
