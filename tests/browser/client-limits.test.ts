// The per-client rate limit over HTTP, against the production service: the sign-in form posted
// as a browser without JavaScript posts it. Without a trusted proxy the client is the address
// that connected, whatever X-Forwarded-For says; behind one trusted proxy it is the address that
// proxy appended, so two people behind it have their own limits.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type From, submitPageForm } from "../support/forms";
import { type Service, startService } from "../support/service";

const perClient = 20; // lib/auth/sign-in-link.ts limits.perClient.max
let direct: Service;
let proxied: Service;

beforeAll(async () => {
  direct = await startService();
  proxied = await startService({ env: { TRUSTED_PROXY_HOPS: "1" }, serviceLayer: false });
});
afterAll(async () => {
  await direct?.stop();
  await proxied?.stop();
});

let serial = 0;
/** One sign-in request for a fresh address (so only the per-client limit can bite). */
async function askForLink(service: Service, from: From): Promise<"sent" | "refused"> {
  const response = await submitPageForm(
    `${service.url}/signin`,
    { email: `asker${++serial}@example.com` },
    from,
  );
  if (response.status === 303 && response.headers.location === "/signin/check-email") return "sent";
  expect(response.status).toBe(200);
  expect(response.text).toContain("Too many sign-in emails were requested from your connection");
  return "refused";
}

describe("no proxy trusted (TRUSTED_PROXY_HOPS=0)", () => {
  it("a client rotating X-Forwarded-For on every request is still one client", async () => {
    const answers = [];
    for (let i = 0; i <= perClient; i++) {
      answers.push(await askForLink(direct, { headers: { "x-forwarded-for": `203.0.113.${i}` } }));
    }
    expect(answers.slice(0, perClient).every((a) => a === "sent")).toBe(true);
    expect(answers[perClient]).toBe("refused");
    expect(await askForLink(direct, { headers: { "x-forwarded-for": "198.51.100.200" } })).toBe("refused");
    // An X-Forwarded-For it does not trust makes the server say, once, how to trust a proxy.
    const warnings = direct.output().split("TRUSTED_PROXY_HOPS is 0").length - 1;
    expect(warnings).toBe(1);
  });

  it("another address that connects has its own limit", async () => {
    expect(await askForLink(direct, { localAddress: "127.0.0.2" })).toBe("sent");
  });
});

describe("one trusted proxy (TRUSTED_PROXY_HOPS=1)", () => {
  // The test plays the proxy: it appends the address that connected to it, as nginx's
  // $proxy_add_x_forwarded_for does, after whatever the client sent.
  const via = (client: string, sent?: string): From => ({
    headers: { "x-forwarded-for": sent ? `${sent}, ${client}` : client },
  });

  it("two people behind the proxy have separate limits; rotating the part they write does not help", async () => {
    for (let i = 0; i < perClient; i++) {
      expect(await askForLink(proxied, via("198.51.100.7", `10.0.0.${i}`))).toBe("sent");
    }
    expect(await askForLink(proxied, via("198.51.100.7", "10.9.9.9"))).toBe("refused");
    expect(await askForLink(proxied, via("198.51.100.7"))).toBe("refused");
    expect(await askForLink(proxied, via("198.51.100.8"))).toBe("sent");
  });

  it("an IPv6 client is one client across its /64", async () => {
    for (let i = 0; i < perClient; i++) {
      expect(await askForLink(proxied, via(`2001:db8:5:6::${(i + 1).toString(16)}`))).toBe("sent");
    }
    expect(await askForLink(proxied, via("2001:db8:5:6:ffff:1:2:3"))).toBe("refused");
    expect(await askForLink(proxied, via("2001:db8:5:7::1"))).toBe("sent");
  });
});
