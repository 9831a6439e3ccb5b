// The invitation flow against a real PostgreSQL, a real SMTP receiver and graphile-worker
// running the real invitation tasks: invite, email, accept / decline / expire, visitors' drafts.
import { Logger, runOnce } from "graphile-worker";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { acceptInput } from "@/lib/invitations/input";
import { tasks } from "@/lib/jobs/queue";
import { unsubscribeKeyOwner } from "@/lib/mail/unsubscribe";
import { atOnceBehind, rowLock } from "../support/barrier";
import { jobsOf, queueSettled, runNow } from "../support/jobs";
import { type Person, person } from "../support/players";
import { linkTo, type Received, type SmtpReceiver, startSmtpReceiver } from "../support/smtp";

let smtp: SmtpReceiver;
let invitations: {
  create: typeof import("@/lib/invitations/create");
  answer: typeof import("@/lib/invitations/answer");
  sendDraft: typeof import("@/lib/invitations/send-draft");
  withdraw: typeof import("@/lib/invitations/withdraw");
  access: typeof import("@/lib/invitations/access");
  list: typeof import("@/lib/invitations/list");
  tasks: typeof import("@/lib/invitations/tasks");
  gameMail: typeof import("@/lib/notify/tasks");
};

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  process.env.SMTP_URL = smtp.url;
  invitations = {
    create: await import("@/lib/invitations/create"),
    answer: await import("@/lib/invitations/answer"),
    sendDraft: await import("@/lib/invitations/send-draft"),
    withdraw: await import("@/lib/invitations/withdraw"),
    access: await import("@/lib/invitations/access"),
    list: await import("@/lib/invitations/list"),
    tasks: await import("@/lib/invitations/tasks"),
    gameMail: await import("@/lib/notify/tasks"),
  };
});
afterAll(() => smtp.stop());

const quiet = new Logger(() => () => {});
/**
 * Runs every due invitation job, and the game-started email an acceptance brings, with the real
 * task list, as the worker would.
 */
const runJobs = () =>
  runOnce(
    { connectionString: process.env.DATABASE_URL, noHandleSignals: true, logger: quiet },
    {
      ...invitations.tasks.invitationTasks,
      [tasks.gameStarted]: invitations.gameMail.gameMailTasks[tasks.gameStarted],
    },
  );

const dayMs = 24 * 60 * 60 * 1000;
let wendy: Person;
let bartEmail: string;
let tag: string;

beforeEach(async () => {
  tag = Math.random().toString(36).slice(2, 8);
  wendy = await person("Wendy");
  bartEmail = `bart-${tag}@example.com`;
});

const form = (extra: Record<string, unknown> = {}) => ({
  gameType: "kings-court",
  opponentEmail: bartEmail,
  colour: "white",
  daysPerMove: "3",
  message: "Fancy a slow game?",
  public: "on",
  ...extra,
});

async function invite(extra: Record<string, unknown> = {}, now = new Date()) {
  const created = await invitations.create.createInvitation(form(extra), wendy, now);
  if (!created.ok) throw new Error(created.reason);
  return created.invitationId;
}

const mailTo = (address: string, subject: RegExp) =>
  smtp.waitFor((m) => m.envelopeTo.includes(address) && subject.test(m.subject ?? ""));
const mailsTo = (address: string) => smtp.messages.filter((m) => m.envelopeTo.includes(address));

const invitationLink = (mail: Received) => new URL(linkTo(mail.text, "/invitations/"));

async function invitedAndMailed(extra: Record<string, unknown> = {}) {
  const id = await invite(extra);
  await runJobs();
  const mail = await mailTo(bartEmail, /invites you/);
  return { id, token: invitationLink(mail).searchParams.get("token") ?? "", mail };
}

