// The email outbox (lib/mail/send-once.ts) and the queue's sweep (lib/jobs/liveness.ts), step by
// step against the real database and SMTP receiver: a permanent refusal is recorded and not
// retried, a live claim is never sent twice, a dead process's claims and job locks are freed (and
// only a dead one's), retries wait at most the cap, and two jobs may record one game link at once.
import pg from "pg";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { gameLinkUrl, resolveGameLink } from "@/lib/games/stored/links";
import { productionTimings, sweep, workerProcess } from "@/lib/jobs/liveness";
import { addJob, retryAttempts, tasks } from "@/lib/jobs/queue";
import { ClaimHeldError, sendOnce } from "@/lib/mail/send-once";
import { testDatabaseUrl } from "../support/database";
import { until } from "../support/jobs";
import { person, startGameBetween } from "../support/players";
import { type SmtpReceiver, startSmtpReceiver } from "../support/smtp";

let smtp: SmtpReceiver;
let pool: pg.Pool;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  process.env.SMTP_URL = smtp.url;
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
});
afterAll(async () => {
  await pool.end();
  await smtp.stop();
});

const tag = () => Math.random().toString(36).slice(2, 10);
const letter = (to: string, subject: string) => async () => ({
  to,
  subject,
  body: createElement("p", null, "A letter"),
});
const row = (eventKey: string) => db().sentEmail.findUnique({ where: { eventKey } });

describe("sendOnce", () => {
  it("sends once, records SENT with the time, and a second call sends nothing", async () => {
    const key = `test:${tag()}`;
    const to = `ana-${tag()}@example.com`;
    expect(await sendOnce(key, letter(to, "Once"))).toBe("sent");
    expect(await sendOnce(key, letter(to, "Twice"))).toBe("already-sent");
    expect(smtp.messages.filter((m) => m.envelopeTo.includes(to)).map((m) => m.subject)).toEqual(["Once"]);
    expect(await row(key)).toMatchObject({ state: "SENT", claimedBy: null, sentAt: expect.any(Date) });
  });

  it("records a permanent refusal (550 to the recipient) with the server's reason and does not retry it", async () => {
    const key = `test:${tag()}`;
    const to = `gone-${tag()}@example.com`;
    smtp.refuseRecipient(to);
    expect(await sendOnce(key, letter(to, "Refused"))).toBe("rejected");
    expect(await row(key)).toMatchObject({
      state: "REJECTED",
      reason: expect.stringMatching(/^550.*No such user/),
    });
    expect(await sendOnce(key, letter(to, "Refused again"))).toBe("rejected");
    expect(smtp.messages.some((m) => m.envelopeTo.includes(to))).toBe(false);
  });

  it("a temporary failure (421) throws for a retry and leaves no claim behind", async () => {
    const key = `test:${tag()}`;
    const to = `later-${tag()}@example.com`;
    smtp.setDown(true);
    try {
      await expect(sendOnce(key, letter(to, "Later"))).rejects.toThrow(/421/);
    } finally {
      smtp.setDown(false);
    }
    expect(await row(key)).toBeNull();
    expect(await sendOnce(key, letter(to, "Later"))).toBe("sent");
  });

  it("a connection refused throws for a retry too", async () => {
    const key = `test:${tag()}`;
    await smtp.setRefusing(true);
    try {
      await expect(sendOnce(key, letter(`cy-${tag()}@example.com`, "Refused"))).rejects.toThrow(
        /ECONNREFUSED|connect/i,
      );
    } finally {
      await smtp.setRefusing(false);
    }
    expect(await row(key)).toBeNull();
  });

  it("never sends while another live process holds the claim, and finds it sent afterwards", async () => {
    const key = `test:${tag()}`;
    const to = `bo-${tag()}@example.com`;
    await db()
      .$executeRaw`insert into "WorkerHeartbeat" (process, pools, "beatAt") values ('other-live', '{}', now())
      on conflict (process) do update set "beatAt" = now()`;
    await db().sentEmail.create({
      data: { eventKey: key, messageId: "<x@pigeon.test>", state: "SENDING", claimedBy: "other-live" },
    });
    await expect(sendOnce(key, letter(to, "Not now"))).rejects.toThrow(ClaimHeldError);
    await db().sentEmail.update({ where: { eventKey: key }, data: { state: "SENT", claimedBy: null } });
    expect(await sendOnce(key, letter(to, "Not now"))).toBe("already-sent");
    expect(smtp.messages.some((m) => m.envelopeTo.includes(to))).toBe(false);
  });

  it("two sends of one event at once from this process: one sends, the other is told to retry", async () => {
    const key = `test:${tag()}`;
    const to = `di-${tag()}@example.com`;
    smtp.setAcceptDelay(1500);
    try {
      const results = await Promise.allSettled([
        sendOnce(key, letter(to, "Once")),
        sendOnce(key, letter(to, "Once")),
      ]);
      expect(results.filter((r) => r.status === "fulfilled").map((r) => r.value)).toEqual(["sent"]);
      expect(results.filter((r) => r.status === "rejected").map((r) => r.reason)).toEqual([
        expect.any(ClaimHeldError),
      ]);
    } finally {
      smtp.setAcceptDelay(0);
    }
    expect(smtp.messages.filter((m) => m.envelopeTo.includes(to))).toHaveLength(1);
  });
});

