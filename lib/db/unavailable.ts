// "The database cannot be reached right now" as its own outcome. During a PostgreSQL restart every
// query fails; a person must then hear that Pigeon Post is briefly unavailable (503 over HTTP),
// never that their session ended or that something is wrong with what they typed, and the service
// recovers by itself once the database answers (every pool reconnects on its next query).
//
// Route handlers and server actions catch the failure themselves. A page cannot: Next.js renders
// an error page with status 500 whatever was thrown. So this process remembers an outage (noted by
// whatever met it, and checked at most once a second), and proxy.ts answers pages with the outage
// page (503, Retry-After) before they render while it lasts.
import { plainPage } from "../http/plain-page";
import { db } from "./prisma";

/** Thrown where the code would otherwise have to guess (a session lookup that got no answer). */
export class DatabaseUnavailableError extends Error {
  constructor(cause?: unknown) {
    super("The database cannot be reached", { cause });
  }
}

export const briefOutage = "Pigeon Post is briefly unavailable; try again in a minute.";

/** What a form says while the database cannot be reached: e.g. "…; your move was not sent, try again in a minute." */
export const outageSaying = (whatDidNotHappen: string) =>
  `Pigeon Post is briefly unavailable; ${whatDidNotHappen}, try again in a minute.`;

/**
 * Prisma's codes for "could not reach / lost the server / no connection to be had / no
 * transaction could start in time" (P2028: the pool had no connection to give within maxWait).
 */
const prismaCodes = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2028"]);
/** The driver adapter's kinds for the same. */
const adapterKinds = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);
/** Node's socket errors and PostgreSQL's: shutting down or starting up (57P0x), connection exceptions (08xxx), too many connections. */
const socketOrServerCodes =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EHOSTUNREACH|57P0[1-3]|08\w{3}|53300)$/;
/**
 * The same in words, and the time limits of lib/db/time-limits.ts running out: pg's "Query read
 * timeout" (no answer to a query), "timeout exceeded when trying to connect" (no free connection in
 * the pool), "Connection terminated due to connection timeout" (no answer to a new connection), and
 * PostgreSQL's own statement and idle-transaction limits. A database that does not answer in time
 * is, for whoever waits, a database that cannot be reached.
 */
const messages =
  /Can't reach database server|Connection terminated|terminating connection|the database system is (starting up|shutting down|in recovery mode)|Timed out fetching a new connection|Server has closed the connection|Query read timeout|timeout exceeded when trying to connect|canceling statement due to statement timeout|idle-in-transaction timeout|Unable to start a transaction in the given time/i;

type Inspectable = {
  code?: unknown;
  errorCode?: unknown;
  kind?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: unknown };
};

/** Whether `error` says the database could not be reached (not that a query or its data was wrong). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (typeof error !== "object" || error === null || depth > 5) return false;
  const { code, errorCode, kind, message, cause, meta } = error as Inspectable;
  if (typeof code === "string" && (prismaCodes.has(code) || socketOrServerCodes.test(code))) return true;
  if (typeof errorCode === "string" && prismaCodes.has(errorCode)) return true;
  if (typeof kind === "string" && adapterKinds.has(kind)) return true;
  if (kind === "postgres" && typeof code === "string" && socketOrServerCodes.test(code)) return true;
  if (typeof message === "string" && messages.test(message)) return true;
  return (
    isDatabaseUnavailable(meta?.driverAdapterError, depth + 1) || isDatabaseUnavailable(cause, depth + 1)
  );
}

/** Asks the database a trivial question; throws DatabaseUnavailableError when it cannot answer. */
export async function assertDatabaseReachable(): Promise<void> {
  try {
    await db().$queryRaw`select 1`;
  } catch (error) {
    throw isDatabaseUnavailable(error) ? noted(new DatabaseUnavailableError(error)) : error;
  }
}

/** What this process knows of the database: down or not, as of `checkedAt` (ms). */
type Watch = { down: boolean; checkedAt: number; checking?: Promise<boolean> };
// On globalThis: proxy.ts, the pages and the route handlers are bundled apart but share a process.
const holder = globalThis as { pigeonPostDatabaseWatch?: Watch };
const watch = () => {
  holder.pigeonPostDatabaseWatch ??= { down: false, checkedAt: 0 };
  return holder.pigeonPostDatabaseWatch;
};

/** How long what is known of the database stands before it is asked again. */
const recheckMs = 1000;
/** A database that does not answer `select 1` in this long is down for a page (a lost host never refuses). */
const answerWithinMs = 2000;

/** Something in this process just failed to reach the database: pages say so until it answers again. */
export function noteOutage(now = Date.now()): void {
  Object.assign(watch(), { down: true, checkedAt: now });
}

/** The database just answered a whole check (/healthz): pages need not wait out the second. */
export function noteAnswered(now = Date.now()): void {
  Object.assign(watch(), { down: false, checkedAt: now });
}

function noted<T>(error: T): T {
  noteOutage();
  return error;
}

/** Whether the database cannot be reached, as far as this process knows; asked again at most once a second. */
export async function databaseDown(now = Date.now()): Promise<boolean> {
  const known = watch();
  if (now - known.checkedAt < recheckMs) return known.down;
  known.checking ??= check().then((down) => {
    Object.assign(known, { down, checkedAt: Date.now(), checking: undefined });
    return down;
  });
  return known.checking;
}

async function check(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), answerWithinMs);
  });
  try {
    return (await Promise.race([db().$queryRaw`select 1`, late])) === "late";
  } catch (error) {
    return isDatabaseUnavailable(error);
  } finally {
    clearTimeout(timer);
  }
}

/** The page a person gets instead of any other while the database cannot be reached. */
export function outagePage(): Response {
  return plainPage(
    503,
    "Pigeon Post is briefly unavailable",
    `${briefOutage} This page tries again by itself.`,
    {
      headers: { "Retry-After": "60" },
      refreshSeconds: 60,
    },
  );
}

/**
 * Runs `work` (a server action's body); when the database cannot be reached, answers `unavailable`
 * (the form's state: what went wrong, and what the person typed) instead of an error page.
 * Anything else, Next.js's redirects included, goes on as thrown.
 */
export async function answeringOutage<T>(unavailable: T, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isDatabaseUnavailable(error)) return noted(unavailable);
    throw error;
  }
}

/** The HTTP answer while the database cannot be reached: 503, and when to come back. */
export function unavailableResponse(): Response {
  return new Response(`${briefOutage}\n`, {
    status: 503,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Retry-After": "60",
      "Cache-Control": "no-store",
    },
  });
}

/** A route handler that answers 503 (instead of 500) while the database cannot be reached. */
export function answering503<Args extends unknown[]>(
  handler: (...args: Args) => Promise<Response>,
): (...args: Args) => Promise<Response> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (error) {
      if (isDatabaseUnavailable(error)) return noted(unavailableResponse());
      throw error;
    }
  };
}
