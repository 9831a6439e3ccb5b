// A game against the computer: started at once from "Play the computer" (or the lobby's offer),
// casual, with takebacks allowed (the computer accepts them at once: lib/bot/answer.ts; a few an
// hour: lib/games/turn/computer-limits.ts), and at most COMPUTER_GAMES_LIMIT at once per person. Its mail goes by
// lib/notify/computer-mail.ts (none by default); the computer's turns are jobs (lib/bot/move.ts).
import { randomInt } from "node:crypto";
import { ensureComputer } from "../accounts/computer";
import { db } from "../db/prisma";
import { computerGamesRefusal } from "../games/turn/computer-limits";
import { startGame } from "../games/turn/start";
import { computerGameInput } from "./input";

export type ComputerGameStart =
  | { ok: true; gameId: string }
  | { ok: false; status: 400 | 409; reason: string };

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
  const started = await db().$transaction(async (tx) => {
    // Checked first, under the person's lock: a refusal writes nothing.
    const refusal = await computerGamesRefusal(tx, userId);
    if (refusal) return { refusal, gameId: null };
    const computer = await ensureComputer(tx, input.level);
    const game = await startGame(
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
      // The person is on the game's page as it starts; their "your move" emails go by
      // lib/notify/computer-mail.ts (none by default).
      { acceptedBy: userId },
    );
    return { refusal: null, gameId: game.id };
  });
  if (started.gameId === null) return { ok: false, status: 409, reason: started.refusal };
  return { ok: true, gameId: started.gameId };
}
