// Errors at the engine's boundaries are values with a reason a person can read, never exceptions,
// and a code a program can branch on (the reason's wording may change; the codes do not).

/**
 * What kind of error it is:
 * - `unknown-game`: no registered game has that id.
 * - `bad-position`: a position string (or a history entry) does not read, or is not a position
 *   the game can be played from.
 * - `syntax`: the text is not a move in this game's notation (shape, square, piece letter).
 * - `illegal-move`: the text reads as a move, but the rules do not allow it here.
 * - `ambiguous`: the text fits more than one legal move; the reason says how to tell them apart.
 * - `game-over`: the position is finished, so no move can be played.
 * - `usage`: an argument of the command line (or a tool) is not what it expects.
 */
export const ERROR_CODES = [
  "unknown-game",
  "bad-position",
  "syntax",
  "illegal-move",
  "ambiguous",
  "game-over",
  "usage",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface EngineError {
  readonly code: ErrorCode;
  /** One sentence a player understands, naming the offending token, e.g. "Pe2-e5: a pawn moves ...". */
  readonly reason: string;
  /** The input token the error is about (a move, a field of a position string), when there is one. */
  readonly token?: string;
}

export type Result<T, E extends EngineError = EngineError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });

export const fail = (code: ErrorCode, reason: string, token?: string): Result<never> => ({
  ok: false,
  error: token === undefined ? { code, reason } : { code, reason, token },
});

/** Unwraps a result, throwing its reason: for tests and scripts, never for the app's request path. */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new Error(result.error.reason);
}
