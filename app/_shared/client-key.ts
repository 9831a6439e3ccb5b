// The client a request came from (lib/http/client-address.ts): the per-client key of the rate limits.
// Not a "use server" file: actions, pages and route handlers call it.
import { headers } from "next/headers";
import { config } from "@/lib/config";
import { addressKey, clientAddress, peerAddressHeader } from "@/lib/http/client-address";

let proxyWarned = false;

export async function clientKey(): Promise<string> {
  const h = await headers();
  const hops = config().trustedProxyHops;
  warnOfUntrustedProxy(h, hops);
  // No address at all (the server's stamp missing): one shared bucket, the safe side.
  return clientAddress(h, hops) ?? "unknown";
}

/**
 * Next.js writes X-Forwarded-For itself only when a request has none, with the peer's address.
 * A different value with no trusted proxy configured means a proxy (or a client) wrote it: behind
 * a proxy, every client would share the proxy's one bucket, so say once how to fix that.
 */
function warnOfUntrustedProxy(h: Headers, hops: number): void {
  if (hops !== 0 || proxyWarned) return;
  const forwarded = h.get("x-forwarded-for");
  const peer = h.get(peerAddressHeader);
  if (!forwarded || !peer || addressKey(forwarded) === addressKey(peer)) return;
  proxyWarned = true;
  console.warn(
    "Requests carry X-Forwarded-For but TRUSTED_PROXY_HOPS is 0, so rate limits count clients by the address that connected. Behind a proxy, set TRUSTED_PROXY_HOPS to the number of proxies (README, Production).",
  );
}
