// Records which npm packages a process tree loads: `NODE_OPTIONS=--import <this file>` with
// MODULE_LOG=<file> appends one line per package (`<pid> <name>`) the first time a process
// resolves a file inside it, through `import` (a resolve hook) or `require` (Module._resolveFilename).
// tests/browser/production-start.test.ts uses it to show that `npm start` with DATABASE_URL set
// never loads the development-only packages.
import { appendFileSync } from "node:fs";
import Module, { register } from "node:module";

const log = process.env.MODULE_LOG;
if (log) {
  register("./module-watch-hooks.mjs", { parentURL: import.meta.url, data: { log } });
  const seen = new Set();
  const resolveFilename = Module._resolveFilename;
  Module._resolveFilename = function (...args) {
    const filename = resolveFilename.apply(this, args);
    const name = packageOf(String(filename));
    if (name && !seen.has(name)) {
      seen.add(name);
      appendFileSync(log, `${process.pid} ${name}\n`);
    }
    return filename;
  };
}

/** `pg` for …/node_modules/pg/lib/index.js, `@prisma/client` for a scoped package, or null. */
export function packageOf(path) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(path);
  return match ? match[1] : null;
}
