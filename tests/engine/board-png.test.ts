import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { boardModel, startModel } from "@/lib/board";
import { renderBoardPng } from "@/lib/board/png";
import { getGame, unwrap } from "@/lib/engine";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** IHDR size and the inflated pixel rows (every IDAT chunk joined). */
function readPng(png: Buffer): { width: number; height: number; rows: Buffer } {
  expect(png.subarray(0, 8).equals(SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
  const data: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString("latin1");
    if (type === "IDAT") data.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return {
    width: png.readUInt32BE(16),
    height: png.readUInt32BE(20),
    rows: inflateSync(Buffer.concat(data)),
  };
}

const differingBytes = (a: Buffer, b: Buffer) => {
  let n = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) n++;
  return n + Math.abs(a.length - b.length);
};

describe("board PNG", () => {
  it.each([
    ["chess", 340, 340],
    ["kings-court", 360, 240],
    ["wild-jokers", 280, 280],
  ])("%s at %i px is %i px high, with real content", (id, size, height) => {
    const png = renderBoardPng(unwrap(startModel(id)), { size });
    const read = readPng(png);
    expect([read.width, read.height]).toEqual([size, height]);
    expect(png.length).toBeGreaterThan(5_000);
    expect(read.rows.length).toBeGreaterThanOrEqual(size * height * 3);
  });

  it("shows a different picture for a different position, the same for the same", () => {
    const chess = unwrap(getGame("chess"));
    const after = unwrap(chess.playMoves(chess.start(), ["e4"]));
    const a = readPng(renderBoardPng(unwrap(startModel("chess")))).rows;
    const again = readPng(renderBoardPng(unwrap(startModel("chess")))).rows;
    const b = readPng(renderBoardPng(unwrap(boardModel("chess", after)))).rows;
    expect(differingBytes(a, again)).toBe(0);
    expect(differingBytes(a, b)).toBeGreaterThan(500);
  });

  it("renders the coordinate labels without any font", () => {
    const model = unwrap(startModel("chess"));
    const on = readPng(renderBoardPng(model)).rows;
    const off = readPng(renderBoardPng(model, { coordinates: false })).rows;
    expect(differingBytes(on, off)).toBeGreaterThan(200);
  });
});
