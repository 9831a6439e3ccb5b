// The service worker that keeps the site's scripts compiled (lib/http/script-cache.ts, served at
// /sw.js) in Chromium against the production build: a first visit installs it with every script of
// the build cached; the next visit's scripts come from that cache, the page working as before; a
// script missing from the cache comes from the network; a Web Worker (the analysis engine's) still
// starts, its own script from the network; a new build's worker deletes the previous build's cache.
import path from "node:path";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { openSession } from "@/lib/auth/open-session";
import { builtScripts, scriptCachePrefix } from "@/lib/http/script-cache";
import { person, playMoves, startGameBetween } from "../support/players";
import { appForFile, startApp } from "./support/app";
import { untilHydrated as hydrated } from "./support/hydration";

const app = appForFile(startApp);
const built = builtScripts(path.resolve(import.meta.dirname, "../../.next"));

/** The build's scripts and id: the browser tests always run against a production build. */
function build() {
  if (!built) throw new Error("no production build in .next");
  return built;
}

/** Once the worker the page registered has activated: the names of its caches and what each holds. */
const cachedOnceActive = (page: Page) =>
  page.evaluate(async (prefix) => {
    // `ready` already resolves while the worker activates (and deletes an earlier build's cache).
    const worker = (await navigator.serviceWorker.ready).active;
    if (!worker) throw new Error("no active worker");
    if (worker.state !== "activated")
      await new Promise<void>((resolve) =>
        worker.addEventListener("statechange", () => worker.state === "activated" && resolve()),
      );
    const names = (await caches.keys()).filter((name) => name.startsWith(prefix));
    return Promise.all(
      names.map(async (name) => ({
        name,
        paths: (await (await caches.open(name)).keys())
          .map((request) => new URL(request.url).pathname)
          .sort(),
      })),
    );
  }, scriptCachePrefix);

/** Where each of the page's build scripts (not its stylesheets) came from, as Resource Timing says (Chromium). */
const scriptSources = (page: Page) =>
  page.evaluate(() =>
    (
      performance.getEntriesByType("resource") as (PerformanceResourceTiming & {
        workerFinalSourceType?: string;
      })[]
    )
      .filter((entry) => /^\/_next\/static\/chunks\/.+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ path: new URL(entry.name).pathname, source: entry.workerFinalSourceType ?? "" })),
  );

it("is served for this build: every script listed, revalidated on every visit", async () => {
  const response = await fetch(`${app.url}/sw.js`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
  expect(response.headers.get("cache-control")).toBe("no-cache");
  const source = await response.text();
  expect(source).toContain(JSON.stringify(`${scriptCachePrefix}${build().buildId}`));
  expect(build().scripts.length).toBeGreaterThan(5);
  expect(source).toContain(`const scripts = ${JSON.stringify(build().scripts)};`);
});

it("caches every script of the build on a first visit, and serves the next visit's from there", async () => {
  const context = await app.browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${app.url}/signin`);
    expect(await cachedOnceActive(page)).toEqual([
      { name: `${scriptCachePrefix}${build().buildId}`, paths: [...build().scripts] },
    ]);
    // A first visit's scripts came from the network: no worker was there yet.
    expect((await scriptSources(page)).every((script) => script.source === "")).toBe(true);

    await page.goto(`${app.url}/`);
    await hydrated(page);
    const sources = await scriptSources(page);
    expect(sources.length).toBeGreaterThan(3);
    expect(sources.filter((script) => script.source !== "cache")).toEqual([]);

    // One script gone from the cache (a later build's, say): the next visit fetches it.
    const [missing] = sources;
    const deleted = await page.evaluate(
      // The build's scripts vary by Accept-Encoding, which this request does not carry.
      async ({ name, url }) => (await caches.open(name)).delete(url, { ignoreVary: true }),
      { name: `${scriptCachePrefix}${build().buildId}`, url: missing.path },
    );
    expect(deleted).toBe(true);
    // A page of its own: the last one's renderer keeps the script in its memory.
    await page.close();
    const next = await context.newPage();
    await next.goto(`${app.url}/signin`);
    await hydrated(next);
    const again = await scriptSources(next);
    expect(again.find((script) => script.path === missing.path)?.source).toBe("network");
    expect(again.filter((script) => script.path !== missing.path && script.source !== "cache")).toEqual([]);
  } finally {
    await context.close();
  }
});

it("lets the analysis engine's Web Worker start on a page whose scripts come from the cache", async () => {
  const [ana, ben] = [await person("Ana"), await person("Ben")];
  const game = await startGameBetween(ana, ben, {}, new Date());
  await playMoves(game, ["e4", "e5"], () => new Date());
  const context = await app.browser.newContext();
  try {
    const session = await openSession(ana.id, new Date());
    await context.addCookies([{ name: session.name, value: session.value, url: app.url }]);
    const first = await context.newPage();
    await first.goto(`${app.url}/games/${game.id}/analysis`);
    await cachedOnceActive(first);
    await first.close();
    const page = await context.newPage();
    await page.goto(`${app.url}/games/${game.id}/analysis`);
    await hydrated(page);
    expect((await scriptSources(page)).filter((script) => script.source !== "cache")).toEqual([]);
    // Turbopack's worker entry reads its chunks from its address's fragment, which a response
    // from the cache would not carry: its own script comes from the network.
    await page.getByRole("button", { name: "Start engine" }).click();
    await expect
      .poll(
        async () =>
          (await page
            .locator('[data-part="evaluation"]:visible, [data-part="board-evaluation"]:visible')
            .first()
            .textContent()) ?? "",
        { timeout: 30_000 },
      )
      .toMatch(/^([+-]\d+\.\d\d|#-?\d+)$/);
  } finally {
    await context.close();
  }
});

it("deletes an earlier build's cache once this build's worker is active", async () => {
  const context = await app.browser.newContext();
  try {
    const page = await context.newPage();
    // An image of the site's own runs no script, so registers no worker: the earlier build's cache
    // is made first.
    await page.goto(`${app.url}/icon-192.png`);
    await page.evaluate(async (name) => {
      await (await caches.open(name)).put("/_next/static/chunks/earlier.js", new Response("0"));
      await (await caches.open("not-ours")).put("/kept", new Response("1"));
    }, `${scriptCachePrefix}earlier-build`);
    await page.goto(`${app.url}/signin`);
    expect((await cachedOnceActive(page)).map((cache) => cache.name)).toEqual([
      `${scriptCachePrefix}${build().buildId}`,
    ]);
    expect(await page.evaluate(() => caches.has("not-ours"))).toBe(true);
  } finally {
    await context.close();
  }
});
