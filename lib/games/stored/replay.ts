// Replaying a finished game: every position from the start to the end, each with the move that led
// there and a king in check, rebuilt from the record (start position + moves). Pure, so the replay
// page steps through it in the browser without asking the server, and tests compare it ply by ply.
import { type Color, fail, getGame, ok, type Position, type Result } from "../../engine";
import { otherColor } from "./seats";

export type ReplayFrame = {
  /** 0 is the start position; ply N is the position after the Nth move. */
  ply: number;
  position: Position;
  /** The squares of the move that led here; none at the start. */
  lastMove?: { from: string; to: string };
  /** The square of the side to move's king when it is in check. */
  check?: string;
  toMove: Color;
};

/** Every position of the game, frames[ply], or the reason the record does not replay. */
export function replayFrames(
  gameType: string,
  startPosition: string,
  notations: readonly string[],
): Result<ReplayFrame[]> {
  const engine = getGame(gameType);
  if (!engine.ok) return engine;
  const game = engine.value;
  const start = game.parsePosition(startPosition);
  if (!start.ok) return fail(start.error.code, `the start position does not read: ${start.error.reason}`);
  const frames: ReplayFrame[] = [
    {
      ply: 0,
      position: start.value,
      lastMove: undefined,
      check: game.checkSquare(start.value),
      toMove: game.turn(start.value),
    },
  ];
  for (const [index, notation] of notations.entries()) {
    const before = frames[index];
    const played = game.move(before.position, notation);
    if (!played.ok) return fail(played.error.code, `move ${index + 1}, ${played.error.reason}`, notation);
    const { position, from, to, check } = played.value;
    // Every move hands the turn to the other side.
    frames.push({
      ply: index + 1,
      position,
      lastMove: { from, to },
      check,
      toMove: otherColor(before.toMove),
    });
  }
  return ok(frames);
}

/**
 * How long each move took, in milliseconds: from the move before it (the first move: from the
 * start of the game) to the moment it was played.
 */
export function moveDurations(startedAt: Date, playedAt: readonly Date[]): number[] {
  return playedAt.map((at, index) =>
    Math.max(0, at.getTime() - (index === 0 ? startedAt : playedAt[index - 1]).getTime()),
  );
}

export type ChosenPly = { ply: number; notice: string | null };

/**
 * The ply a replay URL asks for (`?ply=N`, 0 = the start) in a game of `plies` half-moves. No
 * value shows the final position; anything else that is not a ply of this game also shows the
 * final position, with a notice saying why, so a mistyped or stale link still lands somewhere.
 */
export function choosePly(asked: string | string[] | undefined, plies: number): ChosenPly {
  const text = (Array.isArray(asked) ? asked[0] : asked)?.trim();
  if (text === undefined || text === "") return { ply: plies, notice: null };
  if (!/^\d{1,6}$/.test(text))
    return {
      ply: plies,
      notice: `“${text.slice(0, 20)}” is not a half-move number (0 to ${plies}): showing the final position.`,
    };
  const ply = Number(text);
  if (ply > plies)
    return {
      ply: plies,
      notice: `This game ended after ${plies} half-move${plies === 1 ? "" : "s"}, so there is no half-move ${ply}: showing the final position.`,
    };
  return { ply, notice: null };
}
