// A thinking computer never holds up mail: its moves run in a job runner of their own (lib/worker/index.ts
// lanes), so however many computer games wait for the one thinking thread, an email due now goes now.
// A real worker (one thinking thread, as by default) and a real SMTP receiver.
import { describe, expect, it } from "vitest";
import { startComputerGame } from "@/lib/bot/start";
import { db } from "@/lib/db/prisma";
import { submitMove } from "@/lib/games/turn/play";
import { until } from "../support/jobs";
import { mailStage } from "../support/mail-stage";
import { person, playMoves, startGameBetween } from "../support/players";

const stage = mailStage();

/** Computer games whose move is still to come. */
const waiting = async (gameIds: string[]) => db().game.count({ where: { id: { in: gameIds }, plies: 1 } });

describe("the computer's lane", () => {
  it("five level-7 searches queued: another game's email goes while they wait", async () => {
    const gameIds: string[] = [];
    for (let i = 0; i < 5; i++) {
      const who = await person(`Thinker${i}`);
      const started = await startComputerGame(
        who.id,
        { gameType: "chess", level: "7", colour: "white", daysPerMove: "3" },
        new Date(),
      );
      if (!started.ok) throw new Error(started.reason);
      expect(
        (await submitMove({ gameId: started.gameId, userId: who.id, ply: 1, move: "e4" }, new Date())).ok,
      ).toBe(true);
      gameIds.push(started.gameId);
    }
    // The computer has begun: one search runs, the others wait for the thread (and, with the
    // computer's jobs in the mail's runner, would hold all four of its places).
    await until(async () => {
      const [{ locked }] = await db().$queryRaw<{ locked: number }[]>`select count(*)::int as locked
        from graphile_worker.jobs where task_identifier = 'computer-move' and locked_at is not null`;
      return locked >= 2;
    }, "the computer's jobs to start");

    const ana = await person("Ana");
    const bo = await person("Bo");
    const game = await startGameBetween(ana, bo, {}, new Date());
    await playMoves(game, ["e4"], () => new Date());
    await stage.smtp.waitFor((m) => m.envelopeTo.includes(bo.email) && /^Your move: /.test(m.subject ?? ""));
    // Bo's email went while the computer still had most of its moves to make.
    expect(await waiting(gameIds)).toBeGreaterThanOrEqual(4);
    await until(async () => (await waiting(gameIds)) === 0, "the computer's five moves", 300_000);
  }, 400_000);
});
