// What the move page costs a phone before its board can be used (issue 37): the scripts its HTML
// loads, as the production server serves them (gzip, as a browser without brotli gets them). The
// framework's own (Next.js and React: the build manifest's root files) are the same on every page;
// ours, beyond them, stay within 30 KB, and the rules engine is not among them: the page's HTML
// carries the legal moves and the board, and the engine loads only once a piece is picked up.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { splitFlight } from "../support/flight";
import { person, signedInPerson, startGameBetween } from "../support/players";
import { type Service, startService } from "../support/service";

const distDir = path.resolve(import.meta.dirname, "../../.next");

/** Sentences only the rules engine's modules hold (lib/engine/fen.ts, lib/engine/notation.ts). */
const engineMarkers = ["the position must be a string", "it would leave your king in check"];

const ourBudget = 30 * 1024;

let service: Service | undefined;
afterAll(async () => {
  await service?.stop();
});

describe("the move page's first load", () => {
  it("loads at most 30 KB (gzip) of our scripts beyond the framework's, without the rules engine", async () => {
    service = await startService();
    const white = await signedInPerson("Bytes");
    const black = await person("Other");
    const game = await startGameBetween(white, black, {}, new Date());
    const response = await fetch(`${service.url}/games/${game.id}`, { headers: { cookie: white.cookie } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain("data-early-moves"); // the player to move's board

    const scripts = [
      ...new Set(
        [...html.matchAll(/\/_next\/static\/[\w./~-]+\.js/g)].map((m) => m[0].slice("/_next/".length)),
      ),
    ];
    const manifest = JSON.parse(await readFile(path.join(distDir, "build-manifest.json"), "utf8"));
    const framework = new Set<string>([...manifest.rootMainFiles, ...manifest.polyfillFiles]);
    const ours = scripts.filter((file) => !framework.has(file));
    expect(scripts.filter((file) => framework.has(file)).length).toBeGreaterThan(0);

    let oursGzip = 0;
    const withEngine: string[] = [];
    for (const file of ours) {
      const text = await readFile(path.join(distDir, file));
      oursGzip += gzipSync(text, { level: 9 }).length;
      if (engineMarkers.some((marker) => text.includes(marker))) withEngine.push(file);
    }
    expect(withEngine, "first-load scripts holding the rules engine").toEqual([]);
    expect(oursGzip, `our scripts: ${ours.join(", ")}`).toBeLessThanOrEqual(ourBudget);
  });
});

// What the server renders and serialises for every view of the move page (issue 37): the HTML's
// markup and, for React to hydrate from, the RSC flight payload. The flight carries the board once,
// as its code (lib/board/board-code.ts), not the model's object per square; no picture's SVG (the
// browser draws the board and the legend's pieces from data it has) and not the early-taps
// script's text, which the markup already runs.
describe("the move page's HTML", () => {
  it.each([
    ["chess", 80 * 1024],
    ["kings-court", 100 * 1024],
  ])(
    "%s: within its byte bound, its flight payload without a second copy of the board",
    async (gameType, bound) => {
      service ??= await startService();
      const white = await signedInPerson(`Weight ${gameType}`);
      const black = await person(`Other ${gameType}`);
      const game = await startGameBetween(white, black, { gameType }, new Date());
      const response = await fetch(`${service.url}/games/${game.id}`, { headers: { cookie: white.cookie } });
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain("data-early-moves");
      expect(html).toContain("__pigeonPostEarlyTaps"); // the early-taps script runs from the markup

      const { total, flightSent, flight } = splitFlight(html);
      expect(flight, "the board as its code").toContain('"pieces":"');
      expect(flight, "the model's list of squares").not.toContain('"squares":[');
      expect(flight, "a picture's SVG").not.toContain("<svg");
      expect(flight, "the early-taps script").not.toContain("__pigeonPostEarlyTaps");
      expect(flightSent, "the flight payload's bytes").toBeLessThanOrEqual(26 * 1024);
      expect(total, "the page's bytes").toBeLessThanOrEqual(bound);
    },
  );
});
