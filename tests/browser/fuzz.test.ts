// A fuzz of every route and form, against the production service as an operator starts it
// (`npm start`), signed in as a player with a game in progress: every page and route handler
// found under app/, every server action the build's manifest lists, each sent malformed input
// (NUL bytes, overlong text, wrong content types, bad JSON and text bodies, bad ids, huge numbers,
// missing fields, bad percent-encoding). Seeded, so every run sends the same few hundred requests.
// No answer may be a 500, and each must come within a few seconds: a bad request gets a 4xx or
// the page's own message, never an error page or a wait. tests/browser/bad-input.test.ts checks
// what each refusal says; this file checks that nothing anywhere falls over.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openSession } from "@/lib/auth/open-session";
import { person, startGameBetween } from "../support/players";
import { seeded } from "../support/playout";
import { type Service, startService } from "../support/service";
import { everything, quiet } from "./support/fingerprint";
import { formData, hiddenFields, readable } from "./support/http-forms";

const root = path.resolve(import.meta.dirname, "../..");
/** "A few seconds": a page on a busy two-core machine, with room to spare. */
const answerWithinMs = 10_000;

let service: Service;
const stage = { cookie: "", gameId: "", anaId: "" };

beforeAll(async () => {
  service = await startService();
  const ana = await person("Ana");
  const game = await startGameBetween(ana, await person("Bo"), {}, new Date());
  const session = await openSession(ana.id, new Date());
  Object.assign(stage, { cookie: `${session.name}=${session.value}`, gameId: game.id, anaId: ana.id });
  await quiet();
});
afterAll(async () => {
  await service?.stop();
});

// ---- what there is to send to ---------------------------------------------------------------

// Seeded, so the fuzz is the same on every run.
const random = seeded(33);
const pick = <T>(from: readonly T[]): T => from[Math.floor(random() * from.length)];

/** Every page (page.tsx) and route handler (route.ts) under app/, as templates: "/games/[id]". */
function appRoutes(): { template: string; kind: "page" | "route" }[] {
  const found: { template: string; kind: "page" | "route" }[] = [];
  for (const entry of readdirSync(path.join(root, "app"), { recursive: true, withFileTypes: true })) {
    if (entry.name !== "page.tsx" && entry.name !== "route.ts") continue;
    const dir = path.relative(path.join(root, "app"), entry.parentPath);
    const segments = dir === "" ? [] : dir.split(path.sep).filter((s) => !/^\(.*\)$/.test(s));
    found.push({ template: `/${segments.join("/")}`, kind: entry.name === "page.tsx" ? "page" : "route" });
  }
  return found.sort((a, b) => a.template.localeCompare(b.template));
}

/** A dynamic segment's good value: the game in progress, Ana's own page, a real game type. */
function goodSegment(template: string, name: string): string {
  if (name === "id" && template.startsWith("/games/")) return stage.gameId;
  if (name === "id" && template.startsWith("/players/")) return stage.anaId;
  if (name === "game") return "chess";
  if (name === "...nextauth") return "session";
  return "nothing-here";
}

/** Path segments a person could not have meant: bad percent-encoding, NUL, overlong, huge numbers. */
const badSegments = [
  "%00",
  "%FF",
  "%E0%A4%A",
  "%",
  "%C0%AF",
  "%ED%A0%80",
  "a".repeat(4000),
  "99999999999999999999999999",
  "-1",
  "1e400",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "%E2%80%AEevil",
  "null",
  "%20",
  "CON",
];

/** Query strings that mean nothing good. */
const badQueries = [
  "",
  "?page=99999999999999999999999",
  "?page=-1",
  "?before=1e309",
  "?cursor=%00",
  "?cursor=%FF%FE",
  "?callbackUrl=%ZZ",
  "?callbackUrl=https%3A%2F%2Fevil.example",
  `?token=${"x".repeat(6000)}`,
  "?game=%00chess",
  "?game=chess&game=shogi",
  "?a[]=1&a[b]=2",
  "?%00=%00",
  "?error=%E0%A4%A",
  "?ply=NaN&ply=Infinity",
];

function fill(template: string, bad: boolean): string {
  return template.replace(/\[([^\]]+)\]/g, (_, name: string) =>
    bad ? pick(badSegments) : goodSegment(template, name),
  );
}

type ServerAction = { id: string; name: string; page: string; takes: number };

