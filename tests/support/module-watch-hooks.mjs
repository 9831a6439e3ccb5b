// The resolve hook of module-watch.mjs (module hooks run on their own thread).
import { appendFileSync } from "node:fs";

let log;
const seen = new Set();

export function initialize(data) {
  log = data.log;
}

export async function resolve(specifier, context, nextResolve) {
  const result = await nextResolve(specifier, context);
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(result.url);
  if (match && !seen.has(match[1])) {
    seen.add(match[1]);
    appendFileSync(log, `${process.pid} ${match[1]}\n`);
  }
  return result;
}
