// Phone benchmark: `npm run bench:phone` (builds the production bundle first if there is none).
// What a player on a mid-range phone over a slow network waits for, page by page, against the
// production service (`npm start`, embedded defaults: tests/support/service.ts) through Debian's
// Chromium (playwright-core):
// - the phone: 390 × 844, mobile, touch, CPU 4× slower (CDP Emulation.setCPUThrottlingRate);
// - the network: DevTools' Slow 4G (Network.emulateNetworkConditions: 1.6 Mbit/s down, 750 kbit/s
//   up, 150 ms latency) and, because DevTools does not add its latency to every request (see
//   `npm run bench:phone -- --latency`), a throttling proxy on loopback between the browser and
//   the service that holds every response's first byte back by 150 ms (BENCH_PROXY_MS);
// - cold: a fresh browser profile (nothing cached, no service worker, no connection); warm: the
//   same profile opening the same address again, once the service worker the cold visit
//   registered has cached the build's scripts (lib/http/script-cache.ts), as on a second email
//   days later; warm, 3rd visit: once more. The worker's cache holds the scripts' compiled code
//   from its install on; without it, Chromium keeps that code only from a script's second load
//   within a few days, so the warm visit would compile them again. The JS column counts a script
//   the worker's cache served at the size the cold visit received it (the cache keeps it decoded;
//   one the cold visit did not load counts decoded).
// The flows (each page opened from a signed-in browser; the move page from the your-move email's
// own link, read from the real email the service sent to its SMTP receiver):
//   move      the your-move link → the game page; tap e2 until the board offers e4
//   waiting   the game page of the player who is not to move; tap their e7 pawn until the note
//             under the board says what it is (the early-taps script's note, or the board's)
//   analysis  the analysis board of that game; tap e2 until it offers e4
//   home      the home page with its list of games; the page hydrated (see below)
//   lobby     the open challenges; the page hydrated
// Measured, per run (medians of BENCH_RUNS, default 3, with min–max):
//   FCP        first contentful paint (the Paint Timing entry), from the navigation's start;
//   tap        "the board answers a tap": the moment (in the page's clock, from navigation start)
//              the answer first shows in the DOM (e4 offered as a target, by React or by the
//              page's early-taps script, both label it "e4, move here"; the piece's note), while
//              a touch tap is made on the square every ~100 ms from the moment it is on screen.
//              A tap made before the page can act on it counts only if it is honoured later.
//              The figure is at most one tap interval after the board could first answer.
//   ready      the page hydrated: React owns the header's menu (the first moment its element
//              carries React's fiber). For home and lobby, whose menus and filters are
//              details/summary disclosures that open from the first paint without script, this is
//              the figure: when the page's scripted behaviour (a menu that closes on a tap
//              elsewhere, pending states on buttons) works.
//   choose     move page only: tap on e4 → the confirm form on screen (ms, in the page's clock).
//   KB         bytes over the wire (every response's encoded length, headers included, from CDP).
//   JS KB      compressed size of the page's script files (cached or not), and their count.
// The load average of the machine is recorded with every run and printed with the table.
//
//   server     the time the service took to answer the visit's documents (the proxy's wait for
//              their first byte, summed: the email link's redirect and the page when cold),
//              before the proxy's latency; on this machine the service shares its two cores with
//              the browser, so this is more than the same request costs alone (`npm run bench:page`).
// BENCH_FLOOR=1 adds, after the move page, two rows that bound what any move page can do here:
//   move · no scripts    the same page with its script files refused (the early-taps script
//                        still answers): what the page costs without the framework;
//   move · static copy   that page's HTML as the service rendered it once, its script files and
//                        script tags taken out, answered by the proxy itself (no server time): the
//                        floor of the browser, the network and this benchmark's own taps.
// BENCH_RUNS=5 BENCH_PAGES=move,analysis npm run bench:phone   fewer pages, more runs
// npm run bench:phone -- --latency                             which requests DevTools' latency misses
// BENCH_DEBUG=1 npm run bench:phone                             each run's marks, its long tasks
//   ([start, ms]) and the document's redirect, request, response and interactive times (ms); the
//   touches the page saw ([ms, square]), its layout shifts ([ms, score]) and the bench's taps
//   ([sent, acknowledged] in the page's clock; the first: when the bench learnt of the first paint)
// BENCH_TRACE=<dir> npm run bench:phone                          a Chromium trace of each run, for
//   `npm run bench:tasks -- <file>` (the main thread's tasks and what ran in them); with
//   BENCH_SAMPLES=1 also V8's samples (whose JavaScript ran in each task), which slow the page
//   (a warm tap 0.75 → 1.1 s): read such a trace for where the time goes, not for how much
// BENCH_CPU=<dir> npm run bench:phone                            the page's CPU profile of each run,
//   for `npm run bench:profile -- <dir>`

