// A PNG as the tests read one: the signature, every chunk's length and CRC, the header, and the
// image data inflated, so a truncated or corrupt picture throws here rather than passing on size.
import { crc32, inflateSync } from "node:zlib";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export type Png = {
  width: number;
  height: number;
  /** The inflated scanlines (a filter byte, then the row's pixels), every IDAT chunk joined. */
  pixels: Buffer;
};

export function readPng(png: Buffer): Png {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error("not a PNG: wrong signature");
  const data: Buffer[] = [];
  let header: Buffer | undefined;
  let ended = false;
  for (let at = 8; at < png.length; ) {
    if (at + 12 > png.length) throw new Error(`truncated PNG: a chunk header at byte ${at}`);
    const length = png.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > png.length) throw new Error(`truncated PNG: a chunk of ${length} bytes at byte ${at}`);
    const type = png.subarray(at + 4, at + 8).toString("latin1");
    const body = png.subarray(at + 8, at + 8 + length);
    if (crc32(png.subarray(at + 4, at + 8 + length)) !== png.readUInt32BE(at + 8 + length))
      throw new Error(`corrupt PNG: the ${type} chunk's CRC does not match`);
    if (at === 8 && type !== "IHDR") throw new Error(`not a PNG: the first chunk is ${type}, not IHDR`);
    if (type === "IHDR") header = body;
    if (type === "IDAT") data.push(body);
    if (type === "IEND") ended = true;
    at = end;
  }
  if (!header || !ended) throw new Error("truncated PNG: no IEND chunk");
  return {
    width: header.readUInt32BE(0),
    height: header.readUInt32BE(4),
    pixels: inflateSync(Buffer.concat(data)),
  };
}
