// Playing over HTTP as a browser without JavaScript does, each request to whichever instance a
// load balancer picks: GET the game page from one, POST its move form to another. An instance
// that does not answer (killed) is skipped and the request goes to the next; a move whose answer
// was lost is looked up, as a person reloading the page would, so it is never sent twice.
import { db } from "@/lib/db/prisma";
import { hiddenFields } from "../../browser/support/http-forms";

export type Player = { id: string; email: string; cookie: string };

/**
 * Round-robin over instances, as a load balancer does: an instance that refuses a connection is
 * left out for a while (nginx's passive check, `max_fails=1 fail_timeout=10s`), then tried again.
 */
export class Balancer {
  private next = 0;
  failovers = 0;
  /** Pages answered 503 (the instance's database time limits ran out on a loaded machine). */
  unavailable = 0;
  /** When each instance that refused a connection may be tried again. */
  private readonly downUntil = new Map<string, number>();
  constructor(readonly urls: string[]) {}

  /** The next instance not marked down (any, when all are). */
  private pick(): string {
    for (let i = 0; i < this.urls.length; i++) {
      const base = this.urls[this.next++ % this.urls.length];
      if ((this.downUntil.get(base) ?? 0) <= Date.now()) return base;
    }
    return this.urls[this.next++ % this.urls.length];
  }

  /** Sends `path` to the next instance; on a connection failure, to another (each tried once). */
  async fetch(path: string, init: RequestInit = {}): Promise<{ response: Response; base: string }> {
    let lastError: unknown;
    for (let tries = 0; tries < this.urls.length; tries++) {
      const base = this.pick();
      try {
        const headers = new Headers(init.headers);
        if (init.method === "POST") headers.set("origin", base);
        return { response: await fetch(`${base}${path}`, { ...init, headers, redirect: "manual" }), base };
      } catch (error) {
        lastError = error;
        this.failovers++;
        this.downUntil.set(base, Date.now() + 10_000);
        if (init.method === "POST") throw error; // the caller decides whether it went through
      }
    }
    throw lastError;
  }
}

async function pliesOf(gameId: string): Promise<number> {
  return (await db().game.findUniqueOrThrow({ where: { id: gameId }, select: { plies: true } })).plies;
}

/**
 * Plays `move` as ply `ply` of the game for `mover`; resolves once it is committed. Throws when the
 * service refuses the move (a bug here: the moves are legal and in turn).
 */
export async function playOverHttp(
  balancer: Balancer,
  gameId: string,
  ply: number,
  move: string,
  mover: Player,
): Promise<{ submitMs: number }> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 10; attempt++) {
    const started = performance.now();
    try {
      const { response: page } = await balancer.fetch(`/games/${gameId}`, {
        headers: { cookie: mover.cookie },
      });
      const html = await page.text();
      // "Unavailable, try again" is an answer a person reloads after: no move was sent yet, so
      // the next attempt asks again (another instance, as the balancer picks). Anything else is a bug.
      if (page.status === 503) {
        balancer.unavailable++;
        lastError = new Error(`GET /games/${gameId}: 503`);
        continue;
      }
      if (page.status !== 200) throw new Error(`GET /games/${gameId}: ${page.status}`);
      const body = new FormData();
      for (const [name, value] of hiddenFields(html, 'aria-label="Send a move as text"'))
        body.append(name, value);
      body.set("move", move);
      body.set("message", "");
      const posted = performance.now();
      const { response } = await balancer.fetch(`/games/${gameId}`, {
        method: "POST",
        body,
        headers: { cookie: mover.cookie },
      });
      const text = await response.text();
      const submitMs = performance.now() - posted;
      if (response.status === 303) return { submitMs };
      if ((await pliesOf(gameId)) >= ply) return { submitMs };
      throw new Error(`ply ${ply} (${move}) of ${gameId}: HTTP ${response.status} ${text.slice(0, 300)}`);
    } catch (error) {
      // fetch's own failure (TypeError): the instance went away before or while answering. The
      // move may have been committed all the same; a person reloads the page and sees.
      if (!(error instanceof TypeError)) throw error;
      lastError = error;
      balancer.failovers++;
      if ((await pliesOf(gameId)) >= ply) return { submitMs: performance.now() - started };
    }
  }
  const cause = (lastError as { cause?: { code?: string; message?: string } } | undefined)?.cause;
  throw new Error(
    `ply ${ply} of ${gameId}: no instance took it in 10 attempts (last: ${String(lastError)}${cause ? `, ${cause.code ?? cause.message}` : ""})`,
  );
}
