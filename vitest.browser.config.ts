import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { testFiles } from "./tests/support/canary.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

// What CI runs again on the second supported Node (BROWSER_TESTS=smoke, `npm run
// test:browser:smoke`), where the whole suite a second time would cost a quarter of CI's time to
// find what the first run already checked: one file for each way the service uses its Node
// runtime, each through a production start: the operator's start (scripts, NODE_ENV, the worker
// in the process), moving from the email link (server rendering, server actions, SMTP out),
// signing in (next-auth), the computer (worker threads), the archive (streamed exports), replies
// (the SMTP receiver, mail parsing), the headers (the proxy), the fuzz of every route and form,
// and live pages (server-sent events, LISTEN). Analysis, chat, the lobby and the six games' pages
// run on the first Node only: the engine in the browser does not touch Node at all, and the rest
// uses what the files above already run (npm test runs the six games' rules on both).
const smoke = [
  "tests/browser/production-start.test.ts",
  "tests/browser/correspondence.test.ts",
  "tests/browser/sign-in.test.ts",
  "tests/browser/computer.test.ts",
  "tests/browser/archive.test.ts",
  "tests/browser/reply-pages.test.ts",
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
    // One file at a time: each drives a production service, PostgreSQL and Chromium, which keep
    // both cores busy; two at once took as long (14 of 34 files in 6.5 minutes) and made the
    // machine's load 9.
    fileParallelism: false,
  },
});
