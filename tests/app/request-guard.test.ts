// The request guard (lib/http/request-guard.ts, run by proxy.ts before Next.js routes a request):
// what Next.js 16 would answer with a 500 gets a 4xx here, and what it serves goes through. The
// production service answers the same rows in tests/browser/bad-input.test.ts.
import { describe, expect, it } from "vitest";
import { refuseMalformedRequest } from "@/lib/http/request-guard";
import { readableRouterTree } from "@/lib/http/router-state";

const site = "http://pigeon.test";
/**
 * Action ids as Next's compiler writes them: the first byte says which of the first six
 * parameters the action reads (0x40 the first, 0x20 the second, …; server-reference-info.js),
 * which lib/input/server-action.ts reads to find the form's place.
 */
const tail = "a3092eb6f985bc5a321d6f10877adc26be36321a";
const ids = {
  /** `(state, form)` reading both, as sendMove, saveWelcome, confirmReplyAction. */
  stateAndForm: `60${tail}`,
  /** `(_state, form)`: only the form read. */
  formSecond: `20${tail}`,
  /** `(form)`, as saveAnalysisAction and Sign out. */
  formOnly: `40${tail}`,
  /** `()`: takes nothing (none of ours; Turbopack marks `_form` too, so Sign out is `(form)`). */
  readsNothing: `00${tail}`,
};
const actionId = ids.stateAndForm;

/** A form as React sends a server action's arguments: the encoded arguments in "0", the fields after. */
function actionForm(root = '["$undefined","$K1"]') {
  const form = new FormData();
  form.set("1_move", "e4");
  form.set("0", root);
  return form;
}

function post(path: string, body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request(`${site}${path}`, {
    method: "POST",
    body,
    headers: { host: "pigeon.test", ...headers },
  });
}

const status = async (request: Request) => (await refuseMalformedRequest(request))?.status ?? "through";

describe("server actions Next.js would answer with a 500", () => {
  it.each([
    ["a form sent from another site", { origin: "https://evil.example" }, 403],
    ["a form sent with Origin: null", { origin: "null" }, 403],
    ["a form sent with an Origin that is no address", { origin: "pigeon.test" }, 403],
    ["a form sent from another port of this host", { origin: "http://pigeon.test:8080" }, 403],
    ["a form sent from this site", { origin: site }, "through"],
    ["a form sent with no Origin (not a browser: browsers send it with every POST)", {}, 403],
    [
      "a form from the site a proxy forwards for",
      { origin: "https://pigeon.example", "x-forwarded-host": "pigeon.example" },
      "through",
    ],
  ])("%s, without JavaScript (multipart): %s", async (_, headers, expected) => {
    const form = new FormData();
    form.set(`$ACTION_ID_${actionId}`, "");
    form.set("move", "e4");
    expect(await status(post("/games/abc", form, headers))).toBe(expected);
  });

  it.each([
    ["from another site", actionForm(), { origin: "https://evil.example" }, 403],
    ["as text", "garbage{", { origin: site, "content-type": "text/plain" }, 400],
    ["as JSON", '{"move":"e4"}', { origin: site, "content-type": "application/json" }, 400],
    [
      "as bytes",
      new Uint8Array([1, 2, 3]),
      { origin: site, "content-type": "application/octet-stream" },
      400,
    ],
    [
      "as a form of other fields",
      (() => {
        const f = new FormData();
        f.set("move", "e4");
        return f;
      })(),
      { origin: site },
      400,
    ],
    ["as a form whose arguments are not JSON", actionForm("garbage{"), { origin: site }, 400],
    ["as React sends it", actionForm(), { origin: site }, "through"],
  ])("a server action named by Next-Action, sent %s: %s", async (_, body, headers, expected) => {
    expect(await status(post("/games/abc", body as BodyInit, { "next-action": actionId, ...headers }))).toBe(
      expected,
    );
  });

  it("route handlers take posts from other sites (Mailgun, one-click unsubscribe)", async () => {
    const form = new FormData();
    form.set("body-mime", "x");
    expect(await status(post("/api/inbound/mailgun/mime", form, { origin: "https://mailgun.example" }))).toBe(
      "through",
    );
  });

  it("the refusal says what happened, in words", async () => {
    const refused = await refuseMalformedRequest(post("/games/abc", actionForm(), { origin: "null" }));
    expect(await refused?.text()).toContain("That form came from another site");
  });
});

/** A form as React sends it: the encoded arguments in "0", the form's fields under "1_". */
function reactForm(root: string, fields: Record<string, string> = { "1_move": "e4" }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("0", root);
  return form;
}

