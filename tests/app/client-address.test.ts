// Which client a request came from (lib/http/client-address.ts), as a table: the TCP peer the server
// stamped, X-Forwarded-For as the client and the trusted proxies wrote it, and the number of
// proxies trusted. Over HTTP: tests/browser/client-limits.test.ts.
import { describe, expect, it } from "vitest";
import { addressKey, clientAddress, peerAddressHeader } from "@/lib/http/client-address";

const request = (peer: string | null, forwarded?: string) => {
  const headers = new Headers();
  if (peer !== null) headers.set(peerAddressHeader, peer);
  if (forwarded !== undefined) headers.set("x-forwarded-for", forwarded);
  return headers;
};

describe("the client of a request", () => {
  it.each([
    ["no proxy: the peer, whatever X-Forwarded-For claims", 0, "192.0.2.10", "203.0.113.1", "192.0.2.10"],
    ["no proxy, no stamp: nobody (one shared bucket)", 0, null, "203.0.113.1", null],
    ["one proxy: the entry it appended (the last)", 1, "127.0.0.1", "6.6.6.6, 198.51.100.7", "198.51.100.7"],
    ["one proxy, client wrote nothing", 1, "127.0.0.1", "198.51.100.7", "198.51.100.7"],
    [
      "two proxies: the second from the right",
      2,
      "127.0.0.1",
      "6.6.6.6, 198.51.100.7, 10.0.0.2",
      "198.51.100.7",
    ],
    ["two proxies, the outer one skipped: the leftmost", 2, "127.0.0.1", "198.51.100.7", "198.51.100.7"],
    ["a proxy but no header: the peer", 1, "192.0.2.10", undefined, "192.0.2.10"],
    ["spaces and empty entries", 1, "127.0.0.1", " 6.6.6.6 ,, 198.51.100.7 ", "198.51.100.7"],
    ["an IPv4 address with a port", 1, "127.0.0.1", "198.51.100.7:51234", "198.51.100.7"],
    ["IPv6: its /64", 1, "127.0.0.1", "2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    [
      "IPv6 compressed, in brackets with a port",
      1,
      "127.0.0.1",
      "[2001:DB8:1:2::9]:443",
      "2001:db8:1:2::/64",
    ],
    ["an IPv4-mapped IPv6 peer is its IPv4 address", 0, "::ffff:192.0.2.10", undefined, "192.0.2.10"],
    ["IPv6 loopback peer", 0, "::1", undefined, "0:0:0:0::/64"],
    [
      "not an address: kept, cut short",
      1,
      "127.0.0.1",
      `unknown-${"x".repeat(100)}`,
      `unparsed:unknown-${"x".repeat(56)}`,
    ],
  ] as const)("%s", (_, hops, peer, forwarded, expected) => {
    expect(clientAddress(request(peer, forwarded), hops)).toBe(expected);
  });

  it("rotating what the client writes never changes the key behind a proxy", () => {
    const keys = new Set(
      Array.from({ length: 50 }, (_, i) =>
        clientAddress(request("127.0.0.1", `10.0.${i}.1, 198.51.100.7`), 1),
      ),
    );
    expect([...keys]).toEqual(["198.51.100.7"]);
  });

  it("two addresses in one IPv6 /64 are one client; the next /64 is another", () => {
    expect(addressKey("2001:db8:aa:bb::1")).toBe(addressKey("2001:db8:aa:bb:ffff:ffff:ffff:ffff"));
    expect(addressKey("2001:db8:aa:bb::1")).not.toBe(addressKey("2001:db8:aa:bc::1"));
  });
});
