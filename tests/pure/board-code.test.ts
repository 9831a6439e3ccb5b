// The board's code (lib/board/board-code.ts): what the game page sends its client components
// instead of the model. Decoding it must give back the very model the server built, in every game,
// from the start through a played-out game (Joust's headings and pips, Wild Jokers' pits, Kings
// Court's twelve files), and it must be a fraction of the model's size.
import { describe, expect, it } from "vitest";
import { boardModel } from "@/lib/board";
import { boardCode, boardOfCode } from "@/lib/board/board-code";
import { gameIds, getGame, unwrap } from "@/lib/engine";
import { playoutPositions } from "./support/playout-positions";

describe("board code", () => {
  it.each(gameIds())("%s: decoding gives back the model, at every position of a played-out game", (id) => {
    const game = unwrap(getGame(id));
    for (const position of playoutPositions(game, 37, 60)) {
      const model = unwrap(boardModel(id, position));
      expect(boardOfCode(boardCode(model))).toEqual(model);
    }
  });

  it.each(gameIds())("%s: the code is under a quarter of the model's JSON", (id) => {
    const model = unwrap(boardModel(id, unwrap(getGame(id)).start()));
    expect(JSON.stringify(boardCode(model)).length).toBeLessThan(JSON.stringify(model).length / 4);
  });

  it("writes a Joust piece with its heading and pips, and a chess piece as side, letter, square", () => {
    const joust = boardCode(unwrap(boardModel("joust", unwrap(getGame("joust")).start())));
    expect(
      joust.pieces.split(" ").some((piece) => /^[wb][A-Z][a-h][1-8]\[[^\]]+\][A-Z,]+$/.test(piece)),
    ).toBe(true);
    const chess = boardCode(unwrap(boardModel("chess", unwrap(getGame("chess")).start())));
    expect(chess.pieces.split(" ")).toContain("wNg1");
    expect(chess.names).toMatchObject({ N: "knight", K: "king" });
  });
});
