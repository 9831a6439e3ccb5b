// Aborting a game and taking moves back, through the services with a fixed clock: who may, what
// is removed, what the clock and the jobs become, and the reason given when it is refused.
import { beforeEach, describe, expect, it } from "vitest";
import { archivePage } from "@/lib/archive/list";
import { jsonOf, visibleGame } from "@/lib/archive/record";
import { db } from "@/lib/db/prisma";
import { abortGame } from "@/lib/games/turn/abort";
import { submitMove } from "@/lib/games/turn/play";
import { offerDraw } from "@/lib/games/turn/resolve";
import { answerTakeback, requestTakeback } from "@/lib/games/turn/takeback";
import { gameView } from "@/lib/games/view/game-view";
import { hours, t0 } from "../support/clock";
import { jobsOf } from "../support/jobs";
import { type Person, person, playMoves, startGameBetween } from "../support/players";

let white: Person;
let black: Person;

beforeEach(async () => {
  white = await person("Wendy");
  black = await person("Bart");
});

const game = (options: { takebacks?: boolean; rated?: boolean } = {}) =>
  startGameBetween(white, black, { daysPerMove: 3, ...options }, t0);

const row = (id: string) =>
  db().game.findUniqueOrThrow({ where: { id }, include: { moves: { orderBy: { ply: "asc" } } } });

describe("abort", () => {
  it.each([
    ["before any move, by White", 0, "white"],
    ["before any move, by Black", 0, "black"],
    ["after White's first move, by White", 1, "white"],
    ["after White's first move, by Black", 1, "black"],
  ] as const)("%s: the game ends aborted, unrated, and the other player is told", async (_, plies, who) => {
    const started = await startGameBetween(white, black, { daysPerMove: 3, rated: true }, t0);
    await playMoves(started, ["e4"].slice(0, plies), hours);
    const by = who === "white" ? white : black;
    const result = await abortGame(started.id, by.id, hours(2));
    expect(result.ok).toBe(true);
    expect(await row(started.id)).toMatchObject({
      status: "ABORTED",
      resultReason: "aborted",
      winner: null,
      deadline: null,
      finishedAt: hours(2),
    });
    const keys = (await jobsOf(started.id)).map((j) => j.key);
    expect(keys).toContain(`game-aborted:${started.id}`);
    expect(keys.filter((k) => /^(deadline|reminder|reminder-80|game-over):/.test(k))).toEqual([]);
    expect(await db().ratingChange.count({ where: { gameId: started.id } })).toBe(0);
    expect(await db().rating.count({ where: { userId: { in: [white.id, black.id] } } })).toBe(0);
  });

  it("is refused once both sides have moved, and on an aborted game nothing else can be done", async () => {
    const started = await game();
    await playMoves(started, ["e4", "e5"], hours);
    expect(await abortGame(started.id, white.id, hours(3))).toEqual({
      ok: false,
      status: 409,
      reason: "Both sides have moved, so this game can no longer be aborted: resign or offer a draw instead.",
    });
    const other = await game();
    expect((await abortGame(other.id, black.id, hours(1))).ok).toBe(true);
    expect(await submitMove({ gameId: other.id, userId: white.id, ply: 1, move: "e4" }, hours(2))).toEqual({
      ok: false,
      status: 409,
      reason: "This game was aborted.",
      movedOn: true,
    });
    expect((await offerDraw(other.id, white.id, hours(2))).ok).toBe(false);
    const stranger = await person("Sid");
    expect((await abortGame(started.id, stranger.id, hours(3))).ok).toBe(false);
  });

  it("an aborted public game is in no public list: not the archive, not for visitors", async () => {
    const started = await game();
    await abortGame(started.id, white.id, hours(1));
    // Not even in the player's own archive view.
    const own_ = await archivePage({ playerId: white.id }, white.id, { playerId: white.id });
    expect(own_.rows.map((r) => r.id)).not.toContain(started.id);
    expect(await gameView(started.id, null, hours(2))).toEqual({
      ok: false,
      reason: "There is no such game.",
    });
    // Its players still export it, marked as aborted; others cannot.
    const visible = await visibleGame(started.id, black.id);
    expect(visible && jsonOf(visible.game, true)).toMatchObject({
      status: "aborted",
      result: null,
      reason: "aborted",
    });
    expect(await visibleGame(started.id, null)).toBeNull();
    const own = await gameView(started.id, { id: white.id, timeZone: "UTC" }, hours(2));
    expect(own.ok && own.view).toMatchObject({
      aborted: true,
      finished: true,
      canAbort: false,
      status: "Aborted",
    });
  });
});

