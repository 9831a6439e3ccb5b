// A challenge's rating range and its row's times, pure (lib/challenges/range.ts, when.ts): who may
// accept, the reason a player outside the range reads instead of an Accept button, and "posted 3
// hours ago · expires in 13 days".
import { describe, expect, it } from "vitest";
import { inRange, outOfRange, rangeWords } from "@/lib/challenges/range";
import { expiresPhrase, postedPhrase } from "@/lib/challenges/when";

const settled = (rating: number) => ({ rating, deviation: 60 });
const both = { min: 1400, max: 1700 };

describe("the rating range", () => {
  it.each([
    [{ min: 1400, max: 1700 }, "rated 1400–1700"],
    [{ min: 1400, max: null }, "rated 1400 or more"],
    [{ min: null, max: 1700 }, "rated 1700 or less"],
    [{ min: null, max: null }, null],
  ])("%j reads %j", (range, words) => {
    expect(rangeWords(range)).toBe(words);
  });

  // A rating counts in whole points, as it is shown; the range's ends belong to it.
  it.each([
    [1400, true],
    [1399.5, true],
    [1700.49, true],
    [1399.49, false],
    [1700.5, false],
  ])("1400–1700 and a player rated %d: %s", (rating, open) => {
    expect(inRange(both, settled(rating))).toBe(open);
    expect(outOfRange(both, settled(rating), "Chess") === null).toBe(open);
  });

  it("a player with no rating for the game counts as 1500", () => {
    expect(inRange(both, null)).toBe(true);
    expect(inRange({ min: 1600, max: null }, null)).toBe(false);
    expect(outOfRange({ min: 1600, max: null }, null, "Kings Court")).toBe(
      "Not open to you: for players rated 1600 or more; you have no Kings Court rating yet, which counts as 1500",
    );
  });

  it("names the reader's rating as they see it everywhere, the “?” of a provisional one included", () => {
    expect(outOfRange(both, { rating: 926.4, deviation: 180 }, "Chess")).toBe(
      "Not open to you: for players rated 1400–1700; you are 926?",
    );
    expect(outOfRange(both, settled(1810), "Chess")).toBe(
      "Not open to you: for players rated 1400–1700; you are 1810",
    );
    expect(outOfRange({ min: null, max: null }, settled(3000), "Chess")).toBeNull();
  });
});

describe("when a challenge was posted and when it expires", () => {
  const now = new Date("2026-11-20T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const ahead = (ms: number) => new Date(now.getTime() + ms);
  const minute = 60_000;
  const hour = 60 * minute;
  const day = 24 * hour;

  it.each([
    [30_000, "posted just now"],
    [minute, "posted 1 minute ago"],
    [59 * minute, "posted 59 minutes ago"],
    [3 * hour + 50 * minute, "posted 3 hours ago"],
    [day + 20 * hour, "posted 1 day ago"],
    [9 * day, "posted 9 days ago"],
  ])("%d ms ago: %s", (ms, phrase) => {
    expect(postedPhrase(ago(ms), now)).toBe(phrase);
  });

  it.each([
    [14 * day - 30_000, "expires in 14 days"],
    [13 * day + 11 * hour, "expires in 13 days"],
    [5 * hour + 40 * minute, "expires in 6 hours"],
    [2 * minute, "expires in 2 minutes"],
    [10_000, "expires in less than a minute"],
    [0, "expired"],
  ])("%d ms ahead: %s", (ms, phrase) => {
    expect(expiresPhrase(ahead(ms), now)).toBe(phrase);
  });
});
