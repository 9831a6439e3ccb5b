// The welcome's button (app/_forms/welcome.ts, what the saveWelcome action runs for the
// signed-in newcomer): the name is saved and the browser goes on to where it was going, which the
// form's callbackUrl says. That field is whatever the page was opened with, so only a path on this
// site survives: the whole open-redirect table of tests/support/callback-cases.ts, at this call site.
// And a newcomer who left the welcome unsaved is asked again on their next page (proxy.ts asks
// welcomeFirst for every page), until a name is saved.
import { describe, expect, it, vi } from "vitest";
import { saveWelcomeForm } from "@/app/_forms/welcome";
import { openSession } from "@/lib/auth/open-session";
import { welcomeFirst } from "@/lib/auth/welcome-first";
import { db } from "@/lib/db/prisma";
import { callbackCases } from "../support/callback-cases";
import { formData } from "../support/forms";
import { person } from "../support/players";

const appUrl = process.env.APP_URL ?? "http://127.0.0.1:3999";

describe("the welcome's button", () => {
  it.each(callbackCases(appUrl))(
    "goes on to a path on this site only: $name",
    async ({ callbackUrl, expected }) => {
      const newcomer = await person("Nell", { name: null });
      const fields: Record<string, string> = { name: "Nell", timeZone: "Europe/Paris" };
      if (callbackUrl !== undefined) fields.callbackUrl = callbackUrl;
      const saved = await saveWelcomeForm(newcomer.id, formData(fields), new Date());
      expect(saved).toEqual({ ok: true, next: expected });
      expect(await db().user.findUniqueOrThrow({ where: { id: newcomer.id } })).toMatchObject({
        name: "Nell",
        timeZone: "Europe/Paris",
      });
    },
  );

  it("saves nothing and goes nowhere when the name is refused, keeping what was typed", async () => {
    const newcomer = await person("Nell", { name: null });
    const saved = await saveWelcomeForm(
      newcomer.id,
      formData({ name: "a@b", timeZone: "Europe/Paris", callbackUrl: "https://evil.example/" }),
      new Date(),
    );
    expect(saved).toEqual({
      ok: false,
      state: {
        error: "A display name can't contain <, > or @.",
        values: { name: "a@b", timeZone: "Europe/Paris" },
      },
    });
    expect((await db().user.findUniqueOrThrow({ where: { id: newcomer.id } })).name).toBeNull();
  });
});

describe("a newcomer who left the welcome without saving", () => {
  async function newcomer() {
    const bo = await person("Bo", { name: null });
    const session = await openSession(bo.id, new Date());
    return { bo, token: session.value };
  }

  it.each([
    ["/", "/welcome?callbackUrl=%2F"],
    ["/games/abc123?done=resign", "/welcome?callbackUrl=%2Fgames%2Fabc123%3Fdone%3Dresign"],
    ["/account", "/welcome?callbackUrl=%2Faccount"],
    ["/challenges", "/welcome?callbackUrl=%2Fchallenges"],
  ])("is sent from %s to the welcome, and back there after it", async (path, expected) => {
    const { token } = await newcomer();
    expect(await welcomeFirst(token, path, new Date())).toBe(expected);
  });

  it.each([
    "/welcome",
    "/welcome?callbackUrl=%2Fgames%2F1",
    "/signin",
    "/signin/check-email",
    "/api/auth/signout",
    "/api/games/1/pgn",
    "/play/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG",
    "/unsubscribe/key",
    "/reply/key",
    "/healthz",
    "/favicon.ico",
    "/games/abc/board.png",
    "/manifest.webmanifest",
  ])("is not sent to the welcome from %s", async (path) => {
    const { token } = await newcomer();
    expect(await welcomeFirst(token, path, new Date())).toBeNull();
  });

  it("is asked until a name is saved, and never again after", async () => {
    const { bo, token } = await newcomer();
    expect(await welcomeFirst(token, "/", new Date())).not.toBeNull();
    expect(await welcomeFirst(token, "/", new Date())).not.toBeNull();
    await saveWelcomeForm(
      bo.id,
      formData({ name: "Bo", timeZone: "Europe/Rome", callbackUrl: "/" }),
      new Date(),
    );
    expect(await welcomeFirst(token, "/", new Date())).toBeNull();
  });

  it("nobody else is sent: a welcomed person, no session, an unknown or expired one", async () => {
    const ana = await person("Ana");
    const hers = await openSession(ana.id, new Date());
    expect(await welcomeFirst(hers.value, "/", new Date())).toBeNull();
    expect(await welcomeFirst(undefined, "/", new Date())).toBeNull();
    expect(await welcomeFirst("no-such-session-token", "/", new Date())).toBeNull();
    const { token } = await newcomer();
    expect(await welcomeFirst(token, "/", new Date(Date.now() + 91 * 24 * 3_600_000))).toBeNull();
  });

  it("looks a welcomed person's session up once per process, a newcomer's every time", async () => {
    const ana = await person("Ana");
    const hers = await openSession(ana.id, new Date());
    const { token } = await newcomer();
    const lookups = vi.spyOn(db().session, "findUnique");
    try {
      for (let i = 0; i < 3; i++) expect(await welcomeFirst(hers.value, "/", new Date())).toBeNull();
      expect(lookups).toHaveBeenCalledTimes(1);
      for (let i = 0; i < 3; i++) expect(await welcomeFirst(token, "/", new Date())).not.toBeNull();
      expect(lookups).toHaveBeenCalledTimes(4);
    } finally {
      lookups.mockRestore();
    }
  });
});
