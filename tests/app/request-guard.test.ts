// The request guard (lib/input/request-guard.ts, run by proxy.ts before Next.js routes a request):
// what Next.js 16 would answer with a 500 gets a 4xx here, and what it serves goes through. The
// production service answers the same rows in tests/browser/bad-input.test.ts.
import { describe, expect, it } from "vitest";
import { refuseMalformedRequest } from "@/lib/input/request-guard";

const site = "http://pigeon.test";
const actionId = "00a3092eb6f985bc5a321d6f10877adc26be36321a";

/** A form as React sends a server action's arguments: the encoded arguments in "0", the fields after. */
function actionForm(root = '["$K1"]') {
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
    ["a form sent with no Origin (not a browser)", {}, "through"],
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
    [
      "as React sends a form with no fields (Sign out): its arguments as text",
      '["$K1"]',
      { origin: site, "content-type": "text/plain;charset=UTF-8" },
      "through",
    ],
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
