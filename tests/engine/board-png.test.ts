import { describe, expect, it } from "vitest";
import { boardModel, startModel } from "@/lib/board";
import { renderBoardPng } from "@/lib/board/png";
import { getGame, unwrap } from "@/lib/engine";
import { readPng } from "../support/png";

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
    expect(read.pixels.length).toBeGreaterThanOrEqual(size * height * 3);
  });

  it("shows a different picture for a different position, the same for the same", () => {
    const chess = unwrap(getGame("chess"));
    const after = unwrap(chess.playMoves(chess.start(), ["e4"]));
    const a = readPng(renderBoardPng(unwrap(startModel("chess")))).pixels;
    const again = readPng(renderBoardPng(unwrap(startModel("chess")))).pixels;
    const b = readPng(renderBoardPng(unwrap(boardModel("chess", after)))).pixels;
    expect(differingBytes(a, again)).toBe(0);
    expect(differingBytes(a, b)).toBeGreaterThan(500);
  });

  it("renders the coordinate labels without any font", () => {
    const model = unwrap(startModel("chess"));
    const on = readPng(renderBoardPng(model)).pixels;
    const off = readPng(renderBoardPng(model, { coordinates: false })).pixels;
    expect(differingBytes(on, off)).toBeGreaterThan(200);
  });
});
