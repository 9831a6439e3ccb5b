// A person's kept analysis as PGN: the game's tags, the analysis tree as the movetext (its main
// line, every variation as RAV, the player's comments on moves), and for a player of the game their
// own move messages and note text as comments too. Only ever the downloading person's own analysis.
import { type PgnMove, toPgn } from "../archive/pgn";
import { fileStem, ratedRecordOf, visibleGame } from "../archive/record";
import { db } from "../db/prisma";
import { type AnalysisTree, gameTree, rootId } from "../games/view/analysis-tree";
import { readNote } from "../notes/notes";
import { storedAnalysis } from "./input";
import { restored } from "./stored";

/** Said after the game's last move when the analysis goes on from there. */
export const analysisGoesOn = "The game's moves end here; what follows is analysis.";

/**
 * The tree as PGN moves: each node's comment, and on the game's own moves (`gamePlies` of them) the
 * message sent with each (`messages[ply - 1]`), when given.
 */
export function pgnMovesOf(
  tree: AnalysisTree,
  gamePlies: number,
  messages: readonly (string | null | undefined)[] = [],
): PgnMove[] {
  const moveOf = (id: number): PgnMove => {
    const node = tree.nodes[id];
    const comments: string[] = [];
    const message = node.played ? messages[node.ply - 1] : null;
    if (message) comments.push(message);
    if (node.comment) comments.push(node.comment);
    if (node.played && node.ply === gamePlies && node.children.length > 0) comments.push(analysisGoesOn);
    return { text: node.text, comments, next: node.children.map(moveOf) };
  };
  return tree.nodes[rootId].children.map(moveOf);
}

/**
 * The person's analysis of the game as PGN, with the file name to give it; null when they may not
 * see the game.
 */
export async function analysisPgn(
  gameId: string,
  userId: string,
): Promise<{ text: string; fileName: string } | null> {
  const found = await visibleGame(gameId, userId);
  if (!found) return null;
  const record = await ratedRecordOf(found.game);
  const base = gameTree(
    record.gameType,
    record.startPosition,
    record.moves.map((m) => m.notation),
  );
  if (!base.ok) return null;
  const [row, note] = await Promise.all([
    db().gameAnalysis.findUnique({ where: { gameId_userId: { gameId, userId } } }),
    found.isPlayer ? readNote(gameId, userId) : null,
  ]);
  const stored = storedAnalysis.safeParse(row?.moves ?? []);
  const tree = stored.success ? restored(base.value, stored.data).tree : base.value;
  // A player's own copy carries their messages, as their PGN of the game does.
  const messages = found.isPlayer ? record.moves.map((m) => m.message) : [];
  const text = toPgn(record, {
    moves: pgnMovesOf(tree, record.moves.length, messages),
    notes: note?.text ? { text: note.text, lines: [] } : undefined,
  });
  return { text, fileName: `${fileStem(found.game)}-analysis.pgn` };
}
