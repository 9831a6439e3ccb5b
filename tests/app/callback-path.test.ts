// The open-redirect guard as a table (tests/support/callback-cases.ts); the same table runs
// through next-auth's real callback route in tests/browser/sign-in-redirects.test.ts.
import { describe, expect, it } from "vitest";
import { safeCallbackPath, safeCallbackUrl } from "@/lib/auth/callback-path";
import { callbackCases } from "../support/callback-cases";

const appUrl = "http://127.0.0.1:3999";
const cases = callbackCases(appUrl);

describe("where a sign-in may return to", () => {
  it("has a table of at least 25 tricky places", () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });

  it.each(cases)("$name → $expected", ({ callbackUrl, expected }) => {
    const path = safeCallbackPath(callbackUrl, appUrl);
    expect(path).toBe(expected);
    // Whatever comes out, a browser resolves it onto this origin, as the path it is.
    const resolved = new URL(path, "http://elsewhere.test/base/");
    expect(resolved.pathname + resolved.search).toBe(path);
    expect(safeCallbackUrl(callbackUrl, appUrl)).toBe(`${appUrl}${expected}`);
    expect(new URL(safeCallbackUrl(callbackUrl, appUrl)).origin).toBe(appUrl);
  });

  it("is not fooled by an app served under https with a default port", () => {
    expect(
      safeCallbackPath("https://pigeonpost.example.com:443/games/1", "https://pigeonpost.example.com"),
    ).toBe("/games/1");
    expect(
      safeCallbackPath("https://pigeonpost.example.com.evil.example/", "https://pigeonpost.example.com"),
    ).toBe("/");
    expect(safeCallbackPath(42, "https://pigeonpost.example.com")).toBe("/");
  });
});
