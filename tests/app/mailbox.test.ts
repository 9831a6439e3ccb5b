import { createElement } from "react";
import { describe, expect, it } from "vitest";
import SignInLinkEmail from "@/emails/sign-in-link";
import { db } from "@/lib/db/prisma";
import { currentTransport, sendEmail } from "@/lib/mail/send";

describe("the local mailbox transport", () => {
  it("is used when no SMTP server is configured", () => {
    expect(process.env.SMTP_URL).toBeUndefined();
    expect(currentTransport().name).toBe("mailbox");
  });

  it("stores HTML, text and headers, readable at /dev/mailbox", async () => {
    const body = createElement(SignInLinkEmail, {
      email: "dee@example.com",
      url: "http://127.0.0.1:3999/x?token=1",
    });
    const { messageId } = await sendEmail({
      to: "dee@example.com",
      subject: "Mailbox test",
      body,
      headers: { "X-Test": "1" },
    });
    const row = await db().mailboxMessage.findUniqueOrThrow({ where: { messageId } });
    expect(row).toMatchObject({
      to: "dee@example.com",
      from: "Pigeon Post <post@pigeon.test>",
      subject: "Mailbox test",
    });
    expect(row.html).toContain("http://127.0.0.1:3999/x?token=1");
    expect(row.text).toContain("http://127.0.0.1:3999/x?token=1");
    expect(row.headers).toEqual({ "X-Test": "1" });
  });

  it("keeps one copy when the same event is delivered twice", async () => {
    const body = createElement(SignInLinkEmail, {});
    await sendEmail({ to: "eve@example.com", subject: "Once", body, key: "mailbox:once" });
    await sendEmail({ to: "eve@example.com", subject: "Once", body, key: "mailbox:once" });
    expect(await db().mailboxMessage.count({ where: { to: "eve@example.com" } })).toBe(1);
  });
});
