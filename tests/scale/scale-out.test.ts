// The README's scale-out claim, proven with real processes on one machine: one PostgreSQL behind
// PgBouncer (transaction mode), three production web instances and two workers. Games are played
// over HTTP with every request going to the next instance in turn (a player's page from one, their
// move to another); mid-run one worker and one web instance are SIGKILLed. Sessions and sign-in
// links must work on any instance, rate limits must be shared, every move must commit once, every
// email go out exactly once, and none later than 5 minutes after its move.
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { db } from "@/lib/db/prisma";
import { listenerName } from "@/lib/live/listener";
import { expectTargets, formatTable, Ledger } from "../faults/support/ledger";
import { submitPageForm } from "../support/forms";
import { until } from "../support/jobs";
import { signedInPerson, startGameBetween } from "../support/players";
import { linkTo } from "../support/smtp";
import { type Cluster, metricsToken, startCluster } from "./support/cluster";
import { maxEmailDelaySeconds, playGames } from "./support/games";
import { Balancer, playOverHttp } from "./support/http-moves";

const games = Number(process.env.SCALE_GAMES ?? 24);
const plies = Number(process.env.SCALE_PLIES ?? 10);
let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({ instances: 3, workers: 2, pooler: true });
});
afterAll(async () => {
  await cluster?.stop();
});

const fresh = (name: string) => `${name}-${Math.random().toString(36).slice(2, 10)}@example.com`;

describe("any instance", () => {
  it("a move sent to one instance reaches a live game stream served by another (LISTEN on PostgreSQL itself)", async () => {
    onTestFailed(() => console.log(cluster.output().slice(-6000)));
    const [a, b] = cluster.instances.map((instance) => instance.url);
    const ana = await signedInPerson("Ana");
    const ben = await signedInPerson("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    const { version } = await db().game.findUniqueOrThrow({
      where: { id: game.id },
      select: { version: true },
    });
    // Ben's page, served by instance B, follows the game.
    const stream = await fetch(`${b}/games/${game.id}/events?since=${version}`, {
      headers: { cookie: ben.cookie, accept: "text/event-stream" },
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    let said = "";
    const reader = stream.body?.getReader();
    const decoder = new TextDecoder();
    const reading = (async () => {
      for (;;) {
        const part = await reader?.read().catch(() => undefined);
        if (!part || part.done) return;
        said += decoder.decode(part.value);
      }
    })();
    await until(async () => said.includes(": open"), "the stream's start");
    // No page had a stream before: the one LISTEN session is B's, opened on PostgreSQL itself
    // (DIRECT_DATABASE_URL), not through PgBouncer, whose transaction pooling would lose it.
    const listeners = async () =>
      (
        await db().$queryRaw<{ n: number }[]>`
          select count(*)::int as n from pg_stat_activity where application_name = ${listenerName}`
      )[0].n;
    await until(async () => (await listeners()) === 1, "instance B's LISTEN session");
    // Ana's move goes to instance A, as the page without JavaScript posts it.
    await playOverHttp(new Balancer([a]), game.id, 1, "e4", ana);
    const committed = Date.now();
    await until(
      async () => said.includes(`id: ${version + 1}\nevent: game\n`),
      "the move's event on B",
      10_000,
    );
    console.log(
      `live event from instance A to a stream on instance B: ${Date.now() - committed} ms after the move's answer`,
    );
    await reader?.cancel();
    await reading;
  });

  it("a sign-in link asked for on one instance opens on another, and the session works on all three", async () => {
    onTestFailed(() => console.log(cluster.output().slice(-6000)));
    const [a, b, c] = cluster.instances.map((instance) => instance.url);
    const email = fresh("walker");
    const asked = await submitPageForm(`${a}/signin`, { email });
    expect(asked.status).toBe(303);
    const mail = await cluster.smtp.waitFor((m) => m.envelopeTo.includes(email), 120_000);
    const link = new URL(linkTo(mail.text, "/signin/confirm"));
    expect(link.origin).toBe(cluster.appUrl);

    const confirm = await fetch(`${b}${link.pathname}${link.search}`);
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain("You are signing in as");
    // The confirm page's button: next-auth's email callback, here on the third instance.
    const query = new URLSearchParams({
      token: link.searchParams.get("token") ?? "",
      email: link.searchParams.get("email") ?? "",
      callbackUrl: "/",
    });
    const callback = await fetch(`${c}/api/auth/callback/email?${query}`, { redirect: "manual" });
    expect(callback.status).toBe(302);
    const cookie = /next-auth\.session-token=[^;]+/.exec(callback.headers.get("set-cookie") ?? "")?.[0];
    expect(cookie).toBeDefined();
    for (const base of [a, b, c]) {
      // A newcomer: every instance knows the session and sends them to the welcome first (a
      // browser without a session would be shown the home page).
      const home = await fetch(`${base}/`, { headers: { cookie: cookie ?? "" }, redirect: "manual" });
      expect(home.status).toBe(303);
      expect(home.headers.get("location")).toMatch(/\/welcome\?callbackUrl=%2F$/);
    }
  });

  it("rate limits are shared: the sixth sign-in email to one address from one client is refused whichever instance is asked", async () => {
    const email = fresh("limited");
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      const instance = cluster.instances[i % 3].url;
      const answer = await submitPageForm(`${instance}/signin`, { email });
      answers.push(answer.status);
      if (i === 5) expect(answer.text).toContain(`We sent a sign-in link to ${email}`);
    }
    expect(answers).toEqual([303, 303, 303, 303, 303, 200]);
  });

  it("every instance and worker answers /healthz, and /metrics only with the token", async () => {
    for (const base of [...cluster.instances.map((i) => i.url), ...cluster.workers.map((w) => w.healthUrl)]) {
      expect(await (await fetch(`${base}/healthz`)).json(), base).toEqual({ ok: true, status: "up" });
      const health = await fetch(`${base}/healthz`, { headers: { authorization: `Bearer ${metricsToken}` } });
      expect(health.status, base).toBe(200);
      expect(await health.json()).toMatchObject({ ok: true, migrations: { ok: true }, queue: { ok: true } });
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      const scrape = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
      expect(scrape.status).toBe(200);
      expect(await scrape.text()).toMatch(/^pigeon_queue_depth \d+$/m);
    }
  });
});

