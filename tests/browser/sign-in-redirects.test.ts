// The open-redirect table (tests/support/callback-cases.ts) through next-auth's real email
// callback, over HTTP, against the production service: each case spends a real sign-in token
// with its callbackUrl, and the Location the browser would follow must be that path on this
// site. The sign-in and confirm pages carry only the normalised path in their forms.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "@/lib/auth/sign-in-link";
import { db } from "@/lib/db/prisma";
import { callbackCases } from "../support/callback-cases";
import { type Service, startService } from "../support/service";

let service: Service;
const email = "returning@example.com";

beforeAll(async () => {
  service = await startService();
  // An existing account: a first sign-in would go to the welcome page instead.
  await db().user.create({ data: { email, name: "Returning", emailVerified: new Date() } });
});
afterAll(() => service?.stop());

let serial = 0;
/** A fresh, valid sign-in token for `email`, as requestSignInLink stores it. */
async function signInToken(): Promise<string> {
  const token = `redirect-case-token-${++serial}-${Math.random().toString(36).slice(2)}`;
  await db().verificationToken.create({
    data: { identifier: email, token: hashToken(token), expires: new Date(Date.now() + 3_600_000) },
  });
  return token;
}

describe("after signing in, the browser goes only to a page of this site", () => {
  it("spends a real token per case (the table has at least 25)", () => {
    expect(callbackCases("http://127.0.0.1:1").length).toBeGreaterThanOrEqual(25);
  });

  it.each(callbackCases("http://127.0.0.1:1").map((c) => c.name))("%s", async (name) => {
    const { callbackUrl, expected } = callbackCases(service.url).find((c) => c.name === name) ?? {};
    const query = new URLSearchParams({ token: await signInToken(), email });
    if (callbackUrl !== undefined) query.set("callbackUrl", callbackUrl);
    const response = await fetch(`${service.url}/api/auth/callback/email?${query}`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("set-cookie")).toContain("next-auth.session-token=");
    // With no callbackUrl next-auth sends the bare origin, which a browser reads as "/".
    const location = new URL(response.headers.get("location") ?? "", "http://elsewhere.test");
    expect(location.origin).toBe(service.url);
    expect(location.pathname + location.search).toBe(expected);
  });

  it("the sign-in and confirm pages put only the normalised path in their forms", async () => {
    const hidden = (html: string) => /name="callbackUrl" value="([^"]*)"/.exec(html)?.[1];
    const attack = encodeURIComponent("/.//evil.example/phish");
    const signIn = await (await fetch(`${service.url}/signin?callbackUrl=${attack}`)).text();
    expect(hidden(signIn)).toBe("/evil.example/phish");
    const token = await signInToken();
    const confirm = await (
      await fetch(
        `${service.url}/signin/confirm?token=${token}&email=${encodeURIComponent(email)}&callbackUrl=${encodeURIComponent("//evil.example")}`,
      )
    ).text();
    expect(hidden(confirm)).toBe("/");
  });
});
