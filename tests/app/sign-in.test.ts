import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { queueSettled } from "../support/jobs";
import { linkTo, type SmtpReceiver, startSmtpReceiver } from "../support/smtp";

let smtp: SmtpReceiver;
let signIn: typeof import("@/lib/auth/sign-in-link");

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  process.env.SMTP_URL = smtp.url;
  signIn = await import("@/lib/auth/sign-in-link");
});
afterAll(() => smtp.stop());

let clients = 0;
const freshClient = () => `198.51.100.${++clients}:${Math.random()}`;
const now = new Date();

const linkIn = (text: string | undefined) => new URL(linkTo(text, "/signin/confirm"));

describe("requesting a sign-in link", () => {
  it("mails a link to the confirm page and stores only a hash of its token", async () => {
    const outcome = await signIn.requestSignInLink({
      email: "  Ana@Example.com ",
      callbackUrl: "/account",
      client: freshClient(),
      now,
    });
    expect(outcome).toEqual({ ok: true, email: "ana@example.com" });

    const mail = await smtp.waitFor((m) => m.envelopeTo.includes("ana@example.com"));
    expect(mail.subject).toBe("Your sign-in link for Pigeon Post");
    const link = linkIn(mail.text);
    // The HTML part carries the same link (as an attribute, so & is escaped).
    expect(mail.html).toContain(`href="${link.toString().replaceAll("&", "&amp;")}"`);
    expect(link.origin + link.pathname).toBe("http://127.0.0.1:3999/signin/confirm");
    expect(link.searchParams.get("email")).toBe("ana@example.com");
    expect(link.searchParams.get("callbackUrl")).toBe("/account");
    const token = link.searchParams.get("token") ?? "";
    expect(token.length).toBeGreaterThanOrEqual(40);

    const rows = await db().verificationToken.findMany({ where: { identifier: "ana@example.com" } });
    expect(rows).toHaveLength(1);
    expect(rows[0].token).not.toContain(token);
    expect(rows[0].token).toBe(signIn.hashToken(token));
    expect(await signIn.signInLinkIsValid("ana@example.com", token, now)).toBe(true);
    // Checking a link does not use it up.
    expect(await signIn.signInLinkIsValid("ana@example.com", token, now)).toBe(true);
  });

  it("rejects a token for another address, a made-up token and an expired one", async () => {
    await signIn.requestSignInLink({ email: "bo@example.com", client: freshClient(), now });
    const token =
      linkIn((await smtp.waitFor((m) => m.envelopeTo.includes("bo@example.com"))).text).searchParams.get(
        "token",
      ) ?? "";
    expect(await signIn.signInLinkIsValid("someone@example.com", token, now)).toBe(false);
    expect(await signIn.signInLinkIsValid("bo@example.com", "forged-token", now)).toBe(false);
    const later = new Date(now.getTime() + (signIn.signInLinkMinutes + 1) * 60_000);
    expect(await signIn.signInLinkIsValid("bo@example.com", token, later)).toBe(false);
  });

  it.each(["", "ana", "ana@", "@example.com", "ana example.com", "a@b@c.com", 42, null])(
    "turns away the malformed address %j with a readable reason, sending nothing",
    async (email) => {
      const before = smtp.messages.length;
      const outcome = await signIn.requestSignInLink({ email, client: freshClient(), now });
      expect(outcome.ok).toBe(false);
      if (outcome.ok) return;
      expect(outcome.status).toBe(400);
      expect(outcome.reason).toMatch(/email address/);
      expect(smtp.messages.length).toBe(before);
    },
  );

  it("answers the same way whether or not the address has an account", async () => {
    await db().user.create({ data: { email: "known@example.com", name: "Known" } });
    const known = await signIn.requestSignInLink({ email: "known@example.com", client: freshClient(), now });
    const unknown = await signIn.requestSignInLink({
      email: "unknown@example.com",
      client: freshClient(),
      now,
    });
    expect(Object.keys(known)).toEqual(Object.keys(unknown));
    expect(known).toEqual({ ok: true, email: "known@example.com" });
    expect(unknown).toEqual({ ok: true, email: "unknown@example.com" });
    // Asking never creates an account; following the link does.
    expect(await db().user.count({ where: { email: "unknown@example.com" } })).toBe(0);
  });

  it("five requests from a stranger's connection leave the owner's own request a link", async () => {
    const email = `owned-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const stranger = freshClient();
    for (let i = 0; i < signIn.limits.perAddressAndClient.max; i++) {
      expect((await signIn.requestSignInLink({ email, client: stranger, now })).ok).toBe(true);
    }
    // The stranger's sixth is refused, saying when the newest link went (it is still good).
    const later = new Date(now.getTime() + 3 * 60_000);
    expect(await signIn.requestSignInLink({ email, client: stranger, now: later })).toEqual({
      ok: false,
      status: 429,
      reason: expect.stringMatching(
        new RegExp(
          `^We sent a sign-in link to ${email} 3 minutes ago; it works for 60 minutes\\. Use the newest email from us, or ask for another in 57 minutes\\.$`,
        ),
      ),
    });
    // The owner, from their own connection, gets a link of their own at once.
    expect(await signIn.requestSignInLink({ email, client: freshClient(), now: later })).toEqual({
      ok: true,
      email,
    });
    await queueSettled();
    expect(smtp.messages.filter((m) => m.envelopeTo.includes(email))).toHaveLength(
      signIn.limits.perAddressAndClient.max + 1,
    );
  });

  it("bounds mail to one address from many connections: past the cap, one link per 15 minutes", async () => {
    const email = `bombed-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const ask = (at: Date) => signIn.requestSignInLink({ email, client: freshClient(), now: at });
    for (let i = 0; i < signIn.limits.perAddress.max; i++) expect((await ask(now)).ok).toBe(true);
    // Past the cap the newest link still goes, once per 15 minutes, whoever asks.
    expect((await ask(now)).ok).toBe(true);
    const refused = await ask(new Date(now.getTime() + 60_000));
    expect(refused).toEqual({
      ok: false,
      status: 429,
      reason: expect.stringMatching(
        /sent a sign-in link to .* a minute ago; .* ask for another in 14 minutes\.$/,
      ),
    });
    expect((await ask(new Date(now.getTime() + 15 * 60_000))).ok).toBe(true);
    expect((await ask(new Date(now.getTime() + 16 * 60_000))).ok).toBe(false);
    await queueSettled();
    const sent = signIn.limits.perAddress.max + 2;
    expect(smtp.messages.filter((m) => m.envelopeTo.includes(email))).toHaveLength(sent);
    expect(await db().verificationToken.count({ where: { identifier: email } })).toBe(sent);
  });

  it("limits mail per client, across addresses", async () => {
    const client = freshClient();
    for (let i = 0; i < signIn.limits.perClient.max; i++) {
      expect((await signIn.requestSignInLink({ email: `many${i}@example.com`, client, now })).ok).toBe(true);
    }
    const refused = await signIn.requestSignInLink({ email: "one-more@example.com", client, now });
    expect(refused).toMatchObject({
      ok: false,
      status: 429,
      reason: expect.stringMatching(/from your connection/),
    });
  });
});

describe("when the mail server is down", () => {
  it("says so plainly and leaves no usable token behind", async () => {
    smtp.setDown(true);
    try {
      const outcome = await signIn.requestSignInLink({
        email: "down@example.com",
        client: freshClient(),
        now,
      });
      expect(outcome).toEqual({
        ok: false,
        status: 503,
        reason: expect.stringMatching(/couldn't send the email/),
      });
      expect(await db().verificationToken.count({ where: { identifier: "down@example.com" } })).toBe(0);
    } finally {
      smtp.setDown(false);
    }
  });
});
