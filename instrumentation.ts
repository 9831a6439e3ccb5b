// Runs once when the Next.js server starts, before it handles a request.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // Route handlers and server actions never see the TCP peer; the per-client rate limits need
    // it when no proxy is trusted (lib/http/client-address.ts).
    const { stampPeerAddresses } = await import("./lib/http/client-address");
    stampPeerAddresses();
  }
}

/**
 * Every error Next.js meets while serving a request. One that says the database cannot be reached
 * is remembered, so the next pages answer 503 "briefly unavailable" from proxy.ts instead of
 * rendering an error page (lib/db/unavailable.ts).
 */
export async function onRequestError(error: unknown) {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { isDatabaseUnavailable, noteOutage } = await import("./lib/db/unavailable");
  if (isDatabaseUnavailable(error)) noteOutage();
}
