// The game chat: a message without a move, from the game page's form, at any time and after the
// game ends, kept to the two players, held to a number an hour, and emailed to the other player by
// their mail choice. Messages written close together go in one email (the job waits a little,
// and the first message sets when); the next email waits a while after the last; a batch is
// claimed before it is sent, so a retried job, or one whose marking failed, sends nothing twice.
// No worker here: the test runs the chat-email job itself, when it chooses, as a worker would.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatFormFor } from "@/app/_forms/chat";
import { db } from "@/lib/db/prisma";
import { chatMailJobKey, chatRules, sendChat } from "@/lib/games/talk/chat";
import { resign } from "@/lib/games/turn/resolve";
import { gameView } from "@/lib/games/view/game-view";
import { tasks } from "@/lib/jobs/queue";
import { claimChat, sendChatMail } from "@/lib/notify/chat-mail";
import { digestHour, sendDigests } from "@/lib/notify/digest";
import { gameMailTasks } from "@/lib/notify/tasks";
import { jobsOf, runDue, runNow } from "../support/jobs";
import { type Person, person, playMoves, startGameBetween } from "../support/players";
import { type Received, type SmtpReceiver, startSmtpReceiver } from "../support/smtp";

let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  process.env.SMTP_URL = smtp.url;
});
afterAll(() => smtp?.stop());

const minute = 60_000;
const to = (who: Person) => (m: Received) => m.envelopeTo.includes(who.email);
const mailsTo = (who: Person) => smtp.messages.filter(to(who));
const flat = (mail: Received) => (mail.text ?? "").replace(/\s+/g, " ");

const form = (gameId: string, message: string) => {
  const data = new FormData();
  data.set("gameId", gameId);
  data.set("message", message);
  return data;
};

/** The pending chat-email job to `who` in the game, if any. */
const chatJob = async (gameId: string, who: Person) =>
  (await jobsOf(gameId)).find((job) => job.key === chatMailJobKey(gameId, who.id));

/** Runs the chat-email job to `who` now, as the worker would when it comes due. */
async function runChatJob(gameId: string, who: Person): Promise<void> {
  await runNow(chatMailJobKey(gameId, who.id));
  await runDue({ [tasks.chatMail]: gameMailTasks[tasks.chatMail] });
}

async function pair(options: { emailMode?: "EACH_MOVE" | "DIGEST" | "NONE" } = {}) {
  const ana = await person("Ana");
  const ben = await person("Ben", options);
  const game = await startGameBetween(ana, ben, {}, new Date());
  return { ana, ben, game };
}

