import path from "node:path";
import { describe, expect, it } from "vitest";
import { linkTo } from "../support/smtp";
import { appForFile, screenshotsDir, startApp } from "./support/app";

const app = appForFile(startApp);

describe("a new player signs in by email", () => {
  it("opens the app, asks for a link, follows it from the email, lands signed in and picks a name", async () => {
    const context = await app.browser.newContext({
      viewport: { width: 390, height: 844 },
      timezoneId: "Europe/Lisbon",
    });
    const page = await context.newPage();
    await page.goto(app.url);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Slow chess, by post");
    await page.screenshot({ path: path.join(screenshotsDir, "home-phone.png"), fullPage: true });

    await page.getByRole("navigation").getByRole("link", { name: "Sign in" }).click();
    await page.getByLabel("Your email address").fill("new.player@example.com");
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    expect(await page.textContent("main")).toContain("new.player@example.com");

    const mail = await app.smtp.waitFor((m) => m.envelopeTo.includes("new.player@example.com"));
    expect(mail.subject).toBe("Your sign-in link for Pigeon Post");
    const link = linkTo(mail.text, "/signin/confirm");
    expect(mail.html).toContain(link.replaceAll("&", "&amp;"));

    // Opening the link (as a mail scanner would) changes nothing: the token still works after.
    expect((await fetch(link)).status).toBe(200);

    await page.goto(link);
    expect(await page.textContent("main")).toContain("You are signing in as new.player@example.com");
    await page.getByRole("button", { name: "Sign in" }).click();

    // The welcome: a name (the address's local part, capitalised) and the browser's time zone.
    await page.getByRole("heading", { name: "Welcome to Pigeon Post!" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/welcome");
    // Until a name is saved the header only says who is signed in and signs out: no Menu, no links.
    const nav = page.getByRole("navigation", { name: "Account" });
    expect(await nav.getByText("Menu", { exact: true }).count()).toBe(0);
    expect(await nav.locator("a").count()).toBe(0);
    expect(await nav.getByRole("button", { name: "Sign out" }).count()).toBe(1);
    expect(await page.getByTestId("signed-in-as").textContent()).toBe("new.player@example.com");
    expect(await page.getByLabel("Your name").inputValue()).toBe("New Player");
    await expect.poll(() => page.getByLabel("Time zone").inputValue()).toBe("Europe/Lisbon");
    await page.getByLabel("Your name").fill("Ana");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await page.getByRole("heading", { name: "Welcome back, Ana" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    // Named, the header leads to a new game and to one's games (on a phone, in its Menu).
    await nav.getByText("Menu", { exact: true }).click();
    expect(await nav.getByRole("link", { name: "New game" }).getAttribute("href")).toBe("/new");
    expect(await nav.getByRole("link", { name: "My games" }).getAttribute("href")).toBe("/");
    await page.keyboard.press("Escape");
    // The next step for someone with no game yet.
    expect(await page.getByRole("link", { name: "Start one" }).getAttribute("href")).toBe("/new");

    await page.goto(`${app.url}/account`);
    expect(await page.getByLabel("Time zone").inputValue()).toBe("Europe/Lisbon");
    await page.getByLabel("Display name").fill("Ana Lopes");
    await page.getByLabel("Time zone").selectOption("Europe/Madrid");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("status").filter({ hasText: "Saved." }).waitFor();
    // The saved zone stays chosen, and saving something else keeps it (it used to jump back).
    expect(await page.getByLabel("Time zone").inputValue()).toBe("Europe/Madrid");
    await page.getByLabel("Display name").fill("Ana L.");
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByTestId("signed-in-as").textContent()).toBe("Ana L.");
    expect(await page.getByLabel("Time zone").inputValue()).toBe("Europe/Madrid");
    await page.getByLabel("Display name").fill("Ana Lopes");
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByTestId("signed-in-as").textContent()).toBe("Ana Lopes");
    await page.reload();
    expect(await page.getByTestId("signed-in-as").textContent()).toBe("Ana Lopes");
    expect(await page.getByLabel("Display name").inputValue()).toBe("Ana Lopes");
    expect(await page.getByLabel("Time zone").inputValue()).toBe("Europe/Madrid");
    await page.screenshot({ path: path.join(screenshotsDir, "account-phone.png"), fullPage: true });

    // The link signs in once.
    const again = await page.goto(link);
    expect(again?.status()).toBe(404);
    expect(await page.textContent("main")).toContain("This sign-in link no longer works");

    // On a phone the header's links are in its Menu.
    await page.getByText("Menu", { exact: true }).click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("navigation").getByRole("link", { name: "Sign in" }).waitFor();
    await page.goto(`${app.url}/account`);
    expect(new URL(page.url()).pathname).toBe("/signin");
    await context.close();
  });

  it("explains a malformed address on the form and sends nothing", async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.url}/signin`);
    const before = app.smtp.messages.length;
    await page.getByLabel("Your email address").fill("ana.example.com");
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    const problem = page.getByRole("alert").filter({ hasText: "email address" });
    await problem.waitFor();
    expect(await problem.textContent()).toContain("doesn't look like an email address");
    expect(await page.getByLabel("Your email address").inputValue()).toBe("ana.example.com");
    expect(app.smtp.messages.length).toBe(before);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: path.join(screenshotsDir, "sign-in-error-desktop.png") });
    await page.close();
  });

  it("works with JavaScript off: the form posts and the confirm page signs in", async () => {
    const context = await app.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${app.url}/signin`);
    await page.getByLabel("Your email address").fill("no.js@example.com");
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    const mail = await app.smtp.waitFor((m) => m.envelopeTo.includes("no.js@example.com"));
    await page.goto(linkTo(mail.text, "/signin/confirm"));
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Welcome to Pigeon Post!" }).waitFor();
    // The form posts without JavaScript too; the zone is then the stored one (UTC).
    expect(await page.getByLabel("Time zone").inputValue()).toBe("UTC");
    // The name offered is the address's, capitalised, and saved as offered.
    expect(await page.getByLabel("Your name").inputValue()).toBe("No Js");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await page.getByRole("heading", { name: "Welcome back, No Js" }).waitFor();
    await context.close();
  });
});

