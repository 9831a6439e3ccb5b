import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { testFiles } from "./tests/support/canary.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

// The slow tests (`npm run test:slow`, run by .ci/run): deep perft of every game, rows that would
// add seconds to every `npm test` for counts that change only with the move generator.
export default defineConfig({
  resolve: { alias: { "@": root } },
  test: {
    name: "slow",
    include: testFiles("tests/**/*.slow.ts"),
    testTimeout: 300_000,
  },
});
