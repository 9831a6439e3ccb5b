// What the board says about a tapped piece: which piece it is, where, and how its kind moves (the
// legend's words); for a Joust piece also where its pips point now.
import { describe, expect, it } from "vitest";
import { boardModel, pieceNote } from "@/lib/board";
import { earlyNoteWords } from "@/lib/board/piece-note";
import { getGame, unwrap } from "@/lib/engine";

/** The note of the piece on `square`, from the board's model alone, as the browser makes it. */
const noteAt = (gameId: string, fen: string | null, square: string) => {
  const position = fen ?? unwrap(getGame(gameId)).start();
  const model = unwrap(boardModel(gameId, position));
  const piece = model.pieces.find((p) => p.square === square);
  if (!piece) throw new Error(`no piece on ${square}`);
  return pieceNote(model, piece);
};

describe("piece notes", () => {
  it.each([
    ["chess", "g8", "Black knight on g8", /^A knight moves two squares in one direction and one to the side/],
    ["kings-court", "c1", "White chancellor on c1", /^A chancellor moves one or two squares/],
    [
      "wild-jokers",
      "a1",
      "White joker on a1",
      /^A Joker steps one square orthogonally, or jumps across pits/,
    ],
    ["juxtaposition", "h1", "White flag on h1", /^A flag never moves by itself/],
  ])("%s %s: %s", (gameId, square, title, moves) => {
    const note = noteAt(gameId, null, square);
    expect(note.title).toBe(title);
    expect(note.moves).toMatch(moves);
    expect(note.moves).toMatch(/\.$/);
    expect(note.moves).not.toMatch(/§/);
    expect(note.pips).toBeUndefined();
    expect(note.svg).toMatch(/^<svg /);
  });

  it("says where a Joust piece's pips point now", () => {
    // The wedge on a1 points north and east (the guide's own example).
    const note = noteAt("joust", "7k[+]/8/8/1p[N]6/8/8/8/W[NE]6K[+] w", "a1");
    expect(note.title).toBe("White wedge on a1");
    expect(note.moves).toBe("A wedge has two pips at a right angle.");
    expect(note.pips).toBe("Its pips point north and east now: it acts only in those directions.");
  });

  it("gives the early-taps script each kind's words, as the note says them, but none in Joust", () => {
    for (const gameId of ["chess", "kings-court", "wild-jokers", "juxtaposition"]) {
      const model = unwrap(boardModel(gameId, unwrap(getGame(gameId)).start()));
      const words = JSON.parse(earlyNoteWords(model) ?? "null") as Record<string, string>;
      expect(Object.keys(words).sort()).toEqual([...new Set(model.pieces.map((p) => p.name))].sort());
      for (const piece of model.pieces) expect(words[piece.name]).toBe(pieceNote(model, piece).moves);
    }
    // A Joust note says where the piece's own pips point: the script leaves that tap to the page.
    const joust = unwrap(boardModel("joust", unwrap(getGame("joust")).start()));
    expect(earlyNoteWords(joust)).toBeUndefined();
  });
});
