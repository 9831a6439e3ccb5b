// npx tsx scripts/icons.ts — rasterises app/icon.svg into the icons browsers and phones ask for:
// app/favicon.ico (16, 32 and 48 px PNGs in an ICO), app/apple-icon.png (180 px) and
// public/icon-192.png, public/icon-512.png (the web app manifest's). Run it after changing the SVG.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";

const root = path.resolve(import.meta.dirname, "..");
const svg = readFileSync(path.join(root, "app/icon.svg"), "utf8");
const png = (size: number) =>
  Buffer.from(
    new Resvg(svg, { fitTo: { mode: "width", value: size }, font: { loadSystemFonts: false } })
      .render()
      .asPng(),
  );

/** An ICO file whose images are PNGs: a 6-byte header, a 16-byte entry per image, the images. */
function ico(sizes: number[]): Buffer {
  const images = sizes.map(png);
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type 1: icon
  header.writeUInt16LE(sizes.length, 4);
  let offset = 6 + 16 * sizes.length;
  const entries = sizes.map((size, i) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(images[i].length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += images[i].length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images]);
}

writeFileSync(path.join(root, "app/favicon.ico"), ico([16, 32, 48]));
writeFileSync(path.join(root, "app/apple-icon.png"), png(180));
for (const size of [192, 512]) writeFileSync(path.join(root, `public/icon-${size}.png`), png(size));
