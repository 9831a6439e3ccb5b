// The computer's move is played exactly once: its job may run twice (a worker killed mid-search, the
// job freed and run again) or twice at once, and the game may move on while it thinks. Races are
// made to happen behind the game's row lock, held by the test (support/barrier.ts); no worker runs
// in this file, so the jobs run only when the test calls them.
import { describe, expect, it } from "vitest";
import { computerId } from "@/lib/accounts/computer";
import { playComputerMove, type Think } from "@/lib/bot/move";
import { startComputerGame } from "@/lib/bot/start";
import { db } from "@/lib/db/prisma";
import { submitMove } from "@/lib/games/play";
import { answerTakeback, requestTakeback } from "@/lib/games/takeback";
import { search } from "@/lib/search";
import { atOnceBehind, rowLock } from "../support/barrier";
import { jobsOf } from "../support/jobs";
import { person } from "../support/players";

/** The search in this thread, on a small budget (the pool runs the same function in a thread). */
const think: Think = async ({ gameType, position, level, seed }) =>
  search(gameType, position, { level, seed, nodes: 2000 });

async function gameAfterE4(level = 1) {
  const ana = await person("Ana");
  const started = await startComputerGame(
    ana.id,
    { gameType: "chess", level: String(level), colour: "white", daysPerMove: "3" },
    new Date(),
  );
  if (!started.ok) throw new Error(started.reason);
  const played = await submitMove({ gameId: started.gameId, userId: ana.id, ply: 1, move: "e4" }, new Date());
  if (!played.ok) throw new Error(played.reason);
  return { ana, gameId: started.gameId };
}

const movesOf = (gameId: string) =>
  db().move.findMany({ where: { gameId }, orderBy: { ply: "asc" }, select: { ply: true, notation: true } });

describe("the computer's move, exactly once", () => {
  it("is queued with the person's move, in its transaction, for the next ply", async () => {
    const { gameId } = await gameAfterE4();
    const jobs = await jobsOf(gameId);
    expect(jobs.filter((j) => j.task === "computer-move").map((j) => j.key)).toEqual([
      `computer-move:${gameId}`,
    ]);
    // The computer's turn has no deadline, reminder or "your move" email.
    expect(jobs.map((j) => j.key)).not.toContain(`your-turn:${gameId}:1`);
    expect(jobs.map((j) => j.task)).not.toContain("deadline");
    expect(jobs.map((j) => j.task)).not.toContain("deadline-reminder");
  });

  it("a job run again after its move was played plays nothing", async () => {
    const { gameId } = await gameAfterE4();
    const first = await playComputerMove(gameId, 2, think);
    expect(first).toHaveProperty("played");
    const again = await playComputerMove(gameId, 2, think);
    expect(again).toEqual({ stale: "the game is at ply 3, not 2" });
    expect(await movesOf(gameId)).toHaveLength(2);
  });

  it("two runs of one job at once: one plays, the other finds its ply taken", async () => {
    const { gameId } = await gameAfterE4();
    const results = await atOnceBehind(rowLock("Game", gameId), [
      () => playComputerMove(gameId, 2, think),
      () => playComputerMove(gameId, 2, think),
    ]);
    expect(results.filter((r) => "played" in r)).toHaveLength(1);
    expect(results.filter((r) => "stale" in r)).toHaveLength(1);
    expect((await movesOf(gameId)).map((m) => m.ply)).toEqual([1, 2]);
  });

  it("a run that thought while the game went on (its move, then the person's) plays nothing", async () => {
    const { ana, gameId } = await gameAfterE4();
    // In this order at the lock: the job, the person's next move (Nf3 is legal after any reply),
    // and the same job run again, which read the game before either move.
    const [first, person, again] = await atOnceBehind<unknown>(
      rowLock("Game", gameId),
      [
        () => playComputerMove(gameId, 2, think),
        () => submitMove({ gameId, userId: ana.id, ply: 3, move: "Nf3" }, new Date()),
        () => playComputerMove(gameId, 2, think),
      ],
      { inTurn: true },
    );
    expect(first).toHaveProperty("played");
    expect(person).toHaveProperty("ok", true);
    expect(again).toHaveProperty("stale");
    expect((await movesOf(gameId)).map((m) => m.ply)).toEqual([1, 2, 3]);
  });

  it("a run whose position was taken back and replayed differently plays nothing", async () => {
    const { ana, gameId } = await gameAfterE4();
    // The job reads 1. e4 and thinks; meanwhile Ana takes e4 back and plays d4 at the same ply.
    const results = await atOnceBehind<unknown>(
      rowLock("Game", gameId),
      [
        () => requestTakeback(gameId, ana.id, new Date()),
        () => answerTakeback(gameId, computerId(1), true, new Date()),
        () => submitMove({ gameId, userId: ana.id, ply: 1, move: "d4" }, new Date()),
        () => playComputerMove(gameId, 2, think),
      ],
      { inTurn: true },
    );
    expect(results.slice(0, 3).map((r) => (r as { ok: boolean }).ok)).toEqual([true, true, true]);
    expect(results[3]).toEqual({ stale: "the position changed while the computer thought" });
    expect(await movesOf(gameId)).toEqual([{ ply: 1, notation: "Pd2-d4" }]);
  });

  it.each([
    // the computer's score after the person's move with a draw offer, and its answer
    [{ cp: -450 }, "accepts: it is lost"],
    [{ mate: -3 }, "accepts: it is mated"],
    [{ cp: 0 }, "declines: too early to call it dead equal"],
    [{ cp: 120 }, "declines: it stands better"],
  ] as const)("a draw offered with a move, its score %j: %s", async (score, answer) => {
    const ana = await person("Ana");
    const started = await startComputerGame(
      ana.id,
      { gameType: "chess", level: "1", colour: "white", daysPerMove: "3" },
      new Date(),
    );
    if (!started.ok) throw new Error(started.reason);
    const { gameId } = started;
    const offered = await submitMove(
      { gameId, userId: ana.id, ply: 1, move: "e4", offerDraw: true },
      new Date(),
    );
    expect(offered.ok).toBe(true);
    // The search's verdict, given: the decision is what is tested here (lib/bot/draw.ts).
    const judged: Think = async () => ({
      ok: true,
      value: {
        move: "Pe7-e5",
        san: "e5",
        score,
        pv: ["Pe7-e5"],
        pvSan: ["e5"],
        depth: 1,
        nodes: 1,
        timeMs: 0,
      },
    });
    const turn = await playComputerMove(gameId, 2, judged);
    const game = await db().game.findUniqueOrThrow({ where: { id: gameId } });
    if (answer.startsWith("accepts")) {
      expect(turn).toEqual({ drawAccepted: true });
      expect(game).toMatchObject({ status: "FINISHED", winner: "draw", resultReason: "agreement", plies: 1 });
    } else {
      expect(turn).toEqual({ played: "Pe7-e5" });
      expect(game).toMatchObject({ status: "ONGOING", drawOfferedBy: null, plies: 2 });
    }
  });
});
