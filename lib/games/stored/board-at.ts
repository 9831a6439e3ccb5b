// The board at one ply of a stored game, rebuilt from its record (start position and moves: the
// record is the truth), with the squares of the move that led there for the highlight. The game
// page, the emails' pictures and the archive's pictures all read positions through this; the
// replay's frames (./replay.ts) and the rules guides' diagrams take their steps with `playRecorded`.
import { type Game, getGame, ok, type Position, type Result } from "../../engine";

export type BoardAt = { position: Position; lastMove?: { from: string; to: string } };

/** One recorded move played: the position after it and the squares it went from and to. */
export function playRecorded(game: Game, position: Position, notation: string): Result<Required<BoardAt>> {
  const played = game.move(position, notation);
  if (!played.ok) return played;
  const { from, to } = played.value;
  return ok({ position: played.value.position, lastMove: { from, to } });
}

export function boardAt(
  gameType: string,
  startPosition: string,
  notations: readonly string[],
  ply: number = notations.length,
): BoardAt | null {
  const engine = getGame(gameType);
  if (!engine.ok || !Number.isInteger(ply) || ply < 0 || ply > notations.length) return null;
  const game = engine.value;
  const start = game.parsePosition(startPosition);
  if (!start.ok) return null;
  // The moves before the last need no squares: playMoves reads each position once.
  const before = game.playMoves(start.value, notations.slice(0, Math.max(0, ply - 1)));
  if (!before.ok) return null;
  if (ply === 0) return { position: before.value };
  const last = playRecorded(game, before.value, notations[ply - 1]);
  return last.ok ? last.value : null;
}
