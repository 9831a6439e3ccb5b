// The welcome's button (app/actions/welcome-save.ts, what the saveWelcome action runs for the
// signed-in newcomer): the name is saved and the browser goes on to where it was going, which the
// form's callbackUrl says. That field is whatever the page was opened with, so only a path on this
// site survives: the whole open-redirect table of tests/support/callback-cases.ts, at this call site.
import { describe, expect, it } from "vitest";
import { saveWelcomeForm } from "@/app/actions/welcome-save";
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
