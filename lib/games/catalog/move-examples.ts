// The examples in the typed-move hint: real moves of the position on the page, written the way
// this game's players write them (short algebraic, SAN, where they read it: "e3, Nf3 or
// Pe2-e3" in chess; the game's own notation elsewhere: "Pa2-a3, Hb1^d3 or Qd1-d2" in Joust).
import { getGame, type Position } from "../../engine";
import { readsSan } from "./catalog";

/** Up to three examples, or none when the side to move has no move. */
export function moveExamples(gameType: string, position: Position): string[] {
  const found = getGame(gameType);
  if (!found.ok) return [];
  const game = found.value;
  const letterOn = new Map(game.boardView(position).map((p) => [p.square, p.letter]));
  // One move for each kind of piece, in the game's order of pieces (pawns first), each the middle
  // one of that kind's moves in text order: a move from the middle of the board, not its edge.
  const choices = game.moveChoices(position);
  const byKind = new Map<string, number[]>();
  for (const [i, choice] of choices.entries()) {
    const letter = letterOn.get(choice.from);
    if (letter === undefined || choice.from === choice.to) continue; // a turn on the spot shows no square
    const indices = byKind.get(letter);
    if (indices) indices.push(i);
    else byKind.set(letter, [i]);
  }
  const picked = game.pieces.flatMap((piece) => {
    const indices = byKind.get(piece.letter);
    return indices ? [indices[Math.floor(indices.length / 2)]] : [];
  });
  if (!readsSan(gameType)) return picked.slice(0, 3).map((i) => choices[i].text);
  // shortMoveTexts lists the moves in moveChoices' order.
  const sans = game.shortMoveTexts(position);
  const [first, second] = picked;
  if (first === undefined) return [];
  return second === undefined
    ? [sans[first], choices[first].text]
    : [sans[first], sans[second], choices[first].text];
}

/**
 * The typed-move field's list: every legal move, written as the move list, reviews and PGN write it
 * (SAN with its check or mate mark in chess; the game's own notation elsewhere). The field reads
 * the long form too; the list only offers what players read.
 */
export function moveSuggestions(gameType: string, position: Position): string[] {
  const found = getGame(gameType);
  if (!found.ok) return [];
  const game = found.value;
  return readsSan(gameType) ? game.shortMoveTexts(position) : game.legalMoveTexts(position);
}