import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { type BrowserContext, type CDPSession, chromium, type Page } from "playwright-core";
import { openSession } from "../lib/auth/open-session";
import { challengeInput } from "../lib/challenges/input";
import { postChallenge } from "../lib/challenges/post";
import { db } from "../lib/db/prisma";
import { getGame } from "../lib/engine";
import { scriptCachePrefix } from "../lib/http/script-cache";
import { gameAfterD4D5, person, playMoves, startGameBetween } from "../tests/support/players";
import { startService } from "../tests/support/service";
import { linkTo } from "../tests/support/smtp";
import { startLatencyProxy } from "./latency-proxy";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const proxyMs = Number(process.env.BENCH_PROXY_MS ?? 150);
const devtoolsLatencyMs = Number(process.env.BENCH_DEVTOOLS_LATENCY_MS ?? 150);
const pageNames = ["move", "waiting", "analysis", "home", "lobby"] as const;
type PageName = (typeof pageNames)[number];
const chosenPages = (process.env.BENCH_PAGES?.split(",") ?? pageNames).filter((name): name is PageName =>
  (pageNames as readonly string[]).includes(name),
);
const latencyProbe = process.argv.includes("--latency");
const floor = process.env.BENCH_FLOOR === "1";

/** A mid-range phone's screen. */
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

