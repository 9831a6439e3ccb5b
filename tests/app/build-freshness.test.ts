// The browser tests' build check (tests/support/build.ts): a build older than any of its sources
// is rebuilt before a test meets it; one newer than all of them is used as it is.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildInputs, newestInput, staleBuild } from "../support/build";

let base: string;
const at = (file: string, minutes: number) => {
  const full = path.join(base, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, "x");
  const time = new Date(Date.UTC(2026, 10, 21, 12, minutes));
  utimesSync(full, time, time);
};

beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), "build-freshness-"));
  at("app/page.tsx", 0);
  at("lib/games/turn/play.ts", 1);
  at("package.json", 2);
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe("the production build's freshness", () => {
  it("is missing when there is no build", () => {
    expect(staleBuild(base)).toBe("there is no production build");
  });

  it("is fresh when the build is newer than every source", () => {
    at(".next/BUILD_ID", 10);
    expect(staleBuild(base)).toBeNull();
  });

  it.each([
    "lib/games/deep/er/play.ts",
    "app/games/[id]/page.tsx",
    "emails/your-turn.tsx",
    "proxy.ts",
    "next.config.mjs",
    "package-lock.json",
    "node_modules/.package-lock.json",
  ])("is stale when %s changed after the build, and says so", (file) => {
    at(".next/BUILD_ID", 10);
    at(file, 11);
    expect(staleBuild(base)).toBe(`${file} changed after the last build`);
  });

  it("ignores what the build does not read: tests, docs, scripts", () => {
    at(".next/BUILD_ID", 10);
    for (const file of ["tests/browser/x.test.ts", "docs/rules/chess.md", "scripts/start.ts", "README.md"])
      at(file, 20);
    expect(staleBuild(base)).toBeNull();
    expect(newestInput(base)?.file).toBe("package.json");
    expect(buildInputs).not.toContain("tests");
  });
});
