// A move in plain words for the move chooser, read from the board before and after it (the
// engine's public board view), so every game's moves get the same words: "King to h1",
// "Castle: king to g1, rook to f1", "Capture on f7, put the Mercenary on a1", "Promote to queen",
// "Swap with the flag on h1".
import type { Game, MoveChoice, PlacedPiece, Position } from "../engine";
import { compass } from "./pips";

type Board = ReadonlyMap<string, PlacedPiece>;

const boardOf = (game: Game, position: Position): Board =>
  new Map(game.boardView(position).map((piece) => [piece.square, piece]));

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The move in words; `from` and `to` are its squares' names, `after` the position it leads to. */
export function moveCaption(
  game: Game,
  position: Position,
  choice: MoveChoice & { from: string; to: string },
  after: Position,
): string {
  const nameOf = (piece: PlacedPiece | undefined) =>
    game.pieces.find((p) => p.letter === piece?.letter.toUpperCase())?.name ?? "piece";
  const before = boardOf(game, position);
  const now = boardOf(game, after);
  const { from, to } = choice;
  const mover = before.get(from);
  const { move } = choice;

  const landed = now.get(to);
  const promoted = landed && mover && landed.letter.toUpperCase() !== mover.letter.toUpperCase();
  // A Pawn swapped onto its last rank promotes too (juxtaposition §5.3, A7): say into what, or the
  // chooser's options all read the same.
  if (move.kind === "swap")
    return `Swap with the ${nameOf(before.get(to))} on ${to}${promoted ? `, promote to ${nameOf(landed)}` : ""}`;
  if (move.kind === "castle") {
    const rook = [...now].find(
      ([square, piece]) =>
        square !== to && piece.color === mover?.color && before.get(square)?.token !== piece.token,
    );
    return `Castle: ${nameOf(mover)} to ${to}${rook ? `, ${nameOf(rook[1])} to ${rook[0]}` : ""}`;
  }
  // What the opponent lost: the piece on the target square, or elsewhere (en passant).
  const lost = [...before]
    .filter(([square, piece]) => piece.color !== mover?.color && now.get(square)?.color !== piece.color)
    .map(([square]) => square);
  const parts: string[] = [];
  if (lost.length > 0 && lost.every((square) => square === to)) parts.push(`capture on ${to}`);
  else if (!promoted || lost.length > 0) parts.push(`${nameOf(mover)} to ${to}`);
  if (lost.some((square) => square !== to))
    parts.push(`capturing on ${lost.filter((square) => square !== to).join(" and ")}`);
  if (promoted) parts.push(`promote to ${nameOf(landed)}`);
  if (choice.placed) parts.push(`put the ${capitalised(nameOf(now.get(choice.placed)))} on ${choice.placed}`);
  return capitalised(parts.join(", "));
}

/**
 * A Joust piece's heading after its turn, in words: "facing north-east", "with its pips on the
 * diagonals (x)". A turn's squares do not show it, so moves that differ only in it need it said.
 */
export function headingWords(heading: string): string {
  if (heading === "+") return "with its pips on the ranks and files (+)";
  if (heading === "x") return "with its pips on the diagonals (x)";
  return `facing ${compass[heading as keyof typeof compass] ?? heading}`;
}

/** Promotion choices in the usual order: queen, rook, bishop, knight, then the game's own pieces. */
export function promotionOrder(game: Game, letter: string | undefined): number {
  if (!letter) return -1;
  const upper = letter.toUpperCase();
  const usual = ["Q", "R", "B", "N"].indexOf(upper);
  return usual >= 0 ? usual : 4 + game.pieces.findIndex((p) => p.letter === upper);
}

/**
 * The squares where the positions after several moves differ (a piece's heading, the promoted
 * piece, where a Mercenary is put, where the rook lands), with `always` added: what the chooser's
 * close-ups must show to tell the options apart.
 */
export function differingSquares(
  game: Game,
  afters: readonly Position[],
  always: readonly string[],
): string[] {
  const boards = afters.map((after) => boardOf(game, after));
  const squares = new Set(boards.flatMap((board) => [...board.keys()]));
  const differ = [...squares].filter((square) => {
    const tokens = new Set(boards.map((board) => board.get(square)?.token ?? ""));
    return tokens.size > 1;
  });
  return [...new Set([...always, ...differ])];
}
