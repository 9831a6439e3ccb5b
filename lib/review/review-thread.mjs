// The review thread (lib/review/thread.ts starts it): reviews one game at a time with
// lib/review/review.ts and posts back the review. Plain JavaScript, so it starts the same way under
// `npm start`, `npm run worker`, `npm run dev` (all tsx) and vitest: tsx loads the TypeScript.
import { parentPort } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

const { reviewGame } = await tsImport("./review.ts", import.meta.url);

parentPort.on("message", ({ id, record, budget }) => {
  const started = performance.now();
  let result;
  try {
    result = reviewGame(record.gameType, record.startPosition, record.notations, budget);
  } catch (error) {
    result = {
      ok: false,
      error: { code: "crash", reason: error instanceof Error ? error.message : String(error) },
    };
  }
  parentPort.postMessage({ id, result, tookMs: Math.round(performance.now() - started) });
});
parentPort.postMessage({ ready: true });
