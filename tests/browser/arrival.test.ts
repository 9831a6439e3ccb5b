// The invited friend, and every newcomer, in Chromium against the production build: whoever
// arrives for the first time, by whichever door (an invitation, a game link, "Sign in to accept"
// on a challenge), gets the welcome (their name, the time zone their browser reports) and then
// goes on to where they were going. Each flow at 390 and 1280 px; screenshots of the pages in
// test-results/screenshots.
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { nameFromAddress } from "@/lib/accounts/display-name";
import { challengeInput } from "@/lib/challenges/input";
import { postChallenge } from "@/lib/challenges/post";
import { db } from "@/lib/db/prisma";
import { gameLinkUrl } from "@/lib/games/stored/links";
import { createInvitation } from "@/lib/invitations/create";
import { person, startGameBetween } from "../support/players";
import { linkTo } from "../support/smtp";
import { appForFile, screenshotMail, screenshotsDir, startApp } from "./support/app";

const app = appForFile(startApp);

const sizes = [
  ["phone", { viewport: { width: 390, height: 844 }, isMobile: true }],
  ["desktop", { viewport: { width: 1280, height: 800 } }],
] as const;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage: true });
const fitsWidth = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
const tag = () => Math.random().toString(36).slice(2, 8);

/** On the welcome page: the name offered (the address's, capitalised), the zone the browser reports, then saved as `name`. */
async function welcomed(page: Page, offered: string, zone: string, name: string) {
  await page.getByRole("heading", { name: "Welcome to Pigeon Post!" }).waitFor();
  expect(await page.getByLabel("Your name").inputValue()).toBe(offered);
  await expect.poll(() => page.getByLabel("Time zone").inputValue()).toBe(zone);
  expect(await page.getByText("Found from your browser.").count()).toBe(1);
  await page.getByLabel("Your name").fill(name);
}

