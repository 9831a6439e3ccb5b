// The emailed board picture, built square by square. Rasterising the whole board's SVG costs
// about 10 ms per email (most of a your-move email's work), yet a board is made of few distinct
// squares: an empty light square, a white knight on a dark square, a marked one. Each distinct
// square drawing is rasterised once by resvg and kept; a picture is then copied together from
// those tiles and written as a PNG. Square edges fall on whole pixels (the width is a multiple of
// the files), so a tile is exactly the pixels the whole-board render gives that square.

import { crc32, deflateSync } from "node:zlib";
import { Resvg } from "@resvg/resvg-js";
import type { BoardModel } from "./model";
import { type BoardPictureOptions, type SquareArt, squareArt } from "./render-svg";

const UNIT = 100;
/** Distinct square drawings kept (each a few KB of pixels): every game's men on every ground and mark. */
const TILES_KEPT = 4000;
const tiles = new Map<string, Buffer>();

/** Whether `options` can be drawn from tiles: whole pixels per square, no chooser marks or close-up. */
export function tileable(model: BoardModel, options: BoardPictureOptions, width: number): boolean {
  return width % model.files === 0 && !options.focus?.length && !options.targets?.length && !options.selected;
}

/**
 * The board as a PNG's scanlines, `width` wide (a multiple of the files): each row of RGB pixels
 * after its filter byte, 0 ("None": a fast deflate already packs a square's runs of one colour).
 */
export function boardScanlines(model: BoardModel, options: BoardPictureOptions, width: number): Buffer {
  const side = width / model.files;
  const stride = width * 3 + 1;
  const orientation = options.orientation ?? "w";
  const art = squareArt(model, options, width);
  const lines = Buffer.alloc(stride * side * model.ranks);
  for (const square of model.squares) {
    const col = orientation === "w" ? square.file : model.files - 1 - square.file;
    const row = orientation === "w" ? model.ranks - 1 - square.rank : square.rank;
    const tile = tileOf(art(square, [0, 0]), side);
    for (let y = 0; y < side; y++)
      tile.copy(lines, (row * side + y) * stride + 1 + col * side * 3, y * side * 3, (y + 1) * side * 3);
  }
  return lines;
}

/** The PNG of the board (RGB, 8 bits), drawn from tiles; see `tileable`. */
export function tiledBoardPng(model: BoardModel, options: BoardPictureOptions, width: number): Buffer {
  const height = (width / model.files) * model.ranks;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(boardScanlines(model, options, width), { level: 3 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function tileOf(art: SquareArt, side: number): Buffer {
  const drawing = art.ground + art.marks + art.label + art.piece;
  const key = `${side}:${drawing}`;
  const kept = tiles.get(key);
  if (kept) return kept;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${UNIT} ${UNIT}" width="${side}" height="${side}">${drawing}</svg>`;
  const rgba = new Resvg(svg, {
    fitTo: { mode: "width", value: side },
    font: { loadSystemFonts: false },
    shapeRendering: 2,
  }).render().pixels;
  // Every square's ground is opaque, so dropping alpha loses nothing.
  const rgb = Buffer.alloc(side * side * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    rgb[j] = rgba[i];
    rgb[j + 1] = rgba[i + 1];
    rgb[j + 2] = rgba[i + 2];
  }
  if (tiles.size >= TILES_KEPT) tiles.delete(tiles.keys().next().value as string);
  tiles.set(key, rgb);
  return rgb;
}

function chunk(type: string, body: Buffer): Buffer {
  const out = Buffer.alloc(12 + body.length);
  out.writeUInt32BE(body.length, 0);
  out.write(type, 4, "latin1");
  body.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + body.length)), 8 + body.length);
  return out;
}
