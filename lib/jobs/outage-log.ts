// How the worker speaks of a database outage. Losing the database makes every pooled connection,
// the queue's listener and each running job fail at once; without care that is a screenful of
// stack traces for one event. So one line says it (after 2 s, in case it was a blip), one line says
// when it is back, and what the rest say meanwhile about lost connections is that same outage.
// While stopping, nothing: Ctrl+C in a terminal reaches the embedded PostgreSQL too, so its going
// away then is expected.

/** graphile-worker's words for losing its LISTEN connection: always the database. */
const listenerTrouble = /notify listener|UNLISTEN/i;
/** A lost connection in pg's, Prisma's and graphile-worker's words (the database's, or SMTP's). */
const connectionTrouble =
  /terminating connection|Connection terminated|ECONNREFUSED|ECONNRESET|not queryable|Can't reach database|connection (error|closed|lost)/i;

export type OutageLog = {
  /** Writes a line, unless it only repeats an outage already told (or expected while stopping). */
  log: (level: string, message: string) => void;
  /** Something could not reach the database (a pool's 'error', a failed heartbeat). */
  trouble: (message: string) => void;
  /** The database answered (a heartbeat got through). */
  reachable: () => void;
  /** Whether an error is the expected kind: a lost connection while stopping or in a told outage. */
  expected: (error: unknown) => boolean;
};

export function outageLog(
  write: (level: string, message: string) => void,
  stopping: () => boolean,
): OutageLog {
  let outage: "none" | "suspected" | "told" = "none";
  const trouble = (message: string) => {
    if (stopping() || outage !== "none") return;
    outage = "suspected";
    setTimeout(() => {
      if (outage !== "suspected" || stopping()) return;
      outage = "told";
      write("warning", `lost the database (${message.split("\n")[0]}); retrying until it is back`);
    }, 2000).unref();
  };
  const quietNow = (message: string) => (stopping() || outage !== "none") && connectionTrouble.test(message);
  return {
    trouble,
    expected: (error) => quietNow(error instanceof Error ? error.message : String(error)),
    reachable() {
      if (outage === "told" && !stopping()) write("warning", "the database is back");
      outage = "none";
    },
    log(level, message) {
      if (listenerTrouble.test(message)) return trouble(message);
      if (quietNow(message)) return;
      write(level, message);
    },
  };
}
