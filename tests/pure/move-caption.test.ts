// The chooser's words for each move, read from the boards before and after it.
import { describe, expect, it } from "vitest";
import { differingSquares, moveCaption, promotionOrder } from "@/lib/board/move-caption";
import { getGame, type Position, unwrap } from "@/lib/engine";
import { lineTo } from "../support/lines";

function positionAfter(gameId: string, moves: readonly string[], fen?: string): Position {
  const game = unwrap(getGame(gameId));
  let position = fen ? unwrap(game.parsePosition(fen)) : game.start();
  for (const text of moves) position = unwrap(game.playText(position, text));
  return position;
}

/** Every move between the two squares, with its caption, in the chooser's order. */
function captions(gameId: string, position: Position, from: string, to: string): string[] {
  const game = unwrap(getGame(gameId));
  return game
    .movesBetween(position, from, to)
    .map((choice) => ({ ...choice, from, to, after: game.play(position, choice.move) }))
    .sort(
      (a, b) =>
        promotionOrder(game, game.boardView(a.after).find((p) => p.square === to)?.letter) -
        promotionOrder(game, game.boardView(b.after).find((p) => p.square === to)?.letter),
    )
    .map((choice) => moveCaption(game, position, choice, choice.after));
}

describe("move captions", () => {
  it("chess: a quiet move, a capture, castling and en passant", () => {
    const italian = positionAfter("chess", ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5"]);
    expect(captions("chess", italian, "e1", "g1")).toEqual(["Castle: king to g1, rook to f1"]);
    expect(captions("chess", italian, "b1", "c3")).toEqual(["Knight to c3"]);
    expect(captions("chess", italian, "c4", "f7")).toEqual(["Capture on f7"]);
    const passant = positionAfter("chess", ["e4", "a6", "e5", "d5"]);
    expect(captions("chess", passant, "e5", "d6")).toEqual(["Pawn to d6, capturing on d5"]);
  });

  it("chess: promotion choices say what the pawn becomes, queen first", () => {
    const seventh = positionAfter("chess", [], "1n5k/P7/8/8/8/8/8/7K w - - 0 1");
    expect(captions("chess", seventh, "a7", "a8")).toEqual([
      "Promote to queen",
      "Promote to rook",
      "Promote to bishop",
      "Promote to knight",
    ]);
    expect(captions("chess", seventh, "a7", "b8")[0]).toBe("Capture on b8, promote to queen");
  });

  it("Juxtaposition: a swap names the man it swaps with", () => {
    const start = positionAfter("juxtaposition", []);
    expect(captions("juxtaposition", start, "e1", "h1")).toEqual(["Swap with the flag on h1"]);
  });

  it("Juxtaposition: a Pawn swapped onto the last rank says what it becomes, queen first", () => {
    const line = lineTo("juxtaposition", [/^P[a-h]\d<>[a-h][18]=/]);
    const game = unwrap(getGame("juxtaposition"));
    const position = positionAfter("juxtaposition", line.prefix);
    const special = game.moveChoices(position).find((c) => c.text === line.special[0]);
    if (!special) throw new Error("the line's promoting swap is not legal");
    const on = `on ${special.to}`;
    expect(captions("juxtaposition", position, special.from, special.to)).toEqual(
      ["queen", "rook", "bishop", "knight", "flag", "stone"].map(
        (piece) => `Swap with the stone ${on}, promote to ${piece}`,
      ),
    );
  });

  it("Wild Jokers: a Mercenary captured and placed again says where it goes", () => {
    const line = lineTo("wild-jokers", [/\/M@[a-g]\d/]);
    const game = unwrap(getGame("wild-jokers"));
    const position = positionAfter("wild-jokers", line.prefix);
    const special = game.moveChoices(position).find((c) => c.text === line.special[0]);
    if (!special) throw new Error("the line's Mercenary move is not legal");
    const all = captions("wild-jokers", position, special.from, special.to);
    expect(all).toContain(`Capture on ${special.to}, put the Mercenary on ${special.placed}`);
  });
});

describe("what the chooser's close-ups show", () => {
  it("the squares where the options differ, and the landing square", () => {
    const game = unwrap(getGame("chess"));
    const seventh = positionAfter("chess", [], "1n5k/P7/8/8/8/8/8/7K w - - 0 1");
    const afters = game.movesBetween(seventh, "a7", "a8").map((c) => game.play(seventh, c.move));
    expect(differingSquares(game, afters, ["a8"])).toEqual(["a8"]);
    const line = lineTo("wild-jokers", [/\/M@[a-g]\d/]);
    const jokers = unwrap(getGame("wild-jokers"));
    const position = positionAfter("wild-jokers", line.prefix);
    const special = jokers.moveChoices(position).find((c) => c.text === line.special[0]);
    if (!special) throw new Error("the line's Mercenary move is not legal");
    const choices = jokers.movesBetween(position, special.from, special.to);
    const squares = differingSquares(
      jokers,
      choices.map((c) => jokers.play(position, c.move)),
      [special.to],
    );
    expect(squares.sort()).toEqual([special.to, ...choices.map((c) => c.placed ?? "")].sort());
  });
});
