// The moment conditional moves act: right after a move is written, inside that move's transaction
// with the game row still locked (lib/games/turn/play.ts calls `conditionalReply`). If the player to move
// now has a line for the move just played, the answer it names is returned and play.ts plays it
// through the same submitMove path, in the same transaction: same checks, same Move row, same jobs,
// and no clock time used (it is played at the very moment of the move it answers). The pairs under
// it stay; the other lines are cleared, since they answer moves that were not played.
//
// Chains: under the rule that lines are entered only on the opponent's turn, one player's tree is
// all that can be alive, so a submission brings at most one automatic answer. `automaticPliesCap`
// holds however the trees came about (a future takeback, a line kept across a restored position):
// no more automatic plies than that follow one submission, so two trees cannot ping-pong forever.
import { getGame } from "../engine";
import type { Game as GameRow } from "../generated/prisma/client";
import { addJob, type Transaction, tasks } from "../jobs/queue";
import { positionOfRow } from "./lines";
import { linesOf, treeOf } from "./tree";

/** At most this many automatic plies after one player's own move. */
export const automaticPliesCap = 4;

export type ConditionalAnswer = { userId: string; ply: number; move: string };

/** The job (and email) key of what the owner hears about ply `ply`: their answer played, or lines dropped. */
export const conditionalMailKey = (gameId: string, ply: number, userId: string) =>
  `conditional:${gameId}:${ply}:${userId}`;

async function dropTree(
  tx: Transaction,
  game: Pick<GameRow, "id" | "rewinds">,
  userId: string,
  notice: string | null,
  ply: number,
) {
  const gameId = game.id;
  if (notice === null) {
    await tx.conditionalLine.deleteMany({ where: { gameId, userId } });
    return;
  }
  // The row stays, empty, to carry the notice to the owner's game page; the email says it too.
  await tx.conditionalLine.updateMany({ where: { gameId, userId }, data: { tree: [], notice } });
  const payload = { gameId, userId, ply, played: false, notice, linesLeft: 0, rewinds: game.rewinds };
  await addJob(tx, tasks.conditionalMove, payload, { jobKey: conditionalMailKey(gameId, ply, userId) });
}

/**
 * After `moved` (the move just written at `game.plies`, by `game`'s other side than the one to move
 * now): what the player to move answers by their conditional moves, or null when they play
 * themselves. `automatic` counts the automatic plies this submission has brought so far (0 when
 * `moved` is a player's own move).
 */
export async function conditionalReply(
  tx: Transaction,
  game: GameRow,
  moved: { text: string; offerDraw: boolean },
  automatic: number,
): Promise<ConditionalAnswer | null> {
  const moverId = game.plies % 2 === 1 ? game.whiteId : game.blackId;
  const ownerId = game.plies % 2 === 1 ? game.blackId : game.whiteId;
  // One read of the game's rows (none, in most games): the mover's own and the player to move's.
  const rows = await tx.conditionalLine.findMany({ where: { gameId: game.id } });
  if (rows.length === 0) return null;
  if (game.status === "FINISHED") {
    await tx.conditionalLine.deleteMany({ where: { gameId: game.id } });
    return null;
  }
  // A player who moves themself keeps of their own row only a tree for the move they now await
  // (none can exist under the entry rule); notices and trees for plies gone go.
  const own = rows.find((r) => r.userId === moverId);
  if (automatic === 0 && own && own.ply !== game.plies + 1)
    await tx.conditionalLine.deleteMany({ where: { gameId: game.id, userId: moverId } });
  const row = rows.find((r) => r.userId === ownerId);
  const tree = row ? treeOf(row.tree) : [];
  if (!row || tree.length === 0) return null;
  const ply = game.plies;
  const drop = (notice: string | null) => dropTree(tx, game, ownerId, notice, ply);
  if (row.ply !== ply) {
    await drop(
      "The game changed since you set your conditional moves, so they were cleared. Set them again.",
    );
    return null;
  }
  const pair = tree.find((p) => p.their === moved.text);
  if (!pair) {
    await drop(null); // their move is in none of the lines: nothing to say, the your-move email follows
    return null;
  }
  if (moved.offerDraw) {
    await drop(
      `Your opponent offered a draw with ${pair.theirSan}, so your conditional answer ${pair.mineSan} was not played: the choice is yours.`,
    );
    return null;
  }
  if (automatic >= automaticPliesCap) {
    await drop(
      `Your conditional answer ${pair.mineSan} was not played: at most ${automaticPliesCap} moves are played automatically in a row.`,
    );
    return null;
  }
  const engine = getGame(game.gameType);
  const position = positionOfRow(game);
  const answer = engine.ok ? engine.value.move(position, pair.mine) : null;
  if (!engine.ok || !answer?.ok) {
    const why = answer && !answer.ok ? ` (${answer.error.reason})` : "";
    await drop(
      `Your conditional answer ${pair.mineSan} to ${pair.theirSan} is not legal any more${why}, so the line was dropped.`,
    );
    return null;
  }
  // What stays: the pairs under the answer, for their next move. Each answer in them is checked
  // again when it is reached, as this one was.
  const rest = pair.next;
  if (rest.length === 0) await tx.conditionalLine.deleteMany({ where: { gameId: game.id, userId: ownerId } });
  else
    await tx.conditionalLine.update({
      where: { gameId_userId: { gameId: game.id, userId: ownerId } },
      data: { ply: ply + 2, tree: rest, notice: null },
    });
  await addJob(
    tx,
    tasks.conditionalMove,
    {
      gameId: game.id,
      userId: ownerId,
      ply: ply + 1,
      played: true,
      notice: null,
      linesLeft: linesOf(rest).length,
      rewinds: game.rewinds,
    },
    { jobKey: conditionalMailKey(game.id, ply + 1, ownerId) },
  );
  return { userId: ownerId, ply: ply + 1, move: pair.mine };
}
