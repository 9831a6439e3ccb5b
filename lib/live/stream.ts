// A live stream (server-sent events) for one open page: events from this process's LISTEN
// connection (./listener.ts) that the page cares about, a heartbeat comment so proxies keep the
// connection open, and a catch-up at the start and after a lost LISTEN connection: the page says
// which version it shows (Last-Event-ID when the browser reconnects by itself), and when the game
// has moved on since, an event goes at once.
import { touchLastSeen } from "../accounts/last-seen";
import type { GameEvent } from "./announce";
import { claimStream, releaseStream } from "./limits";
import { openStreams, subscribe } from "./listener";

export const heartbeatMs = 25_000;

export type StreamSpec = {
  request: Request;
  userId: string;
  /** The version the page shows (null: unknown, nothing to catch up on). */
  since: number | null;
  wants: (event: GameEvent) => boolean;
  /** The version now, read from the database (at the start and after a lost connection). */
  versionNow: () => Promise<number | null>;
  /** The version an event brings the page to: the game's own, or (a person's games) read again. */
  versionAfter: (event: GameEvent) => number | Promise<number | null>;
  /** The event's name for the browser. */
  name: string;
};

const encoder = new TextEncoder();

export function refusal(status: 401 | 404 | 429, reason: string): Response {
  return new Response(`${reason}\n`, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}

export function liveStream(spec: StreamSpec): Response {
  const refused = claimStream(spec.userId, openStreams());
  if (refused) return refusal(429, refused);
  let sent = spec.since;
  let close = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const write = (text: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          close();
        }
      };
      const send = (version: number) => {
        if (sent !== null && version <= sent) return; // already shown (events may come twice)
        sent = version;
        write(`id: ${version}\nevent: ${spec.name}\ndata: ${version}\n\n`);
      };
      // Looks in the database: the catch-up at the start and after a lost LISTEN connection.
      const lookAgain = () => {
        spec
          .versionNow()
          .then((version) => {
            if (version !== null && spec.since !== null) send(version);
          })
          .catch(() => {});
      };
      // Subscribed before the first look, so nothing committed in between is missed.
      const unsubscribe = subscribe({
        wants: spec.wants,
        onEvent: (event) => {
          Promise.resolve(spec.versionAfter(event))
            .then((version) => {
              if (version !== null) send(version);
            })
            .catch(() => {});
        },
        onResync: lookAgain,
      });
      // A person with a page open is here (lib/notify/computer-mail.ts: no email while they are):
      // each heartbeat counts as seen, written at most once a minute (touchLastSeen).
      const heartbeat = setInterval(() => {
        write(": heartbeat\n\n");
        void touchLastSeen(spec.userId, new Date());
      }, heartbeatMs);
      close = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
        releaseStream(spec.userId);
        try {
          controller.close();
        } catch {}
      };
      spec.request.signal.addEventListener("abort", close);
      // The browser waits this long before reconnecting after a drop.
      write("retry: 1000\n: open\n\n");
      lookAgain();
    },
    cancel() {
      close();
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      // Proxies (nginx) pass each event on at once instead of buffering the response.
      "x-accel-buffering": "no",
    },
  });
}

/** The version a page says it shows: Last-Event-ID (a reconnecting browser), else `?since=`. */
export function sinceOf(request: Request): number | null {
  const text = request.headers.get("last-event-id") ?? new URL(request.url).searchParams.get("since");
  if (text === null || !/^\d{1,10}$/.test(text)) return null;
  return Number(text);
}
