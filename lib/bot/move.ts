// The computer's move: the job reads the game, thinks in the thread pool with no transaction open,
// then plays through submitMove like any player, with the ply its job was queued for. So a move is
// played exactly once: a job that runs twice (a worker killed mid-search, its job freed and run
// again) or two runs at once find the ply taken and play nothing, and a run whose position changed
// while it thought (a takeback, then another move at that ply) plays nothing either: the move it
// chose was for a position that is gone.
//
// A draw offer the person made with their move is answered here, from the same search: accepted
// when the computer's score says it is lost or the position is dead equal (lib/bot/draw.ts),
// otherwise the computer's move declines it, as any player's move does.

import { computerToMove } from "../accounts/computer";
import { db } from "../db/prisma";
import type { Position, Result } from "../engine";
import { lockGame, moverOf, positionOf } from "../games/stored/seats";
import { submitMove } from "../games/turn/play";
import { answerDraw } from "../games/turn/resolve";
import type { Game as GameRow } from "../generated/prisma/client";
import { log } from "../ops/log";
import type { SearchResult } from "../search";
import { acceptsDraw } from "./draw";
import type { Thought } from "./pool";

/** The longest the computer thinks about a move, whatever its level: it answers within a minute. */
export const thinkLimitMs = 20_000;

export type Think = (thought: Thought) => Promise<Result<SearchResult>>;

export type ComputerTurn =
  | { played: string }
  | { drawAccepted: true }
  /** Nothing to play: the game moved on, ended, or is not the computer's to move. */
  | { stale: string };

/** A seed per game and ply: a retried job chooses the same move as the run it replaces. */
export function seedOf(gameId: string, ply: number): number {
  let hash = 2166136261;
  for (const char of `${gameId}:${ply}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

const samePosition = (a: GameRow, b: Position) =>
  a.position === b.fen &&
  a.history.length === b.history.length &&
  a.history.every((h, i) => h === b.history[i]);

/**
 * Plays the computer's move for ply `ply` of the game, if that is still the move the game waits
 * for. `think` runs the search (the thread pool; the tests' own budgets).
 */
export async function playComputerMove(
  gameId: string,
  ply: number,
  think: Think,
  now: () => Date = () => new Date(),
  options: { nodes?: number } = {},
): Promise<ComputerTurn> {
  const game = await db().game.findUnique({ where: { id: gameId } });
  if (game?.status !== "ONGOING") return { stale: "the game is over" };
  if (game.plies + 1 !== ply) return { stale: `the game is at ply ${game.plies + 1}, not ${ply}` };
  const level = computerToMove(game);
  if (level === null) return { stale: "a person is to move" };
  const position = positionOf(game);
  const userId = game.plies % 2 === 0 ? game.whiteId : game.blackId;
  const person = game.plies % 2 === 0 ? game.blackId : game.whiteId;

  const thought = await think({
    gameType: game.gameType,
    position,
    level,
    seed: seedOf(gameId, ply),
    timeMs: thinkLimitMs,
    nodes: options.nodes,
    player: person,
  });
  if (!thought.ok) {
    // The engine refuses the position (the game is over by its rules): nothing a retry can change.
    log.error(`computer move in ${gameId}: the search refused the position: ${thought.error.reason}`);
    return { stale: thought.error.reason };
  }
  const { move, score } = thought.value;

  return db().$transaction(async (tx): Promise<ComputerTurn> => {
    const locked = await lockGame(tx, gameId);
    // The guard: the ply this job was queued for, and the position the search saw, still current.
    if (locked?.status !== "ONGOING") return { stale: "the game is over" };
    if (locked.plies + 1 !== ply) return { stale: `the game moved on to ply ${locked.plies + 1}` };
    if (!samePosition(locked, position)) return { stale: "the position changed while the computer thought" };
    const side = moverOf(ply);
    if (locked.drawOfferedBy !== null && locked.drawOfferedBy !== side && acceptsDraw(score, locked.plies)) {
      const answered = await answerDraw(gameId, userId, true, now(), tx);
      if (answered.ok) return { drawAccepted: true };
    }
    const played = await submitMove({ gameId, userId, ply, move }, now(), tx);
    if (played.ok) return { played: move };
    if (played.status === 409) return { stale: played.reason };
    // The engine chose it in this very position: a refusal is a bug, and retrying will not help.
    throw new Error(`the computer's move ${move} was refused: ${played.reason}`);
  });
}