describe("a server action's arguments that hold no form where the action reads one (React never sends them)", () => {
  const text = (body: string) => ({ body, type: "text/plain;charset=UTF-8" });
  const multipart = (root: string) => ({ body: reactForm(root), type: null });
  it.each([
    // The fuzz's 500s: sendMove, confirmReplyAction and saveWelcome read (state, form).
    ["(state, form)", ids.stateAndForm, text("[]"), 400],
    ["(state, form)", ids.stateAndForm, text('["$K1"]'), 400],
    ["(state, form)", ids.stateAndForm, text("{}"), 400],
    ["(state, form)", ids.stateAndForm, text('"x"'), 400],
    ["(state, form)", ids.stateAndForm, text("[1,2]"), 400],
    ["(state, form)", ids.stateAndForm, text('["$undefined","$K1"]'), 400],
    ["(state, form)", ids.stateAndForm, multipart("[]"), 400],
    ["(state, form)", ids.stateAndForm, multipart('["$K1"]'), 400],
    ["(state, form)", ids.stateAndForm, multipart('["$undefined","x"]'), 400],
    ["(state, form)", ids.stateAndForm, multipart('["$undefined","$K1"]'), "through"],
    ["(state, form)", ids.stateAndForm, multipart('[{"error":"x"},"$K1"]'), "through"],
    ["(_state, form)", ids.formSecond, multipart('["$K1"]'), 400],
    ["(_state, form)", ids.formSecond, multipart('["$undefined","$K2"]'), "through"],
    ["(form)", ids.formOnly, text('["$K1"]'), 400],
    ["(form)", ids.formOnly, multipart("[1]"), 400],
    ["(form)", ids.formOnly, multipart('["$K1"]'), "through"],
    // An action that takes nothing cannot be hurt by its arguments.
    ["(), taking nothing", ids.readsNothing, text("[]"), "through"],
    ["(), taking nothing", ids.readsNothing, multipart('["$K1"]'), "through"],
    ["(), taking nothing", ids.readsNothing, text("{}"), 400],
  ])("%s, id %s: %o → %s", async (_, id, { body, type }, expected) => {
    const headers: Record<string, string> = { "next-action": id, origin: site };
    if (type) headers["content-type"] = type;
    expect(await status(post("/games/abc", body, headers))).toBe(expected);
  });
});

describe("an RSC request whose router state does not parse", () => {
  const rsc = (tree?: string) =>
    new Request(`${site}/archive`, {
      headers: { rsc: "1", ...(tree === undefined ? {} : { "next-router-state-tree": tree }) },
    });

  it.each([
    ["garbage", 400],
    ["[1]", 400],
    ["%E0%A4%A", 400],
    [encodeURIComponent('["",{"children":["archive",{}]}]'), "through"],
  ])("Next-Router-State-Tree %s: %s", async (tree, expected) => {
    expect(await status(rsc(tree))).toBe(expected);
  });

  it("the header without RSC: 1 is not read (Next does not read it either)", async () => {
    expect(
      await status(new Request(`${site}/archive`, { headers: { "next-router-state-tree": "garbage" } })),
    ).toBe("through");
    expect(await status(rsc())).toBe("through");
  });
});

describe("the router state is read as Next.js reads it", () => {
  // Next's own reader is not a public API, so the guard has its own (lib/http/router-state.ts);
  // this corpus holds the two together. A Next.js update that reads the header otherwise fails here.
  const children = (inner: unknown) => ({ children: inner });
  const trees: unknown[] = [
    ["", {}],
    ["", children(["archive", {}])],
    ["", children(["games", children([["id", "abc", "d", null], children(["__PAGE__", {}])])])],
    ["", children([["id", "abc", "d", ["new"]], {}]), ["/games/abc", "/games/abc"], "refetch", 1, "x"],
    ["", children(["a", {}, null, null, null])],
    ["", children(["a", {}, null, "inside-shared-layout"])],
    ["", {}, null, "metadata-only", null, "extra"],
    ["", {}, null, null, null, "a", "too many"],
    ["", {}, null, "someday"],
    ["", {}, ["/only-one"]],
    ["", {}, null, null, "1"],
    ["", {}, null, null, null, 7],
    [["id", "abc", "x", null], {}],
    [["id", "abc", "d"], {}],
    [["id", "abc", "d", [1]], {}],
    [1, {}],
    ["", children("not a tree")],
    ["", children(["a"])],
    ["", { children: null }],
    ["", null],
    ["", "a"],
    [""],
    [],
    {},
    "",
    null,
    7,
  ];
  const headers = [
    ...trees.map((t) => encodeURIComponent(JSON.stringify(t))),
    ...trees.map((t) => JSON.stringify(t)),
    "garbage",
    "%E0%A4%A",
    "%5B%22%22%2C",
    encodeURIComponent(JSON.stringify(["", children(["x".repeat(40_000), {}])])),
    encodeURIComponent(JSON.stringify(["", children(["x".repeat(39_950), {}])])),
  ];

  it.each(headers.map((h) => [h.length > 60 ? `${h.slice(0, 60)}… (${h.length})` : h, h]))(
    "%s",
    async (_, header) => {
      const { parseAndValidateFlightRouterState } = await import(
        "next/dist/server/app-render/parse-and-validate-flight-router-state"
      );
      let nextReads = true;
      try {
        parseAndValidateFlightRouterState(header);
      } catch {
        nextReads = false;
      }
      expect(readableRouterTree(header)).toBe(nextReads);
    },
  );

  it("the corpus has both kinds (a reader that says yes or no to all would pass nothing)", () => {
    const readable = headers.filter(readableRouterTree).length;
    expect(readable).toBeGreaterThan(8);
    expect(headers.length - readable).toBeGreaterThan(20);
  });
});
