// Runs once when the Next.js server starts, before it handles a request.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // Route handlers and server actions never see the TCP peer; the per-client rate limits need
    // it when no proxy is trusted (lib/client-address.ts).
    const { stampPeerAddresses } = await import("./lib/client-address");
    stampPeerAddresses();
  }
}