/**
 * A queued job locked as if by `pool` `ageSeconds` ago. Only a dead worker leaves such a lock, so
 * the state is set in graphile-worker's own table (the fault suite kills a real one); everything
 * the tests read goes through its public `jobs` view, and each test file has a database of its own.
 */
async function lockedJob(key: string, pool: string, ageSeconds: number): Promise<void> {
  await db().$transaction((tx) => addJob(tx, tasks.yourTurn, { gameId: "none", ply: 0 }, { jobKey: key }));
  await db().$executeRaw`update graphile_worker._private_jobs
    set locked_by = ${pool}, locked_at = now() - ${ageSeconds} * interval '1 second' where key = ${key}`;
}
const lockOf = async (key: string) =>
  (
    await db().$queryRaw<
      { locked_by: string | null }[]
    >`select locked_by from graphile_worker.jobs where key = ${key}`
  )[0]?.locked_by;
async function claimBy(key: string, process: string, ageSeconds: number): Promise<void> {
  await db().$executeRaw`insert into "SentEmail" ("eventKey", "messageId", state, "claimedBy", "claimedAt")
    values (${key}, '<y@pigeon.test>', 'SENDING', ${process}, now() - ${ageSeconds} * interval '1 second')`;
}
async function heartbeat(process: string, pools: string[], ageSeconds: number): Promise<void> {
  await db().$executeRaw`insert into "WorkerHeartbeat" (process, pools, "beatAt")
    values (${process}, ${pools}, now() - ${ageSeconds} * interval '1 second')`;
}

