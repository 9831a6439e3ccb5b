// The daily sweep: of each kind of row, an expired one and a live one; only the expired go. Then
// the sweep in small batches, and the sweep as the worker runs it from its job.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { dayMs } from "@/lib/games/stored/deadline";
import { gameLinkUrl } from "@/lib/games/stored/links";
import { chatRules } from "@/lib/games/talk/chat";
import { sweep, sweepRules } from "@/lib/housekeeping/sweep";
import { housekeepingCrontab, housekeepingTask } from "@/lib/housekeeping/tasks";
import { createInvitation } from "@/lib/invitations/create";
import { startWorker, type Worker } from "@/lib/worker";
import { testDatabaseUrl } from "../support/database";
import { until } from "../support/jobs";
import { finishedRow, type Person, person, startGameBetween } from "../support/players";

const now = new Date();
const ago = (days: number) => new Date(now.getTime() - days * dayMs);
const later = (days: number) => new Date(now.getTime() + days * dayMs);
const tag = () => randomBytes(6).toString("hex");

let ana: Person;
let bart: Person;

beforeAll(async () => {
  ana = await person("Ana");
  bart = await person("Bart");
});

const session = (expires: Date) =>
  db().session.create({ data: { tokenHash: `sweep-${tag()}`, userId: ana.id, expires } });
const signInToken = (expires: Date) =>
  db().verificationToken.create({
    data: { identifier: `${tag()}@example.com`, token: `sweep-${tag()}`, expires },
  });
const unsubscribeKey = (expiresAt: Date) =>
  db().unsubscribeKey.create({ data: { keyHash: `sweep-${tag()}`, userId: ana.id, expiresAt } });
const rateLimit = (windowStart: Date) =>
  db().rateLimit.create({ data: { key: `sweep:${tag()}`, count: 3, windowStart } });
const sentEmail = (sentAt: Date, state: "SENT" | "SENDING" | "REJECTED" = "SENT") =>
  db().sentEmail.create({
    data: {
      eventKey: `sweep:${tag()}`,
      messageId: `<${tag()}@test>`,
      state,
      claimedAt: sentAt,
      sentAt: state === "SENT" ? sentAt : null,
    },
  });

/** The link row of `person` for a game that finished `days` ago (or is still running: null). */
async function linkOfGame(finishedDaysAgo: number | null): Promise<string> {
  const game =
    finishedDaysAgo === null
      ? await startGameBetween(ana, bart, {}, now)
      : await finishedRow(ana, bart, { finishedAt: ago(finishedDaysAgo) });
  await gameLinkUrl(ana.id, game.id);
  const link = await db().gameLink.findFirstOrThrow({ where: { gameId: game.id } });
  return link.tokenHash;
}

/**
 * A visitor's draft made `days` ago: the visitor's own (unconfirmed) address and the opponent's,
 * each a User row made with the draft. (Drafts made today no longer write the opponent's row, but
 * drafts stored before that change did, and the sweep must still clear them: it is made here.)
 */
async function draft(days: number, addresses: { own?: string; opponent?: string } = {}) {
  const own = addresses.own ?? `visitor-${tag()}@example.com`;
  const opponent = addresses.opponent ?? `opponent-${tag()}@example.com`;
  const made = await createInvitation(
    { gameType: "chess", opponentEmail: opponent, colour: "white", daysPerMove: "3", ownEmail: own },
    null,
    ago(days),
  );
  if (!made.ok || made.status !== "DRAFT") throw new Error("no draft");
  await db().user.upsert({ where: { email: opponent }, create: { email: opponent }, update: {} });
  // The rows a draft brings in are as old as the draft (the database stamps them when made).
  await db().user.updateMany({
    where: { email: { in: [own, opponent] }, createdAt: { gt: ago(days) } },
    data: { createdAt: ago(days) },
  });
  return { id: made.invitationId, own, opponent };
}

