// @ts-check
// The build's scripts and stylesheets (/_next/static/…), answered before Next.js sees the request:
// brotli to a client that accepts it, else gzip, else the file as it is, from the copies
// `npm run build` wrote beside each file (scripts/precompress.ts). Compressed once at build time at
// the highest settings, a response costs a lookup and a write: `next start` gzips every response
// anew (level 6) and has no brotli.
//
// Only files found under .next/static when the server starts, with both copies beside them, are
// served here: a request is looked up in that list, never turned into a path on disk, so no
// address (`..`, encoded or not) reaches a file outside the folder. Anything else (a file without
// copies, a Range request, a file the list lacks) goes on to Next.js, which serves it as before.
// Plain JavaScript: it runs inside the production server's process, where a TypeScript loader's
// hooks would sit on every module load.
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";

export const staticPrefix = "/_next/static/";

/** What each served file is; a file of any other kind goes on to Next.js. */
const contentTypes = {
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
};

/** A build's files are never rewritten under the same name: a year, and no revalidation. */
const cacheControl = "public, max-age=31536000, immutable";

/**
 * @typedef {{ file: string; type: string; etag: string; modified: string; modifiedMs: number;
 *   bytes: Map<string, Promise<Buffer>> }} StaticFile
 */

/**
 * The handler for `distDir`'s static files: true when it answered the request, false when
 * Next.js should. `headers` are added to every answer (next.config.mjs's for /_next/static).
 * @param {string} distDir
 * @param {Record<string, string>} headers
 */
export async function staticFiles(distDir, headers) {
  const folder = path.join(distDir, "static");
  /** @type {Map<string, StaticFile>} */
  const files = new Map();
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const names = new Set(entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)));
  for (const file of names) {
    const type = contentTypes[/** @type {keyof typeof contentTypes} */ (path.extname(file))];
    if (!type || !names.has(`${file}.br`) || !names.has(`${file}.gz`)) continue;
    const { size, mtime } = await stat(file);
    const urlPath = path.relative(folder, file).split(path.sep).join("/");
    files.set(urlPath, {
      file,
      type,
      // Weak: the one tag stands for the file in each of its encodings.
      etag: `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`,
      modified: mtime.toUTCString(),
      modifiedMs: Math.floor(mtime.getTime() / 1000) * 1000,
      bytes: new Map(),
    });
  }

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  return async function serveStatic(req, res) {
    const url = req.url ?? "";
    if (!url.startsWith(staticPrefix) || (req.method !== "GET" && req.method !== "HEAD")) return false;
    if (req.headers.range) return false;
    const query = url.indexOf("?");
    let name;
    try {
      name = decodeURIComponent(url.slice(staticPrefix.length, query === -1 ? undefined : query));
    } catch {
      return false; // a malformed escape: Next.js answers it
    }
    const found = files.get(name);
    if (!found) return false;

    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    res.setHeader("Cache-Control", cacheControl);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", found.etag);
    res.setHeader("Last-Modified", found.modified);
    for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
    if (notModified(req, found)) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    const body = await contents(found, encoding);
    res.statusCode = 200;
    res.setHeader("Content-Type", found.type);
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}

/**
 * A file's bytes in an encoding, read once and then kept: the build's static files are a few
 * megabytes in all, and each page needs only some of them.
 * @param {StaticFile} found
 * @param {"br" | "gzip" | "identity"} encoding
 */
function contents(found, encoding) {
  let bytes = found.bytes.get(encoding);
  if (!bytes) {
    const suffix = encoding === "br" ? ".br" : encoding === "gzip" ? ".gz" : "";
    bytes = readFile(found.file + suffix);
    // A failed read is not kept: the next request tries again.
    bytes.catch(() => found.bytes.delete(encoding));
    found.bytes.set(encoding, bytes);
  }
  return bytes;
}

/**
 * brotli when the client accepts it, else gzip, else none (RFC 9110 §12.5.3: `q=0` refuses one,
 * `*` stands for any not named).
 * @param {string | undefined} header
 * @returns {"br" | "gzip" | "identity"}
 */
export function chooseEncoding(header) {
  if (!header) return "identity";
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of header.split(",")) {
    const [token, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (token) weights.set(token.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (/** @type {string} */ token) => (weights.get(token) ?? weights.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return "identity";
}

/**
 * A conditional request the client's copy already answers (RFC 9110 §13.1.3: If-None-Match, when
 * sent, decides alone).
 * @param {import("node:http").IncomingMessage} req
 * @param {StaticFile} found
 */
function notModified(req, found) {
  const tags = req.headers["if-none-match"];
  if (tags !== undefined) {
    const weak = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, "");
    return tags.trim() === "*" || tags.split(",").some((tag) => weak(tag) === weak(found.etag));
  }
  const since = req.headers["if-modified-since"];
  if (since === undefined) return false;
  const sinceMs = Date.parse(since);
  return Number.isFinite(sinceMs) && found.modifiedMs <= sinceMs;
}
