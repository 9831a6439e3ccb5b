// The second half of `npm run build`: every text file of the build's static folder (.next/static:
// the scripts and stylesheets every page loads) gets a brotli (quality 11) and a gzip (level 9)
// copy beside it, `x.js.br` and `x.js.gz`. `npm start` serves those copies as they are
// (scripts/support/static-files.mjs): compressed once here, at the highest settings, instead of
// on every request at the fast ones (`next start` gzips each response at level 6 and has no
// brotli at all).
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const staticDir = path.join(root, ".next", "static");

/** Text: what compresses. Fonts and pictures are compressed already; Next.js serves them as they are. */
const compressible = new Set([".js", ".css", ".json", ".svg", ".txt"]);

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function precompress(file: string): Promise<{ raw: number; br: number; gz: number }> {
  const raw = await readFile(file);
  // zlib's asynchronous calls run on libuv's thread pool: the files compress side by side.
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipped(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return { raw: raw.length, br: br.length, gz: gz.length };
}

const files = (await readdir(staticDir, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && compressible.has(path.extname(entry.name)))
  .map((entry) => path.join(entry.parentPath, entry.name));
const sizes = await Promise.all(files.map(precompress));
const total = (key: "raw" | "br" | "gz") =>
  `${(sizes.reduce((sum, s) => sum + s[key], 0) / 1024).toFixed(0)} KB`;
console.log(
  `Precompressed ${files.length} static files: ${total("raw")} → ${total("gz")} gzip, ${total("br")} brotli.`,
);
