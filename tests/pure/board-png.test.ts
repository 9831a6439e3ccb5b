import { describe, expect, it } from "vitest";
import { boardModel, checkSquare, startModel } from "@/lib/board";
import { renderBoardPng, wholeBoardRender, wholeSquaresWidth } from "@/lib/board/png";
import { boardScanlines, tileable } from "@/lib/board/png-tiles";
import { GAME_IDS, type GameId, getGame, type PlayedMove, unwrap } from "@/lib/engine";
import { seeded } from "../support/playout";
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

describe("board PNG drawn from tiles", () => {
  // A position from a random game of each kind (pieces off their start squares, some Joust pips
  // turned), with its last move tinted and, where there is one, the check ring.
  const midGame = (id: GameId) => {
    const game = unwrap(getGame(id));
    const random = seeded(11);
    let position = game.start();
    let played: PlayedMove | undefined;
    for (let ply = 0; ply < 17 && game.outcome(position).status !== "over"; ply++) {
      const choices = game.moveChoices(position);
      played = unwrap(game.move(position, choices[Math.floor(random() * choices.length)].text));
      position = played.position;
    }
    if (!played) throw new Error(`${id}: no move played`);
    return { model: unwrap(boardModel(id, position)), lastMove: played, check: checkSquare(id, position) };
  };

  it.each(GAME_IDS.flatMap((id) => [[id, "w"] as const, [id, "b"] as const]))(
    "%s from %s's seat: the same pixels as rasterising the whole board",
    (id, orientation) => {
      const { model, lastMove, check } = midGame(id);
      const width = wholeSquaresWidth(model, 360);
      const options = { orientation, lastMove: { from: lastMove.from, to: lastMove.to }, check, size: width };
      expect(tileable(model, options, width)).toBe(true);
      const png = readPng(renderBoardPng(model, options));
      const lines = boardScanlines(model, options, width);
      expect(png.pixels.equals(lines)).toBe(true);
      const whole = wholeBoardRender(model, options, width);
      expect([png.width, png.height]).toEqual([whole.width, whole.height]);
      // Pixel for pixel, but for the odd edge of a man drawn a little larger than his square.
      const rgba = whole.pixels;
      const stride = width * 3 + 1;
      let off = 0;
      let total = 0;
      for (let y = 0; y < whole.height; y++)
        for (let x = 0; x < width; x++)
          for (let c = 0; c < 3; c++) {
            const d = Math.abs(lines[y * stride + 1 + x * 3 + c] - rgba[(y * width + x) * 4 + c]);
            total += d;
            if (d > 8) off++;
          }
      expect(off / (width * whole.height * 3)).toBeLessThan(0.001);
      expect(total / (width * whole.height * 3)).toBeLessThan(0.05);
    },
  );

  it("is not used where squares would fall between pixels, or with the chooser's marks", () => {
    const model = unwrap(startModel("chess"));
    expect(tileable(model, {}, 340)).toBe(false);
    expect(tileable(model, { targets: ["e4"] }, 360)).toBe(false);
    expect(tileable(model, { focus: ["e4"] }, 360)).toBe(false);
    expect(wholeSquaresWidth(unwrap(startModel("wild-jokers")), 360)).toBe(357);
  });
});
