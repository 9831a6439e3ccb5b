// The commands people run stop with one readable line per problem, never a stack trace.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const tsx = path.join(root, "node_modules/tsx/dist/cli.mjs");

function run(script: string, env: Record<string, string | undefined>) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !["DATABASE_URL", "SMTP_URL", "APP_URL", "EMAIL_FROM", "AUTH_SECRET"].includes(k),
    ),
  );
  const result = spawnSync(process.execPath, [tsx, script], {
    cwd: root,
    env: { ...clean, ...env } as NodeJS.ProcessEnv,
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("commands with bad configuration", () => {
  it("npm start without production settings names each missing variable and exits 1", () => {
    const result = run("scripts/start.ts", {});
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines.map((l) => l.replace(/^Configuration error: (\w+):.*$/, "$1")).sort()).toEqual([
      "APP_URL",
      "AUTH_SECRET",
      "EMAIL_FROM",
      "SMTP_URL",
    ]);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it("a malformed value is named with what is expected", () => {
    const result = run("scripts/db-migrate.ts", { DATABASE_URL: "mysql://root@db/pigeon" });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Configuration error: DATABASE_URL: expected a postgres:// or postgresql:// URL, e.g. postgresql://user:password@db.example.com:5432/pigeonpost (got "mysql://root@db/pigeon")',
    );
  });

  it("an unreachable database is one clear line, not a stack trace", () => {
    const result = run("scripts/db-migrate.ts", {
      DATABASE_URL: "postgresql://pp:pw@127.0.0.1:1/pigeonpost",
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(
      /^Cannot reach the database at 127\.0\.0\.1:1 \(.*\)\. Check DATABASE_URL and that PostgreSQL \(or the pooler\) is running\.$/,
    );
  });

  it("db:migration refuses a name it cannot use as a folder name", () => {
    const result = run("scripts/db-migration.ts", {});
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("Usage: npm run db:migration -- <name>");
  });
});
