// Standard algebraic notation (SAN) for orthodox chess, the move text of standard PGN.
// Our records use the canonical long form ("Ng1-f3"); SAN is derived from it and the
// position: piece letter (none for pawns), the least disambiguation that is unique among the
// legal moves, "x" for captures, "=Q" promotions, "O-O", and "+" / "#".
import type { Game, Position } from "../engine";

export function toSan(game: Game, position: Position, canonical: string): string {
  if (canonical.startsWith("O-")) return canonical + checkSuffix(game, position, canonical);
  const match = /^([A-Z])([a-h][1-8])([-x])([a-h][1-8])(=[A-Z])?$/.exec(canonical);
  if (!match) throw new Error(`not a canonical chess move: ${canonical}`);
  const [, piece, from, sep, to, promotion = ""] = match;
  const capture = sep === "x";
  let text: string;
  if (piece === "P") {
    text = `${capture ? `${from[0]}x` : ""}${to}${promotion}`;
  } else {
    const rivals = game
      .moveChoices(position)
      .filter((choice) => choice.to === to && choice.from !== from && choice.text.startsWith(piece))
      .map((choice) => choice.from);
    let origin = "";
    if (rivals.length > 0) {
      if (rivals.every((square) => square[0] !== from[0])) origin = from[0];
      else if (rivals.every((square) => square[1] !== from[1])) origin = from[1];
      else origin = from;
    }
    text = `${piece}${origin}${capture ? "x" : ""}${to}`;
  }
  return text + checkSuffix(game, position, canonical);
}

function checkSuffix(game: Game, position: Position, canonical: string): string {
  const after = game.playText(position, canonical);
  if (!after.ok) throw new Error(after.error.reason);
  const board = game.load(after.value);
  if (!board.inCheck(board.turn)) return "";
  const outcome = game.outcome(after.value);
  return outcome.status === "over" && outcome.reason === "checkmate" ? "#" : "+";
}