/** Slow 4G as Chrome DevTools defines it. */
const slow4g = {
  offline: false,
  latency: devtoolsLatencyMs,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** How long the service took to answer each document (first byte), in order, until a visit takes them. */
const documentWaits: number[] = [];
/** BENCH_FLOOR: the move page's static copy (gzip), answered by the proxy at this address. */
const staticCopyPath = "/bench-static-copy";
let staticCopy: Buffer | null = null;

// The service answers on its own port; the browser (and every link in an email, through APP_URL)
// goes through the proxy in front of it.
let servicePort = 0;
const proxy = await startLatencyProxy({
  target: () => servicePort,
  delayMs: proxyMs,
  ownPage: (path) => (path === staticCopyPath ? staticCopy : null),
  onDocument: (ms) => documentWaits.push(ms),
});
const service = await startService({ durable: false, env: { APP_URL: proxy.url } });
servicePort = Number(new URL(service.url).port);

type Stage = {
  moveLink: string;
  gameId: string;
  whiteCookie: { name: string; value: string };
  blackCookie: { name: string; value: string };
};

/** A chess game after 1. d4 d5 (White to move, e2 still at home), a few other games and challenges. */
async function setStage(): Promise<Stage> {
  const now = new Date();
  const { white, black, game } = await gameAfterD4D5("Wren", "Blake");
  for (const gameType of ["chess", "joust", "kings-court"]) {
    const poster = await person(`Poster-${gameType}`);
    const posted = await postChallenge(
      poster.id,
      challengeInput.parse({ gameType, colour: "random", daysPerMove: "3", rated: "on" }),
      now,
    );
    if (!posted.ok) throw new Error(posted.reason);
  }
  // The chess game's email (its move 2); the other games below bring emails of their own.
  const mail = await service.smtp.waitFor(
    (m) =>
      m.envelopeTo.includes(white.email) &&
      (m.subject ?? "").startsWith("Your move") &&
      (m.subject ?? "").endsWith("(move 2)"),
    60_000,
  );
  // The home page's list: games where it is Wren's move and where Wren waits, in several games.
  for (const [index, gameType] of ["joust", "wild-jokers", "kings-court", "juxtaposition"].entries()) {
    const other = await person(`Rival${index}`);
    const started = await startGameBetween(white, other, { gameType }, now);
    if (index % 2 === 1) {
      const engine = getGame(gameType);
      const position = engine.ok ? engine.value.parsePosition(started.position) : null;
      const first = engine.ok && position?.ok ? engine.value.legalMoveTexts(position.value)[0] : null;
      if (first) await playMoves(started, [first], () => new Date());
    }
  }

  const whiteSession = await openSession(white.id, now);
  const blackSession = await openSession(black.id, now);
  return {
    moveLink: linkTo(mail.text, "/play/"),
    gameId: game.id,
    whiteCookie: { name: whiteSession.name, value: whiteSession.value },
    blackCookie: { name: blackSession.name, value: blackSession.value },
  };
}

type Flow = {
  url: string;
  /** BENCH_FLOOR's rows: the page without its script files, or its static copy. */
  variant?: "no scripts" | "static copy";
  cookie?: { name: string; value: string };
  /** The square to tap and what in the DOM shows the board answered; none: hydration is the answer. */
  tap?: { square: string; answered: string };
  choose?: { square: string; shown: string };
};

function flows(stage: Stage): Record<PageName, Flow> {
  const game = `${proxy.url}/games/${stage.gameId}`;
  return {
    move: {
      url: stage.moveLink,
      tap: { square: "e2", answered: '[aria-label="e4, move here"]' },
      choose: { square: "e4", shown: 'form[aria-label="Confirm your move"]' },
    },
    waiting: {
      url: game,
      cookie: stage.blackCookie,
      tap: { square: "e7", answered: "[data-piece-note] strong, [data-early-note] strong" },
    },
    analysis: {
      url: `${game}/analysis`,
      cookie: stage.whiteCookie,
      tap: { square: "e2", answered: '[aria-label="e4, move here"]' },
    },
    home: { url: `${proxy.url}/`, cookie: stage.whiteCookie },
    lobby: { url: `${proxy.url}/challenges`, cookie: stage.whiteCookie },
  };
}

/**
 * Runs in the page before its own scripts: notes (in the page's clock) when the answer to a tap
 * first shows, when React has hydrated the header, and when the chosen move's confirm form shows.
 */
// A string, not a function: tsx wraps named functions in a helper the page does not have.
const watchPage = (selectors: { answered?: string; shown?: string }) => `(() => {
  const selectors = ${JSON.stringify(selectors)};
  const marks = {};
  window.__bench = marks;
  const check = () => {
    const now = performance.now();
    if (marks.answered === undefined && selectors.answered && document.querySelector(selectors.answered))
      marks.answered = now;
    if (marks.shown === undefined && selectors.shown && document.querySelector(selectors.shown))
      marks.shown = now;
  };
  const hydrated = () => {
    const header = document.querySelector("header");
    return !!header && Object.keys(header).some((key) => key.startsWith("__reactFiber"));
  };
  const poll = () => {
    if (marks.ready === undefined && hydrated()) marks.ready = performance.now();
    if (marks.ready === undefined) setTimeout(poll, 20);
  };
  poll();
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  marks.clicks = [];
  marks.long = [];
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) marks.long.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: "longtask", buffered: true });
  } catch {}
  marks.touches = [];
  document.addEventListener("touchstart", (e) => {
    const cell = e.target && e.target.closest ? e.target.closest("[data-square]") : null;
    marks.touches.push([Math.round(performance.now()), cell ? cell.getAttribute("data-square") : String(e.target && e.target.nodeName)]);
  }, { capture: true, passive: true });
  marks.shifts = [];
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) marks.shifts.push([Math.round(e.startTime), Math.round(e.value * 1000) / 1000]); }).observe({ type: "layout-shift", buffered: true });
  } catch {}
  document.addEventListener("click", () => { marks.lastClick = performance.now(); marks.clicks.push(Math.round(marks.lastClick)); }, true);
})();`;

type Measure = {
  fcp: number;
  tap: number | null;
  ready: number | null;
  server: number;
  choose: number | null;
  bytes: number;
  jsBytes: number;
  scripts: number;
  scriptSizes: { path: string; size: number; stored: boolean }[];
  load: number;
};

async function throttle(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", slow4g);
  return cdp;
}

/**
 * Squares are found by their button's label: "e2, white pawn"; the one on screen (the analysis
 * page also holds a board that is not shown until asked for).
 */
const square = (page: Page, name: string) => page.locator(`button[aria-label^="${name},"]:visible`).first();

type Point = { x: number; y: number };

/** BENCH_DEBUG: when the bench learnt of the first paint ([t, 0]) and sent each tap ([sent, acknowledged]), wall clock. */
const tapLog: [number, number][] = [];

/**
 * Taps `point` (the square's centre, found beforehand: see `squareAt`) from the page's first
 * contentful paint on, every ~50 ms, until the page notes `mark`. No locator is asked for first:
 * that runs script in the page, which waits for the busy main thread, so the first tap would come
 * late. A tap, like a person's, is handled as soon as the main thread is free.
 */
async function tapUntil(page: Page, painted: Promise<void>, point: Point, mark: "answered" | "shown") {
  await painted;
  tapLog.push([Date.now(), 0]);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const sent = Date.now();
    await page.touchscreen.tap(point.x, point.y);
    tapLog.push([sent, Date.now()]);
    const seen = await page.evaluate(
      (m) => (window as unknown as { __bench?: Record<string, number> }).__bench?.[m] !== undefined,
      mark,
    );
    if (seen) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const shot = path.join(tmpdir(), "bench-phone-failed.png");
  await page.screenshot({ path: shot, fullPage: true });
  throw new Error(`the board never answered a tap at ${page.url()} (the page: ${shot})`);
}

/** Where a square's centre is on the phone's screen, from an unthrottled load of the page. */
async function squareAt(flow: Flow, name: string): Promise<Point> {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    const context = await browser.newContext(phone);
    if (flow.cookie) await context.addCookies([{ ...flow.cookie, url: proxy.url }]);
    const page = await context.newPage();
    await page.goto(flow.url, { waitUntil: "load" });
    // The square can be found and then replaced (the board drawn again once the page's scripts
    // run), which leaves no box: look again until one is on screen.
    let box: Awaited<ReturnType<ReturnType<typeof square>["boundingBox"]>> = null;
    for (const until = Date.now() + 60_000; !box && Date.now() < until; ) {
      box = await square(page, name)
        .boundingBox({ timeout: 10_000 })
        .catch(() => null);
    }
    if (!box) {
      const shot = path.join(tmpdir(), "bench-phone-no-square.png");
      await page.screenshot({ path: shot, fullPage: true });
      throw new Error(`no square ${name} at ${flow.url} (the page: ${shot})`);
    }
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await browser.close();
  }
}

