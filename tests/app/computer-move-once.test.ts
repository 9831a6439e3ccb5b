// The computer's move is played exactly once: its job may run twice (a worker killed mid-search, the
// job freed and run again) or twice at once, and the game may move on while it thinks. Two runs at
// once meet behind the game's row lock, held by the test (support/barrier.ts); a game that moves
// on while a run thinks is made to, in the test's order, while the run's search waits at a gate
// the test opens (`gatedThink`). No worker runs in this file, so jobs run only when called.
import { describe, expect, it } from "vitest";
import { computerId } from "@/lib/accounts/computer";
import { playComputerMove, type Think } from "@/lib/bot/move";
import { db } from "@/lib/db/prisma";
import { submitMove } from "@/lib/games/turn/play";
import { answerTakeback, requestTakeback } from "@/lib/games/turn/takeback";
import { search } from "@/lib/search";
import { atOnceBehind, rowLock } from "../support/barrier";
import { jobsOf } from "../support/jobs";
import { computerGame, person } from "../support/players";

/** The search in this thread, on a small budget (the pool runs the same function in a thread). */
const think: Think = async ({ gameType, position, level, seed }) =>
  search(gameType, position, { level, seed, nodes: 2000 });

/**
 * A search that waits at a gate: `started` settles once the job has read the game and begun to
 * think, and the search goes on only after `open()`, so whatever the test does meanwhile happens
 * while the job thinks, in the test's own order.
 */
function gatedThink() {
  let thinking: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    thinking = resolve;
  });
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const held: Think = async (thought) => {
    thinking();
    await gate;
    return think(thought);
  };
  return { think: held, started, open };
}

async function gameAfterE4(level = 1) {
  const ana = await person("Ana");
  const started = await computerGame(ana, { level });
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
    // A run of the job reads the game after 1. e4 and thinks; meanwhile the same job run again
    // plays its move and Ana answers Nf3 (legal after any reply). The first run then meets a game
    // at ply 4: the ply check at the lock refuses it, whatever the position.
    const slow = gatedThink();
    const stale = playComputerMove(gameId, 2, slow.think);
    await slow.started;
    expect(await playComputerMove(gameId, 2, think)).toHaveProperty("played");
    expect((await submitMove({ gameId, userId: ana.id, ply: 3, move: "Nf3" }, new Date())).ok).toBe(true);
    slow.open();
    expect(await stale).toEqual({ stale: "the game moved on to ply 4" });
    expect((await movesOf(gameId)).map((m) => m.ply)).toEqual([1, 2, 3]);
  });

  it("a run whose position was taken back and replayed differently plays nothing", async () => {
    const { ana, gameId } = await gameAfterE4();
    // The job reads 1. e4 and thinks; while it thinks, Ana takes e4 back and plays d4 at the same
    // ply. The search waits at a gate the test opens only after all three have committed, so the
    // job meets the lock with ply 2 still due but a position it never searched: the order is the
    // test's, not the lock queue's.
    const slow = gatedThink();
    const job = playComputerMove(gameId, 2, slow.think);
    await slow.started;
    expect((await requestTakeback(gameId, ana.id, new Date())).ok).toBe(true);
    expect((await answerTakeback(gameId, computerId(1), true, new Date())).ok).toBe(true);
    expect((await submitMove({ gameId, userId: ana.id, ply: 1, move: "d4" }, new Date())).ok).toBe(true);
    slow.open();
    expect(await job).toEqual({ stale: "the position changed while the computer thought" });
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
    const started = await computerGame(ana);
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
