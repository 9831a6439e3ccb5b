// The service worker that keeps the site's scripts compiled (served at /sw.js, app/sw.js/route.ts;
// registered by instrumentation-client.ts). Chromium keeps a script's compiled code (V8's code
// cache) only from its second load within a few days, so a player who opens a your-move email
// every few days compiles the page's scripts again each time. Scripts put into Cache Storage while
// a service worker installs get their code cached at once, and a static route (Chromium 123+)
// serves them from there without starting the worker: on a phone at CPU 4×, the move page's board
// answers such a visit's tap in 0.83 s instead of 0.89–0.91 s (README, "The scripts kept compiled
// between emails"). The worker has no fetch handler: every other request, and every request in a
// browser without static routes, goes to the network as if there were no worker. Nothing else is
// cached; pages always come from the server.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The prefix of every cache this worker makes: one per build, the previous build's deleted. */
export const scriptCachePrefix = "scripts-";

export type BuiltScripts = { readonly buildId: string; readonly scripts: readonly string[] };

/** The production build's id and every script it serves, or null when there is no build. */
export function builtScripts(distDir = path.join(process.cwd(), ".next")): BuiltScripts | null {
  const idFile = path.join(distDir, "BUILD_ID");
  const chunks = path.join(distDir, "static", "chunks");
  if (!existsSync(idFile) || !existsSync(chunks)) return null;
  const scripts = readdirSync(chunks, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => `/_next/static/chunks/${path.relative(chunks, path.join(entry.parentPath, entry.name))}`)
    .map((url) => url.split(path.sep).join("/"))
    .sort();
  return { buildId: readFileSync(idFile, "utf8").trim(), scripts };
}

/** The worker's source for this build: the byte change a new build makes is what updates it. */
export function scriptCacheWorker({ buildId, scripts }: BuiltScripts): string {
  const cache = `${scriptCachePrefix}${buildId}`;
  return `// Pigeon Post: keeps this build's scripts compiled (lib/http/script-cache.ts says why).
const cache = ${JSON.stringify(cache)};
const scripts = ${JSON.stringify(scripts)};

self.addEventListener("install", (event) => {
  // Without static routes the cached scripts would never be used: cache nothing.
  if (!event.addRoutes) return;
  event.waitUntil(
    Promise.all([
      // A script missing from the cache (a later build's, or one deleted) comes from the network.
      // Scripts only, not a worker's own script: a worker reads its settings from its address's
      // fragment (Turbopack's worker entry does), which a response from the cache does not carry.
      event.addRoutes({
        condition: {
          urlPattern: new URLPattern({ pathname: "/_next/static/chunks/*.js" }),
          requestDestination: "script",
        },
        source: "cache",
      }),
      caches.open(cache).then((scriptCache) => scriptCache.addAll(scripts)),
    ]).then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys().then((names) =>
      Promise.all(
        names
          .filter((name) => name.startsWith(${JSON.stringify(scriptCachePrefix)}) && name !== cache)
          .map((name) => caches.delete(name)),
      ),
    ),
  );
});
`;
}
