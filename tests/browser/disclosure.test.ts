// What pages tell, over HTTP against the production service: the check-email page names only
// the address this browser's own request mailed; an inviter sees the address they typed, never
// the name of an account behind it; and an emailed game link, opened by scanners and people again
// and again (GET and HEAD), leaves at most one session.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSession } from "@/lib/auth/open-session";
import { db } from "@/lib/db/prisma";
import { gameLinkUrl } from "@/lib/games/stored/links";
import { createInvitation } from "@/lib/invitations/create";
import { submitPageForm } from "../support/forms";
import { person, startGameBetween } from "../support/players";
import { type Service, startService } from "../support/service";

let service: Service;

beforeAll(async () => {
  service = await startService();
});
afterAll(() => service?.stop());

const page = async (path: string, cookie?: string) => {
  const response = await fetch(`${service.url}${path}`, {
    headers: cookie ? { cookie } : {},
    redirect: "manual",
  });
  return { status: response.status, text: await response.text() };
};

describe("the check-email page", () => {
  it("prints nothing a link's URL carries", async () => {
    const planted = encodeURIComponent("Your account is locked. Call +1 555 0100 at once");
    const { status, text } = await page(`/signin/check-email?email=${planted}`);
    expect(status).toBe(200);
    expect(text).not.toContain("555 0100");
    expect(text.replaceAll("<!-- -->", "")).toContain("We sent a sign-in link to your address.");
  });

  it("names the address this browser's own request just mailed", async () => {
    const sent = await submitPageForm(`${service.url}/signin`, { email: "Checker@Example.com" });
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe("/signin/check-email");
    const cookie = (sent.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]).join("; ");
    expect(cookie).toMatch(/^pigeon-check-email=/);
    expect((await page("/signin/check-email?email=someone.else%40example.com", cookie)).text).toContain(
      "<strong>checker@example.com</strong>",
    );
  });
});

describe("an inviter typing an address", () => {
  it("sees that address, never the name of the account it belongs to", async () => {
    const wendy = await person("Wendy");
    const secret = await db().user.create({ data: { email: "bobby@example.com", name: "Bobby Secret" } });
    const created = await createInvitation(
      { gameType: "chess", opponentEmail: secret.email, colour: "white", daysPerMove: "3" },
      wendy,
      new Date(),
    );
    if (!created.ok) throw new Error(created.reason);
    const session = await openSession(wendy.id, new Date());
    const cookie = `${session.name}=${session.value}`;
    const invitation = await page(`/invitations/${created.invitationId}`, cookie);
    expect(invitation.status).toBe(200);
    expect(invitation.text).toContain("Your invitation to bobby@example.com: Chess");
    expect(invitation.text).not.toContain("Bobby");
    const home = await page("/", cookie);
    expect(home.text).toContain("bobby@example.com");
    expect(home.text).not.toContain("Bobby");
  });
});

describe("an emailed game link opened again and again", () => {
  it("20 GETs and 5 HEADs from anywhere leave at most one session; HEAD alone none", async () => {
    const [white, black] = [await person("Olga"), await person("Pim")];
    const game = await startGameBetween(white, black, {}, new Date());
    const link = await gameLinkUrl(black.id, game.id);
    for (let i = 0; i < 5; i++) {
      const head = await fetch(link, { method: "HEAD", redirect: "manual" });
      expect(head.status).toBe(303);
      expect(head.headers.get("set-cookie")).toBeNull();
    }
    expect(await db().session.count({ where: { userId: black.id } })).toBe(0);
    for (let i = 0; i < 20; i++) {
      const opened = await fetch(link, { redirect: "manual" });
      expect(opened.status).toBe(303);
      expect(opened.headers.get("location")).toBe(`${service.url}/games/${game.id}`);
      expect(opened.headers.get("set-cookie")).toContain("next-auth.session-token=");
    }
    expect(await db().session.count({ where: { userId: black.id } })).toBe(1);
  });
});
