import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { getGame, unwrap } from "@/lib/engine";
import { type MoveSubmission, submitMove } from "@/lib/games/turn/play";
import { answerDraw, loseOnTime, offerDraw, resign } from "@/lib/games/turn/resolve";
import { tasks } from "@/lib/jobs/queue";
import { gameMailTasks } from "@/lib/notify/tasks";
import { atOnceBehind, rowLock } from "../support/barrier";
import { hours, t0 } from "../support/clock";
import { jobsOf, runDue } from "../support/jobs";
import { type Person, person, startGameBetween } from "../support/players";

let white: Person;
let black: Person;

const newGame = (gameType = "chess", daysPerMove = 3) =>
  startGameBetween(white, black, { gameType, daysPerMove }, t0);

const move = (
  gameId: string,
  who: { id: string },
  ply: number,
  text: string,
  extra: Partial<MoveSubmission> = {},
) => submitMove({ gameId, userId: who.id, ply, move: text, ...extra }, hours(ply));

beforeEach(async () => {
  white = await person("Wendy");
  black = await person("Bart");
});

describe("starting a game", () => {
  it("stores the engine's start position and rules version, and schedules White's first turn", async () => {
    const game = await newGame("kings-court", 2);
    expect(game).toMatchObject({
      gameType: "kings-court",
      rulesVersion: "kings-court-2",
      plies: 0,
      status: "ONGOING",
    });
    expect(game.position).toBe(game.startPosition);
    expect(game.deadline).toEqual(hours(48));
    const jobs = await jobsOf(game.id);
    expect(jobs.map((j) => [j.task, j.key])).toEqual([
      ["deadline", `deadline:${game.id}`],
      ["deadline-reminder", `reminder-80:${game.id}`],
      ["deadline-reminder", `reminder:${game.id}`],
      ["your-turn-email", `your-turn:${game.id}:0`],
    ]);
    // 24 hours before the 48-hour deadline, and once 80 % of it is used (38.4 hours in).
    expect(jobs.find((j) => j.key === `reminder:${game.id}`)?.runAt).toEqual(hours(24));
    expect(jobs.find((j) => j.key === `reminder-80:${game.id}`)?.runAt).toEqual(hours(38.4));
  });

  it('a one-day game has no "24 hours left" reminder (it would go out as the turn starts), only the 80 % one', async () => {
    const game = await newGame("chess", 1);
    const keys = async () => (await jobsOf(game.id)).map((j) => j.key).sort();
    expect(await keys()).toEqual([`deadline:${game.id}`, `reminder-80:${game.id}`, `your-turn:${game.id}:0`]);
    await move(game.id, white, 1, "e4");
    expect(await keys()).not.toContain(`reminder:${game.id}`);
    expect((await jobsOf(game.id)).find((j) => j.key === `reminder-80:${game.id}`)?.runAt).toEqual(
      hours(1 + 19.2),
    );
  });
});

