// How long any query may take. A PostgreSQL that stops answering without closing its sockets (a
// frozen host, a stopped process, a lost network) never refuses a connection or ends a query: with
// no limit every request waited for it forever (/healthz did not answer for 45 s, a form post
// hung). So every connection carries limits of two kinds:
// - the server's own (sent when the session opens): a statement running too long is cancelled
//   (`statement_timeout`, lock waits included), and a session left idle inside a transaction is
//   ended so its row locks go (`idle_in_transaction_session_timeout`);
// - the client's, for a server that answers nothing at all: opening a connection or waiting for a
//   pool's free one (`connectionTimeoutMillis`) and waiting for a query's answer (`query_timeout`),
//   a little longer than the statement limit so a merely slow statement is cancelled by the server
//   and named as such.
// A request of the web server must answer within seconds (a page 503 within 5 s, lib/db/unavailable.ts
// calls a timeout an outage); the worker's jobs (sweeps, reviews' writes) may take longer, and the
// computer's search and a review's analysis run outside any query (lib/bot/move.ts,
// lib/review/store.ts), so neither limit cuts them. A pooler in transaction mode (PgBouncer) must
// pass these startup parameters on, or ignore them (`ignore_startup_parameters`; README).
import type pg from "pg";

export type TimeLimits = Pick<
  pg.PoolConfig,
  "connectionTimeoutMillis" | "query_timeout" | "statement_timeout" | "idle_in_transaction_session_timeout"
>;

/**
 * The web server (Next.js): a page or form that cannot be served says so within 5 s, so one query
 * that meets silence must give up well before (an action's first query that fails is its answer).
 */
export const webLimits: TimeLimits = {
  connectionTimeoutMillis: 2_500,
  statement_timeout: 3_000,
  query_timeout: 3_500,
  idle_in_transaction_session_timeout: 10_000,
};

/** The worker and the launcher (jobs, sweeps, filling older moves): long, but never forever. */
export const workerLimits: TimeLimits = {
  connectionTimeoutMillis: 10_000,
  statement_timeout: 120_000,
  query_timeout: 125_000,
  idle_in_transaction_session_timeout: 120_000,
};

/** This process's limits: the web server's inside Next.js, the worker's anywhere else. */
export function processLimits(): TimeLimits {
  return process.env.NEXT_RUNTIME ? webLimits : workerLimits;
}
