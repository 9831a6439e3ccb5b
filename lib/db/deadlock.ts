// A transaction that locks several game rows (a move that ends its player's vacation, starting a
// vacation) can meet another locking the same rows in another order. PostgreSQL then aborts one of
// them as a deadlock (SQLSTATE 40P01) and rolls it back whole; running it again is safe and, once
// the other has committed, succeeds. Nothing else is retried here.

const attempts = 3;

/** Whether `error` (or anything in its cause chain) is PostgreSQL's deadlock report. */
export function isDeadlock(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 6; depth++) {
    const text = JSON.stringify(e, Object.getOwnPropertyNames(e as object)) ?? "";
    if (text.includes("40P01") || /deadlock detected/i.test(text)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs `transaction`, again (up to three times in all) when PostgreSQL aborted it as a deadlock. */
export async function retryingDeadlocks<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= attempts || !isDeadlock(error)) throw error;
    }
  }
}