describe("playing moves", () => {
  it("plays a game to checkmate, storing canonical notation, and tells both players", async () => {
    const game = await newGame();
    for (const [ply, who, text] of [
      [1, white, "f3"],
      [2, black, "e5"],
      [3, white, "g4"],
      [4, black, "Qh4#"],
    ] as const) {
      const result = await move(game.id, who, ply, text);
      expect(result.ok, JSON.stringify(result)).toBe(true);
    }
    const done = await db().game.findUniqueOrThrow({
      where: { id: game.id },
      include: { moves: { orderBy: { ply: "asc" } } },
    });
    expect(done).toMatchObject({
      status: "FINISHED",
      winner: "b",
      resultReason: "checkmate",
      plies: 4,
      deadline: null,
    });
    expect(done.finishedAt).toEqual(hours(4));
    expect(done.moves.map((m) => m.notation)).toEqual(["Pf2-f3", "Pe7-e5", "Pg2-g4", "Qd8-h4"]);
    const keys = (await jobsOf(game.id)).map((j) => j.key);
    expect(keys).toContain(`game-over:${game.id}`);
    expect(keys).not.toContain(`deadline:${game.id}`);
    expect(keys).not.toContain(`reminder:${game.id}`);
  });

  it("moves the deadline and the reminder with each move, and queues the opponent's email", async () => {
    const game = await newGame("chess", 3);
    await move(game.id, white, 1, "e4", { message: "  Good luck!  " });
    const after = await db().game.findUniqueOrThrow({ where: { id: game.id }, include: { moves: true } });
    expect(after.deadline).toEqual(hours(1 + 72));
    expect(after.moves[0].message).toBe("Good luck!");
    const jobs = await jobsOf(game.id);
    expect(jobs.find((j) => j.key === `deadline:${game.id}`)?.runAt).toEqual(hours(73));
    expect(jobs.find((j) => j.key === `reminder:${game.id}`)?.runAt).toEqual(hours(49));
    expect(jobs.find((j) => j.key === `your-turn:${game.id}:1`)).toBeDefined();
  });

  it("the deadline a move sets is the next player's: run when due, it loses them the game on time", async () => {
    // A one-day turn from hours(1): Black's deadline, hours(25), has long passed in real time.
    const game = await newGame("chess", 1);
    await move(game.id, white, 1, "e4");
    await runDue({ [tasks.deadline]: gameMailTasks[tasks.deadline] });
    expect(await db().game.findUniqueOrThrow({ where: { id: game.id } })).toMatchObject({
      status: "FINISHED",
      winner: "w",
      resultReason: "time",
    });
  });

  it("turns away an illegal move with the engine's reason and writes nothing", async () => {
    const game = await newGame();
    const before = await jobsOf(game.id);
    const result = await move(game.id, white, 1, "Pe2-e5");
    expect(result).toEqual({ ok: false, status: 400, reason: expect.stringContaining("Pe2-e5") });
    expect(await db().move.count({ where: { gameId: game.id } })).toBe(0);
    expect(await db().game.findUniqueOrThrow({ where: { id: game.id } })).toMatchObject({
      plies: 0,
      position: game.position,
    });
    expect(await jobsOf(game.id)).toEqual(before);
  });

  it.each([
    // A page ahead of the game is out of date (moves were taken back): it is shown again as it stands.
    ["the opponent's turn", "black", 1, "It is your opponent's turn.", {}],
    [
      "a page ahead of the game",
      "white",
      3,
      "This page is ahead of the game. Reload it and try again.",
      { movedOn: true },
    ],
  ])("refuses %s", async (_, who, ply, reason, stale) => {
    const game = await newGame();
    const result = await move(game.id, who === "white" ? white : black, ply, "e4");
    expect(result).toEqual({ ok: false, status: 409, reason, ...stale });
  });

  it("a double click records one move and says the second was not sent", async () => {
    const game = await newGame();
    expect((await move(game.id, white, 1, "e4")).ok).toBe(true);
    expect(await move(game.id, white, 1, "e4")).toEqual({
      ok: false,
      status: 409,
      reason: "You already moved: this move was not sent again.",
      movedOn: true,
    });
    expect(await db().move.count({ where: { gameId: game.id } })).toBe(1);
  });

  it("a second tab that chose another move is told which move was played, not 'sent again'", async () => {
    const game = await newGame();
    expect((await move(game.id, white, 1, "e4")).ok).toBe(true);
    expect(await move(game.id, white, 1, "Pe2-e4")).toMatchObject({
      reason: "You already moved: this move was not sent again.",
    });
    expect(await move(game.id, white, 1, "d4")).toEqual({
      ok: false,
      status: 409,
      reason:
        "You already played e4 for this turn (from another tab or device, perhaps), so d4 was not sent. The game page shows the position now.",
      movedOn: true,
    });
    expect(await db().move.count({ where: { gameId: game.id } })).toBe(1);
  });

  it("names both moves the way the game page writes them, whichever way each was sent", async () => {
    // Black typed "f6" in one tab; the board of another tab sends its move as "Pe7-e6". Before,
    // the answer read "You already played f6 …, so Pe7-e6 was not sent".
    const game = await newGame();
    await move(game.id, white, 1, "e4");
    expect((await move(game.id, black, 2, "f6")).ok).toBe(true);
    expect(await move(game.id, black, 2, "Pe7-e6")).toMatchObject({
      reason:
        "You already played f6 for this turn (from another tab or device, perhaps), so e6 was not sent. The game page shows the position now.",
      movedOn: true,
    });
    // The same move in the other notation is the same move: nothing more to say.
    expect(await move(game.id, black, 2, "Pf7-f6")).toMatchObject({
      reason: "You already moved: this move was not sent again.",
    });
    // Text that is no move there is not repeated back.
    expect(await move(game.id, black, 2, "Zz9")).toMatchObject({
      reason:
        "You already played f6 for this turn (from another tab or device, perhaps), so your other move was not sent. The game page shows the position now.",
    });
  });

  it("a stale page after the opponent moved changes nothing and says so", async () => {
    const game = await newGame();
    await move(game.id, white, 1, "e4");
    await move(game.id, black, 2, "e5");
    await move(game.id, white, 3, "Nf3");
    const stale = await move(game.id, black, 2, "d5");
    expect(stale).toMatchObject({
      ok: false,
      status: 409,
      reason: expect.stringMatching(/opponent has moved/),
    });
    expect(await db().move.count({ where: { gameId: game.id } })).toBe(3);
  });

  it("two simultaneous submissions of the same turn record exactly one move and one email", async () => {
    const game = await newGame();
    const results = await atOnceBehind(rowLock("Game", game.id), [
      () => move(game.id, white, 1, "e4"),
      () => move(game.id, white, 1, "d4"),
      () => move(game.id, white, 1, "e4"),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.status)).toEqual([409, 409]);
    const moves = await db().move.findMany({ where: { gameId: game.id } });
    expect(moves).toHaveLength(1);
    const emails = (await jobsOf(game.id)).filter((j) => j.key === `your-turn:${game.id}:1`);
    expect(emails).toHaveLength(1);
  });

  it("a move and its notification commit together or not at all", async () => {
    const game = await newGame();
    // A real fault in the queue: its add_jobs function (which add_job calls too) is missing while
    // the move is made (this file's database is its own, so nothing else is adding jobs to it).
    await db().$executeRawUnsafe("alter function graphile_worker.add_jobs rename to add_jobs_unavailable");
    try {
      await expect(move(game.id, white, 1, "e4")).rejects.toThrow(/add_jobs/);
    } finally {
      await db().$executeRawUnsafe("alter function graphile_worker.add_jobs_unavailable rename to add_jobs");
    }
    expect(await db().move.count({ where: { gameId: game.id } })).toBe(0);
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).plies).toBe(0);
    expect((await move(game.id, white, 1, "e4")).ok).toBe(true);
  });

  it("refuses a message longer than 500 characters, and people who are not in the game", async () => {
    const game = await newGame();
    expect(await move(game.id, white, 1, "e4", { message: "x".repeat(501) })).toMatchObject({
      ok: false,
      status: 400,
    });
    const stranger = await person("Stranger", { name: null });
    expect(await move(game.id, stranger, 1, "e4")).toEqual({
      ok: false,
      status: 404,
      reason: "There is no such game.",
    });
  });
});

