import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { testFiles } from "./tests/support/canary.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

// One file per area: what CI runs again on the second supported Node (BROWSER_TESTS=smoke,
// `npm run test:browser:smoke`), where the whole suite a second time would cost a quarter of CI's
// time to find what the first run already checked. Each file drives a production start through
// one area end to end: the operator's start, moving from the email link, signing in, the
// computer, analysis, chat, the lobby, the archive, replies, the six games, the headers, and the
// fuzz of every route and form, live pages.
const smoke = [
  "tests/browser/production-start.test.ts",
  "tests/browser/correspondence.test.ts",
  "tests/browser/sign-in.test.ts",
  "tests/browser/computer.test.ts",
  "tests/browser/analysis.test.ts",
  "tests/browser/chat.test.ts",
  "tests/browser/lobby.test.ts",
  "tests/browser/archive.test.ts",
  "tests/browser/reply-pages.test.ts",
  "tests/browser/variants.test.ts",
  "tests/browser/security-headers.test.ts",
  "tests/browser/fuzz.test.ts",
  "tests/browser/live-pages.test.ts",
];

// Browser tests: the production build served by `npm start`, driven through Chromium. The global
// setup rebuilds first when the build is older than its sources.
export default defineConfig({
  resolve: { alias: { "@": root } },
  test: {
    name: "browser",
    include: testFiles(process.env.BROWSER_TESTS === "smoke" ? smoke : "tests/browser/**/*.test.ts"),
    globalSetup: ["tests/support/browser-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
