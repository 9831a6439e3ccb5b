// The embedded PostgreSQL started by root: it runs as the "postgres" user, which must be able to
// enter every folder on the way to its binaries and its data. A closed folder on the way is one
// line saying what to do, not initdb's EACCES stack trace.
import { chmod, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EmbeddedPostgresError, freePort, startEmbeddedPostgres } from "@/lib/db/embedded";
import { firstClosedFolder } from "@/lib/db/postgres-user";

let base: string;
beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), "closed-"));
});
afterAll(() => rm(base, { recursive: true, force: true }));

const stranger = { uid: 54321, gids: [54321] };

describe("firstClosedFolder", () => {
  it("finds the first folder on the way that a user may not enter, judged by owner, group or others", async () => {
    const closed = path.join(base, "closed");
    const inner = path.join(closed, "project", ".data");
    await mkdir(inner, { recursive: true });
    await chmod(base, 0o755);
    await chmod(closed, 0o700);
    expect(await firstClosedFolder(inner, stranger)).toBe(closed);
    expect(await firstClosedFolder(inner, undefined)).toBe(closed); // a user still to be made
    const owner = { uid: process.getuid?.() ?? 0, gids: [] };
    expect(await firstClosedFolder(inner, owner)).toBeUndefined();
    await chmod(closed, 0o750);
    const group = { uid: 54321, gids: [process.getgid?.() ?? 0] };
    expect(await firstClosedFolder(inner, group)).toBeUndefined();
    expect(await firstClosedFolder(inner, stranger)).toBe(closed);
    await chmod(closed, 0o711); // enter without listing is enough
    expect(await firstClosedFolder(inner, stranger)).toBeUndefined();
    expect(await firstClosedFolder(path.join(inner, "not", "made", "yet"), stranger)).toBeUndefined();
  });
});

describe("startEmbeddedPostgres in a folder closed to others", () => {
  it("as root stops with one line naming the folder and what to do; as anyone else starts", async () => {
    const closed = path.join(base, "home");
    await mkdir(closed, { recursive: true });
    await chmod(base, 0o755);
    await chmod(closed, 0o700);
    const start = startEmbeddedPostgres({
      dataDir: path.join(closed, "project", ".data", "postgres"),
      port: await freePort(),
      database: "closed_test",
      ephemeral: true,
    });
    if (process.getuid?.() === 0) {
      const error = await start.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EmbeddedPostgresError);
      const message = (error as Error).message;
      expect(message).not.toContain("\n");
      expect(message).toContain(`cannot enter ${closed} (mode 700)`);
      expect(message).toMatch(/Move the project to a folder other users can enter.*or set DATABASE_URL/);
    } else {
      const server = await start; // the folder is the user's own, and PostgreSQL runs as them
      await server.stop();
    }
  });
});
