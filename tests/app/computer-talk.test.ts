// A game against the computer has no chat and no conditional moves: the computer reads no message
// and answers at once (lib/bot/). The page shows neither; the services refuse both with a reason a
// person can read, writing nothing.
import { describe, expect, it } from "vitest";
import { startComputerGame } from "@/lib/bot/start";
import { addLine, noLinesForComputer } from "@/lib/conditional/lines";
import { db } from "@/lib/db/prisma";
import { noChatWithComputer, sendChat } from "@/lib/games/talk/chat";
import { submitMove } from "@/lib/games/turn/play";
import { person } from "../support/players";

async function computerGame(name: string, colour: "white" | "black" = "white") {
  const ana = await person(name);
  const started = await startComputerGame(
    ana.id,
    { gameType: "chess", level: "2", colour, daysPerMove: "3" },
    new Date(),
  );
  if (!started.ok) throw new Error(started.reason);
  return { ana, gameId: started.gameId };
}

describe("no chat and no conditional moves against the computer", () => {
  it("refuses a chat message, writing nothing", async () => {
    const { ana, gameId } = await computerGame("Ana");
    const sent = await sendChat(gameId, ana.id, "good luck", new Date());
    expect(sent).toEqual({ ok: false, status: 409, reason: noChatWithComputer });
    expect(await db().gameMessage.count({ where: { gameId } })).toBe(0);
  });

  it("refuses a conditional line on the computer's turn, writing nothing", async () => {
    // Bea plays Black: the computer is to move (no worker runs here, so it stays to move).
    const { ana, gameId } = await computerGame("Bea", "black");
    const added = await addLine({ gameId, userId: ana.id, ply: 1, moves: ["e2e4", "e7e5"] });
    expect(added).toEqual({ ok: false, status: 409, reason: noLinesForComputer });
    expect(await db().conditionalLine.count({ where: { gameId } })).toBe(0);
  });

  it("refuses a move that keeps answers, playing nothing", async () => {
    const { ana, gameId } = await computerGame("Cy");
    const played = await submitMove(
      { gameId, userId: ana.id, ply: 1, move: "e2e4", answers: [["e7e5", "g1f3"]] },
      new Date(),
    );
    expect(played).toEqual({ ok: false, status: 409, reason: noLinesForComputer });
    const game = await db().game.findUniqueOrThrow({ where: { id: gameId } });
    expect(game.plies).toBe(0);
    expect(await db().conditionalLine.count({ where: { gameId } })).toBe(0);
  });
});