describe("inviting an opponent", () => {
  it("emails the opponent who invites, the game, time, colour, message, expiry, and a working link", async () => {
    const now = new Date();
    const id = await invite({}, now);
    const row = await db().invitation.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({
      status: "PENDING",
      inviteeEmail: bartEmail,
      inviterColor: "WHITE",
      daysPerMove: 3,
      rated: false,
    });
    expect(row.expiresAt).toEqual(new Date(now.getTime() + 14 * dayMs));
    // The opponent gets a User row, so the email can carry their unsubscribe key.
    const bart = await db().user.findUniqueOrThrow({ where: { email: bartEmail } });

    await runJobs();
    const mail = await mailTo(bartEmail, /invites you/);
    expect(mail.subject).toBe("Wendy invites you to a casual game of Kings Court");
    expect(mail.text).toContain("*Rating:* Casual: the result changes no rating");
    expect(mail.text).toContain(`Wendy (${wendy.email})`);
    expect(mail.text).toContain("3 days per move");
    expect(mail.text).toContain("*You would play:* Black");
    expect(mail.text).toContain("Fancy a slow game?");
    expect(mail.text).toMatch(/\*Answer by:\* \w+day \d+ \w+, \d\d:\d\d \(UTC\)/);
    expect(mail.html).toContain('href="http://127.0.0.1:3999/rules/kings-court"');
    // mailparser folds List-* headers into one "list" entry; read the raw lines, unfolded.
    const lines = mail.headerLines.map((h) => h.line.replace(/\r?\n[ \t]+/g, " "));
    const key =
      lines
        .map((line) =>
          /^List-Unsubscribe: <http:\/\/127\.0\.0\.1:3999\/api\/unsubscribe\/([\w-]{22})>$/.exec(line),
        )
        .find(Boolean)?.[1] ?? "";
    expect(key).not.toBe("");
    expect(mail.html).toContain(`href="http://127.0.0.1:3999/unsubscribe/${key}"`);
    expect(await unsubscribeKeyOwner(key, "203.0.113.9", new Date())).toMatchObject({
      ok: true,
      person: { id: bart.id },
    });
    expect(lines).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    const link = invitationLink(mail);
    expect(link.pathname).toBe(`/invitations/${id}`);
    const token = link.searchParams.get("token") ?? "";
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await db().invitation.findUniqueOrThrow({ where: { id } });
    expect(stored.tokenHash).not.toContain(token);
    expect(invitations.access.roleOf(stored, { token, user: null })).toBe("invitee");
    const forged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(invitations.access.roleOf(stored, { token: forged, user: null })).toBeNull();

    // A retried or duplicated job sends nothing more.
    await db().$transaction(
      (tx) =>
        tx.$executeRaw`select graphile_worker.add_job('invitation-email', ${JSON.stringify({ invitationId: id })}::json)`,
    );
    await runJobs();
    await queueSettled(Object.keys(invitations.tasks.invitationTasks));
    expect(mailsTo(bartEmail)).toHaveLength(1);
  });

  it("sends nothing to an opponent who opted out of all mail, yet the invitation stays pending", async () => {
    await db().user.create({ data: { email: bartEmail, mailOff: true } });
    const id = await invite();
    await runJobs();
    await queueSettled(Object.keys(invitations.tasks.invitationTasks));
    expect(mailsTo(bartEmail)).toHaveLength(0);
    expect((await db().invitation.findUniqueOrThrow({ where: { id } })).status).toBe("PENDING");
    const { received } = await invitations.list.invitationsFor({ id: "", email: bartEmail });
    expect(received.map((r) => [r.id, r.otherName, r.gameType])).toEqual([[id, "Wendy", "kings-court"]]);
  });

  it.each<[string, Record<string, string>, RegExp]>([
    ["yourself", { opponentEmail: "<wendy, in capitals>" }, /your own address/],
    ["an invalid address", { opponentEmail: "bart@" }, /doesn't look like an email address/],
    ["no address", { opponentEmail: "  " }, /Enter your opponent's email address/],
    ["a game that does not exist", { gameType: "checkers" }, /Choose one of the six games/],
    ["an odd time control", { daysPerMove: "4" }, /1, 2, 3, 5, 7, 10, 14 days/],
    ["a message too long", { message: "x".repeat(501) }, /too long: at most 500 characters/],
  ])("refuses inviting %s with a clear message and writes nothing", async (_, extra, reason) => {
    if (extra.opponentEmail === "<wendy, in capitals>")
      extra = { opponentEmail: ` ${wendy.email.toUpperCase()}` };
    const before = await db().invitation.count();
    const outcome = await invitations.create.createInvitation(form(extra), wendy, new Date());
    expect(outcome).toEqual({ ok: false, status: 400, reason: expect.stringMatching(reason) });
    expect(await db().invitation.count()).toBe(before);
  });

  it("allows 20 invitations per inviter per day, then says to wait", async () => {
    const now = new Date();
    for (let i = 0; i < 20; i++) await invite({ opponentEmail: `friend${i}-${tag}@example.com` }, now);
    const refused = await invitations.create.createInvitation(form(), wendy, now);
    expect(refused).toEqual({
      ok: false,
      status: 429,
      reason: expect.stringMatching(/20 invitations.*tomorrow/),
    });
    expect(await db().invitation.count({ where: { inviterId: wendy.id } })).toBe(20);
    // A day later the count starts again.
    const later = await invitations.create.createInvitation(
      form(),
      wendy,
      new Date(now.getTime() + dayMs + 1),
    );
    expect(later.ok).toBe(true);
    // Leave the queue clean for the next tests.
    await db().user.updateMany({ where: { email: { startsWith: "friend" } }, data: { mailOff: true } });
    await runJobs();
  });

  it("26 invitations sent at once: 20 go, 6 are told to wait", async () => {
    const now = new Date();
    const outcomes = await atOnceBehind(
      rowLock("User", wendy.id),
      Array.from(
        { length: 26 },
        (_, i) => () =>
          invitations.create.createInvitation(
            form({ opponentEmail: `rush${i}-${tag}@example.com` }),
            wendy,
            now,
          ),
      ),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(20);
    for (const refused of outcomes.filter((o) => !o.ok))
      expect(refused).toMatchObject({
        status: 429,
        reason: expect.stringMatching(/20 invitations.*tomorrow/),
      });
    expect(await db().invitation.count({ where: { inviterId: wendy.id } })).toBe(20);
    await db().user.updateMany({ where: { email: { startsWith: "rush" } }, data: { mailOff: true } });
    await runJobs();
  });
});

describe("answering", () => {
  it("accepting starts exactly one game with the chosen colours and time, and tells the inviter once", async () => {
    const { id, token } = await invitedAndMailed();
    const now = new Date();
    const accepted = await invitations.answer.acceptInvitation({ invitationId: id, token, user: null }, now);
    if (!accepted.ok) throw new Error(accepted.reason);
    const bart = await db().user.findUniqueOrThrow({ where: { email: bartEmail } });
    expect(accepted.inviteeId).toBe(bart.id);
    const game = await db().game.findUniqueOrThrow({ where: { id: accepted.gameId } });
    expect(game).toMatchObject({
      gameType: "kings-court",
      whiteId: wendy.id,
      blackId: bart.id,
      daysPerMove: 3,
      public: true,
    });
    expect(game.deadline).toEqual(new Date(now.getTime() + 3 * dayMs));
    // Wendy plays White: her game-started email says it is her move, so no your-move of its own.
    const keys = (await jobsOf(game.id)).map((j) => j.key);
    expect(keys).toContain(`game-started:${game.id}`);
    expect(keys).not.toContain(`your-turn:${game.id}:0`);
    expect(await db().invitation.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "ACCEPTED",
      gameId: game.id,
      respondedAt: now,
    });

    // A double click, or the same link in a second tab: no second game.
    const again = await invitations.answer.acceptInvitation({ invitationId: id, token, user: null }, now);
    expect(again).toEqual({
      ok: false,
      status: 409,
      reason: expect.stringMatching(/already accepted/),
      gameId: game.id,
    });
    expect(await db().game.count({ where: { OR: [{ whiteId: bart.id }, { blackId: bart.id }] } })).toBe(1);

    // Bart has not chosen a name yet: the email waits a moment for his welcome, and goes within a
    // minute without it (tests/app/new-game-mail.test.ts), as here: naming him by the address
    // Wendy typed.
    await runNow(`game-started:${game.id}`);
    await runJobs();
    const told = await mailTo(wendy.email, /accepted/);
    expect(told.subject).toBe(
      `${bartEmail} accepted your invitation: your move in Kings Court #${game.number} vs ${bartEmail}`,
    );
    expect(told.text).toContain("You play White, so the first move is yours.");
    expect(told.text).toMatch(/http:\/\/127\.0\.0\.1:3999\/play\/[A-Za-z0-9_-]+/);
  });

  it.each([
    ["public", "keeps it public", true, true],
    ["public", "keeps it private", false, false],
    ["private", "would allow public", true, false],
  ] as const)(
    "the inviter chose %s and the invitee %s: the game is public only when both agree",
    async (chosen, _, consent, expected) => {
      const { id, token, mail } = await invitedAndMailed(chosen === "public" ? {} : { public: "" });
      // The invitee reads the choice in the email before answering.
      expect(mail.text).toContain(chosen === "public" ? "*Archive:* Public" : "*Archive:* Private");
      const accepted = await invitations.answer.acceptInvitation(
        { invitationId: id, token, user: null, public: consent },
        new Date(),
      );
      if (!accepted.ok) throw new Error(accepted.reason);
      expect((await db().game.findUniqueOrThrow({ where: { id: accepted.gameId } })).public).toBe(expected);
    },
  );

  it("a rated invitation says so in its email, and accepting it starts a rated game", async () => {
    const { id, token, mail } = await invitedAndMailed({ rated: "on" });
    expect((await db().invitation.findUniqueOrThrow({ where: { id } })).rated).toBe(true);
    expect(mail.subject).toBe("Wendy invites you to a rated game of Kings Court");
    expect(mail.text).toContain("*Rating:* Rated: the result changes both players' Kings Court ratings");
    const accepted = await invitations.answer.acceptInvitation(
      { invitationId: id, token, user: null },
      new Date(),
    );
    if (!accepted.ok) throw new Error(accepted.reason);
    expect((await db().game.findUniqueOrThrow({ where: { id: accepted.gameId } })).rated).toBe(true);
  });

  it("an invitation form without the rated box ticked is casual, and so is its game", async () => {
    const { id, token } = await invitedAndMailed();
    const accepted = await invitations.answer.acceptInvitation(
      { invitationId: id, token, user: null },
      new Date(),
    );
    if (!accepted.ok) throw new Error(accepted.reason);
    expect((await db().game.findUniqueOrThrow({ where: { id: accepted.gameId } })).rated).toBe(false);
  });

  it("an accept form sent without the box ticked keeps the game private", () => {
    expect(acceptInput.parse({ invitationId: "i", token: "t" })).toMatchObject({ public: false });
    expect(acceptInput.parse({ invitationId: "i", token: "t", public: "on" })).toMatchObject({
      public: true,
    });
  });

  it("two simultaneous accepts make one game", async () => {
    const { id, token } = await invitedAndMailed({ colour: "random" });
    const results = await atOnceBehind(
      rowLock("Invitation", id),
      [0, 1].map(
        () => () => invitations.answer.acceptInvitation({ invitationId: id, token, user: null }, new Date()),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([expect.objectContaining({ status: 409 })]);
    const bart = await db().user.findUniqueOrThrow({ where: { email: bartEmail } });
    expect(await db().game.count({ where: { OR: [{ whiteId: bart.id }, { blackId: bart.id }] } })).toBe(1);
  });

  it.each([
    [0, "inviter"],
    [1, "invitee"],
  ] as const)("a random colour follows the coin (%i → %s plays White)", async (coin, white) => {
    const { id, token } = await invitedAndMailed({ colour: "random" });
    const accepted = await invitations.answer.acceptInvitation(
      { invitationId: id, token, user: null },
      new Date(),
      () => coin,
    );
    if (!accepted.ok) throw new Error(accepted.reason);
    const game = await db().game.findUniqueOrThrow({ where: { id: accepted.gameId } });
    expect(game.whiteId).toBe(white === "inviter" ? wendy.id : accepted.inviteeId);
  });

  it("the invitee signed in as the invited address may answer without the token; nobody else may", async () => {
    const { id } = await invitedAndMailed({ colour: "black" });
    const bart = await db().user.findUniqueOrThrow({ where: { email: bartEmail } });
    const stranger = { id: "someone", email: `eve-${tag}@example.com` };
    const forged = "A".repeat(43);
    for (const visitor of [
      { token: forged, user: null },
      { token: "short", user: stranger },
      { token: null, user: stranger },
    ]) {
      expect(await invitations.answer.acceptInvitation({ invitationId: id, ...visitor }, new Date())).toEqual(
        {
          ok: false,
          status: 404,
          reason: "There is no such invitation.",
        },
      );
    }
    // An unknown invitation reads exactly like a forged token: no hint that one exists.
    expect(
      await invitations.answer.acceptInvitation(
        { invitationId: "nope", token: forged, user: null },
        new Date(),
      ),
    ).toEqual({
      ok: false,
      status: 404,
      reason: "There is no such invitation.",
    });
    const accepted = await invitations.answer.acceptInvitation(
      { invitationId: id, token: null, user: { id: bart.id, email: bart.email } },
      new Date(),
    );
    if (!accepted.ok) throw new Error(accepted.reason);
    const game = await db().game.findUniqueOrThrow({ where: { id: accepted.gameId } });
    expect([game.whiteId, game.blackId]).toEqual([bart.id, wendy.id]);
  });

  it("declining starts no game, tells the inviter, and the link then says it was declined", async () => {
    const { id, token } = await invitedAndMailed();
    expect(
      await invitations.answer.declineInvitation({ invitationId: id, token, user: null }, new Date()),
    ).toEqual({ ok: true });
    expect(await db().invitation.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "DECLINED",
      gameId: null,
    });
    expect(
      await invitations.answer.acceptInvitation({ invitationId: id, token, user: null }, new Date()),
    ).toEqual({
      ok: false,
      status: 410,
      reason: "This invitation was declined.",
    });
    await runJobs();
    const told = await mailTo(wendy.email, /declined/);
    expect(told.subject).toBe(`bart-${tag} declined your invitation to Kings Court`);
    expect(told.html).toContain('href="http://127.0.0.1:3999/new?game=kings-court"');
    // The expiry job was dropped with the answer.
    expect(await jobsOf(id)).toEqual([]);
  });

  it("the inviter can withdraw a pending invitation; the invitee's link no longer works", async () => {
    const { id, token } = await invitedAndMailed();
    const bart = await db().user.findUniqueOrThrow({ where: { email: bartEmail } });
    expect(await invitations.withdraw.withdrawInvitation(id, bart, new Date())).toMatchObject({
      status: 404,
    });
    expect(await invitations.withdraw.withdrawInvitation(id, wendy, new Date())).toEqual({ ok: true });
    expect((await db().invitation.findUniqueOrThrow({ where: { id } })).status).toBe("WITHDRAWN");
    expect(
      await invitations.answer.acceptInvitation({ invitationId: id, token, user: null }, new Date()),
    ).toEqual({
      ok: false,
      status: 410,
      reason: "This invitation was withdrawn by the person who sent it.",
    });
    expect(await jobsOf(id)).toEqual([]);
    // Withdrawing twice is refused and changes nothing.
    expect(await invitations.withdraw.withdrawInvitation(id, wendy, new Date())).toMatchObject({
      status: 409,
    });
  });
});

describe("expiry", () => {
  it("after 14 days unanswered the invitation expires, the inviter is told, and accepting is refused", async () => {
    // Made 14 days and a minute ago: its expiry job is due now.
    const then = new Date(Date.now() - 14 * dayMs - 60_000);
    // The address has an account with a name; an unanswered invitation must not reveal it.
    await db().user.create({ data: { email: bartEmail, name: "Bobby Secret" } });
    const id = await invite({}, then);
    await runJobs();
    expect((await db().invitation.findUniqueOrThrow({ where: { id } })).status).toBe("EXPIRED");
    const told = await mailTo(wendy.email, /expired/);
    expect(told.subject).toBe(`Your invitation to bart-${tag} for Kings Court has expired`);
    expect(`${told.text}${told.html}`).not.toContain("Bobby Secret");
    const bart = await db().user.findUniqueOrThrow({ where: { email: bartEmail } });
    expect(
      await invitations.answer.acceptInvitation({ invitationId: id, token: null, user: bart }, new Date()),
    ).toMatchObject({ ok: false, status: 410 });
    expect(await db().game.count({ where: { OR: [{ whiteId: bart.id }, { blackId: bart.id }] } })).toBe(0);
  });

  it("a pending invitation past its time can't be accepted even before the expiry job has run", async () => {
    const id = await invite({}, new Date(Date.now() - 15 * dayMs));
    const bart = await db().user.findUniqueOrThrow({ where: { email: bartEmail } });
    expect(
      await invitations.answer.acceptInvitation({ invitationId: id, token: null, user: bart }, new Date()),
    ).toEqual({ ok: false, status: 410, reason: "This invitation has expired." });
    await runJobs();
  });
});

describe("a visitor who is not signed in", () => {
  it("makes a draft that sends nothing until they, signed in, send it", async () => {
    const visitorEmail = `visitor-${tag}@example.com`;
    const created = await invitations.create.createInvitation(
      form({ ownEmail: ` ${visitorEmail.toUpperCase()} ` }),
      null,
      new Date(),
    );
    expect(created).toMatchObject({ ok: true, status: "DRAFT", inviterEmail: visitorEmail });
    if (!created.ok) return;
    const visitor = await db().user.findUniqueOrThrow({ where: { email: visitorEmail } });
    await runJobs();
    await queueSettled(Object.keys(invitations.tasks.invitationTasks));
    expect(mailsTo(bartEmail)).toHaveLength(0);
    // The invitee can't see a draft, even signed in as the invited address.
    const draft = await db().invitation.findUniqueOrThrow({ where: { id: created.invitationId } });
    expect(invitations.access.roleOf(draft, { user: { id: "x", email: bartEmail } })).toBeNull();
    expect(invitations.access.roleOf(draft, { user: visitor })).toBe("inviter");
    // Nobody but the address's owner can send it.
    expect(await invitations.sendDraft.sendDraft(created.invitationId, wendy, new Date())).toMatchObject({
      status: 404,
    });

    expect(await invitations.sendDraft.sendDraft(created.invitationId, visitor, new Date())).toEqual({
      ok: true,
    });
    expect(await invitations.sendDraft.sendDraft(created.invitationId, visitor, new Date())).toEqual({
      ok: true,
    });
    await runJobs();
    const mail = await mailTo(bartEmail, /invites you/);
    expect(mail.text).toContain(`visitor-${tag} (${visitorEmail})`);
    await queueSettled(Object.keys(invitations.tasks.invitationTasks));
    expect(mailsTo(bartEmail)).toHaveLength(1);
  });

  it("drafts typed under someone's address do not use up their daily allowance; sending one counts", async () => {
    const ownerEmail = `owner-${tag}@example.com`;
    const now = new Date();
    const drafts: string[] = [];
    for (let i = 0; i < 21; i++) {
      const draft = await invitations.create.createInvitation(
        form({ ownEmail: ownerEmail, opponentEmail: `pal${i}-${tag}@example.com` }),
        null,
        now,
      );
      if (!draft.ok) throw new Error(draft.reason);
      drafts.push(draft.invitationId);
    }
    const owner = await db().user.findUniqueOrThrow({ where: { email: ownerEmail } });
    await db().user.updateMany({ where: { email: { startsWith: "pal" } }, data: { mailOff: true } });
    for (const id of drafts.slice(0, 20)) {
      expect(await invitations.sendDraft.sendDraft(id, owner, now)).toEqual({ ok: true });
    }
    // The 21st sent invitation of the day is refused and stays a draft.
    expect(await invitations.sendDraft.sendDraft(drafts[20], owner, now)).toMatchObject({ status: 429 });
    expect((await db().invitation.findUniqueOrThrow({ where: { id: drafts[20] } })).status).toBe("DRAFT");
    await runJobs();
  });

  it("must give their own address, and a draft over a day old is not sent", async () => {
    expect(await invitations.create.createInvitation(form(), null, new Date())).toEqual({
      ok: false,
      status: 400,
      reason: "Enter your email address.",
    });
    const old = new Date(Date.now() - dayMs - 60_000);
    const created = await invitations.create.createInvitation(
      form({ ownEmail: `late-${tag}@example.com` }),
      null,
      old,
    );
    if (!created.ok) throw new Error(created.reason);
    const visitor = await db().user.findUniqueOrThrow({ where: { email: `late-${tag}@example.com` } });
    expect(await invitations.sendDraft.sendDraft(created.invitationId, visitor, new Date())).toMatchObject({
      ok: false,
      status: 410,
    });
  });
});

describe("a visitor's form posted again and again", () => {
  const visitorPost = (ownEmail: string, opponentEmail: string, client: string) =>
    invitations.create.inviteAsVisitor(form({ ownEmail, opponentEmail }), client, new Date());
  const draftsBy = (email: string) => db().invitation.count({ where: { inviter: { email } } });

  it("40 posts under one address from 40 connections write 11 drafts, then refuse with a reason and write nothing", async () => {
    const visitorEmail = `spam-${tag}@example.com`;
    const outcomes = [];
    for (let i = 0; i < 40; i++) {
      outcomes.push(await visitorPost(visitorEmail, `target${i}-${tag}@example.com`, `198.51.100.${i}`));
    }
    // The address's cap (10 an hour), and past it the one newest link of each 15 minutes.
    expect(outcomes.filter((o) => o.ok)).toHaveLength(11);
    expect(outcomes.slice(11).every((o) => !o.ok && o.status === 429)).toBe(true);
    expect(outcomes[39]).toMatchObject({
      reason: expect.stringMatching(
        /sent a sign-in link to spam-.* less than a minute ago.*Use the newest email/,
      ),
    });
    expect(await draftsBy(visitorEmail)).toBe(11);
    // No User rows for the 40 typed opponents: a draft's opponent gets one when it is sent.
    expect(
      await db().user.count({ where: { email: { startsWith: "target", endsWith: `-${tag}@example.com` } } }),
    ).toBe(0);
    expect(await db().verificationToken.count({ where: { identifier: visitorEmail } })).toBe(11);
  });

  it("40 posts from one connection write 20 drafts (and 20 visitors), then refuse", async () => {
    const client = `203.0.113.${Math.floor(Math.random() * 250)}-${tag}`;
    const outcomes = [];
    for (let i = 0; i < 40; i++) {
      outcomes.push(await visitorPost(`visitor${i}-${tag}@example.com`, bartEmail, client));
    }
    expect(outcomes.filter((o) => o.ok)).toHaveLength(20);
    expect(outcomes[39]).toMatchObject({
      ok: false,
      status: 429,
      reason: expect.stringMatching(/from your connection/),
    });
    const visitors = await db().user.findMany({
      where: { email: { startsWith: "visitor", endsWith: `-${tag}@example.com` } },
    });
    expect(visitors).toHaveLength(20);
    expect(await db().invitation.count({ where: { inviterId: { in: visitors.map((v) => v.id) } } })).toBe(20);
  });

  it("a draft whose confirming email could not be sent is taken back", async () => {
    const visitorEmail = `unlucky-${tag}@example.com`;
    smtp.setDown(true);
    try {
      expect(await visitorPost(visitorEmail, bartEmail, `192.0.2.77-${tag}`)).toMatchObject({
        ok: false,
        status: 503,
        reason: expect.stringMatching(/couldn't send the email/),
      });
    } finally {
      smtp.setDown(false);
    }
    expect(await draftsBy(visitorEmail)).toBe(0);
  });
});

describe("my games lists", () => {
  it("shows pending invitations received (the inviter's name) and sent (the address typed, never an account's name)", async () => {
    const bart = await db().user.create({ data: { email: bartEmail, name: "Bobby Secret" } });
    const id = await invite({ gameType: "joust", daysPerMove: "7" });
    const sent = await invitations.list.invitationsFor(wendy);
    expect(sent.sent).toEqual([
      {
        id,
        gameType: "joust",
        otherName: bartEmail,
        daysPerMove: 7,
        incrementDays: null,
        expiresAt: expect.any(Date),
      },
    ]);
    const received = await invitations.list.invitationsFor(bart);
    expect(received.received.map((r) => [r.id, r.otherName])).toEqual([[id, "Wendy"]]);
    await invitations.answer.declineInvitation({ invitationId: id, token: null, user: bart }, new Date());
    expect((await invitations.list.invitationsFor(bart)).received).toEqual([]);
    await runJobs();
  });
});
