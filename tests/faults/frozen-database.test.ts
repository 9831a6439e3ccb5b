// PostgreSQL frozen (SIGSTOP to the postmaster and its children), under the production service
// (`npm start`: Next.js and its worker in one real process). A frozen database keeps its sockets
// open and answers nothing; before every query had a time limit, /healthz did not answer in 45 s
// and a form post hung. Now each answer comes before the test's own deadline: /healthz says down
// within 2 s, a page and a form posted without JavaScript say "briefly unavailable" (503) within
// 5 s, the same form sent by JavaScript says the move was not sent (keeping what was typed) within
// 5 s; nothing is written, and once the database runs again everything works by itself.
import { afterAll, beforeAll, expect, it, onTestFailed } from "vitest";
import { moveNotSent } from "@/app/_forms/game";
import { openSession } from "@/lib/auth/open-session";
import { freePort } from "@/lib/db/embedded";
import { db } from "@/lib/db/prisma";
import { briefOutage } from "@/lib/db/unavailable";
import { formData, hiddenFields } from "../browser/support/http-forms";
import { until } from "../support/jobs";
import { person, startGameBetween } from "../support/players";
import { type Frozen, freeze } from "./support/freeze";
import { runScript, type Script } from "./support/processes";
import { type Stage, stage } from "./support/stage";

let world: Stage;
let service: Script;
let url: string;
let cookie: string;
let gameId: string;
let frozen: Frozen | undefined;

beforeAll(async () => {
  world = await stage("faults_frozen");
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  service = runScript("scripts/start.ts", { ...world.env, PORT: String(port), APP_URL: url });
  await service.waitFor("Pigeon Post is ready");
  const ana = await person("Ana");
  const game = await startGameBetween(ana, await person("Bo"), {}, new Date());
  gameId = game.id;
  const session = await openSession(ana.id, new Date());
  cookie = `${session.name}=${session.value}`;
});
afterAll(async () => {
  frozen?.thaw();
  await service?.stop();
  await world?.stop();
});

/** A request that must be answered, body and all, within `withinMs` (the test's own deadline). */
async function answered(
  path: string,
  withinMs: number,
  init: RequestInit = {},
): Promise<{ status: number; text: string; type: string | null }> {
  const response = await fetch(url + path, {
    redirect: "manual",
    ...init,
    headers: { cookie, ...(init.headers as Record<string, string>) },
    signal: AbortSignal.timeout(withinMs),
  });
  return { status: response.status, text: await response.text(), type: response.headers.get("content-type") };
}

const movePage = () => `/games/${gameId}`;
const moveForm = 'aria-label="Send a move as text"';

/** The move form as its page hands it out, with `move` typed. */
async function typedMove(move: string): Promise<{ hidden: [string, string][]; body: FormData }> {
  const page = await answered(movePage(), 10_000);
  expect(page.status).toBe(200);
  const hidden = hiddenFields(page.text, moveForm);
  return { hidden, body: formData(hidden, { move, message: "" }) };
}

/** The id of the form's server action, from its hidden fields (plain or useActionState form). */
function actionIdOf(hidden: [string, string][]): string {
  for (const [name, value] of hidden) {
    if (name.startsWith("$ACTION_ID_")) return name.slice("$ACTION_ID_".length);
    if (/^\$ACTION_\d+:0$/.test(name)) return JSON.parse(value).id;
  }
  throw new Error("the form names no server action");
}

/** The same form as React sends it from the page: the fields under "1_", the arguments in "0". */
function sentByJavaScript(hidden: [string, string][], move: string): FormData {
  const sent = new FormData();
  for (const [name, value] of hidden) if (!name.startsWith("$ACTION")) sent.set(`1_${name}`, value);
  sent.set("1_move", move);
  sent.set("1_message", "");
  sent.set("0", '["$undefined","$K1"]');
  return sent;
}

const plies = async () =>
  (await db().game.findUniqueOrThrow({ where: { id: gameId }, select: { plies: true } })).plies;

it("a frozen PostgreSQL: /healthz down within 2 s, pages and forms answered within 5 s, then it recovers", async () => {
  onTestFailed(() => console.log(`service output:\n${service.output()}`));
  expect((await answered("/healthz", 10_000)).text).toBe('{"ok":true,"status":"up"}');
  const { hidden, body } = await typedMove("e4");

  const pid = await world.pg.pid();
  if (!pid) throw new Error("PostgreSQL is not running");
  frozen = await freeze(pid);
  try {
    const health = await answered("/healthz", 2_000);
    expect(health.status).toBe(503);
    expect(JSON.parse(health.text)).toEqual({ ok: false, status: "down" });

    for (const path of ["/", movePage(), "/challenges"]) {
      const page = await answered(path, 5_000);
      expect(page.status, path).toBe(503);
      expect(page.text).toContain(briefOutage);
    }

    // The move form without JavaScript: the page it would render again cannot be had either.
    const posted = await answered(movePage(), 5_000, { method: "POST", body, headers: { origin: url } });
    expect(posted.status).toBe(503);
    expect(posted.text).toContain(briefOutage);

    // The same form sent by JavaScript: its action answers, and the form says the move was not sent.
    const byScript = await answered(movePage(), 5_000, {
      method: "POST",
      body: sentByJavaScript(hidden, "e4"),
      headers: { origin: url, "next-action": actionIdOf(hidden) },
    });
    expect(byScript.status).toBe(200);
    expect(byScript.text).toContain(moveNotSent);
  } finally {
    frozen.thaw();
  }

  // Once it runs again, everything answers by itself: the health check, the pages, the move.
  await until(
    async () => (await answered("/healthz", 10_000)).status === 200,
    "/healthz to say up again",
    60_000,
  );
  expect((await answered("/", 10_000)).status).toBe(200);
  expect(await plies()).toBe(0); // nothing was written while it was frozen
  const again = await typedMove("e4");
  const played = await answered(movePage(), 10_000, {
    method: "POST",
    body: again.body,
    headers: { origin: url },
  });
  expect(played.status).toBe(303);
  expect(await plies()).toBe(1);
  expect(service.child.exitCode).toBeNull();
  expect(service.output()).not.toMatch(/Unhandled|unhandledRejection|uncaught/i);
});
