// GET /sw.js: the service worker that keeps this build's scripts compiled (lib/http/script-cache.ts).
// Only a production build has one: `npm run dev` rebuilds its scripts on every change, and
// answers 404 here.
import { builtScripts, scriptCacheWorker } from "@/lib/http/script-cache";

export const dynamic = "force-dynamic";

let worker: string | null | undefined;

export function GET() {
  if (process.env.NODE_ENV !== "production") return new Response("Not found", { status: 404 });
  if (worker === undefined) {
    const built = builtScripts();
    worker = built && scriptCacheWorker(built);
  }
  if (!worker) return new Response("Not found", { status: 404 });
  return new Response(worker, {
    headers: {
      "content-type": "text/javascript; charset=utf-8",
      // Browsers compare it on each visit; a new build's bytes install the new worker.
      "cache-control": "no-cache",
    },
  });
}
