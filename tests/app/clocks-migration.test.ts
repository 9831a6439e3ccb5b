// The clocks_takebacks_vacation migration on a database holding rows from before it: running games
// get the banks their time per move gave them all along, and players the vacation they earned
// since joining (2.5 days a month, the month they joined included, at most 30 days).
import { describe, expect, it } from "vitest";
import { migrationStage } from "../support/migration-stage";

const target = "clocks_takebacks_vacation";
const stage = migrationStage(target);

describe(`the ${target} migration`, () => {
  it("fills each running game's banks from its time per move, and each player's vacation allowance", async () => {
    await stage.sql(`insert into "User" (id, email, "createdAt", "updatedAt") values
        ('old', 'old@example.com', now() - interval '3 years', now()),
        ('new', 'new@example.com', now(), now()),
        ('two', 'two@example.com', date_trunc('month', now()) - interval '1 month' + interval '3 days', now())`);
    await stage.sql(`insert into "Game" (id, "gameType", "rulesVersion", "startPosition", position, history, "whiteId", "blackId", "daysPerMove", deadline)
        values ('g5', 'chess', 'chess-1', 'x', 'x', '{}', 'old', 'new', 5, now() + interval '2 days'),
               ('g1', 'chess', 'chess-1', 'x', 'x', '{}', 'new', 'old', 1, now() + interval '2 hours')`);
    await stage.migrate();

    expect(
      await stage.sql(
        `select id, "whiteSeconds", "blackSeconds", "incrementDays", takebacks, "pausedAt" from "Game" order by id`,
      ),
    ).toEqual([
      {
        id: "g1",
        whiteSeconds: 86_400,
        blackSeconds: 86_400,
        incrementDays: null,
        takebacks: false,
        pausedAt: null,
      },
      {
        id: "g5",
        whiteSeconds: 432_000,
        blackSeconds: 432_000,
        incrementDays: null,
        takebacks: false,
        pausedAt: null,
      },
    ]);
    expect(await stage.sql(`select id, "vacationSeconds", "vacationUntil" from "User" order by id`)).toEqual([
      { id: "new", vacationSeconds: 216_000, vacationUntil: null }, // this month's share
      { id: "old", vacationSeconds: 30 * 86_400, vacationUntil: null }, // capped
      { id: "two", vacationSeconds: 2 * 216_000, vacationUntil: null }, // last month's and this one's
    ]);
  });
});