describe.each(sizes)("the invited friend's first arrival (%s)", (size, options) => {
  it("reads the invitation from their side, accepts, is welcomed in their zone, and lands in the game", async () => {
    const ben = await person("Ben");
    const doraEmail = `dora-${tag()}@example.com`;
    const created = await createInvitation(
      { gameType: "chess", opponentEmail: doraEmail, colour: "white", daysPerMove: "3", public: "on" },
      ben,
      new Date(),
    );
    if (!created.ok) throw new Error(created.reason);
    const invitation = await app.smtp.waitFor((m) => m.envelopeTo.includes(doraEmail));
    const context = await app.browser.newContext({ ...options, timezoneId: "Europe/Berlin" });
    const page = await context.newPage();
    await page.goto(linkTo(invitation.text, `/invitations/${created.invitationId}`));

    // Dora would play Black: the board is turned to her side, and Ben is named, not addressed.
    await page.getByRole("heading", { name: "Ben invites you to play Chess" }).waitFor();
    await page.getByRole("img", { name: "The Chess start position, seen from Black's side" }).waitFor();
    const invitationText = (await page.textContent("main")) ?? "";
    expect(invitationText).not.toContain(ben.email);
    expect(invitationText).toContain(`You (${doraEmail})`);
    await fitsWidth(page, options.viewport.width);
    await shot(page, `arrival-invitation-${size}`);

    await page.getByRole("button", { name: "Accept and start the game" }).click();
    await welcomed(page, nameFromAddress(doraEmail), "Europe/Berlin", "Dora");
    const gameId = (await db().invitation.findUniqueOrThrow({ where: { id: created.invitationId } })).gameId;
    expect(new URL(page.url()).searchParams.get("callbackUrl")).toBe(`/games/${gameId}`);
    await fitsWidth(page, options.viewport.width);
    await shot(page, `arrival-welcome-${size}`);
    await page.getByRole("button", { name: "Save and go to the game" }).click();

    await page.waitForURL(`**/games/${gameId}`);
    await page.getByRole("heading", { name: "Ben – Dora" }).waitFor();
    // The deadline in her own zone, not UTC.
    expect(await page.textContent("main")).toMatch(/Deadline: .+ \(Europe\/Berlin\)/);
    expect(await db().user.findUniqueOrThrow({ where: { email: doraEmail } })).toMatchObject({
      name: "Dora",
      timeZone: "Europe/Berlin",
    });
    await shot(page, `arrival-game-${size}`);

    // Ben hears once, by her chosen name: she accepted, and the first move is his.
    const told = await app.smtp.waitFor((m) => m.envelopeTo.includes(ben.email));
    expect(told.subject).toMatch(/^Dora accepted your invitation: your move in Chess #\d+ vs Dora$/);
    if (size === "phone") await screenshotMail(context, told, "game-started-your-move");
    await context.close();
  });

  it("a newcomer opening a game link is welcomed first, and only the first time", async () => {
    const ana = await person("Ana");
    const eve = await person("Eve", { name: null });
    const game = await startGameBetween(ana, eve, {}, new Date());
    const link = await gameLinkUrl(eve.id, game.id);
    const context = await app.browser.newContext({ ...options, timezoneId: "America/New_York" });
    const page = await context.newPage();
    await page.goto(link);
    await welcomed(page, nameFromAddress(eve.email), "America/New_York", "Eve");
    await page.getByRole("button", { name: "Save and go to the game" }).click();
    await page.waitForURL(`**/games/${game.id}`);
    await page.getByRole("heading", { name: "Ana – Eve" }).waitFor();
    await page.goto(link);
    await page.waitForURL(`**/games/${game.id}`);
    await context.close();
  });
});

describe.each(sizes)("a new player's return to a challenge (%s)", (size, options) => {
  it("signs in from “Sign in to accept”, is welcomed, comes back to the challenge and accepts it", async () => {
    const ana = await person("Ana");
    const posted = await postChallenge(
      ana.id,
      challengeInput.parse({ gameType: "joust", colour: "white", daysPerMove: "3" }),
      new Date(),
    );
    if (!posted.ok) throw new Error(posted.reason);
    const niaEmail = `nia-${tag()}@example.com`;
    const context = await app.browser.newContext({ ...options, timezoneId: "Asia/Tokyo" });
    const page = await context.newPage();
    await page.goto(`${app.url}/challenges/${posted.challengeId}`);
    await page.getByRole("link", { name: "Sign in to accept" }).click();
    await page.getByLabel("Your email address").fill(niaEmail);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    const mail = await app.smtp.waitFor((m) => m.envelopeTo.includes(niaEmail));
    await page.goto(linkTo(mail.text, "/signin/confirm"));
    await page.getByRole("button", { name: "Sign in" }).click();

    await welcomed(page, nameFromAddress(niaEmail), "Asia/Tokyo", "Nia");
    expect(await page.textContent("main")).toContain("then back to the challenge");
    await shot(page, `arrival-challenge-welcome-${size}`);
    await page.getByRole("button", { name: "Save and go back to the challenge" }).click();

    await page.waitForURL(`**/challenges/${posted.challengeId}`);
    await page.getByRole("button", { name: "Accept and start" }).click();
    await page.waitForURL(/\/games\/\w+$/);
    await page.getByRole("heading", { name: "Ana – Nia" }).waitFor();
    expect(await page.textContent("main")).toMatch(/Deadline: .+ \(Asia\/Tokyo\)/);
    await fitsWidth(page, options.viewport.width);
    await shot(page, `arrival-challenge-game-${size}`);
    await context.close();
  });
});

describe("a newcomer who leaves the welcome without saving", () => {
  it("is asked again on their next page, and goes on to it once the name is saved", async () => {
    const ana = await person("Ana");
    const fay = await person("Fay", { name: null });
    const game = await startGameBetween(ana, fay, {}, new Date());
    const context = await app.browser.newContext({ timezoneId: "Europe/Lisbon" });
    const page = await context.newPage();
    await page.goto(await gameLinkUrl(fay.id, game.id));
    await page.getByRole("heading", { name: "Welcome to Pigeon Post!" }).waitFor();
    // She leaves for the home page, then for her game, without saving: the welcome each time.
    await page.goto(`${app.url}/`);
    await page.waitForURL(`${app.url}/welcome?callbackUrl=%2F`);
    await page.goto(`${app.url}/games/${game.id}`);
    await page.waitForURL(`${app.url}/welcome?callbackUrl=%2Fgames%2F${game.id}`);
    await welcomed(page, nameFromAddress(fay.email), "Europe/Lisbon", "Fay");
    await page.getByRole("button", { name: "Save and go to the game" }).click();
    await page.waitForURL(`**/games/${game.id}`);
    await page.getByRole("heading", { name: "Ana – Fay" }).waitFor();
    // Saved: the home page is the home page.
    await page.goto(`${app.url}/`);
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });
});
