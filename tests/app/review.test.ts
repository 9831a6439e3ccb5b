// The engine review of a finished game (lib/review) against a real PostgreSQL and job queue: the
// transaction that ends a game queues its review once, the job reviews it in the review thread and
// stores it once however often it runs, the page reads "pending" and then the marks, and the PGN
// export carries `[%eval]` and the marks. The PGN route is called as Next.js calls it (only the
// cookie jar is stood in for).
import { beforeEach, describe, expect, it, vi } from "vitest";
import { GET as GET_JSON } from "@/app/games/[id]/json/route";
import { GET } from "@/app/games/[id]/pgn/route";
import { fromPgn } from "@/lib/archive/pgn";
import { db } from "@/lib/db/prisma";
import { getGame, unwrap } from "@/lib/engine";
import { resign } from "@/lib/games/turn/resolve";
import { addJob, tasks } from "@/lib/jobs/queue";
import { askForReview, askRules } from "@/lib/review/ask";
import { reviewOnPage } from "@/lib/review/read";
import { reviewFinishedGame } from "@/lib/review/store";
import { reviewTasks } from "@/lib/review/tasks";
import { reviewOffThread } from "@/lib/review/thread";
import { minutes, t0 } from "../support/clock";
import { jobsOf, runDue } from "../support/jobs";
import { person, playMoves, startGameBetween } from "../support/players";

const jar = vi.hoisted(() => new Map<string, string>());
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
  }),
}));

beforeEach(() => jar.clear());

const runReviews = () => runDue({ [tasks.gameReview]: reviewTasks[tasks.gameReview] });

/** Black hangs the queen (2...Qg5??), White takes it, Black resigns. */
async function hungQueen() {
  const white = await person("Ana");
  const black = await person("Bart");
  const game = await startGameBetween(white, black, { gameType: "chess", public: true }, t0);
  await playMoves(game, ["e4", "e5", "Nf3", "Qg5", "Nxg5"], (ply) => minutes(ply));
  const resigned = await resign(game.id, black.id, minutes(10));
  expect(resigned.ok).toBe(true);
  return game;
}

const pageOf = (game: { id: string; gameType: string }) =>
  reviewOnPage({ id: game.id, gameType: game.gameType, finished: true, plies: 5 });

