// How the service presents each game to players. The ids, names and boards come from the engine's
// registry (lib/engine/games/index.ts); this file adds only what players read about a game before
// they play it. Its Record type makes a registered game without a card a type error.
import { GAME_IDS, type GameId, games } from "../../engine";

export type { GameId };
export const gameIds = GAME_IDS;

export type CatalogEntry = {
  id: GameId;
  name: string;
  inventor: string;
  /** "8×8", "7×7 with 8 pits", "8×8, played corner to corner". */
  board: string;
  summary: string;
};

type Card = {
  inventor: string;
  summary: string;
  boardNote?: string;
  /** Players of this game read short algebraic notation (SAN): chess. Variants show their own. */
  readsSan?: boolean;
};

const cards: Readonly<Record<GameId, Card>> = {
  chess: {
    inventor: "FIDE Laws of Chess",
    readsSan: true,
    summary: "The game everyone knows, at the pace of letters: castling, en passant, promotion, all of it.",
  },
  joust: {
    inventor: "Jeff Cornell",
    summary:
      "Every piece carries pips that point where it may go. One piece moves, jumps its friends, captures and turns, all in one turn.",
  },
  "wild-jokers": {
    inventor: "Jeff Stroud, 2001",
    summary:
      "A small board full of pits. Jokers leap across them, captured Mercenaries change sides, and you win by taking the king.",
  },
  "kings-court": {
    inventor: "Sidney LeVasseur, 1997",
    summary: "A wide court with Chancellors and Jesters, long castling and the King's flight.",
  },
  diagonal: {
    inventor: "David Howe, 1997",
    boardNote: "played corner to corner",
    summary:
      "The armies face each other across the diagonal. Pawns march towards the far corner, and a pawn that reaches it wins.",
  },
  juxtaposition: {
    inventor: "Gary K. Gifford",
    summary:
      "Flags and Stones that never move but swap places with your men, anywhere on the board. Win by checkmate, or by capturing all the enemy's Flags and Stones.",
  },
};

export const catalog: readonly CatalogEntry[] = games().map((game) => {
  const id = game.id as GameId;
  const card = cards[id];
  if (!card)
    throw new Error(`The game "${id}" has no catalog card: add one to lib/games/catalog/catalog.ts.`);
  const { inventor, summary, boardNote } = card;
  const pits = game.holes.length ? ` with ${game.holes.length} pits` : "";
  const board = `${game.files}×${game.ranks}${pits}${boardNote ? `, ${boardNote}` : ""}`;
  return { id, name: game.name, inventor, board, summary };
});

const names = new Map<string, string>(catalog.map((entry) => [entry.id, entry.name]));

/**
 * How a stored move reads on the page: SAN with its check or mate mark where players read SAN
 * ("Nf3", "Qxf7#"); elsewhere the game's own notation, with the mark where the game has check.
 * A row from before SAN was stored reads as its notation.
 */
export function moveShown(gameType: string, move: { notation: string; san: string | null }): string {
  if (!move.san) return move.notation;
  if (readsSan(gameType)) return move.san;
  const mark = /[+#]$/.exec(move.san)?.[0] ?? "";
  return move.notation.endsWith(mark) ? move.notation : `${move.notation}${mark}`;
}

/** Whether this game's players read and write short algebraic notation (SAN). */
export const readsSan = (gameType: string): boolean => cards[gameType as GameId]?.readsSan === true;

/** "Kings Court" for "kings-court"; an unknown id reads as itself. */
export function gameName(gameType: string): string {
  return names.get(gameType) ?? gameType;
}

const countWords = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** "six games": how many the service plays, in words, for the pages that say so. */
export const gameCount = `${countWords[catalog.length] ?? catalog.length} game${catalog.length === 1 ? "" : "s"}`;

/** "Six games", to start a sentence or a heading with. */
export const GameCount = gameCount[0].toUpperCase() + gameCount.slice(1);
