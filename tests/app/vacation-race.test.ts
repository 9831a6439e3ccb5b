// Starting or ending a vacation is one transaction under a lock on the player's row: a double
// click, or two tabs, start one vacation, and the allowance pays for it once, or gets back its
// unused days once. The race is made to happen (the
// test holds the row while all four start: tests/support/barrier.ts).
import { expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { comeBack, startVacation, vacationOf } from "@/lib/vacation/vacation";
import { atOnceBehind, rowLock } from "../support/barrier";
import { hours, t0 } from "../support/clock";
import { jobsOf } from "../support/jobs";
import { person } from "../support/players";

const day = 86_400;

/** Someone in Paris with 10 days of allowance, counted at t0. */
async function player(name: string) {
  const who = await person(name, { timeZone: "Europe/Paris" });
  await db().user.update({
    where: { id: who.id },
    data: { vacationSeconds: 10 * day, vacationAccruedAt: t0 },
  });
  return who;
}

it("four vacations started at once: one starts, and the allowance pays for one", async () => {
  // What one vacation to 25 November costs, asked alone (whatever the rule for its price).
  const alone = await player("Alone");
  expect(await startVacation(alone.id, "2026-11-25", hours(2))).toMatchObject({ ok: true });
  const cost = 10 * day - (await vacationOf(alone.id, hours(3))).seconds;
  expect(cost).toBeGreaterThan(0);

  const ana = await player("Ana");
  const results = await atOnceBehind(
    rowLock("User", ana.id),
    Array.from({ length: 4 }, () => () => startVacation(ana.id, "2026-11-25", hours(2))),
  );
  expect(results.filter((r) => r.ok)).toEqual([
    expect.objectContaining({ until: new Date("2026-11-24T23:00:00Z") }),
  ]);
  for (const refused of results.filter((r) => !r.ok))
    expect(refused).toMatchObject({ status: 409, reason: expect.stringMatching(/on vacation already/) });
  expect(10 * day - (await vacationOf(ana.id, hours(3))).seconds).toBe(cost);
  expect((await jobsOf(ana.id)).map((j) => j.key)).toEqual([`vacation-end:${ana.id}`]);
});

it("coming back from two tabs at once gives the unused days back once", async () => {
  // What a vacation ended early leaves of the allowance, asked alone.
  const alone = await player("Alone");
  await startVacation(alone.id, "2026-11-25", hours(2));
  expect(await comeBack(alone.id, hours(26))).toBe(true);
  const left = (await vacationOf(alone.id, hours(27))).seconds;
  expect(left).toBeGreaterThan(0);

  const ana = await player("Ana");
  expect(await startVacation(ana.id, "2026-11-25", hours(2))).toMatchObject({ ok: true });
  const back = await atOnceBehind(rowLock("User", ana.id), [
    () => comeBack(ana.id, hours(26)),
    () => comeBack(ana.id, hours(26)),
  ]);
  expect(back.sort()).toEqual([false, true]);
  expect((await vacationOf(ana.id, hours(27))).seconds).toBe(left);
  expect(await jobsOf(ana.id)).toEqual([]);
});
