/**
 * A PGN's movetext alone, on one line: what follows the tags, result included. Tests look for moves
 * there, not in the whole file, whose Site tag holds the game's address (an id such as
 * "…nc5" would contain a move's text).
 */
export const movetext = (pgn: string): string => (pgn.split("\n\n")[1] ?? "").replace(/\n/g, " ").trim();
