// How the service presents each game to players. The rules themselves live in lib/engine;
// the ids are the stable ids of docs/rules/README.md (URLs, database, exports).
export const gameIds = ["chess", "joust", "wild-jokers", "kings-court", "diagonal", "juxtaposition"] as const;
export type GameId = (typeof gameIds)[number];

export type CatalogEntry = {
  id: GameId;
  name: string;
  inventor: string;
  board: string;
  summary: string;
};

export const catalog: readonly CatalogEntry[] = [
  {
    id: "chess",
    name: "Chess",
    inventor: "FIDE Laws of Chess",
    board: "8×8",
    summary: "The game everyone knows, at the pace of letters: castling, en passant, promotion, all of it.",
  },
  {
    id: "joust",
    name: "Joust Chess",
    inventor: "Jeff Cornell",
    board: "8×8",
    summary:
      "Every piece carries pips that point where it may go. One piece moves, jumps its friends, captures and turns, all in one turn.",
  },
  {
    id: "wild-jokers",
    name: "Wild Jokers Chess",
    inventor: "Jeff Stroud, 2001",
    board: "7×7 with eight pits",
    summary:
      "A small board full of pits. Jokers leap across them, captured Mercenaries change sides, and you win by taking the king.",
  },
  {
    id: "kings-court",
    name: "Kings Court",
    inventor: "Sidney LeVasseur, 1997",
    board: "12×8",
    summary: "A wide court with Chancellors and Jesters, long castling and the King's flight.",
  },
  {
    id: "diagonal",
    name: "Diagonal Chess",
    inventor: "David Howe, 1997",
    board: "8×8, played corner to corner",
    summary:
      "The armies face each other across the diagonal. Pawns march towards the far corner, and a pawn that reaches it wins.",
  },
  {
    id: "juxtaposition",
    name: "Juxtaposition Chess",
    inventor: "Gary K. Gifford",
    board: "8×8",
    summary:
      "Flags and Stones that never move but swap places with your men, anywhere on the board. Leave the enemy king bare to win.",
  },
];

const names = new Map<string, string>(catalog.map((entry) => [entry.id, entry.name]));

/** "Kings Court" for "kings-court"; an unknown id reads as itself. */
export function gameName(gameType: string): string {
  return names.get(gameType) ?? gameType;
}
