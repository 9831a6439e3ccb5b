/**
 * A PGN's movetext alone, on one line: what follows the tags, result included. Tests look for moves
 * there, not in the whole file, whose Site tag holds the game's address (an id such as
 * "…nc5" would contain a move's text). Text that is not a PGN (no tags, then a blank line) throws,
 * so that a check that a move is absent cannot pass on an error page.
 */
export function movetext(pgn: string): string {
  const [tags, moves] = pgn.split("\n\n");
  if (!tags.startsWith("[") || moves === undefined) throw new Error(`not a PGN: ${pgn.slice(0, 80)}`);
  return moves.replace(/\n/g, " ").trim();
}
