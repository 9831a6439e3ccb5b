// The game chat both ways, in Chromium against the built service with its reply receiver on: a
// message written on the game page reaches the other player by email; their reply to that email
// appears on the first player's page. At phone (390 px) and desktop (1280 px) width. Also the
// messages that go with a draw offer, its answer and a resignation, written in the page's forms,
// and the emails this part changed (the chat email, the takeback request with its board, the
// challenge notice). Screenshots go to test-results/screenshots.
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setFollow } from "@/lib/challenges/follow";
import { challengeInput } from "@/lib/challenges/input";
import { postChallenge } from "@/lib/challenges/post";
import { db } from "@/lib/db/prisma";
import { gameLinkUrl } from "@/lib/games/stored/links";
import { chatMailJobKey } from "@/lib/games/talk/chat";
import { requestTakeback } from "@/lib/games/turn/takeback";
import { until } from "../support/jobs";
import { type Person, person, playMoves, startGameBetween } from "../support/players";
import type { Received } from "../support/smtp";
import { appForFile, screenshotMail, screenshotsDir, startAppTakingReplies } from "./support/app";

const app = appForFile(startAppTakingReplies);

const sizes = [
  ["phone", { viewport: { width: 390, height: 844 }, isMobile: true }, 390],
  ["desktop", { viewport: { width: 1280, height: 900 } }, 1280],
] as const;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage: true });
const fitsWidth = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
const mailTo = (who: Person, subject: RegExp) => (m: Received) =>
  m.envelopeTo.includes(who.email) && subject.test(m.subject ?? "");
const header = (mail: Received, name: string) =>
  mail.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, "");

async function openGame(context: BrowserContext, who: Person, gameId: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(await gameLinkUrl(who.id, gameId));
  await page.waitForURL(`**/games/${gameId}`);
  return page;
}

/** The chat email to `who` is due a couple of minutes after a message: make it due now. */
async function chatMailDueNow(gameId: string, who: Person): Promise<void> {
  const key = chatMailJobKey(gameId, who.id);
  await until(async () => {
    const [{ moved }] = await db().$queryRaw<{ moved: number }[]>`select count(*)::int as moved
      from graphile_worker.reschedule_jobs(
        array(select id from graphile_worker.jobs where key = ${key}), run_at := now())`;
    return moved > 0;
  }, "the chat email's job");
}

describe.each(sizes)("the chat on the %s", (name, size, width) => {
  it("Ana writes on the page, Ben gets it by email, his reply shows on her page", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    await playMoves(game, [["e4", "The King's pawn, as promised."], "c5"], () => new Date());

    const anaContext = await app.browser.newContext(size);
    const anaPage = await openGame(anaContext, ana, game.id);
    const chat = anaPage.getByRole("region", { name: "Chat with Ben" });
    await chat.waitFor();
    // The move's message is already part of the conversation, under its move.
    expect(await chat.textContent()).toContain("with 1. e4");
    await chat.getByLabel("Message to Ben").fill("The Sicilian! Good luck, Ben.");
    await chat.getByRole("button", { name: "Send message" }).click();
    await chat.getByText("The Sicilian! Good luck, Ben.").waitFor();
    // Sent: the box is empty again for the next one.
    await expect.poll(() => chat.getByLabel("Message to Ben").inputValue()).toBe("");
    await fitsWidth(anaPage, width);
    await shot(anaPage, `chat-sent-${name}`);

    await chatMailDueNow(game.id, ben);
    const toBen = await app.smtp.waitFor(mailTo(ben, /^Message from Ana/));
    expect(toBen.subject).toBe(`Message from Ana: Chess #${game.number} vs Ana`);
    expect(toBen.text).toContain("“The Sicilian! Good luck, Ben.”");
    await screenshotMail(anaContext, toBen, `chat-${name}`);

    await app.reply({
      from: ben.email,
      to: header(toBen, "Reply-To") ?? "",
      text: "Thank you! Najdorf coming up.",
      subject: "Ana wrote to you",
    });
    await until(
      async () => (await db().gameMessage.count({ where: { gameId: game.id, authorId: ben.id } })) === 1,
      "Ben's reply in the chat",
    );
    await anaPage.reload();
    const reloaded = anaPage.getByRole("region", { name: "Chat with Ben" });
    await reloaded.getByText("Thank you! Najdorf coming up.").waitFor();
    const entries = await reloaded.getByRole("listitem").allTextContents();
    expect(entries.at(-1)).toMatch(/^Ben · \d+ \w+, \d\d:\d\dThank you! Najdorf coming up\.$/);
    // Nothing was played by it: still Ana's move.
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).plies).toBe(2);
    await fitsWidth(anaPage, width);
    await shot(anaPage, `chat-replied-${name}`);

    // Ben's own page has the same conversation, his messages on his side.
    const benContext = await app.browser.newContext(size);
    const benPage = await openGame(benContext, ben, game.id);
    const benChat = benPage.getByRole("region", { name: "Chat with Ana" });
    expect(await benChat.getByRole("listitem").allTextContents()).toEqual([
      expect.stringMatching(/^1\. e4Ana with 1\. e4 · .*The King's pawn, as promised\.$/),
      expect.stringMatching(/^1… c5Ana · .*The Sicilian! Good luck, Ben\.$/),
      expect.stringMatching(/^You · .*Thank you! Najdorf coming up\.$/),
    ]);
    await anaContext.close();
    await benContext.close();
  });
});

