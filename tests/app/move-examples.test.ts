// The typed-move hint's examples: real moves of the position on the page, in the game's own
// notation (SAN and the long form in chess, each variant's canonical text elsewhere), never chess's
// "e4, Nf3 or Pe2-e4" in a game where those are not moves.
import { describe, expect, it } from "vitest";
import { games, getGame, unwrap } from "@/lib/engine";
import { moveExamples, moveSuggestions } from "@/lib/games/catalog/move-examples";
import { seeded } from "../support/playout";

const gameIds = games().map((g) => g.id);

/** A position `plies` random legal moves from the start (never one that ends the game). */
function playedOut(gameId: string, plies: number, seed: number) {
  const game = unwrap(getGame(gameId));
  const random = seeded(seed);
  let position = game.start();
  for (let i = 0; i < plies; i++) {
    const quiet = game
      .legalMoves(position)
      .filter((move) => game.outcome(game.play(position, move)).status === "ongoing");
    position = game.play(position, quiet[Math.floor(random() * quiet.length)]);
  }
  return position;
}

describe("move examples", () => {
  it("in chess: two moves in SAN and the first again in the long form, from the middle of the board", () => {
    const chess = unwrap(getGame("chess"));
    expect(moveExamples("chess", chess.start())).toEqual(["e3", "Nf3", "Pe2-e3"]);
  });

  it.each(gameIds.filter((id) => id !== "chess"))(
    "in %s: three moves of different pieces, each legal and written exactly as the engine writes it",
    (gameId) => {
      const game = unwrap(getGame(gameId));
      for (const position of [game.start(), playedOut(gameId, 9, 3), playedOut(gameId, 20, 11)]) {
        const examples = moveExamples(gameId, position);
        const legal = game.legalMoveTexts(position);
        expect(examples.length, position.fen).toBeGreaterThanOrEqual(2);
        for (const text of examples) expect(legal, position.fen).toContain(text);
        expect(new Set(examples.map((text) => text[0])).size).toBe(examples.length);
      }
    },
  );

  it("in chess, later in the game: every example reads as a legal move of that position", () => {
    const chess = unwrap(getGame("chess"));
    const position = playedOut("chess", 12, 5);
    const examples = moveExamples("chess", position);
    expect(examples).toHaveLength(3);
    for (const text of examples) expect(chess.move(position, text).ok, text).toBe(true);
    // The first SAN example and the long form name the same move.
    expect(unwrap(chess.move(position, examples[0])).text).toBe(examples[2]);
  });

  it("offers none when the side to move has no move (checkmate)", () => {
    const chess = unwrap(getGame("chess"));
    const mated = unwrap(chess.playMoves(chess.start(), ["f3", "e5", "g4", "Qh4"]));
    expect(moveExamples("chess", mated)).toEqual([]);
  });
});

// The typed-move field's list: every legal move, as the move list, reviews and PGN write it.
describe("move suggestions", () => {
  it("in chess: every legal move in SAN, with its check or mate mark, never the long form", () => {
    const chess = unwrap(getGame("chess"));
    const start = moveSuggestions("chess", chess.start());
    expect(start).toHaveLength(20);
    expect(start).toEqual(expect.arrayContaining(["a3", "e4", "Na3", "Nf3"]));
    expect(start.filter((text) => text.includes("-"))).toEqual([]);
    const scholar = unwrap(chess.playMoves(chess.start(), ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6"]));
    const suggested = moveSuggestions("chess", scholar);
    expect(suggested).toEqual(expect.arrayContaining(["Qxf7#", "Bxf7+", "Ba6", "Nf3"]));
    expect(suggested).not.toContain("Bc4-a6");
    for (const text of suggested) expect(chess.move(scholar, text).ok, text).toBe(true);
  });

  it.each(gameIds.filter((id) => id !== "chess"))(
    "in %s: the game's own notation, every legal move",
    (gameId) => {
      const game = unwrap(getGame(gameId));
      const position = playedOut(gameId, 9, 3);
      expect(moveSuggestions(gameId, position)).toEqual(game.legalMoveTexts(position));
    },
  );
});
