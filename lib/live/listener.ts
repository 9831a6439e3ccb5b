// One LISTEN connection per process, fanned out in memory to the process's open live streams
// (app/games/[id]/events, app/events). LISTEN needs a session of its own, so the connection goes
// to PostgreSQL itself (DIRECT_DATABASE_URL: a transaction-mode pooler would lose it), never
// through Prisma's pool. When the connection drops it comes back with growing pauses, and every
// open stream is told to look again: events sent while it was down are lost to it.
import pg from "pg";
import { config } from "../config";
import { log } from "../ops/log";
import { type GameEvent, gameEventsChannel, readPayload } from "./announce";

export type LiveSubscriber = {
  /** Whether this subscriber cares about the event (its game, or a game of its player). */
  wants: (event: GameEvent) => boolean;
  onEvent: (event: GameEvent) => void;
  /** The connection came back after a drop: events may have been missed. */
  onResync: () => void;
};

type Listener = {
  subscribers: Set<LiveSubscriber>;
  client: pg.Client | null;
  /** The pause before the next reconnection; doubles up to `maxPauseMs`, reset on success. */
  pauseMs: number;
  connecting: boolean;
  /** Since the connection was lost or first refused: one log line says so, one says it is back. */
  down: boolean;
  stopped: boolean;
};

export const listenerName = "pigeon-post live events";

const firstPauseMs = 250;
const maxPauseMs = 10_000;

// On globalThis: Next may load this module more than once in one process (several route bundles).
const holder = globalThis as { pigeonPostLive?: Listener };

function listener(): Listener {
  holder.pigeonPostLive ??= {
    subscribers: new Set(),
    client: null,
    pauseMs: firstPauseMs,
    connecting: false,
    down: false,
    stopped: false,
  };
  return holder.pigeonPostLive;
}

function dispatch(payload: string | undefined): void {
  const event = payload ? readPayload(payload) : null;
  if (!event) return;
  for (const subscriber of listener().subscribers) {
    if (subscriber.wants(event)) subscriber.onEvent(event);
  }
}

async function connect(state: Listener): Promise<void> {
  if (state.client || state.connecting || state.stopped) return;
  state.connecting = true;
  const connectionString = config().directDatabaseUrl ?? process.env.DATABASE_URL;
  // Named, so an operator (and a test) can tell it in pg_stat_activity.
  const client = new pg.Client({ connectionString, keepAlive: true, application_name: listenerName });
  const lost = (reason: string) => {
    if (state.client !== client) return;
    state.client = null;
    client.removeAllListeners("notification");
    client.end().catch(() => {});
    state.down = true;
    log.warn("live events: the LISTEN connection was lost; reconnecting", { reason });
    retry(state);
  };
  client.on("error", (error) => lost(error.message));
  client.on("end", () => lost("connection ended"));
  client.on("notification", (message) => {
    if (message.channel === gameEventsChannel) dispatch(message.payload);
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${gameEventsChannel}`);
  } catch (error) {
    state.connecting = false;
    client.end().catch(() => {});
    if (!state.down) log.warn("live events: cannot LISTEN; retrying", { reason: (error as Error).message });
    state.down = true;
    retry(state);
    return;
  }
  state.connecting = false;
  state.client = client;
  state.pauseMs = firstPauseMs;
  if (state.down) log.info("live events: listening again");
  state.down = false;
  // Every open stream looks again: what happened while no LISTEN was in place (after a drop, or
  // before the first connection of this process was up) was not heard.
  for (const subscriber of state.subscribers) subscriber.onResync();
}

function retry(state: Listener): void {
  if (state.stopped || state.subscribers.size === 0) return;
  const pause = state.pauseMs;
  state.pauseMs = Math.min(maxPauseMs, pause * 2);
  setTimeout(() => void connect(state), pause).unref();
}

/** Adds a subscriber (connecting on the first); returns the function that removes it. */
export function subscribe(subscriber: LiveSubscriber): () => void {
  const state = listener();
  state.stopped = false;
  state.subscribers.add(subscriber);
  void connect(state);
  return () => {
    state.subscribers.delete(subscriber);
  };
}

/** Open live streams in this process (for the per-process limit). */
export function openStreams(): number {
  return listener().subscribers.size;
}

/** Closes the LISTEN connection (a process stopping; tests). */
export async function stopListening(): Promise<void> {
  const state = listener();
  state.stopped = true;
  const client = state.client;
  state.client = null;
  await client?.end().catch(() => {});
}
