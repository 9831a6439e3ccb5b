// The production service (tests/support/service.ts, which also points this process's service
// layer at it) driven through Debian's Chromium. Every page any browser test opens is watched for
// Content-Security-Policy violations (a `securitypolicyviolation` event, or Chromium's "Refused
// to … Content Security Policy" console error): stopping the app fails the file if there was one,
// so the CSP (proxy.ts) can never silently break a page.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer";
import { type Browser, type BrowserContext, chromium } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { freePort } from "@/lib/db/embedded";
import { type Service, startService } from "../../support/service";
import type { Received } from "../../support/smtp";

const root = path.resolve(import.meta.dirname, "../../..");
export const screenshotsDir = path.join(root, "test-results", "screenshots");

export type TestApp = Service & { browser: Browser; cspViolations: () => string[] };

const violationMark = "[csp-violation]";

/** A reply as a mail client sends it: the text on top, the email it answers quoted under it. */
export type Reply = { from: string; to: string; text: string; subject: string };

export type TestAppTakingReplies = TestApp & { reply: (reply: Reply) => Promise<void> };

/**
 * The app with its own SMTP receiver for replies on a free port, every reply counting as its
 * sender's (INBOUND_AUTH=off), and `reply`, which sends one into that receiver.
 */
export async function startAppTakingReplies(): Promise<TestAppTakingReplies> {
  const port = await freePort();
  const app = await startApp({
    env: {
      INBOUND_DOMAIN: "reply.pigeon.test",
      INBOUND_SMTP_PORT: String(port),
      INBOUND_SMTP_HOST: "127.0.0.1",
      INBOUND_AUTH: "off",
    },
  });
  const reply = async ({ from, to, text, subject }: Reply) => {
    const raw = await new MailComposer({
      from,
      to,
      subject: `Re: ${subject}`,
      messageId: `<reply-${Date.now()}-${Math.random()}@mail.example.com>`,
      text: `${text}\n\nOn Mon, 23 Nov 2026 at 10:00, Pigeon Post <post@pigeon.test> wrote:\n> ${subject}\n`,
    })
      .compile()
      .build();
    const transport = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false });
    await transport.sendMail({ envelope: { from, to: [to] }, raw });
  };
  return Object.assign(app, { reply });
}

/**
 * The app for one test file: started before its first test by `start` (startApp, or
 * startAppTakingReplies) and stopped after its last, which fails the file if any page broke the
 * CSP. Read it inside tests and hooks: before the start there is nothing to read.
 */
export function appForFile<T extends TestApp>(start: () => Promise<T>): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    await started?.stop();
  });
  return new Proxy({} as T, {
    get(_, property) {
      if (!started) throw new Error("the app is read before it started: read it inside a test or a hook");
      const value = Reflect.get(started, property);
      return typeof value === "function" ? value.bind(started) : value;
    },
  });
}

/** `options` as startService's: e.g. `env` turning on the receiver for replies. */
export async function startApp(options: Parameters<typeof startService>[0] = {}): Promise<TestApp> {
  const service = await startService(options);
  const launched = await launchChromium().catch(async (error: unknown) => {
    await service.stop(); // or the server and its database outlive the failed file
    throw error;
  });
  const violations: string[] = [];
  const watch = async (context: BrowserContext) => {
    await context.addInitScript((mark: string) => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(
          `${mark} ${event.violatedDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}`,
        );
      });
    }, violationMark);
    context.on("console", (message) => {
      const text = message.text();
      if (text.startsWith(violationMark) || /Content Security Policy/i.test(text)) {
        violations.push(`${message.page()?.url() ?? "?"}: ${text}`);
      }
    });
    return context;
  };
  const browser = new Proxy(launched, {
    get(target, property) {
      if (property === "newContext") {
        return async (options?: Parameters<Browser["newContext"]>[0]) =>
          watch(await target.newContext(options));
      }
      if (property === "newPage") {
        // A page of its own context, as Browser.newPage makes, watched like the others.
        return async (options?: Parameters<Browser["newPage"]>[0]) => {
          const context = await watch(await target.newContext(options));
          const page = await context.newPage();
          // The browser may be closing already (the file is done): nothing left to close then.
          page.once("close", () => void context.close().catch(() => {}));
          return page;
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  await mkdir(screenshotsDir, { recursive: true });
  return {
    ...service,
    browser,
    cspViolations: () => [...violations],
    async stop() {
      await launched.close();
      await service.stop();
      if (violations.length > 0) {
        throw new Error(`Content-Security-Policy violations in the browser:\n  ${violations.join("\n  ")}`);
      }
    },
  };
}

/** An email as a mail client shows it: inline images resolved, at a phone-ish width. */
export async function screenshotMail(context: BrowserContext, mail: Received, name: string): Promise<void> {
  let html = typeof mail.html === "string" ? mail.html : "";
  for (const attachment of mail.attachments) {
    if (attachment.cid) {
      const data = `data:${attachment.contentType};base64,${attachment.content.toString("base64")}`;
      html = html.replaceAll(`cid:${attachment.cid}`, data);
    }
  }
  const page = await context.newPage();
  await page.setViewportSize({ width: 600, height: 900 });
  await page.setContent(html, { waitUntil: "load" });
  await page.screenshot({ path: path.join(screenshotsDir, `email-${name}.png`), fullPage: true });
  await page.close();
}

/** Debian's Chromium, headless, for a test that needs a browser but not the service. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}
