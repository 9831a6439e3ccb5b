// Accepting an open challenge starts the game at once, in the transaction that marks the challenge
// ACCEPTED under a row lock: two people accepting at the same moment make exactly one game, and
// the other is told kindly. The challenger gets one game-started email; the player who accepted is
// on the game's page (lib/games/turn/start.ts).
import { randomInt } from "node:crypto";
import { db } from "../db/prisma";
import { gameName } from "../games/catalog/catalog";
import { startGame } from "../games/turn/start";
import type { Challenge } from "../generated/prisma/client";
import { outOfRange } from "./range";
import type { ChallengeRefusal } from "./rules";

export type AcceptRefusal = ChallengeRefusal & { gameId?: string };

export async function acceptChallenge(
  challengeId: string,
  userId: string,
  now: Date,
  coin: () => 0 | 1 = () => randomInt(2) as 0 | 1,
): Promise<{ ok: true; gameId: string } | AcceptRefusal> {
  return db().$transaction(async (tx): Promise<{ ok: true; gameId: string } | AcceptRefusal> => {
    const rows = await tx.$queryRaw<
      Challenge[]
    >`select * from "Challenge" where id = ${challengeId} for update`;
    const challenge = rows[0];
    if (!challenge) return { ok: false, status: 404, reason: "There is no such challenge." };
    if (challenge.status === "ACCEPTED") {
      const game = challenge.gameId
        ? await tx.game.findUnique({
            where: { id: challenge.gameId },
            select: { whiteId: true, blackId: true },
          })
        : null;
      if (game && (game.whiteId === userId || game.blackId === userId))
        return {
          ok: false,
          status: 409,
          reason: "You accepted this challenge: the game has started.",
          gameId: challenge.gameId ?? undefined,
        };
      return {
        ok: false,
        status: 409,
        reason:
          "Someone else accepted this challenge just before you, so it is no longer open. Pick another one.",
      };
    }
    if (challenge.status === "WITHDRAWN")
      return { ok: false, status: 410, reason: "This challenge was withdrawn by the player who posted it." };
    if (challenge.status === "EXPIRED" || challenge.expiresAt <= now)
      return { ok: false, status: 410, reason: "This challenge has expired." };
    if (challenge.challengerId === userId)
      return { ok: false, status: 403, reason: "This is your own challenge: someone else has to accept it." };
    const range = { min: challenge.minRating, max: challenge.maxRating };
    if (range.min !== null || range.max !== null) {
      const own = await tx.rating.findUnique({
        where: { userId_gameType: { userId, gameType: challenge.gameType } },
      });
      const refusal = outOfRange(range, own, gameName(challenge.gameType));
      if (refusal) return { ok: false, status: 403, reason: refusal };
    }
    const challengerWhite = challenge.color === "WHITE" || (challenge.color === "RANDOM" && coin() === 0);
    const game = await startGame(
      tx,
      {
        gameType: challenge.gameType,
        whiteId: challengerWhite ? challenge.challengerId : userId,
        blackId: challengerWhite ? userId : challenge.challengerId,
        daysPerMove: challenge.daysPerMove,
        incrementDays: challenge.incrementDays,
        takebacks: challenge.takebacks,
        public: true,
        rated: challenge.rated,
      },
      now,
      { acceptedBy: userId },
    );
    await tx.challenge.update({ where: { id: challenge.id }, data: { status: "ACCEPTED", gameId: game.id } });
    return { ok: true, gameId: game.id };
  });
}