describe("ending a game without a move", () => {
  it("resignation: the other side wins", async () => {
    const game = await newGame();
    const result = await resign(game.id, white.id, hours(5));
    expect(result.ok && result.game).toMatchObject({
      status: "FINISHED",
      winner: "b",
      resultReason: "resignation",
    });
    expect(await move(game.id, white, 1, "e4")).toEqual({
      ok: false,
      status: 409,
      reason: "This game is over.",
      movedOn: true,
    });
  });

  it("a draw offer can be accepted, or declined, and a move instead of an answer declines it", async () => {
    const game = await newGame();
    expect((await offerDraw(game.id, white.id, new Date())).ok).toBe(true);
    expect(await offerDraw(game.id, white.id, new Date())).toMatchObject({
      ok: false,
      reason: "You have already offered a draw.",
    });
    expect(await answerDraw(game.id, white.id, true, t0)).toMatchObject({ ok: false, status: 409 });
    expect((await answerDraw(game.id, black.id, false, t0)).ok).toBe(true);

    await move(game.id, white, 1, "e4", { offerDraw: true });
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).drawOfferedBy).toBe("WHITE");
    await move(game.id, black, 2, "e5");
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).drawOfferedBy).toBeNull();

    await offerDraw(game.id, black.id, new Date());
    const accepted = await answerDraw(game.id, white.id, true, hours(9));
    expect(accepted.ok && accepted.game).toMatchObject({
      status: "FINISHED",
      winner: "draw",
      resultReason: "agreement",
    });
  });

  it("loss on time: only when the deadline has passed and the awaited move was not made", async () => {
    const game = await newGame("chess", 1);
    await move(game.id, white, 1, "e4");
    const deadline = hours(1 + 24);
    expect(await loseOnTime(game.id, 1, hours(20))).toBeNull(); // too early
    expect(await loseOnTime(game.id, 0, deadline)).toBeNull(); // an old deadline: White moved in time
    const finished = await loseOnTime(game.id, 1, deadline);
    expect(finished).toMatchObject({ status: "FINISHED", winner: "w", resultReason: "time" });
    expect(await loseOnTime(game.id, 1, deadline)).toBeNull(); // the job ran twice: nothing more happens
  });
});

describe("refusals read as plain words", () => {
  it("a refused move's reason carries no rules-document reference", async () => {
    const game = await newGame("juxtaposition");
    expect((await move(game.id, white, 1, "Pb2<>a2")).ok).toBe(true); // the pawn swaps with the Stone
    expect((await move(game.id, black, 2, "Pe7-e5")).ok).toBe(true);
    const now = await db().game.findUniqueOrThrow({ where: { id: game.id } });
    const engine = unwrap(getGame("juxtaposition"));
    const said = engine.move({ game: "juxtaposition", fen: now.position, history: now.history }, "Pc2<>b2");
    expect(said.ok || said.error.reason).toMatch(/\(§3d\)$/); // the engine cites the rules
    expect(await move(game.id, white, 3, "Pc2<>b2")).toEqual({
      ok: false,
      status: 400,
      reason: "Pc2<>b2: you swapped on your previous turn, so this turn must be a normal move",
    });
  });
});
