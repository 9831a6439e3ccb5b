import { describe, expect, it } from "vitest";
import { hit, waitPhrase } from "@/lib/rate-limit";
import { seconds, t0 } from "../support/clock";

const limit = { max: 3, windowSeconds: 600 };

describe("rate limits", () => {
  it("allows max hits per window, then says how long to wait, then opens again", async () => {
    const key = `test:${Math.random()}`;
    for (let i = 0; i < 3; i++) expect(await hit(key, limit, seconds(i))).toEqual({ allowed: true });
    expect(await hit(key, limit, seconds(60))).toEqual({ allowed: false, retryAfterSeconds: 540 });
    expect(await hit(key, limit, seconds(600))).toEqual({ allowed: true });
  });

  it("counts concurrent hits exactly (one atomic statement, no lost updates)", async () => {
    const key = `test:${Math.random()}`;
    const results = await Promise.all(Array.from({ length: 12 }, () => hit(key, limit, t0)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });

  it("keeps separate keys apart", async () => {
    const a = `test:a:${Math.random()}`;
    const b = `test:b:${Math.random()}`;
    for (let i = 0; i < 3; i++) await hit(a, limit, t0);
    expect((await hit(a, limit, t0)).allowed).toBe(false);
    expect((await hit(b, limit, t0)).allowed).toBe(true);
  });

  it.each([
    [30, "a minute"],
    [600, "10 minutes"],
    [3 * 3600, "3 hours"],
  ])("phrases a wait of %i s as %s", (seconds, phrase) => {
    expect(waitPhrase(seconds)).toBe(phrase);
  });
});
