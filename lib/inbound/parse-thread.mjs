// The parse thread (lib/inbound/parse.ts starts it): reads one message at a time with
// lib/inbound/mime.ts and posts back what it found. Plain JavaScript, so it starts the same way
// under `npm start`, `npm run worker`, `npm run dev` (all tsx) and vitest: tsx is asked here to
// load the TypeScript it needs.
import { parentPort } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

const { readMime } = await tsImport("./mime.ts", import.meta.url);

parentPort.on("message", async ({ id, raw }) => {
  let result;
  try {
    result = await readMime(raw);
  } catch (error) {
    // Too deep a recursion in an HTML body, say: this message is unreadable, the thread is fine.
    result = { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  parentPort.postMessage({ id, result });
});
parentPort.postMessage({ ready: true });
