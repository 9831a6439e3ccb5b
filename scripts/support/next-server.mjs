// @ts-check
// The production web server `npm start` runs (scripts/support/serve.ts starts it as its own
// process): Next.js as `next start` runs it (the same request handler), with the build's static
// files answered first from their precompressed copies (static-files.mjs). In the same process, so
// a static file costs no extra hop and a page no extra work. `npm run dev` still runs `next dev`.
// Responses are compressed here, by the middleware Next.js itself uses (`compression`; its own is
// off in next.config.mjs), so that the pages with a board can have their script tags rewritten
// first (hold-scripts.mjs); this version of it also answers brotli to a client that takes it.
//
// Usage: node scripts/support/next-server.mjs <port> <hostname>
import { createServer } from "node:http";
import path from "node:path";
import compression from "compression";
import next from "next";
import nextConfig from "../../next.config.mjs";
import { holdScriptsIn, holdsScripts, releaseAfterMs } from "./hold-scripts.mjs";
import { staticFiles, staticPrefix } from "./static-files.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const port = Number(process.argv[2]);
const hostname = process.argv[3] ?? "127.0.0.1";

/** next.config.mjs's headers for the static files: they are answered here now, so here too. */
async function staticHeaders() {
  const rules = (await nextConfig.headers?.()) ?? [];
  const rule = rules.find((r) => r.source === `${staticPrefix}:path*`);
  return Object.fromEntries((rule?.headers ?? []).map((h) => [h.key, h.value]));
}

process.title = "pigeon-post-web";
// Where Next.js's own server says it listens; server actions forwarded between workers use it.
process.env.__NEXT_PRIVATE_ORIGIN = `http://${hostname}:${port}`;
const app = next({ dev: false, dir: root, hostname, port });
const [serveStatic] = await Promise.all([
  staticFiles(path.join(root, ".next"), await staticHeaders()),
  app.prepare(),
]);
const handle = app.getRequestHandler();
const compress = compression();

const server = createServer(async (req, res) => {
  try {
    if (await serveStatic(req, res)) return;
    // Calls on at once (it only wraps the response's writes).
    await new Promise((resolve) => compress(req, res, () => resolve(undefined)));
    if (req.method === "GET" && holdsScripts(req.url ?? "")) holdScriptsIn(res, { idleMs: releaseAfterMs });
    await handle(req, res);
  } catch (error) {
    console.error(`Failed to handle request for ${req.url}`, error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  }
});
server.on("error", (error) => {
  console.error("Failed to start the web server:", error);
  process.exit(1);
});
server.listen(port, hostname, () => console.log(`  ✓ Next.js ready on http://${hostname}:${port}`));

// As `next start` does: take no new connection, let the requests under way finish, then close
// Next.js (its `after()` work) and exit with the signal's code.
let stopping = false;
for (const [signal, code] of /** @type {const} */ ([
  ["SIGINT", 130],
  ["SIGTERM", 143],
])) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close(() => void app.close().finally(() => process.exit(code)));
    server.closeIdleConnections();
  });
}
