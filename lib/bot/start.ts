// A game against the computer: started at once from "Play the computer" (or the lobby's offer),
// casual, with takebacks allowed (the computer accepts them at once: lib/bot/answer.ts). The
// person's emails and deadlines are those of any game; the computer's turns are jobs (lib/bot/move.ts).
import { randomInt } from "node:crypto";
import { ensureComputer } from "../accounts/computer";
import { db } from "../db/prisma";
import { startGame } from "../games/start";
import { computerGameInput } from "./input";

export type ComputerGameStart = { ok: true; gameId: string } | { ok: false; status: 400; reason: string };

export async function startComputerGame(
  userId: string,
  form: unknown,
  now: Date,
  coin: () => 0 | 1 = () => randomInt(2) as 0 | 1,
): Promise<ComputerGameStart> {
  const parsed = computerGameInput.safeParse(form);
  if (!parsed.success) return { ok: false, status: 400, reason: parsed.error.issues[0].message };
  const input = parsed.data;
  const personWhite = input.colour === "white" || (input.colour === "random" && coin() === 0);
  const game = await db().$transaction(async (tx) => {
    const computer = await ensureComputer(tx, input.level);
    return startGame(
      tx,
      {
        gameType: input.gameType,
        whiteId: personWhite ? userId : computer,
        blackId: personWhite ? computer : userId,
        daysPerMove: input.daysPerMove,
        incrementDays: input.incrementDays,
        takebacks: true,
        public: true,
        rated: false,
      },
      now,
      // The person is on the game's page as it starts: their first "your move" (as White) waits a
      // little and goes only if they leave without moving (lib/games/start.ts).
      { acceptedBy: userId },
    );
  });
  return { ok: true, gameId: game.id };
}
