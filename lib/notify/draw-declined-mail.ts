// The email telling a player that their draw offer was declined (on the game page or by a reply):
// an offer is never left unanswered in the eyes of the one who made it. A move that declines an
// offer is news by the your-move email itself. Sent while the game runs, once per answer, to
// those who get an email per move (the daily digest lists only offers still waiting).
import { z } from "zod";
import { timeControlPhrase } from "../clock/clock";
import { gameName } from "../games/catalog";
import { sideName } from "../games/sides";
import { loadStoredGame } from "../games/stored-game";
import { controlOf } from "../games/turn-clock";
import { sendOnce } from "../mail/send-once";
import type { MailOutcome } from "./game-mail";
import { opponentName, playerOn } from "./game-record";
import { noticeMail, turnSentence } from "./offer-mail";
import { wantsMail } from "./preferences";

export const drawDeclinedPayload = z.object({
  gameId: z.string().min(1),
  /** The side that offered the draw. */
  to: z.enum(["WHITE", "BLACK"]),
  at: z.coerce.date(),
});
export type DrawDeclined = z.infer<typeof drawDeclinedPayload>;

export async function sendDrawDeclined(declined: DrawDeclined, now: Date): Promise<MailOutcome> {
  const game = await loadStoredGame(declined.gameId);
  if (game?.status !== "ONGOING") return "moved-on";
  const recipient = playerOn(game, declined.to);
  if (!wantsMail(recipient, "your-turn")) return "not-wanted";
  return sendOnce(`draw-declined:${game.id}:${declined.at.getTime()}:${recipient.id}`, async () => {
    const name = opponentName(game, declined.to);
    const where = `In your ${gameName(game.gameType)} game with ${name} (you play ${sideName(declined.to)}, ${timeControlPhrase(controlOf(game))})`;
    const headline = `${name} declined your draw offer`;
    return noticeMail(game, declined.to, {
      subject: headline,
      headline,
      paragraphs: [
        `${where}, ${name} declined your offer of a draw. The game goes on.`,
        turnSentence(game, declined.to, recipient.timeZone, now),
      ],
      buttonLabel: "Open the game",
    });
  });
}
