// The analysis board's engine says why it stopped: a search its time or node cap cut short reads
// "stopped at depth N after 15 s, its time limit", never "done" as if it had seen all it could.
// The searches are the worker's own (lib/search with ENGINE_CAPS); the clock is the test's, so
// 15 s pass in a moment.
import { describe, expect, it } from "vitest";
import { ENGINE_CAPS, engineStop } from "@/app/games/[id]/analysis/engine-lines";
import { stopText } from "@/app/games/[id]/analysis/engine-stop";
import { getGame, unwrap } from "@/lib/engine";
import { search } from "@/lib/search";

/** A clock that moves on `stepMs` each time the search reads it. */
const steppingClock = (stepMs: number) => {
  let now = 0;
  return () => (now += stepMs);
};

describe("why the analysis engine stopped", () => {
  it("a search the time cap ends says so, with its depth", () => {
    const start = unwrap(getGame("joust")).start();
    const found = search("joust", start, { ...ENGINE_CAPS, clock: steppingClock(300) });
    if (!found.ok) throw new Error(found.error.reason);
    const stop = engineStop(found.value);
    expect(stop).toMatchObject({ kind: "time", depth: found.value.depth });
    expect(stopText(stop)).toBe(` · stopped at depth ${found.value.depth} after 15 s, its time limit`);
  });

  it("a forced mate found is a finished search: done", () => {
    // Fool's mate to play: 1. f3 e5 2. g4, Black mates with Qh4.
    const chess = unwrap(getGame("chess"));
    let position = chess.start();
    for (const move of ["f3", "e5", "g4"]) position = unwrap(chess.move(position, move)).position;
    const found = search("chess", position, { ...ENGINE_CAPS, clock: () => 0 });
    if (!found.ok) throw new Error(found.error.reason);
    expect(found.value.score).toEqual({ mate: 1 });
    expect(stopText(engineStop(found.value))).toBe(" · done");
  });

  it.each([
    [
      "the node cap",
      { depth: 9, score: { cp: 20 }, timeMs: 4000, nodes: 1_000_000 },
      " · stopped at depth 9 after 1,000,000 nodes, its limit",
    ],
    [
      "the time cap with a mate in view",
      { depth: 12, score: { mate: 9 }, timeMs: 15_003, nodes: 800_000 },
      " · stopped at depth 12 after 15 s, its time limit",
    ],
    ["the deepest depth", { depth: 64, score: { cp: 0 }, timeMs: 30, nodes: 900 }, " · done"],
  ] as const)("%s", (_name, result, text) => {
    expect(stopText(engineStop(result))).toBe(text);
  });
});
