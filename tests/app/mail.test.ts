import { render, toPlainText } from "@react-email/render";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import DigestEmail from "@/emails/digest";
import GameOverEmail from "@/emails/game-over";
import ReplyAnswerEmail from "@/emails/reply-answer";
import SignInLinkEmail from "@/emails/sign-in-link";
import YourTurnEmail from "@/emails/your-turn";
import { plainTextEmphasis, plainTextHeadings } from "@/lib/mail/send";
import { type SmtpReceiver, startSmtpReceiver } from "../support/smtp";

let smtp: SmtpReceiver;
let sendEmail: typeof import("@/lib/mail/send").sendEmail;
let currentTransport: typeof import("@/lib/mail/send").currentTransport;
let renderEmail: typeof import("@/lib/mail/send").renderEmail;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  process.env.SMTP_URL = smtp.url;
  ({ sendEmail, currentTransport, renderEmail } = await import("@/lib/mail/send"));
});
afterAll(() => smtp.stop());

const body = createElement(SignInLinkEmail, {
  url: "http://127.0.0.1:3999/signin/confirm?token=abc&email=ana%40example.com",
  appUrl: "http://127.0.0.1:3999",
  email: "ana@example.com",
  validMinutes: 60,
});

describe("renderEmail", () => {
  // The text part comes from html-to-text compiled once with react-email's settings and our
  // headings and emphasis; it must read exactly as react-email's own toPlainText would with that emphasis (lists,
  // links, the skipped board picture).
  it.each([
    ["sign-in link", body],
    ["your move, with a last move, a message and recent moves", createElement(YourTurnEmail, {})],
    ["game over", createElement(GameOverEmail, {})],
    ["digest", createElement(DigestEmail, {})],
  ])("writes the same plain text as react-email's toPlainText: %s", async (_name, element) => {
    const email = await renderEmail({ to: "ana@example.com", subject: "s", body: element }, "p@pigeon.test");
    expect(email.text).toBe(
      toPlainText(await render(element), { selectors: [...plainTextHeadings, ...plainTextEmphasis] }),
    );
    expect(email.text.length).toBeGreaterThan(100);
    expect(email.text).not.toContain("<");
  });

  it("keeps emphasis in the plain text: *strong* and _emphasised_", async () => {
    const email = await renderEmail(
      { to: "ana@example.com", subject: "s", body: createElement(YourTurnEmail, {}) },
      "p@pigeon.test",
    );
    const text = email.text.replace(/\s+/g, " ");
    expect(text).toContain("Ana (1624) played *12. Jf1-g3*. You play Black");
    expect(text).toContain("*Reply with your move, or open the game.* Write the move");
    // A word to write in a reply is quoted, not emphasised: "_help_" is not a word a reply knows.
    expect(text).toContain("Reply “help” for the other words");
    const em = createElement("p", null, "a ", createElement("em", null, "slow"), " game");
    expect((await renderEmail({ to: "a@example.com", subject: "s", body: em }, "p@x.test")).text).toBe(
      "a _slow_ game",
    );
  });
  // html-to-text upper-cases headings by default: "PLAYED: 2. HB1^D3" is another move, and shouts.
  it.each([
    [
      "a reply's answer, its move in the heading",
      createElement(ReplyAnswerEmail, { title: "Played: 2. Hb1^d3" }),
      "Played: 2. Hb1^d3",
    ],
    ["your move", createElement(YourTurnEmail, { gameName: "Joust Chess" }), "Your move in Joust Chess"],
  ])("keeps a heading's case in the plain text: %s", async (_name, element, heading) => {
    const email = await renderEmail({ to: "ana@example.com", subject: "s", body: element }, "p@pigeon.test");
    expect(email.text).toContain(heading);
    expect(email.text).not.toContain(heading.toUpperCase());
  });
});

describe("sendEmail over SMTP", () => {
  it("uses the SMTP transport when SMTP_URL is set", () => {
    expect(currentTransport().name).toBe("smtp");
  });

  it("delivers one message with an HTML part, a text part and the Message-ID it reports", async () => {
    const { messageId } = await sendEmail({ to: "ana@example.com", subject: "Hello Ana", body });
    const mail = await smtp.waitFor((m) => m.subject === "Hello Ana");
    expect(mail.messageId).toBe(messageId);
    expect(mail.envelopeTo).toEqual(["ana@example.com"]);
    expect(mail.from?.value).toEqual([{ name: "Pigeon Post", address: "post@pigeon.test" }]);
    expect(mail.html).toContain(
      'href="http://127.0.0.1:3999/signin/confirm?token=abc&amp;email=ana%40example.com"',
    );
    expect(mail.text).toContain("http://127.0.0.1:3999/signin/confirm?token=abc&email=ana%40example.com");
    expect(mail.text).not.toContain("<");
  });

  it("gives the same Message-ID to the same event, and different ones to different events", async () => {
    const first = await sendEmail({ to: "bo@example.com", subject: "Event 1", body, key: "event:1" });
    const again = await sendEmail({ to: "bo@example.com", subject: "Event 1 again", body, key: "event:1" });
    const other = await sendEmail({ to: "bo@example.com", subject: "Event 2", body, key: "event:2" });
    expect(first.messageId).toBe(again.messageId);
    expect(other.messageId).not.toBe(first.messageId);
    expect(first.messageId).toMatch(/^<[0-9a-f]{32}@pigeon\.test>$/);
    const received = await smtp.waitFor((m) => m.subject === "Event 1 again");
    expect(received.messageId).toBe(first.messageId);
  });

  it("passes extra headers through", async () => {
    await sendEmail({
      to: "cy@example.com",
      subject: "Headers",
      body,
      headers: {
        "List-Unsubscribe": "<http://127.0.0.1:3999/u/x>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    const mail = await smtp.waitFor((m) => m.subject === "Headers");
    // mailparser folds List-* headers into one "list" entry; read the raw lines.
    const lines = mail.headerLines.map((h) => h.line);
    expect(lines).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(lines).toContain("List-Unsubscribe: <http://127.0.0.1:3999/u/x>");
  });
});
