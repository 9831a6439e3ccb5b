// The engine command line's behaviour as pure functions (scripts/engine.ts only parses arguments
// and does the I/O). Each returns the lines to print, or one error line for standard error.

import type { Game } from "./game";
import { statusText } from "./game";
import { getGame } from "./index";
import type { Result } from "./result";
import { fail, ok } from "./result";
import type { Position } from "./types";

export interface CommandOptions {
  readonly position?: string;
  readonly moves?: string;
}

/** Splits a move list on spaces, skipping move numbers ("1.", "12..."), result tokens and "e.p." remarks. */
export function splitMoves(text: string): string[] {
  return text
    .trim()
    .split(/\s+/)
    .map((t) => t.replace(/^\d+\.+(?=\S)/, ""))
    .filter((t) => t !== "" && t !== "e.p." && !/^\d+\.+$/.test(t) && !/^(1-0|0-1|1\/2-1\/2|\*)$/.test(t));
}

/** The game, the position from `--position` (or the start) and the `--moves` applied to it. */
export function setUp(gameId: string, options: CommandOptions): Result<{ game: Game; position: Position }> {
  const game = getGame(gameId);
  if (!game.ok) return game;
  const g = game.value;
  let position: Position;
  if (options.position !== undefined) {
    const parsed = g.parsePosition(options.position);
    if (!parsed.ok) return fail(parsed.error.code, `--position: ${parsed.error.reason}`, options.position);
    position = parsed.value;
  } else position = g.start();
  if (options.moves !== undefined) {
    const played = g.playMoves(position, splitMoves(options.moves));
    if (!played.ok) return played;
    position = played.value;
  }
  return ok({ game: g, position });
}

export function startCommand(gameId: string): Result<string[]> {
  const game = getGame(gameId);
  if (!game.ok) return game;
  return ok([game.value.start().fen]);
}

export function movesCommand(gameId: string, options: CommandOptions): Result<string[]> {
  const setup = setUp(gameId, options);
  if (!setup.ok) return setup;
  return ok(setup.value.game.legalMoveTexts(setup.value.position));
}

export function playCommand(gameId: string, options: CommandOptions): Result<string[]> {
  const setup = setUp(gameId, options);
  if (!setup.ok) return setup;
  const { game, position } = setup.value;
  return ok([position.fen, `status: ${statusText(game.outcome(position))}`]);
}

export function perftCommand(
  gameId: string,
  depthText: string | undefined,
  options: CommandOptions,
): Result<string[]> {
  if (depthText === undefined || !/^\d{1,2}$/.test(depthText))
    return fail("usage", `perft depth "${depthText ?? ""}": give a whole number of plies, e.g. 3`, depthText);
  const setup = setUp(gameId, options);
  if (!setup.ok) return setup;
  return ok([String(setup.value.game.perft(setup.value.position, Number(depthText)))]);
}

/** One line of `moves --batch`: the legal moves after that move list, or `error: <reason>`. */
export function batchLine(game: Game, base: Position, line: string): string {
  const played = game.playMoves(base, splitMoves(line));
  if (!played.ok) return `error: ${played.error.reason}`;
  return game.legalMoveTexts(played.value).join(" ");
}