describe("bad sign-in requests get a clear answer and a 4xx", () => {
  it("a forged link: 404 page that offers a new link", async () => {
    const response = await fetch(`${app.url}/signin/confirm?token=forged&email=ana%40example.com`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("This sign-in link no longer works");
  });

  it("a forged token sent straight to the callback: sent to the error page, no session", async () => {
    const response = await fetch(`${app.url}/api/auth/callback/email?token=forged&email=ana%40example.com`, {
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("set-cookie") ?? "").not.toContain("session-token");
    const page = await fetch(new URL(response.headers.get("location") ?? "", app.url));
    expect(new URL(page.url).pathname + new URL(page.url).search).toBe("/signin/error?error=Verification");
    expect(await page.text()).toContain("This sign-in link no longer works");
  });

  it("next-auth's own send-link endpoint is closed, so nothing bypasses the rate limits", async () => {
    const response = await fetch(`${app.url}/api/auth/signin/email`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=ana%40example.com",
    });
    expect(response.status).toBe(404);
  });

  it("an unknown page: 404 with a way home", async () => {
    const response = await fetch(`${app.url}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page not found");
  });

  it("the local mailbox does not exist in production", async () => {
    expect((await fetch(`${app.url}/dev/mailbox`)).status).toBe(404);
  });
});

describe("the site as an app on a phone", () => {
  it("has a favicon, an Apple touch icon and a web app manifest whose icons load", async () => {
    const favicon = await fetch(`${app.url}/favicon.ico`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("content-type")).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
    const bytes = Buffer.from(await favicon.arrayBuffer());
    expect([bytes.readUInt16LE(2), bytes.readUInt16LE(4)]).toEqual([1, 3]); // an icon with 3 images

    const manifest = await fetch(`${app.url}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    const body = (await manifest.json()) as { name: string; display: string; icons: { src: string }[] };
    expect(body).toMatchObject({ name: "Pigeon Post", display: "standalone" });
    for (const icon of body.icons) expect((await fetch(`${app.url}${icon.src}`)).status, icon.src).toBe(200);

    const home = await (await fetch(app.url)).text();
    expect(home).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/);
    expect(home).toMatch(/<link rel="apple-touch-icon" href="\/apple-icon\.png/);
  });
});
