// Every piece drawing stays inside its square: drawn exactly as the board draws it (the same
// scale, fill and stroke), rasterised on a canvas larger than the square, it leaves a margin on
// every side, so no piece reaches into its neighbours' squares (the Joker's bells once did).
// Joust's pip arrows point to the rim on purpose; its pieces are checked without them.
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { EDGE_WIDTH, LOOKS } from "@/lib/board/piece-look";
import { drawingOf } from "@/lib/board/piece-set";
import { pieceTransform } from "@/lib/board/render-svg";
import { games } from "@/lib/engine";

/** The drawing's painted extent, in square units (0–100 is the square), at 2 pixels a unit. */
function extent(gameId: string, name: string) {
  const look = LOOKS.w;
  const scale = 2;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-20 -20 140 140" width="${140 * scale}" height="${140 * scale}">` +
    `<g transform="${pieceTransform(0, 0)}" fill="${look.body}" stroke="${look.edge}" stroke-width="${EDGE_WIDTH}" stroke-linejoin="round" stroke-linecap="round">` +
    `${drawingOf(gameId, name)(look, [])}</g></svg>`;
  const image = new Resvg(svg, { fitTo: { mode: "width", value: 140 * scale } }).render();
  const size = 140 * scale;
  const pixels = image.pixels; // a copy of the picture at every read: read it once
  let [left, top, right, bottom] = [size, size, -1, -1];
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++)
      if (pixels[(y * size + x) * 4 + 3] > 0) {
        left = Math.min(left, x);
        right = Math.max(right, x + 1);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y + 1);
      }
  const unit = (px: number) => px / scale - 20;
  return { left: unit(left), top: unit(top), right: unit(right), bottom: unit(bottom) };
}

const pieces = games().flatMap((game) => game.pieces.map((p) => [game.id, p.name.toLowerCase()] as const));

describe("piece drawings", () => {
  it.each(pieces)("%s %s stays inside its square", (gameId, name) => {
    const box = extent(gameId, name);
    expect(box.left, "left").toBeGreaterThanOrEqual(0.5);
    expect(box.top, "top").toBeGreaterThanOrEqual(0.5);
    expect(box.right, "right").toBeLessThanOrEqual(99.5);
    expect(box.bottom, "bottom").toBeLessThanOrEqual(99.5);
  });
});
