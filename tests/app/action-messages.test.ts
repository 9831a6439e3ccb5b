// The game page's draw, takeback and resignation forms with a message: the action and its words go
// into the game's conversation together (what the email about the action quotes, and what the chat
// shows), or, when the action is refused, neither does and what was typed comes back.
import { describe, expect, it } from "vitest";
import {
  answerDrawForm,
  answerTakebackForm,
  offerDrawForm,
  requestTakebackForm,
  resignForm,
} from "@/app/_forms/game";
import { db } from "@/lib/db/prisma";
import { offerDraw } from "@/lib/games/turn/resolve";
import { formData } from "../support/forms";
import { mailStage } from "../support/mail-stage";
import { type Person, person, playMoves, startGameBetween } from "../support/players";
import type { Received } from "../support/smtp";

const stage = mailStage();

const mailTo = (who: Person, subject: RegExp) =>
  stage.smtp.waitFor((m) => m.envelopeTo.includes(who.email) && subject.test(m.subject ?? ""));
const flat = (mail: Received) => (mail.text ?? "").replace(/\s+/g, " ");
const messagesOf = (gameId: string) =>
  db().gameMessage.findMany({
    where: { gameId },
    orderBy: { writtenAt: "asc" },
    select: { authorId: true, action: true, body: true, ply: true },
  });

async function game(options: { takebacks?: boolean } = {}) {
  const ana = await person("Ana");
  const ben = await person("Ben");
  const row = await startGameBetween(ana, ben, options, new Date());
  await playMoves(row, ["e4", "e5"], () => new Date());
  return { ana, ben, gameId: row.id };
}

describe("a draw offered and answered from the game page, with words", () => {
  it("each message goes with its action into the conversation and the email about it", async () => {
    const { ana, ben, gameId } = await game();
    expect(
      await offerDrawForm(
        ana.id,
        formData({ gameId, message: "  Symmetrical and dull: a draw?  " }),
        new Date(),
      ),
    ).toEqual({ ok: true, gameId, finished: false });
    const offer = await mailTo(ben, /^Ana offers a draw/);
    expect(flat(offer)).toContain("Ana writes: “Symmetrical and dull: a draw?”");

    await answerDrawForm(ben.id, formData({ gameId, answer: "decline", message: "Not yet!" }), new Date());
    const declined = await mailTo(ana, /^Ben declined your draw offer/);
    expect(flat(declined)).toContain("Ben writes: “Not yet!”");

    // Ana offers again; Ben's offer, sent from an older page, meets hers and agrees the draw.
    await offerDraw(gameId, ana.id, new Date());
    expect(
      await offerDrawForm(ben.id, formData({ gameId, message: "Fine, you win me over." }), new Date()),
    ).toEqual({ ok: true, gameId, finished: true });
    const over = await mailTo(ana, /^Game over/);
    expect(flat(over)).toContain("Ben writes: “Fine, you win me over.”");
    expect(await messagesOf(gameId)).toEqual([
      { authorId: ana.id, action: "DRAW_OFFER", body: "Symmetrical and dull: a draw?", ply: 2 },
      { authorId: ben.id, action: "DRAW_DECLINE", body: "Not yet!", ply: 2 },
      { authorId: ben.id, action: "DRAW_ACCEPT", body: "Fine, you win me over.", ply: 2 },
    ]);
  });
});

describe("a takeback asked and answered from the game page, with words", () => {
  it("the request's message is in its email; the answer's in the answer's", async () => {
    const { ana, ben, gameId } = await game({ takebacks: true });
    await requestTakebackForm(ben.id, formData({ gameId, message: "Sorry, my mouse slipped." }), new Date());
    const asked = await mailTo(ana, /^Ben asks to take back/);
    expect(flat(asked)).toContain("Ben writes: “Sorry, my mouse slipped.”");
    await answerTakebackForm(
      ana.id,
      formData({ gameId, answer: "accept", message: "Happens to all of us." }),
      new Date(),
    );
    const accepted = await mailTo(ben, /^Ana accepted your takeback/);
    expect(flat(accepted)).toContain("Ana writes: “Happens to all of us.”");
    expect((await messagesOf(gameId)).map((m) => m.action)).toEqual(["TAKEBACK_REQUEST", "TAKEBACK_ACCEPT"]);
  });
});

describe("resigning from the game page, with a last word", () => {
  it("the other player reads it in the game-over email", async () => {
    const { ana, ben, gameId } = await game();
    expect(await resignForm(ben.id, formData({ gameId, message: "Well played, Ana." }), new Date())).toEqual({
      ok: true,
      gameId,
      finished: true,
    });
    expect(flat(await mailTo(ana, /^Game over/))).toContain("Ben writes: “Well played, Ana.”");
    expect(flat(await mailTo(ben, /^Game over/))).not.toContain("Well played, Ana.");
  });
});

describe("a refused action", () => {
  it("keeps no message and gives back what was typed", async () => {
    const { ana, gameId } = await game();
    await offerDrawForm(ana.id, formData({ gameId }), new Date());
    // A second offer is refused: its message must not join the conversation on its own.
    expect(await offerDrawForm(ana.id, formData({ gameId, message: "Pretty please?" }), new Date())).toEqual({
      ok: false,
      state: { error: "You have already offered a draw.", values: { move: "", message: "Pretty please?" } },
    });
    // A message too long is refused before anything is done: Ana does not resign.
    expect(
      await resignForm(ana.id, formData({ gameId, message: "x".repeat(501) }), new Date()),
    ).toMatchObject({
      ok: false,
      state: { error: "A message can be at most 500 characters." },
    });
    expect((await db().game.findUniqueOrThrow({ where: { id: gameId } })).status).toBe("ONGOING");
    expect(await messagesOf(gameId)).toEqual([]);
  });
});
