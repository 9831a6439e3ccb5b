// Errors at the engine's boundaries are values with a reason a person can read, never exceptions.

export interface EngineError {
  /** One sentence a player understands, naming the offending token, e.g. "Pe2-e5: a pawn moves ...". */
  readonly reason: string;
  /** The input token the error is about (a move, a field of a position string), when there is one. */
  readonly token?: string;
}

export type Result<T, E extends EngineError = EngineError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });

export const fail = (reason: string, token?: string): Result<never> => ({
  ok: false,
  error: token === undefined ? { reason } : { reason, token },
});

/** Unwraps a result, throwing its reason: for tests and scripts, never for the app's request path. */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new Error(result.error.reason);
}