async function measure(context: BrowserContext, flow: Flow, point?: Point): Promise<Measure> {
  const page = await context.newPage();
  const cdp = await throttle(context, page);
  await cdp.send("Page.enable");
  await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
  const painted = new Promise<void>((resolve) =>
    cdp.on("Page.lifecycleEvent", (event) => {
      if (event.name === "firstContentfulPaint") resolve();
    }),
  );
  const sizes = new Map<string, number>();
  cdp.on("Network.loadingFinished", (event) => sizes.set(event.requestId, event.encodedDataLength));
  await page.addInitScript(watchPage({ answered: flow.tap?.answered, shown: flow.choose?.shown }));
  const load = loadavg()[0];
  const trace = process.env.BENCH_TRACE ? await startTrace(cdp) : undefined;
  if (process.env.BENCH_CPU) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
  }
  if (flow.variant === "no scripts")
    await cdp.send("Network.setBlockedURLs", { urls: ["*/_next/static/chunks/*.js"] });
  documentWaits.splice(0);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  const loaded = page.goto(flow.url, { waitUntil: "load", timeout: 120_000 });
  if (flow.tap && point) await tapUntil(page, painted, point, "answered");
  await loaded;
  const server = documentWaits.reduce((sum, ms) => sum + ms, 0);
  // Without its scripts the page never hydrates: the tap is its figure.
  if (!flow.variant)
    await page
      .waitForFunction(() => (window as unknown as { __bench: Record<string, number> }).__bench.ready, null, {
        timeout: 60_000,
        polling: 50,
      })
      .catch(async (error: Error) => {
        const shot = path.join(tmpdir(), "bench-phone-not-hydrated.png");
        await page.screenshot({ path: shot, fullPage: true });
        throw new Error(
          `${page.url()} never hydrated (${error.message}); the page: ${shot}; its errors: ${JSON.stringify(errors)}`,
        );
      });
  let choose: number | null = null;
  if (flow.choose && !flow.variant) {
    // A tap of the loop above may have arrived after the answer and put the piece back: select it
    // again (the page is interactive now), then one tap on e4 chooses the move.
    const offered = page.locator(flow.tap?.answered ?? "body");
    while (!(await offered.isVisible()) && flow.tap) {
      await square(page, flow.tap.square).tap();
      await offered.waitFor({ timeout: 2_000 }).catch(() => {});
    }
    await square(page, flow.choose.square).tap();
    await page
      .waitForFunction(() => (window as unknown as { __bench: Record<string, number> }).__bench.shown, null, {
        timeout: 30_000,
        polling: 20,
      })
      .catch(async (error: Error) => {
        const shot = path.join(tmpdir(), "bench-phone-failed.png");
        await page.screenshot({ path: shot, fullPage: true });
        throw new Error(`${error.message}\n(the page: ${shot})`);
      });
    const marks = await page.evaluate(
      () => (window as unknown as { __bench: Record<string, number> }).__bench,
    );
    choose = marks.shown - marks.lastClick;
  }
  await page.waitForLoadState("networkidle", { timeout: 30_000 }).catch(() => {});
  const timing = await page.evaluate(() => {
    const marks = (window as unknown as { __bench: Record<string, number> }).__bench;
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1;
    const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((r) =>
      new URL(r.name).pathname.endsWith(".js"),
    );
    return {
      fcp,
      answered: marks.answered ?? null,
      ready: marks.ready ?? null,
      scriptSizes: scripts.map((r) => ({
        path: new URL(r.name).pathname,
        size: r.encodedBodySize,
        // Cache Storage keeps a script decoded: its "encoded" size is the uncompressed one.
        stored: (r as PerformanceResourceTiming & { deliveryType?: string }).deliveryType === "cache-storage",
      })),
      clicks: (marks as unknown as { clicks: number[] }).clicks,
      long: (marks as unknown as { long: number[][] }).long,
      touches: (marks as unknown as { touches: unknown[][] }).touches,
      shifts: (marks as unknown as { shifts: number[][] }).shifts,
      origin: performance.timeOrigin,
      doc: (() => {
        const n = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        return [
          n.redirectStart,
          n.redirectEnd,
          n.requestStart,
          n.responseStart,
          n.responseEnd,
          n.domInteractive,
        ].map(Math.round);
      })(),
    };
  });
  const sentTaps = tapLog.splice(0);
  if (process.env.BENCH_DEBUG) {
    const taps = sentTaps.map(([a, b]) => [
      Math.round(a - timing.origin),
      b ? Math.round(b - timing.origin) : 0,
    ]);
    console.log("\n", flow.url, JSON.stringify({ ...timing, taps }));
  }
  if (process.env.BENCH_CPU) {
    const { profile } = await cdp.send("Profiler.stop");
    const file = path.join(process.env.BENCH_CPU, `page-${Date.now()}.cpuprofile`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(profile));
    console.log(`cpu profile: ${file}`);
  }
  if (trace)
    await trace(
      path.join(process.env.BENCH_TRACE!, `${new URL(flow.url).pathname.split("/")[1]}-${Date.now()}.json`),
    );
  await page.close();
  return {
    fcp: timing.fcp,
    tap: timing.answered,
    ready: timing.ready,
    server,
    choose,
    bytes: [...sizes.values()].reduce((a, b) => a + b, 0),
    jsBytes: timing.scriptSizes.reduce((sum, script) => sum + script.size, 0),
    scripts: timing.scriptSizes.length,
    scriptSizes: timing.scriptSizes,
    load,
  };
}