describe("messages with the draw, answer and resignation forms", () => {
  it("go into the conversation; the finished game's chat takes a “gg”", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    await playMoves(game, ["d4", "d5"], () => new Date());
    const anaContext = await app.browser.newContext(sizes[0][1]);
    const anaPage = await openGame(anaContext, ana, game.id);
    await anaPage.locator("summary", { hasText: "Offer a draw…" }).click();
    await anaPage.getByLabel("Message with your offer (optional)").fill("Symmetrical already. Draw?");
    await shot(anaPage, "draw-offer-with-message-phone");
    await anaPage.getByRole("button", { name: "Offer a draw", exact: true }).click();
    await anaPage.getByRole("status").filter({ hasText: "Draw offered" }).waitFor();

    const benContext = await app.browser.newContext(sizes[1][1]);
    const benPage = await openGame(benContext, ben, game.id);
    const banner = benPage.getByRole("status").filter({ hasText: "Ana offers a draw." });
    await banner.locator("summary", { hasText: "Add a message to Ana" }).click();
    await banner.getByLabel("Message with your answer (optional)").fill("Not yet, I like my bishops.");
    await shot(benPage, "draw-answer-with-message-desktop");
    await banner.getByRole("button", { name: "Decline" }).click();
    await benPage.getByRole("status").filter({ hasText: "declined" }).waitFor();

    await anaPage.goto(`${app.url}/games/${game.id}?confirm=resign`);
    await anaPage.getByLabel("A last word to Ben (optional)").fill("You were right. Well played!");
    await shot(anaPage, "resign-with-message-phone");
    await anaPage.getByRole("button", { name: "Yes, resign" }).click();
    await anaPage.getByRole("status").filter({ hasText: "resigned" }).waitFor();

    // The finished game: the replay page has the conversation, and the chat is still open.
    const chat = anaPage.getByRole("region", { name: "Chat with Ben" });
    await chat.getByLabel("Message to Ben").fill("gg");
    await chat.getByRole("button", { name: "Send message" }).click();
    await chat.getByText("After the game").waitFor();
    const said = await chat.getByRole("listitem").allTextContents();
    expect(said).toEqual([
      expect.stringMatching(/^1… d5You offered a draw · .*Symmetrical already\. Draw\?$/),
      expect.stringMatching(/^Ben declined the draw · .*Not yet, I like my bishops\.$/),
      expect.stringMatching(/^You resigned · .*You were right\. Well played!$/),
      expect.stringMatching(/^After the gameYou · .*gg$/),
    ]);
    await fitsWidth(anaPage, 390);
    await shot(anaPage, "chat-after-the-game-phone");
    await benPage.reload();
    await fitsWidth(benPage, 1280);
    await shot(benPage, "chat-after-the-game-desktop");
    await anaContext.close();
    await benContext.close();
  });
});

describe("the emails this part changed", () => {
  it("the takeback request names its moves and shows its board; the challenge notice has its button", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, { takebacks: true }, new Date());
    await playMoves(game, ["e4", "e5", "Nf3"], () => new Date());
    await requestTakeback(game.id, ana.id, new Date());
    const context = await app.browser.newContext(sizes[0][1]);
    const ask = await app.smtp.waitFor(mailTo(ben, /^Ana asks to take back 2\. Nf3/));
    expect(ask.attachments.filter((a) => a.contentType === "image/png")).toHaveLength(1);
    await screenshotMail(context, ask, "takeback-request");

    await setFollow(ana.id, "joust", "instant");
    const posted = await postChallenge(
      ben.id,
      challengeInput.parse({
        gameType: "joust",
        colour: "random",
        daysPerMove: "5",
        note: "Slow and friendly.",
      }),
      new Date(),
    );
    if (!posted.ok) throw new Error(posted.reason);
    const notice = await app.smtp.waitFor(mailTo(ana, /^New Joust Chess challenge from Ben$/));
    await screenshotMail(context, notice, "challenge-notice");
    const page = await context.newPage();
    await page.setContent(notice.html || "");
    const button = page.getByRole("link", { name: "See the challenge" });
    expect(await button.getAttribute("href")).toBe(`${app.url}/challenges/${posted.challengeId}`);
    // A button a thumb can hit, and every other link in the one link colour.
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(40);
    const colours = await page.$$eval("a", (links) =>
      links.filter((a) => !a.style.backgroundColor).map((a) => getComputedStyle(a).color),
    );
    expect(new Set(colours)).toEqual(new Set(["rgb(31, 58, 95)"]));
    await context.close();
  });
});
