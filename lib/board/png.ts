// The emailed board picture: the web page's SVG, rasterised by resvg (no browser, no fonts: the
// coordinates are drawn as strokes). Pictures whose squares fall on whole pixels (the emails' 360
// px, any width that is a multiple of the files) are copied together from squares rendered once
// (./png-tiles.ts); any other width is rasterised whole.

import { Resvg } from "@resvg/resvg-js";
import type { BoardModel } from "./model";
import { tileable, tiledBoardPng } from "./png-tiles";
import { type BoardPictureOptions, renderBoardSvg } from "./render-svg";

/** A PNG's width and height in pixels, read from its header (the IHDR chunk right after the signature). */
export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * The width nearest below `about` at which the board's squares fall on whole pixels, so its
 * picture is drawn from tiles: 360 for eight files, 357 for Wild Jokers' seven.
 */
export function wholeSquaresWidth(model: BoardModel, about: number): number {
  return about - (about % model.files);
}

/** A PNG of the board, `options.size` pixels wide (default 340). */
export function renderBoardPng(model: BoardModel, options: BoardPictureOptions = {}): Buffer {
  const width = Math.round(options.size ?? 340);
  if (tileable(model, options, width)) return tiledBoardPng(model, options, width);
  return wholeBoardRender(model, options, width).asPng();
}

/** The board rasterised in one piece by resvg (RGBA). */
export function wholeBoardRender(model: BoardModel, options: BoardPictureOptions, width: number) {
  const svg = renderBoardSvg(model, { ...options, size: width });
  const resvg = new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    font: { loadSystemFonts: false },
    shapeRendering: 2,
  });
  return resvg.render();
}
