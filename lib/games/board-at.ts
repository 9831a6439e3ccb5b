// The board at one ply of a stored game, rebuilt from its record (start position and moves: the
// record is the truth), with the squares of the move that led there for the highlight. The game
// page, the emails' pictures and the archive's pictures all read positions through this.
import { getGame, type Position } from "../engine";

export type BoardAt = { position: Position; lastMove?: { from: string; to: string } };

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
  const before = game.playMoves(start.value, notations.slice(0, Math.max(0, ply - 1)));
  if (!before.ok) return null;
  if (ply === 0) return { position: before.value };
  const move = game.parseMove(before.value, notations[ply - 1]);
  if (!move.ok) return null;
  const { from, to } = move.value;
  return {
    position: game.play(before.value, move.value),
    lastMove: { from: game.rules.name(from), to: game.rules.name(to) },
  };
}