describe("the sweep (production timings)", () => {
  it("frees the jobs and email claims of a process whose heartbeat stopped, in one go", async () => {
    const t = tag();
    await heartbeat(`dead-${t}`, [`pool-dead-${t}`], 120);
    await lockedJob(`job-dead-${t}`, `pool-dead-${t}`, 120);
    await claimBy(`mail-dead-${t}`, `dead-${t}`, 100);
    const result = await sweep(pool, productionTimings);
    expect(result?.freedPools).toContain(`pool-dead-${t}`);
    expect(result?.releasedClaims).toContain(`mail-dead-${t}`);
    expect(await lockOf(`job-dead-${t}`)).toBeNull();
    expect(await row(`mail-dead-${t}`)).toBeNull();
  });

  it("also frees a process that never wrote a heartbeat, once its lock and claim are old", async () => {
    const t = tag();
    await lockedJob(`job-ghost-${t}`, `pool-ghost-${t}`, 90);
    await claimBy(`mail-ghost-${t}`, `ghost-${t}`, 90);
    await sweep(pool, productionTimings);
    expect(await lockOf(`job-ghost-${t}`)).toBeNull();
    expect(await row(`mail-ghost-${t}`)).toBeNull();
  });

  it("leaves a live process alone however old its lock, and a fresh lock or claim of anyone", async () => {
    const t = tag();
    await heartbeat(`live-${t}`, [`pool-live-${t}`], 5);
    await lockedJob(`job-live-${t}`, `pool-live-${t}`, 3600);
    await claimBy(`mail-live-${t}`, `live-${t}`, 3600);
    await lockedJob(`job-new-${t}`, `pool-new-${t}`, 10);
    await claimBy(`mail-new-${t}`, `new-${t}`, 10);
    await sweep(pool, productionTimings);
    expect(await lockOf(`job-live-${t}`)).toBe(`pool-live-${t}`);
    expect(await row(`mail-live-${t}`)).toMatchObject({ state: "SENDING", claimedBy: `live-${t}` });
    expect(await lockOf(`job-new-${t}`)).toBe(`pool-new-${t}`);
    expect(await row(`mail-new-${t}`)).toMatchObject({ state: "SENDING" });
  });

  it("brings a retry that graphile-worker put hours away to at most a minute, and leaves planned jobs alone", async () => {
    const t = tag();
    await db().$transaction(async (tx) => {
      await addJob(tx, tasks.yourTurn, { gameId: "none", ply: 0 }, { jobKey: `retry-${t}` });
      await addJob(
        tx,
        tasks.reminder,
        { gameId: "none", ply: 0 },
        { jobKey: `planned-${t}`, runAt: new Date(Date.now() + 7_200_000) },
      );
    });
    // After its 9th failure graphile-worker waits e^9 s, about 2¼ hours.
    await db().$executeRaw`update graphile_worker._private_jobs
      set attempts = 9, last_error = 'Connection refused', run_at = now() + interval '8103 seconds'
      where key = ${`retry-${t}`}`;
    const result = await sweep(pool, productionTimings);
    expect(result?.hastenedRetries).toBeGreaterThanOrEqual(1);
    const [retry] = await db().$queryRaw<{ wait: number; max: number }[]>`
      select extract(epoch from run_at - now())::float as wait, max_attempts as max from graphile_worker.jobs where key = ${`retry-${t}`}`;
    expect(retry.wait).toBeLessThanOrEqual(productionTimings.retryCapMs / 1000);
    expect(retry.max).toBe(retryAttempts);
    const [planned] = await db().$queryRaw<{ wait: number }[]>`
      select extract(epoch from run_at - now())::float as wait from graphile_worker.jobs where key = ${`planned-${t}`}`;
    expect(planned.wait).toBeGreaterThan(7000);
  });

  it("names this process in its own claims", async () => {
    const key = `test:${tag()}`;
    smtp.setAcceptDelay(800);
    try {
      const sending = sendOnce(key, letter(`el-${tag()}@example.com`, "Mine"));
      await until(async () => (await row(key)) !== null, "the claim");
      expect(await row(key)).toMatchObject({ state: "SENDING", claimedBy: workerProcess });
      expect(await sending).toBe("sent");
    } finally {
      smtp.setAcceptDelay(0);
    }
  });
});

describe("game links", () => {
  it("ten jobs recording the same link at once all succeed, and the link works", async () => {
    const ana = await person("Ana");
    const bo = await person("Bo");
    const game = await startGameBetween(ana, bo, {}, new Date());
    await db().gameLink.deleteMany({ where: { gameId: game.id } });
    const urls = await Promise.all(Array.from({ length: 10 }, () => gameLinkUrl(bo.id, game.id)));
    expect(new Set(urls).size).toBe(1);
    const token = urls[0].split("/play/")[1];
    expect(await resolveGameLink(token, new Date())).toEqual({ userId: bo.id, gameId: game.id });
    expect(await db().gameLink.count({ where: { gameId: game.id, userId: bo.id } })).toBe(1);
  });
});