const exists = {
  session: async (id: string) => (await db().session.count({ where: { id } })) === 1,
  token: async (token: string) => (await db().verificationToken.count({ where: { token } })) === 1,
  rateLimit: async (key: string) => (await db().rateLimit.count({ where: { key } })) === 1,
  unsubscribeKey: async (keyHash: string) => (await db().unsubscribeKey.count({ where: { keyHash } })) === 1,
  link: async (tokenHash: string) => (await db().gameLink.count({ where: { tokenHash } })) === 1,
  invitation: async (id: string) => (await db().invitation.count({ where: { id } })) === 1,
  user: async (email: string) => (await db().user.count({ where: { email } })) === 1,
  sentEmail: async (eventKey: string) => (await db().sentEmail.count({ where: { eventKey } })) === 1,
};

describe("the daily sweep", () => {
  it("deletes expired sessions, sign-in tokens, unsubscribe keys, rate-limit rows, old game links and old sent-email rows, and keeps the live ones", async () => {
    const sessions = { expired: await session(ago(0.001)), live: await session(later(30)) };
    const tokens = { expired: await signInToken(ago(0.001)), live: await signInToken(later(0.04)) };
    const keys = { expired: await unsubscribeKey(ago(0.001)), live: await unsubscribeKey(later(300)) };
    const limits = {
      expired: await rateLimit(ago(sweepRules.rateLimitDays + 0.01)),
      live: await rateLimit(ago(0.02)),
    };
    const links = {
      pastTheirLife: await linkOfGame(31),
      inTheGrace: await linkOfGame(29),
      running: await linkOfGame(null),
    };
    const sent = {
      old: await sentEmail(ago(sweepRules.sentEmailDays + 1)),
      oldRejected: await sentEmail(ago(sweepRules.sentEmailDays + 1), "REJECTED"),
      // A claim is never the sweep's, however old: the liveness sweep releases dead workers' claims.
      oldClaim: await sentEmail(ago(sweepRules.sentEmailDays + 1), "SENDING"),
      recent: await sentEmail(ago(sweepRules.sentEmailDays - 1)),
    };

    await sweep(now);

    expect(await exists.session(sessions.expired.id)).toBe(false);
    expect(await exists.session(sessions.live.id)).toBe(true);
    expect(await exists.token(tokens.expired.token)).toBe(false);
    expect(await exists.token(tokens.live.token)).toBe(true);
    expect(await exists.unsubscribeKey(keys.expired.keyHash)).toBe(false);
    expect(await exists.unsubscribeKey(keys.live.keyHash)).toBe(true);
    expect(await exists.rateLimit(limits.expired.key)).toBe(false);
    expect(await exists.rateLimit(limits.live.key)).toBe(true);
    expect(await exists.link(links.pastTheirLife)).toBe(false);
    expect(await exists.link(links.inTheGrace)).toBe(true);
    expect(await exists.link(links.running)).toBe(true);
    expect(await exists.sentEmail(sent.old.eventKey)).toBe(false);
    expect(await exists.sentEmail(sent.oldRejected.eventKey)).toBe(false);
    expect(await exists.sentEmail(sent.oldClaim.eventKey)).toBe(true);
    expect(await exists.sentEmail(sent.recent.eventKey)).toBe(true);
    // The people and games stay: only the link rows went.
    expect(await db().user.count({ where: { id: { in: [ana.id, bart.id] } } })).toBe(2);
  });

  it("deletes a chat email's reply key once it takes no more replies, a turn's only when its turn is over", async () => {
    const game = await startGameBetween(ana, bart, {}, now);
    const key = (days: number, chat: boolean) =>
      db().replyKey.create({
        data: {
          keyHash: `sweep-${tag()}`,
          userId: ana.id,
          gameId: game.id,
          ply: 0,
          chat,
          createdAt: ago(days),
        },
      });
    const keys = {
      oldChat: await key(chatRules.keyLifeMs / dayMs + 1, true),
      youngChat: await key(chatRules.keyLifeMs / dayMs - 1, true),
      // The turn still waits for its move, however long: its key stays.
      oldTurn: await key(sweepRules.replyKeyDays + 10, false),
    };
    await sweep(now);
    const left = await db().replyKey.findMany({ where: { gameId: game.id }, select: { keyHash: true } });
    expect(left.map((k) => k.keyHash).sort()).toEqual([keys.youngChat.keyHash, keys.oldTurn.keyHash].sort());
  });

  it("deletes spent Mailgun tokens once their signatures are long past the window", async () => {
    await db().mailgunToken.createMany({
      data: [
        { token: "old-token", usedAt: ago(sweepRules.mailgunTokenDays + 0.01) },
        { token: "fresh-token", usedAt: ago(0.01) },
      ],
    });
    expect((await sweep(now)).mailgunTokens).toBe(1);
    expect((await db().mailgunToken.findMany({ select: { token: true } })).map((t) => t.token)).toEqual([
      "fresh-token",
    ]);
  });

  it("deletes drafts older than a week, and the people only they brought in", async () => {
    const stale = await draft(sweepRules.draftDays + 1);
    const recent = await draft(sweepRules.draftDays - 1);
    // The opponent of this stale draft was also invited for real: their row stays.
    const invitedForReal = await draft(sweepRules.draftDays + 1);
    const pending = await createInvitation(
      { gameType: "chess", opponentEmail: invitedForReal.opponent, colour: "black", daysPerMove: "3" },
      bart,
      ago(sweepRules.draftDays + 1),
    );
    // This visitor signed in once (a verified address): their row stays, their old draft goes.
    const signedIn = await draft(sweepRules.draftDays + 1);
    await db().user.update({ where: { email: signedIn.own }, data: { emailVerified: ago(1) } });
    // A draft typed with a player's address as the opponent never deletes that player.
    const player = await draft(sweepRules.draftDays + 1, { opponent: bart.email });

    const report = await sweep(now);

    expect(await exists.invitation(stale.id)).toBe(false);
    expect(await exists.user(stale.own)).toBe(false);
    expect(await exists.user(stale.opponent)).toBe(false);
    expect(await exists.invitation(recent.id)).toBe(true);
    expect(await exists.user(recent.own)).toBe(true);
    expect(await exists.user(recent.opponent)).toBe(true);
    expect(await exists.invitation(invitedForReal.id)).toBe(false);
    expect(await exists.user(invitedForReal.own)).toBe(false);
    expect(await exists.user(invitedForReal.opponent)).toBe(true);
    expect(pending.ok && (await exists.invitation(pending.invitationId))).toBe(true);
    expect(await exists.invitation(signedIn.id)).toBe(false);
    expect(await exists.user(signedIn.own)).toBe(true);
    expect(await exists.invitation(player.id)).toBe(false);
    expect(await exists.user(bart.email)).toBe(true);
    expect(report.drafts).toBeGreaterThanOrEqual(4);
    expect(report.draftUsers).toBeGreaterThanOrEqual(4);
  });

  it("goes in batches until each kind is done", async () => {
    const expired = [];
    for (let i = 0; i < 7; i++) expired.push(await session(ago(1)));
    const drafts = [];
    for (let i = 0; i < 5; i++) drafts.push(await draft(sweepRules.draftDays + 2));
    const report = await sweep(now, 2);
    expect(report.sessions).toBeGreaterThanOrEqual(7);
    expect(report.drafts).toBeGreaterThanOrEqual(5);
    for (const row of expired) expect(await exists.session(row.id)).toBe(false);
    for (const row of drafts) expect(await exists.invitation(row.id)).toBe(false);
  });
});

describe("the sweep as the worker runs it", () => {
  let worker: Worker;
  afterAll(() => worker?.stop());

  it("is on the worker's crontab once a day, and its job sweeps", async () => {
    expect(housekeepingCrontab).toMatch(new RegExp(`^\\d+ \\d+ \\* \\* \\* ${housekeepingTask}$`));
    worker = await startWorker({ connectionString: testDatabaseUrl(), pollInterval: 100, log: () => {} });
    const expired = await session(ago(1));
    const live = await session(later(1));
    // What a cron tick adds: the task, with the tick's time.
    await db().$executeRaw`select graphile_worker.add_job(${housekeepingTask}::text,
      json_build_object('_cron', json_build_object('ts', ${now.toISOString()}::text)))`;
    await until(async () => !(await exists.session(expired.id)), "the housekeeping job to sweep");
    expect(await exists.session(live.id)).toBe(true);
  });
});