describe("a chat message from the game page", () => {
  it("several written close together reach the other player in one email, the next one only after a while", async () => {
    const { ana, ben, game } = await pair();
    await playMoves(game, ["e4", "e5"], () => new Date());
    const t0 = new Date();
    expect(await chatFormFor(ana.id, form(game.id, "Good luck, Ben!"), t0)).toEqual({
      ok: true,
      gameId: game.id,
    });
    // The job waits for more; the messages after the first keep its time (they do not push it on).
    const first = await chatJob(game.id, ben);
    expect(first?.runAt).toEqual(new Date(t0.getTime() + chatRules.gatherMs));
    await chatFormFor(
      ana.id,
      form(game.id, "I have been looking forward to this one."),
      new Date(t0.getTime() + 30_000),
    );
    await chatFormFor(ana.id, form(game.id, "Take your time."), new Date(t0.getTime() + 60_000));
    expect(await jobsOf(game.id).then((jobs) => jobs.filter((j) => j.task === tasks.chatMail))).toEqual([
      { task: tasks.chatMail, key: chatMailJobKey(game.id, ben.id), runAt: first?.runAt },
    ]);
    expect(
      await db().gameMessage.findMany({
        where: { gameId: game.id },
        select: { ply: true, action: true, authorId: true },
      }),
    ).toEqual(Array(3).fill({ ply: 2, action: null, authorId: ana.id }));

    await runChatJob(game.id, ben);
    const mail = await smtp.waitFor(to(ben));
    expect(mail.subject).toBe(`3 messages from Ana: Chess #${game.number} vs Ana`);
    expect(flat(mail)).toMatch(
      /after 1\.\.\. e5 “Good luck, Ben!” .* after 1\.\.\. e5 “I have been looking forward to this one\.” .* “Take your time\.” It is Ana's move\./,
    );
    expect(flat(mail)).toContain("*Reply to this email to answer Ana.* All of your reply goes to the chat");
    expect(mail.replyTo?.text).toMatch(/^move\+[0-9a-f]{32}@/);
    expect(await db().replyKey.count({ where: { gameId: game.id, userId: ben.id, chat: true } })).toBe(1);
    expect(mailsTo(ana)).toEqual([]);

    // Run again, nothing more to say.
    expect(await sendChatMail(game.id, ben.id, new Date())).toBe("moved-on");
    expect(mailsTo(ben)).toHaveLength(1);

    // The next message's email waits out the spacing after the one just sent.
    const mailedAt = (await db().gameMessage.findFirstOrThrow({ where: { gameId: game.id } })).mailedAt;
    await chatFormFor(ana.id, form(game.id, "One more thing."), new Date());
    expect((await chatJob(game.id, ben))?.runAt).toEqual(
      new Date((mailedAt?.getTime() ?? 0) + chatRules.spacingMs),
    );
    await runChatJob(game.id, ben);
    const second = await smtp.waitFor((m) => to(ben)(m) && m !== mail);
    expect(second.subject).toBe(`Message from Ana: Chess #${game.number} vs Ana`);
    expect(flat(second)).toContain("“One more thing.”");
    expect(flat(second)).not.toContain("Take your time.");
  });

  it("shows on both players' pages in time order with the moves' and the offers' messages; nobody else sees any", async () => {
    const { ana, ben, game } = await pair();
    const at = (minutes: number) => new Date(Date.now() - 60 * minute + minutes * minute);
    await sendChat(game.id, ben.id, "Hello! Ready when you are.", at(0));
    await playMoves(game, [["e4", "Here goes."], "c5"], (ply) => at(ply));
    await sendChat(game.id, ana.id, "The Sicilian, of course.", at(3));
    const entries = async (who: Person | null) => {
      const view = await gameView(game.id, who && { id: who.id, timeZone: "Europe/Paris" }, new Date());
      return view.ok ? view.view.chat : view.reason;
    };
    expect(await entries(ana)).toMatchObject({
      closed: null,
      entries: [
        {
          side: "BLACK",
          mine: false,
          went: null,
          stage: "Before the first move",
          body: "Hello! Ready when you are.",
        },
        { side: "WHITE", mine: true, went: "with 1. e4", stage: "1. e4", body: "Here goes." },
        { side: "WHITE", mine: true, went: null, stage: "1… c5", body: "The Sicilian, of course." },
      ],
    });
    const benSees = await entries(ben);
    expect(typeof benSees === "object" && benSees?.entries.map((e) => e.mine)).toEqual([true, false, false]);
    // Someone else: not a player, so no such game while it runs, and no chat once it is public.
    const eve = await person("Eve");
    expect(await sendChat(game.id, eve.id, "Hi both!", new Date())).toEqual({
      ok: false,
      status: 404,
      reason: "There is no such game.",
    });
    await resign(game.id, ben.id, new Date());
    expect(await entries(eve)).toBe(null);
    expect(await entries(null)).toBe(null);
    expect(await db().gameMessage.count({ where: { authorId: eve.id } })).toBe(0);
  });

  it("is refused when empty or too long, changing nothing", async () => {
    const { ana, game } = await pair();
    expect(await chatFormFor(ana.id, form(game.id, "   "), new Date())).toMatchObject({
      ok: false,
      error: "Write a message first.",
    });
    expect(await chatFormFor(ana.id, form(game.id, "x".repeat(501)), new Date())).toMatchObject({
      ok: false,
      error: "A message can be at most 500 characters.",
      message: "x".repeat(501),
    });
    expect(await db().gameMessage.count({ where: { gameId: game.id } })).toBe(0);
    expect(await jobsOf(game.id).then((jobs) => jobs.filter((j) => j.task === tasks.chatMail))).toEqual([]);
  });

  it("takes at most so many messages an hour from one player in one game", async () => {
    const { ana, ben, game } = await pair();
    const now = new Date();
    for (let n = 1; n <= chatRules.perHour.max; n++)
      expect((await sendChat(game.id, ana.id, `Message ${n}`, now)).ok).toBe(true);
    expect(await sendChat(game.id, ana.id, "And one more", now)).toEqual({
      ok: false,
      status: 429,
      reason: "You have written 30 messages in this game within the hour; the next can go in 60 minutes.",
    });
    // The other player is not held back by it.
    expect((await sendChat(game.id, ben.id, "Slow down!", now)).ok).toBe(true);
    expect(await db().gameMessage.count({ where: { gameId: game.id, authorId: ana.id } })).toBe(30);
  });

  it("goes on after the game (“gg”), for a month", async () => {
    const { ana, ben, game } = await pair();
    await playMoves(game, ["f3", "e5", "g4", "Qh4#"], () => new Date());
    // (A moment after the mate: written after the game.)
    expect((await sendChat(game.id, ana.id, "gg, that was quick!", new Date(Date.now() + 1000))).ok).toBe(
      true,
    );
    await runChatJob(game.id, ben);
    const mail = await smtp.waitFor(to(ben));
    expect(flat(mail)).toContain("after the game “gg, that was quick!”");
    expect(flat(mail)).toContain("The game is over: You won by checkmate.");
    const monthOn = new Date(Date.now() + chatRules.openAfterEndMs + minute);
    expect(await sendChat(game.id, ben.id, "Rematch?", monthOn)).toEqual({
      ok: false,
      status: 409,
      reason: "This game's chat closed 30 days after the game ended.",
    });
    const view = await gameView(game.id, { id: ana.id, timeZone: "UTC" }, monthOn);
    expect(view.ok && view.view.chat?.closed).toBe("This game's chat closed 30 days after the game ended.");
  });
});