/**
 * BENCH_TRACE=<dir>: records the run's Chromium trace (the main thread's tasks, script evaluation,
 * function calls, V8's compiles; with BENCH_SAMPLES, whose JavaScript ran) for
 * `npm run bench:tasks -- <file>`; returns what ends and writes it.
 */
async function startTrace(cdp: CDPSession): Promise<(file: string) => Promise<void>> {
  const events: unknown[] = [];
  cdp.on("Tracing.dataCollected", (data) => events.push(...data.value));
  await cdp.send("Tracing.start", {
    categories: `devtools.timeline,v8.execute,disabled-by-default-devtools.timeline,blink.user_timing,v8${
      process.env.BENCH_SAMPLES ? ",disabled-by-default-v8.cpu_profiler" : ""
    }`,
    transferMode: "ReportEvents",
  });
  return async (file) => {
    const complete = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
    await cdp.send("Tracing.end");
    await complete;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify({ traceEvents: events }));
    console.log(`trace: ${file}`);
  };
}

const kinds = ["cold", "warm", "third"] as const;
type Runs = Record<(typeof kinds)[number], Measure>;

/**
 * A fresh profile (its own user data folder) for one cold run, the warm run after it, and a third
 * visit. Chromium keeps a script's compiled code (V8's code cache) only from its second load on:
 * the warm run compiles the cached scripts again and stores their code, the third (as a player's
 * third email and every one after it, until the next release) uses that code.
 */
