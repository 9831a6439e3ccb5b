// What the move page costs a phone before its board can be used (issue 37): the scripts its HTML
// loads, as the production server serves them (gzip, as a browser without brotli gets them). The
// framework's own (Next.js and React: the build manifest's root files) are the same on every page;
// ours, beyond them, stay within 30 KB, and the rules engine is not among them: the page's HTML
// carries the legal moves and the board, and the engine loads only once a piece is picked up.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
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
