// Two transactions that lock the same two games in opposite orders (a move that ends its player's
// vacation locks their other games; starting a vacation locks them all): PostgreSQL aborts one as a
// deadlock. The service runs such a transaction again, so both complete and nobody sees an error.
import { expect, it } from "vitest";
import { retryingDeadlocks } from "@/lib/db/deadlock";
import { db } from "@/lib/db/prisma";
import { lockGame } from "@/lib/games/stored/seats";
import { t0 } from "../support/clock";
import { person, startGameBetween } from "../support/players";

/** Resolves once `count` callers have arrived: both transactions hold their first lock. */
function barrier(count: number) {
  let arrived = 0;
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return () => {
    arrived++;
    if (arrived === count) open();
    return opened;
  };
}

it("runs a transaction PostgreSQL chose as a deadlock's victim again, once the other commits", async () => {
  const [ana, ben] = [await person("Ana"), await person("Ben")];
  const first = await startGameBetween(ana, ben, {}, t0);
  const second = await startGameBetween(ben, ana, {}, t0);
  const bothHoldOne = barrier(2);
  let attempts = 0;
  const lockBoth = (a: string, b: string, tag: string) =>
    retryingDeadlocks(() =>
      db().$transaction(async (tx) => {
        attempts++;
        await lockGame(tx, a);
        if (attempts <= 2) await bothHoldOne();
        await lockGame(tx, b);
        await tx.game.update({ where: { id: a }, data: { resultReason: tag } });
        return tag;
      }),
    );
  const results = await Promise.all([
    lockBoth(first.id, second.id, "one"),
    lockBoth(second.id, first.id, "two"),
  ]);
  expect(results).toEqual(["one", "two"]);
  // Two first attempts, and the victim's second.
  expect(attempts).toBe(3);
  const rows = await db().game.findMany({ where: { id: { in: [first.id, second.id] } } });
  expect(rows.map((r) => r.resultReason).sort()).toEqual(["one", "two"]);
});

it("does not run again a transaction that failed for any other reason", async () => {
  let attempts = 0;
  await expect(
    retryingDeadlocks(async () => {
      attempts++;
      await db().$queryRaw`select 1/0`;
    }),
  ).rejects.toThrow();
  expect(attempts).toBe(1);
});