describe("takebacks", () => {
  it("are refused in a game that did not allow them, and before the asker has moved", async () => {
    const off = await game();
    await playMoves(off, ["e4"], hours);
    expect(await requestTakeback(off.id, white.id, hours(2))).toMatchObject({
      ok: false,
      reason: "Takebacks are off in this game (chosen when it was set up).",
    });
    const on = await game({ takebacks: true });
    await playMoves(on, ["e4"], hours);
    expect(await requestTakeback(on.id, black.id, hours(2))).toMatchObject({
      ok: false,
      reason: "You have not moved yet, so there is nothing to take back.",
    });
  });

  it("asked right after moving: accepting removes only the asker's move, its row, and restarts the asker's turn", async () => {
    const started = await game({ takebacks: true });
    const [, afterE5] = await playMoves(started, ["e4", "e5", "Nf3"], hours);
    expect((await requestTakeback(started.id, white.id, hours(4))).ok).toBe(true);
    expect(await requestTakeback(started.id, white.id, hours(4))).toMatchObject({
      ok: false,
      reason: "You have already asked to take back your last move.",
    });
    expect(await requestTakeback(started.id, black.id, hours(4))).toMatchObject({
      ok: false,
      reason: "Your opponent asks to take back a move: accept or decline that first.",
    });
    expect((await jobsOf(started.id)).some((j) => j.task === "offer-email")).toBe(true);

    // A reply key for each turn so far (as the your-move emails would have made).
    for (const ply of [0, 1, 2, 3])
      await db().replyKey.create({
        data: {
          keyHash: `k-${started.id}-${ply}`,
          userId: ply % 2 ? black.id : white.id,
          gameId: started.id,
          ply,
        },
      });
    expect((await answerTakeback(started.id, black.id, true, hours(5))).ok).toBe(true);
    // The key of the removed turn is gone; the one for the turn White plays again stays.
    expect(
      (await db().replyKey.findMany({ where: { gameId: started.id }, orderBy: { ply: "asc" } })).map(
        (k) => k.ply,
      ),
    ).toEqual([0, 1, 2]);
    const after = await row(started.id);
    expect(after.plies).toBe(2);
    expect(after.moves.map((m) => m.notation)).toEqual(["Pe2-e4", "Pe7-e5"]);
    expect(after.position).toBe(afterE5.position);
    expect(after.history).toEqual(afterE5.history);
    expect(after.takebackBy).toBeNull();
    // White's turn again, with a fresh 3 days from the answer.
    expect(after.deadline).toEqual(hours(5 + 72));
    const jobs = await jobsOf(started.id);
    expect(jobs.find((j) => j.key === `deadline:${started.id}`)?.runAt).toEqual(hours(77));
    expect(jobs.find((j) => j.key === `reminder:${started.id}`)?.runAt).toEqual(hours(53));
    // White plays again from there, with the same move number.
    const again = await submitMove({ gameId: started.id, userId: white.id, ply: 3, move: "d4" }, hours(6));
    expect(again.ok).toBe(true);
  });

  it("asked after the opponent replied: accepting removes the reply and the asker's move", async () => {
    const started = await game({ takebacks: true });
    const [afterE4] = await playMoves(started, ["e4", "e5", "Nf3", "Nc6"], hours);
    // Black asks right after Nc6 (ply 4), on White's turn: only Nc6 goes.
    expect((await requestTakeback(started.id, black.id, hours(5))).ok).toBe(true);
    expect((await answerTakeback(started.id, white.id, true, hours(6))).ok).toBe(true);
    expect((await row(started.id)).moves.map((m) => m.ply)).toEqual([1, 2, 3]);
    // Black replies d6, then White asks on White's own turn: Black's reply and White's Nf3 both go.
    await submitMove({ gameId: started.id, userId: black.id, ply: 4, move: "d6" }, hours(7));
    expect((await requestTakeback(started.id, white.id, hours(8))).ok).toBe(true);
    expect((await answerTakeback(started.id, black.id, true, hours(9))).ok).toBe(true);
    const after = await row(started.id);
    expect(after.moves.map((m) => m.notation)).toEqual(["Pe2-e4", "Pe7-e5"]);
    expect(after.plies).toBe(2);
    // Back to White to move in the position after 1. e4 e5.
    expect(after.position).not.toBe(afterE4.position);
    const view = await gameView(started.id, { id: white.id, timeZone: "UTC" }, hours(9));
    expect(view.ok && view.view).toMatchObject({ yourTurn: true, nextPly: 3, takeback: "none" });
  });

  it("declining, or moving instead of answering, leaves the moves and clears the request", async () => {
    const started = await game({ takebacks: true });
    await playMoves(started, ["e4", "e5"], hours);
    await requestTakeback(started.id, black.id, hours(3));
    expect(await answerTakeback(started.id, black.id, true, hours(3))).toMatchObject({
      ok: false,
      reason: "There is no takeback request to answer (a move may have withdrawn it).",
    });
    expect((await answerTakeback(started.id, white.id, false, hours(4))).ok).toBe(true);
    expect(await row(started.id)).toMatchObject({ plies: 2, takebackBy: null });
    await requestTakeback(started.id, black.id, hours(5));
    await submitMove({ gameId: started.id, userId: white.id, ply: 3, move: "Nf3" }, hours(6));
    expect(await row(started.id)).toMatchObject({ plies: 3, takebackBy: null });
  });
});