describe("the review of a finished game", () => {
  it("is queued once by the move that ends the game, and marks the hung queen with the better move", async () => {
    const game = await hungQueen();
    const queued = (await jobsOf(game.id)).filter((job) => job.task === tasks.gameReview);
    expect(queued.map((job) => job.key)).toEqual([`review:${game.id}`]);
    expect(await pageOf(game)).toEqual({ status: "pending" });

    await runReviews();
    const row = await db().gameReview.findUniqueOrThrow({ where: { gameId: game.id } });
    expect(row.nodes).toBeGreaterThan(0);
    const page = await pageOf(game);
    if (page?.status !== "done") throw new Error(`not reviewed: ${JSON.stringify(page)}`);
    // The blunder, and no mark for the capture (the best move); the opening moves are no blunders
    // (how the search judges 1...e5 at this budget is its own business: an inaccuracy at most).
    expect(page.moves.map((m) => m.symbol)).toEqual([
      null,
      expect.not.stringMatching(/\?\?|^\?$/),
      null,
      "??",
      null,
    ]);
    expect(page.moves[3]).toMatchObject({ mark: "blunder", words: "Blunder" });
    expect(page.moves[3].better?.shown).toMatch(/^[A-Za-z]/);
    expect(page.moves[3].better?.shown).not.toBe("Qg5");
    expect(page.counts.BLACK).toMatchObject({ mistake: 0, blunder: 1 });
    expect(page.counts.WHITE.blunder).toBe(0);
  });

  it("is stored once when its job runs twice", async () => {
    const game = await hungQueen();
    await runReviews();
    const first = await db().gameReview.findUniqueOrThrow({ where: { gameId: game.id } });
    // The same job again (a retry after a lost connection, an operator's re-run).
    await db().$transaction((tx) =>
      addJob(tx, tasks.gameReview, { gameId: game.id }, { jobKey: `review:${game.id}` }),
    );
    await runReviews();
    expect((await jobsOf(game.id)).filter((job) => job.task === tasks.gameReview)).toEqual([]);
    // A run for a game already reviewed stops before any search (a review costs seconds of a core):
    // it answers "already", not a second review whose insert is then skipped.
    expect(await reviewFinishedGame(game.id)).toBe("already");
    const rows = await db().gameReview.findMany({ where: { gameId: game.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0].reviewedAt).toEqual(first.reviewedAt);
    expect(rows[0].tookMs).toBe(first.tookMs);
  });

  it("is not queued for a running game, and a game that ended before reviews existed shows none", async () => {
    const white = await person("Ana");
    const black = await person("Bart");
    const game = await startGameBetween(white, black, { gameType: "chess" }, t0);
    await playMoves(game, ["e4", "e5"], (ply) => minutes(ply));
    expect((await jobsOf(game.id)).some((job) => job.task === tasks.gameReview)).toBe(false);
    await resign(game.id, white.id, minutes(5));
    // As a game finished before this feature: no review and no job.
    await db().$executeRaw`select graphile_worker.remove_job(${`review:${game.id}`})`;
    expect(await reviewOnPage({ id: game.id, gameType: "chess", finished: true, plies: 2 })).toBeNull();
  });

  it("reviews nothing with reviews turned off (REVIEW_NODES=0), nor a game still running", async () => {
    const game = await hungQueen();
    expect(await reviewFinishedGame(game.id, { nodes: 0, maxPlies: 200 })).toBe("off");
    const white = await person("Ana");
    const black = await person("Bart");
    const running = await startGameBetween(white, black, { gameType: "chess" }, t0);
    expect(await reviewFinishedGame(running.id, { nodes: 500, maxPlies: 200 })).toBe("not-finished");
    expect(await db().gameReview.count({ where: { gameId: { in: [game.id, running.id] } } })).toBe(0);
    // Its queued job is not this test's business: the tests after it run the queue.
    await db().$executeRaw`select graphile_worker.remove_job(${`review:${game.id}`})`;
  });

  it("leaves a bad payload alone", async () => {
    await db().$transaction((tx) =>
      addJob(tx, tasks.gameReview, { gameId: "" }, { jobKey: "review:bad", maxAttempts: 1 }),
    );
    await runReviews();
    expect(await jobsOf("review:bad")).toEqual([]);
    await db().$transaction((tx) =>
      addJob(tx, tasks.gameReview, { gameId: "no-such-game" }, { jobKey: "review:none", maxAttempts: 1 }),
    );
    await runReviews();
    expect(await jobsOf("review:none")).toEqual([]);
    expect(await db().gameReview.count({ where: { gameId: "no-such-game" } })).toBe(0);
  });
});

/** A finished game as one that ended before reviews existed: no review and no job. */
async function unreviewedGame(options: { public?: boolean } = {}) {
  const white = await person("Ana");
  const black = await person("Bart");
  const game = await startGameBetween(
    white,
    black,
    { gameType: "chess", public: options.public ?? true },
    t0,
  );
  await playMoves(game, ["e4", "e5", "Nf3", "Qg5", "Nxg5"], (ply) => minutes(ply));
  await resign(game.id, black.id, minutes(10));
  await db().$executeRaw`select graphile_worker.remove_job(${`review:${game.id}`})`;
  return { game, white, black };
}

const reviewJobs = async (gameId: string) =>
  (await jobsOf(gameId)).filter((job) => job.task === tasks.gameReview).map((job) => job.key);

describe("asking for a review", () => {
  it("queues it once, for a player or a viewer of a public game, and it shows pending, then done", async () => {
    const { game, white } = await unreviewedGame();
    const viewer = await person("Cleo");
    expect(await pageOf(game)).toBeNull();
    expect(await askForReview(game.id, viewer.id, minutes(20))).toEqual({ ok: true, gameId: game.id });
    expect(await reviewJobs(game.id)).toEqual([`review:${game.id}`]);
    expect(await pageOf(game)).toEqual({ status: "pending" });
    // Asked again while it waits: refused, still one job.
    expect(await askForReview(game.id, white.id, minutes(21))).toEqual({
      ok: false,
      status: 409,
      reason: "This game's review is already on its way.",
    });
    expect(await reviewJobs(game.id)).toEqual([`review:${game.id}`]);
    // Storing the review announces it to the game's open pages (lib/live/): the version moves on.
    const version = async () => (await db().game.findUniqueOrThrow({ where: { id: game.id } })).version;
    const before = await version();
    await runReviews();
    expect((await pageOf(game))?.status).toBe("done");
    expect(await version()).toBe(before + 1);
    expect(await askForReview(game.id, white.id, minutes(22))).toEqual({
      ok: false,
      status: 409,
      reason: "This game already has its review.",
    });
    expect(await reviewJobs(game.id)).toEqual([]);
  });

  it("is refused, queuing nothing, with reviews off, for a running game, and for a private game's outsider", async () => {
    const { game, white } = await unreviewedGame({ public: false });
    expect(await askForReview(game.id, white.id, minutes(20), { nodes: 0, maxPlies: 200 })).toEqual({
      ok: false,
      status: 409,
      reason: "Reviews are turned off on this server, so none can be made.",
    });
    const outsider = await person("Dora");
    expect(await askForReview(game.id, outsider.id, minutes(20))).toMatchObject({ ok: false, status: 404 });
    const running = await startGameBetween(white, outsider, { gameType: "chess" }, t0);
    expect(await askForReview(running.id, white.id, minutes(20))).toMatchObject({ ok: false, status: 409 });
    expect(await askForReview("no such id", white.id, minutes(20))).toMatchObject({ ok: false, status: 404 });
    expect(await reviewJobs(game.id)).toEqual([]);
    expect(await reviewJobs(running.id)).toEqual([]);
  });

  it("counts each person's asks: past the hour's limit, refused with when to ask again", async () => {
    const asker = await person("Eve");
    const games = [];
    for (let i = 0; i <= askRules.perHour.max; i++) games.push((await unreviewedGame()).game);
    for (const game of games.slice(0, -1))
      expect(await askForReview(game.id, asker.id, minutes(30))).toMatchObject({ ok: true });
    const last = games[games.length - 1];
    expect(await askForReview(last.id, asker.id, minutes(31))).toEqual({
      ok: false,
      status: 429,
      reason: `You have asked for ${askRules.perHour.max} reviews within the hour; ask again in 59 minutes.`,
    });
    expect(await reviewJobs(last.id)).toEqual([]);
    // Someone else may still ask for it.
    expect(await askForReview(last.id, (await person("Finn")).id, minutes(31))).toMatchObject({ ok: true });
    for (const game of games)
      await db().$executeRaw`select graphile_worker.remove_job(${`review:${game.id}`})`;
  });
});

describe("the PGN export of a reviewed game", () => {
  it("carries [%eval] after each move and ?? after the blunder, and reads back", async () => {
    const game = await hungQueen();
    await runReviews();
    const response = await GET(new Request(`http://127.0.0.1/games/${game.id}/pgn`), {
      params: Promise.resolve({ id: game.id }),
    });
    expect(response.status).toBe(200);
    const pgn = await response.text();
    expect(pgn).toMatch(
      /2\.\s+Nf3\s+\{\[%eval -?\d+\.\d\d\]\}\s+2\.\.\.\s+Qg5\?\?\s+\{\[%eval \d+\.\d\d\]\}/,
    );
    expect(pgn.match(/\[%eval /g)).toHaveLength(5);
    expect(pgn).toMatch(/\{Blunder\. \S+ was best\.\}/);
    const imported = fromPgn(pgn, { chess: "Chess" });
    expect(imported.ok && imported.game.moves).toEqual(["Pe2-e4", "Pe7-e5", "Ng1-f3", "Qd8-g5", "Nf3xg5"]);
  });

  it("carries the same marks and evaluations in the JSON export", async () => {
    const game = await hungQueen();
    await runReviews();
    const response = await GET_JSON(new Request(`http://127.0.0.1/games/${game.id}/json`), {
      params: Promise.resolve({ id: game.id }),
    });
    expect(response.status).toBe(200);
    const json = (await response.json()) as {
      moves: {
        notation: string;
        review?: { eval: string | null; mark: string | null; note: string | null };
      }[];
    };
    expect(json.moves).toHaveLength(5);
    for (const move of json.moves) expect(move.review?.eval).toMatch(/^-?\d+\.\d\d$/);
    expect(json.moves[3]).toMatchObject({
      notation: "Qd8-g5",
      review: { mark: "??", note: expect.stringMatching(/^Blunder\. \S+ was best\.$/) },
    });
    expect(json.moves[4].review?.mark).toBeNull();
  });

  it("writes a mate as [%eval #N] from White's side, and '#' for the mate on the board", async () => {
    const white = await person("Ana");
    const black = await person("Bart");
    const game = await startGameBetween(white, black, { gameType: "chess", public: true }, t0);
    // Fool's mate: 2.g4?? lets Black mate at once; the mate itself is White's #-1... then over.
    await playMoves(game, ["f3", "e5", "g4", "Qh4#"], (ply) => minutes(ply));
    await runReviews();
    const response = await GET(new Request(`http://127.0.0.1/games/${game.id}/pgn`), {
      params: Promise.resolve({ id: game.id }),
    });
    const pgn = await response.text();
    // After 2.g4 Black mates in one; after 2...Qh4# the mate is on the board: no mate-in-N is left
    // to count (the page shows "#", the PGN's move says it with its own "#").
    expect(pgn).toMatch(/2\.\s+g4\?\?\s+\{\[%eval #-1\]\}/);
    expect(pgn).toMatch(/Qh4#\s*(0-1|$)/m);
    expect(pgn.match(/\[%eval /g)).toHaveLength(3);
    const page = await reviewOnPage({ id: game.id, gameType: "chess", finished: true, plies: 4 });
    if (page?.status !== "done") throw new Error(`not reviewed: ${JSON.stringify(page)}`);
    expect(page.moves.map((m) => m.evaluation).slice(2)).toEqual(["#-1", "#"]);
  });
});

describe("the review thread", () => {
  const start = unwrap(getGame("chess")).info().start;
  const record = {
    gameType: "chess",
    startPosition: start,
    notations: ["Pe2-e4", "Pe7-e5", "Ng1-f3", "Qd8-g5"],
  };

  it("keeps the caller's event loop free while it searches", async () => {
    let finished = false;
    const review = reviewOffThread(record, { nodes: 4000, maxPlies: 200 }).then((answer) => {
      finished = true;
      return answer;
    });
    // A turn of this thread's event loop comes round while the review is still under way: it runs
    // elsewhere (on this thread, the search would finish before any other callback ran).
    await new Promise((resolve) => setImmediate(resolve));
    expect(finished).toBe(false);
    const { result } = await review;
    expect(result.ok && result.value.moves[3].mark).toBe("blunder");
  });

  it("ends a review past its deadline with a reason, and the next review gets a fresh thread", async () => {
    await expect(reviewOffThread(record, { nodes: 200_000, maxPlies: 200 }, 1)).rejects.toThrow(
      /took longer than/,
    );
    const { result } = await reviewOffThread(record, { nodes: 500, maxPlies: 1 });
    expect(result.ok && result.value.moves).toHaveLength(1);
  });
});
