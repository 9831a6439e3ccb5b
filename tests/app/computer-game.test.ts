// A game against the computer through the service: a real worker (its thinking threads included)
// and a real SMTP receiver. The person's moves are chosen by the search too, at a stronger level,
// so the game reaches its end in a few dozen moves, and each is played through submitMove as any
// person's move is.
import { describe, expect, it } from "vitest";
import { computerId, computerLevelOf } from "@/lib/accounts/computer";
import { displayName } from "@/lib/accounts/display-name";
import { toPgn } from "@/lib/archive/pgn";
import { recordOf } from "@/lib/archive/record";
import { db } from "@/lib/db/prisma";
import { positionOf } from "@/lib/games/stored/seats";
import { loadStoredGame } from "@/lib/games/stored/stored-game";
import { submitMove } from "@/lib/games/turn/play";
import { offerDraw } from "@/lib/games/turn/resolve";
import { requestTakeback } from "@/lib/games/turn/takeback";
import { search } from "@/lib/search";
import { queueSettled, until } from "../support/jobs";
import { mailStage } from "../support/mail-stage";
import { computerGame, person } from "../support/players";
import type { Received } from "../support/smtp";

const stage = mailStage();

const gameRow = (id: string) => db().game.findUniqueOrThrow({ where: { id } });
const toComputer = (m: Received) => m.envelopeTo.some((to) => to.endsWith("@computer.invalid"));

/** Waits until the game has `plies` moves (the computer's job has run) or has ended. */
const reached = (gameId: string, plies: number) =>
  until(async () => {
    const game = await gameRow(gameId);
    return game.plies >= plies || game.status !== "ONGOING";
  }, `game ${gameId} at ply ${plies}`);

describe("a game against the computer", () => {
  it("is played to its end through the service, with no email to either side (lib/notify/computer-mail.ts)", async () => {
    const ana = await person("Ana");
    const started = await computerGame(ana);
    const { gameId } = started;
    let game = await gameRow(gameId);
    expect(game.whiteId).toBe(ana.id);
    expect(game.blackId).toBe(computerId(1));
    expect(game.rated).toBe(false);

    // Ana plays level 8 on a small budget against level 1, which hangs pieces: a short game.
    for (let turn = 0; turn < 150 && game.status === "ONGOING"; turn++) {
      const choice = search("chess", positionOf(game), { level: 8, nodes: 4000, seed: turn });
      if (!choice.ok) throw new Error(choice.error.reason);
      const ply = game.plies + 1;
      const played = await submitMove({ gameId, userId: ana.id, ply, move: choice.value.move }, new Date());
      if (!played.ok) throw new Error(played.reason);
      if (played.game.status !== "ONGOING") break;
      await reached(gameId, ply + 1);
      game = await gameRow(gameId);
    }
    game = await gameRow(gameId);
    expect(game.status).toBe("FINISHED");

    // Every ply once, in order: the computer played each of its moves exactly once.
    const moves = await db().move.findMany({ where: { gameId }, orderBy: { ply: "asc" } });
    expect(moves.map((m) => m.ply)).toEqual(moves.map((_, i) => i + 1));
    expect(moves.length).toBe(game.plies);

    // Ana played on the page: no "your move" after the computer's answers, no result by email.
    await queueSettled();
    expect(stage.smtp.messages.filter((m) => m.envelopeTo.includes(ana.email))).toEqual([]);
    expect(stage.smtp.messages.filter(toComputer)).toEqual([]);
    // Casual: no rating moved.
    expect(await db().ratingChange.count({ where: { gameId } })).toBe(0);
  }, 600_000);

  it("moves first as White, at once, and sends the person no email for it", async () => {
    const ben = await person("Ben");
    const started = await computerGame(ben, { gameType: "joust", level: 2, colour: "black", daysPerMove: 1 });
    await reached(started.gameId, 1);
    const game = await gameRow(started.gameId);
    expect(game.whiteId).toBe(computerId(2));
    expect(game.plies).toBe(1);
    // No deadline or reminder ever waits on the computer: only the person's turn has them.
    const jobs = await db().$queryRaw<{ key: string }[]>`select key from graphile_worker.jobs
      where key like ${`%${game.id}%`}`;
    expect(jobs.map((j) => j.key).filter((k) => k.startsWith("deadline"))).toEqual([`deadline:${game.id}`]);
    // Ben is on the page: no "your move" waits to go (lib/notify/computer-mail.ts).
    expect(jobs.map((j) => j.key).filter((k) => k.startsWith("your-turn"))).toEqual([]);
  }, 120_000);

  it("accepts a takeback at once and declines a draw in an even position early on", async () => {
    const cleo = await person("Cleo");
    const started = await computerGame(cleo, { level: 3 });
    const { gameId } = started;
    expect((await submitMove({ gameId, userId: cleo.id, ply: 1, move: "e4" }, new Date())).ok).toBe(true);
    await reached(gameId, 2);
    expect((await requestTakeback(gameId, cleo.id, new Date())).ok).toBe(true);
    // Both plies go (Lichess's rule for a request made on one's own turn): Cleo is to move at the start.
    await until(async () => (await gameRow(gameId)).plies === 0, "the takeback to be accepted");

    expect((await submitMove({ gameId, userId: cleo.id, ply: 1, move: "d4" }, new Date())).ok).toBe(true);
    await reached(gameId, 2);
    expect((await offerDraw(gameId, cleo.id, new Date())).ok).toBe(true);
    await until(async () => (await gameRow(gameId)).drawOfferedBy === null, "the draw offer to be answered");
    const game = await gameRow(gameId);
    expect(game.status).toBe("ONGOING");
    expect(game.drawOfferedBy).toBeNull();
  }, 120_000);

  it("names the computer with its mark in the PGN, with the standard's player types", async () => {
    const dan = await person("Dan");
    const started = await computerGame(dan, { level: 5, colour: "black" });
    const stored = await loadStoredGame(started.gameId);
    if (!stored) throw new Error("no game");
    const pgn = toPgn(recordOf(stored));
    expect(pgn).toContain('[White "Pigeon (computer, level 5)"]');
    expect(pgn).toContain('[WhiteType "program"]');
    expect(pgn).toContain('[BlackType "human"]');
    expect(displayName(stored.black)).toBe("Dan");
    expect(computerLevelOf(stored.whiteId)).toBe(5);
  });
});
