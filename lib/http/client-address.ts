// Which client a request came from, for the per-client rate limits. X-Forwarded-For is written by
// whoever sends the request, so only the entries our own proxies appended can be believed: with
// TRUSTED_PROXY_HOPS=N the client is the address the Nth proxy from us added (the Nth entry from
// the right); with 0 (no proxy) it is the TCP peer itself, which Next.js does not hand to route
// handlers or server actions, so the server stamps it on every request (stampPeerAddresses).
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";

/** Set by the server on every request, over anything the client sent under that name. */
export const peerAddressHeader = "x-pigeon-peer-address";

/**
 * Writes each request's TCP peer address into `peerAddressHeader`, before Next.js sees the
 * request (Node's "http.server.request.start" diagnostics channel fires ahead of the server's
 * "request" event). Called once at server start by instrumentation.ts.
 */
export function stampPeerAddresses(): void {
  subscribe("http.server.request.start", (message) => {
    const { request } = message as { request: IncomingMessage };
    request.headers[peerAddressHeader] = request.socket.remoteAddress ?? "";
  });
}

type HeaderReader = { get(name: string): string | null };

/** The rate-limit key of the client, or null when the request does not say (no stamp, no proxy entry). */
export function clientAddress(headers: HeaderReader, trustedProxyHops: number): string | null {
  const peer = headers.get(peerAddressHeader) || null;
  if (trustedProxyHops === 0) return peer && addressKey(peer);
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the request skipped the outer ones; the leftmost entry is still
  // one a trusted proxy wrote (unless the outer proxy can be bypassed: README, Production).
  const entry = forwarded.length >= trustedProxyHops ? forwarded.at(-trustedProxyHops) : forwarded[0];
  return entry ? addressKey(entry) : peer && addressKey(peer);
}

/**
 * One bucket per IPv4 address and per IPv6 /64 (one household or server gets a whole /64, and
 * can rotate through it at will). Anything that is not an address is kept, cut short.
 */
export function addressKey(raw: string): string {
  const address = withoutPort(raw.trim());
  const version = isIP(address);
  if (version === 4) return address;
  if (version === 6) {
    const groups = expandIpv6(address);
    const mappedV4 = groups.slice(0, 6).join(":") === "0:0:0:0:0:ffff";
    if (mappedV4) {
      const [hi, lo] = [Number.parseInt(groups[6], 16), Number.parseInt(groups[7], 16)];
      return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
    }
    return `${groups.slice(0, 4).join(":")}::/64`;
  }
  return `unparsed:${raw.slice(0, 64)}`;
}

function withoutPort(address: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) return bracketed[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  return v4WithPort ? v4WithPort[1] : address;
}

/** Eight lower-case hex groups without leading zeros; the URL parser canonicalises first. */
function expandIpv6(address: string): string[] {
  const host = new URL(`http://[${address.replace(/%.*$/, "")}]/`).hostname.slice(1, -1);
  const [head, tail = ""] = host.split("::");
  const left = head ? head.split(":") : [];
  const right = host.includes("::") && tail ? tail.split(":") : [];
  const zeros = Array(8 - left.length - right.length).fill("0");
  return [...left, ...(host.includes("::") ? zeros : []), ...right].map((g) =>
    Number.parseInt(g, 16).toString(16),
  );
}