describe("chat mail and the recipient's choice", () => {
  it("a digest reader gets the messages in the day's digest, once; nobody gets them twice", async () => {
    const { ana, ben, game } = await pair({ emailMode: "DIGEST" });
    await sendChat(game.id, ana.id, "Are you around this week?", new Date(Date.now() - 2 * minute));
    await runChatJob(game.id, ben);
    expect(mailsTo(ben)).toEqual([]);
    const morning = new Date();
    morning.setUTCHours(digestHour + 1, 0, 0, 0);
    if (morning < new Date()) morning.setUTCDate(morning.getUTCDate() + 1);
    await sendDigests(morning);
    const digest = await smtp.waitFor(to(ben));
    expect(digest.subject).toBe("Pigeon Post digest: 1 new message");
    expect(flat(digest)).toContain(`Chess #${game.number} vs Ana`);
    expect(flat(digest)).toContain("“Are you around this week?”");
    // Only that game's chat: a reply to the digest goes to it.
    expect(digest.replyTo?.text).toMatch(/^move\+[0-9a-f]{32}@/);
    expect(
      await db().replyKey.findMany({ where: { gameId: game.id, userId: ben.id }, select: { chat: true } }),
    ).toEqual([{ chat: true }]);
    expect(await db().gameMessage.count({ where: { gameId: game.id, mailedAt: null } })).toBe(0);
    // Tomorrow's digest has nothing new to say about it (and Ben has no move to make).
    await sendDigests(new Date(morning.getTime() + 24 * 60 * minute));
    expect(mailsTo(ben)).toHaveLength(1);
  });

  it("someone who wants no turn mail gets no chat mail, and turning it on later does not mail old messages", async () => {
    const { ana, ben, game } = await pair({ emailMode: "NONE" });
    await sendChat(game.id, ana.id, "Hello?", new Date());
    await runChatJob(game.id, ben);
    await db().user.update({ where: { id: ben.id }, data: { emailMode: "EACH_MOVE" } });
    expect(await sendChatMail(game.id, ben.id, new Date())).toBe("moved-on");
    expect(mailsTo(ben)).toEqual([]);
  });
});

describe("a chat email goes out exactly once", () => {
  it("a batch claimed by a job that died before sending is sent as it was, with what came since", async () => {
    const { ana, ben, game } = await pair();
    await sendChat(game.id, ana.id, "First.", new Date());
    const prefix = `${chatMailJobKey(game.id, ben.id)}:`;
    const [first] = await db().gameMessage.findMany({ where: { gameId: game.id } });
    // The dead job's claim: the batch written on the message, nothing sent.
    expect(
      await claimChat(`${prefix}${first.id}`, { gameId: game.id, authorId: ana.id }, prefix, new Date()),
    ).toBe(true);
    await sendChat(game.id, ana.id, "Second.", new Date());
    await runChatJob(game.id, ben);
    const mail = await smtp.waitFor(to(ben));
    expect(flat(mail)).toMatch(/“First\.” .* “Second\.”/);
    expect(await sendChatMail(game.id, ben.id, new Date())).toBe("moved-on");
    expect(mailsTo(ben)).toHaveLength(1);
  });

  it("a batch sent whose marking failed is marked, never sent again; a message after it gets its own email", async () => {
    const { ana, ben, game } = await pair();
    await sendChat(game.id, ana.id, "Sent once.", new Date());
    await runChatJob(game.id, ben);
    await smtp.waitFor(to(ben));
    // As if the job had died between the server's 250 (recorded) and marking the batch mailed.
    await db().gameMessage.updateMany({ where: { gameId: game.id }, data: { mailedAt: null } });
    await sendChat(game.id, ana.id, "Written after.", new Date());
    await runChatJob(game.id, ben);
    const second = await smtp.waitFor((m) => to(ben)(m) && flat(m).includes("Written after."));
    expect(flat(second)).not.toContain("Sent once.");
    expect(await sendChatMail(game.id, ben.id, new Date())).toBe("moved-on");
    expect(mailsTo(ben)).toHaveLength(2);
    expect(await db().gameMessage.count({ where: { gameId: game.id, mailedAt: null } })).toBe(0);
  });
});