it(`${games} games over three instances and two workers, a worker and an instance SIGKILLed mid-run`, async () => {
  onTestFailed(() => console.log(cluster.output().slice(-10000)));
  const ledger = new Ledger("scale-out: 3 instances, 2 workers, kills", cluster.smtp);
  await ledger.startGames(games);
  const balancer = new Balancer(cluster.instances.map((instance) => instance.url));
  const killAt = Math.floor((games * plies) / 3);
  const started = Date.now();
  let moves = 0;
  const playing = playGames(ledger, balancer, plies, (progress) => {
    moves = progress.moves;
  });
  await until(async () => moves >= killAt, "a third of the moves", 600_000);
  // Kill while emails wait for the server's reply (held 10 s), so the killed worker surely dies
  // mid-send and none of its sends has had its 250 yet (a reply written just before a SIGKILL
  // would be a delivery the worker never heard of: the one duplicate window, not this test's
  // subject; tests/faults/worker-kill.test.ts sets the same scene).
  const { smtp } = cluster;
  smtp.setAcceptDelay(10_000);
  await until(async () => {
    const due = smtp.pendingReplies();
    return due.length >= 6 && Math.min(...due) - Date.now() > 2000;
  }, "sends waiting for their reply");
  const heldUntil = Math.max(...smtp.pendingReplies());
  cluster.workers[0].script.signalGroup("SIGKILL");
  cluster.instances[1].script.signalGroup("SIGKILL");
  ledger.faultEndedAt = Date.now();
  // Sends held at the kill have had their answer (or found their sender gone); then full speed.
  await until(
    async () => smtp.pendingReplies().every((due) => due > heldUntil),
    "the replies held at the kill to fall due",
  );
  smtp.setAcceptDelay(0);
  const played = await playing;
  const seconds = (Date.now() - started) / 1000;
  expect(await cluster.workers[0].script.exited).toBe("SIGKILL");
  expect(await cluster.instances[1].script.exited).toBe("SIGKILL");
  await ledger.settle();
  const row = await ledger.count();
  const maxDelay = maxEmailDelaySeconds(ledger);
  console.log(
    `${formatTable([row])}\nmoves ${played.moves} in ${seconds.toFixed(0)} s; requests failed over to another instance ${balancer.failovers}; ` +
      `max email delay (move → SMTP) ${maxDelay} s, latest after the kills ${row.latestAfterFaultS} s`,
  );
  expectTargets(row);
  expect(row.moves).toBe(games * plies);
  expect(maxDelay).toBeLessThan(300);
  // The killed worker's cut sends were not deliveries; the survivor freed its jobs and claims.
  expect(smtp.abandoned()).toBeGreaterThanOrEqual(1);
  expect(cluster.workers[1].script.output()).toMatch(/freed the jobs of dead worker pools \[pool-/);
  // Both instances still up kept serving, and the surviving worker did the dead one's share.
  for (const index of [0, 2])
    expect((await fetch(`${cluster.instances[index].url}/healthz`)).status).toBe(200);
  expect((await fetch(`${cluster.workers[1].healthUrl}/healthz`)).status).toBe(200);
});