async function visits(flow: Flow, point?: Point): Promise<Runs> {
  const profile = await mkdtemp(path.join(tmpdir(), "bench-phone-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
    ],
    ...phone,
    // The floor's rows: nothing but the page's own HTML (and the early-taps script in it).
    serviceWorkers: flow.variant ? "block" : "allow",
  });
  try {
    // A cookie with no expiry would end with the profile's last page (the service's own has one).
    const expires = Math.floor(Date.now() / 1000) + 86_400;
    if (flow.cookie)
      await context.addCookies([
        { ...flow.cookie, url: proxy.url, httpOnly: true, sameSite: "Lax", expires },
      ]);
    for (const open of context.pages()) await open.close();
    const cold = await measure(context, flow, point);
    // Days pass between a player's emails: the service worker the first visit registered has
    // installed and cached the scripts (lib/http/script-cache.ts). Waited for from an image of
    // the site's own, which runs no script and so is not another load of the page's scripts.
    if (!flow.variant && (await scriptsCached(context)) === 0)
      throw new Error("the service worker did not cache the scripts within 30 s of the cold visit");
    const warm = await measure(context, flow, point);
    const third = await measure(context, flow, point);
    return { cold, warm: compressedAsCold(warm, cold), third: compressedAsCold(third, cold) };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

/** A later visit's script bytes as the cold visit received them, for those the worker's cache served. */
function compressedAsCold(later: Measure, cold: Measure): Measure {
  const received = new Map(cold.scriptSizes.map((script) => [script.path, script.size]));
  const jsBytes = later.scriptSizes.reduce(
    (sum, script) => sum + (script.stored ? (received.get(script.path) ?? script.size) : script.size),
    0,
  );
  return { ...later, jsBytes };
}

/** How many scripts the service worker has cached once it is active (0 if it never installs). */
async function scriptsCached(context: BrowserContext): Promise<number> {
  const idle = await context.newPage();
  try {
    await idle.goto(`${proxy.url}/icon-192.png`);
    return await idle.evaluate(async (prefix) => {
      for (let i = 0; i < 300; i++) {
        const registration = await navigator.serviceWorker.getRegistration();
        const names = (await caches.keys()).filter((name) => name.startsWith(prefix));
        if (registration?.active && names.length === 1)
          return (await (await caches.open(names[0])).keys()).length;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return 0;
    }, scriptCachePrefix);
  } finally {
    await idle.close();
  }
}

/**
 * BENCH_FLOOR: the move page as the service renders it for its player (the email link, signed in),
 * without its script files, the tags that load them and the framework's inline data; the board's
 * early-taps script stays. Kept gzipped for the proxy to answer at once.
 */
async function makeStaticCopy(stage: Stage): Promise<Buffer> {
  const address = `${service.url}${new URL(stage.moveLink).pathname}`;
  const answer = await fetch(address, {
    headers: { cookie: `${stage.whiteCookie.name}=${stage.whiteCookie.value}` },
    redirect: "manual",
  });
  if (answer.status !== 200) throw new Error(`the move page for its static copy: ${answer.status}`);
  const html = (await answer.text())
    .replace(/<script\b[^>]*\bsrc=[^>]*><\/script>/g, "")
    .replace(/<link\b[^>]*\bas="script"[^>]*\/?>/g, "")
    .replace(
      /<script\b[^>]*>(?:(?!<\/script>)[\s\S])*(?:__next_f|TURBOPACK)(?:(?!<\/script>)[\s\S])*<\/script>/g,
      "",
    );
  if (!html.includes("data-early-board") || /_next\/static\/chunks\/[^"]+\.js/.test(html))
    throw new Error("the move page's static copy lost its board or kept a script");
  return gzipSync(html);
}

/** Which requests get DevTools' latency: first-byte times under DevTools alone, proxy off. */
async function probeLatency(stage: Stage): Promise<void> {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { ...slow4g, latency: 150 });
  const direct = stage.moveLink.replace(proxy.url, service.url);
  await page.goto(direct, { waitUntil: "networkidle" });
  const entries = await page.evaluate(() =>
    [
      ...(performance.getEntriesByType("navigation") as PerformanceResourceTiming[]),
      ...(performance.getEntriesByType("resource") as PerformanceResourceTiming[]),
    ].map((r) => ({
      name: new URL(r.name).pathname.slice(0, 48),
      type: r.initiatorType,
      wait: Math.round(r.responseStart - r.requestStart),
      redirect: Math.round(r.redirectEnd - r.redirectStart),
    })),
  );
  console.log("DevTools latency 150 ms, no proxy: request → first byte (ms), server time included");
  for (const e of entries) console.log(`  ${String(e.wait).padStart(5)}  ${e.type.padEnd(10)} ${e.name}`);
  const chunk = entries.find((e) => e.name.endsWith(".js"));
  if (chunk) {
    const answer = await fetch(`${service.url}${chunk.name}`, { headers: { "accept-encoding": "gzip" } });
    console.log(
      `${chunk.name}: Cache-Control "${answer.headers.get("cache-control")}", ${answer.headers.get("content-encoding")}`,
    );
  }
  await browser.close();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
function spread(values: (number | null)[], show: (n: number) => string): string {
  const known = values.filter((v): v is number => v !== null);
  if (known.length === 0) return "–";
  if (known.length === 1) return show(known[0]);
  return `${show(median(known))} (${show(Math.min(...known))}–${show(Math.max(...known))})`;
}

try {
  const stage = await setStage();
  if (latencyProbe) {
    await probeLatency(stage);
  } else {
    const all = flows(stage);
    console.log(
      `bench:phone: 390×844 touch, CPU 4×, DevTools Slow 4G (${devtoolsLatencyMs} ms) + ${proxyMs} ms proxy; ${runs} runs; cores ${(await import("node:os")).availableParallelism()}`,
    );
    if (floor) staticCopy = await makeStaticCopy(stage);
    const rows: string[] = [];
    for (const name of chosenPages) {
      // A page, and with BENCH_FLOOR the move page's floor rows, their runs taken in turn so that
      // the machine's drift falls on each alike.
      const group: [string, Flow][] = [[name, all[name]]];
      if (floor && name === "move")
        group.push(
          ["move · no scripts", { ...all.move, variant: "no scripts" }],
          [
            "move · static copy",
            { ...all.move, url: `${proxy.url}${staticCopyPath}`, variant: "static copy" },
          ],
        );
      const tapped = all[name].tap;
      const point = tapped ? await squareAt(all[name], tapped.square) : undefined;
      const results = group.map((): Runs[] => []);
      for (let run = 0; run < runs; run++) {
        for (const [index, [, flow]] of group.entries()) results[index].push(await visits(flow, point));
        process.stdout.write(".");
      }
      for (const [index, [label]] of group.entries())
        for (const kind of kinds) {
          const list = results[index].map((r) => r[kind]);
          rows.push(
            [
              label,
              kind === "third" ? "warm, 3rd visit" : kind,
              spread(
                list.map((m) => m.fcp),
                seconds,
              ),
              spread(
                list.map((m) => m.tap),
                seconds,
              ),
              spread(
                list.map((m) => m.ready),
                seconds,
              ),
              spread(
                list.map((m) => m.choose),
                (ms) => `${Math.round(ms)} ms`,
              ),
              spread(
                list.map((m) => m.server),
                (ms) => `${Math.round(ms)} ms`,
              ),
              `${Math.round(median(list.map((m) => m.bytes)) / 1024)} KB`,
              `${Math.round(median(list.map((m) => m.jsBytes)) / 1024)} KB / ${median(list.map((m) => m.scripts))}`,
              list.map((m) => m.load.toFixed(1)).join(" "),
            ].join(" | "),
          );
        }
    }
    console.log("\n");
    console.log(
      "| page | cache | first paint | tap answers | hydrated | choose → confirm | server | transferred | JS (gzip) / scripts | load avg per run |",
    );
    console.log("|---|---|---|---|---|---|---|---|---|---|");
    for (const row of rows) console.log(`| ${row} |`);
    console.log(
      "\nTargets (move page): tap answers ≤ 1.5 s cold, ≤ 0.6 s warm; ≤ 120 KB of compressed JS; choose → confirm in the next frame.",
    );
    console.log(
      `Load average now: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
  }
} finally {
  await db().$disconnect?.();
  await service.stop();
  await proxy.stop();
}
