// A stored game the rules engine cannot go on with: a position that an older version of a game's
// rules allowed and the current one refuses (Kings Court before A9 let a Chancellor check open a
// flight onto the checker's own King), or an engine error on a position it should handle. Every
// caller (the game page, a move, the board picture, the emails) gets the same plain reason instead
// of a server error, and the error is logged once per game and process, with the game's id.
import { getGame } from "../../engine";

const logged = new Set<string>();

function logOnce(gameId: string, detail: string): void {
  if (logged.has(gameId)) return;
  logged.add(gameId);
  console.error(`Game ${gameId} cannot continue: ${detail}`);
}

const cannotContinue = (gameName: string, detail: string) =>
  `This game cannot continue: its position is not possible under the current ${gameName} rules (${detail}). Nothing more can be played in it, and nothing has been changed.`;

/** Why the game's current position cannot be played from, or null when it can. */
export function unplayableReason(game: { id: string; gameType: string; position: string }): string | null {
  const engine = getGame(game.gameType);
  if (!engine.ok) {
    logOnce(game.id, engine.error.reason);
    return `This game cannot continue: ${engine.error.reason}.`;
  }
  const parsed = engine.value.parsePosition(game.position);
  if (parsed.ok) return null;
  logOnce(game.id, parsed.error.reason);
  return cannotContinue(engine.value.name, parsed.error.reason);
}

/**
 * Runs engine work on a game's position; an exception (an engine bug) becomes the same plain
 * reason, logged once with the game's id, so the caller can refuse instead of failing.
 */
export function withEngine<T>(
  game: { id: string; gameType: string },
  work: () => T,
): { ok: true; value: T } | { ok: false; reason: string } {
  try {
    return { ok: true, value: work() };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    logOnce(game.id, `${detail}${error instanceof Error && error.stack ? `\n${error.stack}` : ""}`);
    const name = getGame(game.gameType);
    return {
      ok: false,
      reason: `This game cannot continue: the ${name.ok ? name.value.name : game.gameType} rules engine failed on its position. Nothing has been changed; please tell us.`,
    };
  }
}
