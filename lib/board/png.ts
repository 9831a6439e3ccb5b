// The emailed board picture: the web page's SVG, rasterised by resvg (no browser, no fonts: the
// coordinates are drawn as strokes).

import { Resvg } from "@resvg/resvg-js";
import type { BoardModel } from "./model";
import { type BoardPictureOptions, renderBoardSvg } from "./render-svg";

/** A PNG's width and height in pixels, read from its header (the IHDR chunk right after the signature). */
export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** A PNG of the board, `options.size` pixels wide (default 340). */
export function renderBoardPng(model: BoardModel, options: BoardPictureOptions = {}): Buffer {
  const width = Math.round(options.size ?? 340);
  const svg = renderBoardSvg(model, { ...options, size: width });
  const resvg = new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    font: { loadSystemFonts: false },
    shapeRendering: 2,
  });
  return resvg.render().asPng();
}