/** Every server action of the build (its server-reference manifest), and a page it is posted to. */
function buildActions(): ServerAction[] {
  const manifest = JSON.parse(
    readFileSync(path.join(root, ".next/server/server-reference-manifest.json"), "utf8"),
  ) as { node: Record<string, { workers: Record<string, unknown>; exportedName: string }> };
  return Object.entries(manifest.node)
    .map(([id, { workers, exportedName }]) => {
      const worker = Object.keys(workers).find((w) => w.endsWith("/page")) ?? "app/page";
      const template = worker.slice("app".length, -"/page".length).replace(/\/\(.*?\)/g, "") || "/";
      // How many parameters it takes: the id's first byte, one bit for each (Next's server-reference-info).
      const mask = (Number.parseInt(id.slice(0, 2), 16) >> 1) & 0x3f;
      const takes = mask === 0 ? 0 : 6 - Math.log2(mask & -mask);
      return { id, name: exportedName, page: fill(template, false), takes };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

// ---- how requests go --------------------------------------------------------------------------

type Sent = { what: string; status: number | "no answer" };

async function send(
  what: string,
  address: string,
  init: { method?: string; body?: BodyInit; headers?: Record<string, string> } = {},
): Promise<Sent> {
  try {
    const response = await fetch(service.url + address, {
      method: init.method ?? "GET",
      body: init.body,
      headers: { cookie: stage.cookie, ...init.headers },
      redirect: "manual",
      signal: AbortSignal.timeout(answerWithinMs),
    });
    // A live page's stream (text/event-stream) answers with its headers and then stays open by
    // design: its status is its answer. Anything else is read whole, within the same deadline.
    if (response.ok && (response.headers.get("content-type") ?? "").startsWith("text/event-stream"))
      await response.body?.cancel();
    else await response.arrayBuffer();
    return { what, status: response.status };
  } catch (error) {
    if ((error as Error).name === "TimeoutError") return { what, status: "no answer" };
    throw error;
  }
}

/** React's encoded arguments for an action taking `takes` parameters, the form last, with `state` first. */
const encodedArguments = (takes: number, state = '"$undefined"') =>
  takes <= 1 ? '["$K1"]' : `[${[state, ...Array(takes - 2).fill('"$undefined"'), '"$K1"'].join(",")}]`;

/** Field names the app's forms use, each sent malformed. */
const fieldNames = [
  "gameId",
  "id",
  "ply",
  "move",
  "message",
  "text",
  "name",
  "email",
  "timeZone",
  "token",
  "key",
  "daysPerMove",
  "incrementDays",
  "colour",
  "gameType",
  "answer",
  "line",
  "invitationId",
  "challengeId",
  "level",
  "note",
  "moves",
  "callbackUrl",
  "rated",
  "minRating",
  "maxRating",
  "opponentEmail",
  "start",
  "end",
  "mode",
];

const badValues = [
  "\u0000",
  "e4\u0000",
  "x".repeat(200_000),
  "99999999999999999999999999",
  "1e400",
  "-1",
  "NaN",
  "' or 1=1 --",
  "%FF",
  "\ud800",
  "\u202egnp.exe",
  "",
  " ",
  "[object Object]",
  "__proto__",
];

/** A multipart form of the action's fields, malformed one way or another. */
function badForm(takes: number, shape: "all one value" | "some values" | "no fields"): FormData {
  const form = new FormData();
  form.set("0", encodedArguments(takes));
  if (shape === "no fields") return form;
  const one = pick(badValues);
  for (const name of fieldNames) {
    if (shape === "some values" && random() < 0.5) continue;
    form.append(`1_${name}`, shape === "all one value" ? one : pick(badValues));
  }
  return form;
}

// ---- the fuzz -------------------------------------------------------------------------------

const textBodies = ["[]", '["$K1"]', "{}", '"x"', "[1,2]", '["$undefined","$K1"]', "null", ""];

it("every server action sent a text body that is not a form: 400, nothing written", async () => {
  const actions = buildActions();
  expect(actions.length).toBeGreaterThanOrEqual(40);
  const before = await everything();
  const answers: Sent[] = [];
  for (const action of actions) {
    for (const body of textBodies) {
      answers.push(
        await send(`${action.name} (${action.page}) text ${JSON.stringify(body)}`, action.page, {
          method: "POST",
          body,
          headers: {
            "next-action": action.id,
            origin: service.url,
            "content-type": "text/plain;charset=UTF-8",
          },
        }),
      );
    }
  }
  expect(answers.filter((a) => a.status !== 400)).toEqual([]);
  expect(await everything()).toEqual(before);
});

it("a chat message posted with no Origin (a script, not a browser): 403 saying why, nothing written", async () => {
  const page = await fetch(`${service.url}/games/${stage.gameId}`, { headers: { cookie: stage.cookie } });
  const hidden = hiddenFields(await page.text(), 'aria-label="Send a message"');
  const before = await everything();
  const withoutJavaScript = formData(hidden, { message: "written by curl" });
  const byScript = new FormData();
  for (const [name, value] of hidden) if (!name.startsWith("$ACTION")) byScript.set(`1_${name}`, value);
  byScript.set("1_message", "written by curl");
  byScript.set("0", '["$undefined","$K1"]');
  const actionId = buildActions().find((a) => a.name === "sendChatAction")?.id ?? "";
  for (const [how, body, headers] of [
    ["as a form without JavaScript", withoutJavaScript, {}],
    ["as JavaScript sends it", byScript, { "next-action": actionId }],
  ] as const) {
    const answer = await fetch(`${service.url}/games/${stage.gameId}`, {
      method: "POST",
      body,
      headers: { cookie: stage.cookie, ...headers },
      redirect: "manual",
    });
    expect(answer.status, how).toBe(403);
    expect(readable(await answer.text(), answer.headers.get("content-type"))).toContain(
      "That form did not say where it came from",
    );
  }
  expect(await everything()).toEqual(before);
});

it("a few hundred malformed requests to every page, route handler and server action: no 500, no hang", async () => {
  const answers: Sent[] = [];
  const routes = appRoutes();
  expect(routes.length).toBeGreaterThanOrEqual(30);

  // Pages and route handlers: bad segments, bad queries, bad bodies.
  for (const { template, kind } of routes) {
    const dynamic = template.includes("[");
    for (let i = 0; i < (dynamic ? 6 : 3); i++) {
      const address = fill(template, dynamic && i > 0) + pick(badQueries);
      answers.push(await send(`GET ${address.slice(0, 120)}`, address));
    }
    const address = fill(template, false);
    for (const [type, body] of [
      ["application/json", '{"move":"e4\\u0000","ply":1e400}'],
      ["application/json", "{not json"],
      ["text/plain", "\u0000".repeat(64)],
      ["application/x-www-form-urlencoded", "move=%FF%00&ply=99999999999999999999&email=%ZZ"],
      ["multipart/form-data", "--x\r\nno boundary here"],
      ["multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\ncut short'],
      ["application/octet-stream", "\u00ff\u00fe\u0000\u0001"],
    ] as const) {
      if (kind === "page" && random() < 0.5) continue; // pages take forms only: a sample is enough
      answers.push(
        await send(`POST ${address} ${type}`, address, {
          method: "POST",
          body,
          headers: { "content-type": type, origin: service.url },
        }),
      );
    }
  }

  // Server actions: well-shaped arguments carrying malformed fields, odd states, missing fields.
  for (const action of buildActions()) {
    // Sign out would end the session the rest of the fuzz signs in with; its bodies are above.
    if (action.name === "signOut") continue;
    const shapes = ["all one value", "some values", "no fields"] as const;
    for (const shape of shapes) {
      answers.push(
        await send(`${action.name} (${action.page}) ${shape}`, action.page, {
          method: "POST",
          body: badForm(action.takes, shape),
          headers: { "next-action": action.id, origin: service.url },
        }),
      );
    }
    if (action.takes >= 2) {
      const state = pick(["null", "1", '"x"', "{}", "[]", '"$K1"']);
      const form = badForm(action.takes, "some values");
      form.set("0", encodedArguments(action.takes, state));
      answers.push(
        await send(`${action.name} (${action.page}) state ${state}`, action.page, {
          method: "POST",
          body: form,
          headers: { "next-action": action.id, origin: service.url },
        }),
      );
    }
  }

  expect(answers.length).toBeGreaterThanOrEqual(300);
  expect(answers.length).toBeLessThanOrEqual(700);
  const fallen = answers.filter((a) => a.status === "no answer" || a.status >= 500);
  expect(fallen, service.output().slice(-4000)).toEqual([]);
});
