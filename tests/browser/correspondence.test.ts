// Two new players play orthodox chess to checkmate using only the links in the emails they
// receive: Ana (a visitor) invites Bart from the new-game page, confirms her address, sends the
// invitation; Bart accepts from his email; then each "your move" email's link opens the game,
// signed in, and the move is made on the board (once through the text box). Screenshots of the
// pages (desktop and phone) and of each email are written to test-results/screenshots.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { jobsOf } from "../support/jobs";
import { linkTo, type Received } from "../support/smtp";
import { appForFile, screenshotMail, screenshotsDir, startApp } from "./support/app";

const app = appForFile(startApp);

const ana = "ana@example.com";
const bart = "bart@example.com";

/** The your-move email for move `moveNumber`: for the inviter's first, the one the acceptance brings. */
const yourMove = (to: string, moveNumber: number) => (m: Received) =>
  m.envelopeTo.includes(to) &&
  (((m.subject ?? "").startsWith("Your move:") && (m.subject ?? "").endsWith(`(move ${moveNumber})`)) ||
    (moveNumber === 1 && /^.+ accepted your invitation: your move in /.test(m.subject ?? "")));

async function tap(page: Page, from: string, to: string): Promise<void> {
  await page.locator(`button[aria-label^="${from},"]`).click();
  await page.locator(`button[aria-label^="${to},"]`).click();
}

describe("two people play chess by email", () => {
  it("invite, confirm, accept, and play to checkmate from the emailed links only", async () => {
    const anaContext = await app.browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const bartContext = await app.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const anaPage = await anaContext.newPage();
    const bartPage = await bartContext.newPage();

    // Ana, not signed in, starts a game of chess against Bart.
    await anaPage.goto(`${app.url}/new`);
    await anaPage.locator('input[name="gameType"][value="chess"]').check();
    await anaPage.getByLabel("Your opponent's email address").fill(bart);
    await anaPage.locator('input[name="colour"][value="white"]').check();
    await anaPage.getByLabel("Time per move").selectOption("2");
    await anaPage.getByLabel("Message (optional)").fill("Fancy a slow game?");
    await anaPage.getByLabel("Your email address").fill(ana);
    // A mistyped address is refused, and every choice stays as made (a select used to jump back).
    await anaPage.getByLabel("Your opponent's email address").fill("bart@");
    await anaPage.getByRole("button", { name: "Continue" }).click();
    await anaPage.getByText("doesn't look like an email address").waitFor();
    expect(await anaPage.getByLabel("Time per move").inputValue()).toBe("2");
    expect(await anaPage.getByLabel("Message (optional)").inputValue()).toBe("Fancy a slow game?");
    expect(await anaPage.locator('input[name="colour"][value="white"]').isChecked()).toBe(true);
    await anaPage.getByLabel("Your opponent's email address").fill(bart);
    await anaPage.screenshot({ path: path.join(screenshotsDir, "new-game-desktop.png"), fullPage: true });
    await anaPage.getByRole("button", { name: "Continue" }).click();

    // Nothing reaches Bart before Ana confirms her own address: the invitation is a draft with no
    // email queued, and none sent (looked at in this order, a job that ran in between is caught
    // by its mail).
    const signIn = await app.smtp.waitFor(
      (m) => m.envelopeTo.includes(ana) && m.subject === "Your sign-in link for Pigeon Post",
    );
    const draft = await db().invitation.findFirstOrThrow({ where: { inviteeEmail: bart } });
    expect(draft.status).toBe("DRAFT");
    expect(await jobsOf(draft.id)).toEqual([]);
    expect(app.smtp.messages.some((m) => m.envelopeTo.includes(bart))).toBe(false);
    await anaPage.goto(linkTo(signIn.text, "/signin/confirm"));
    await anaPage.getByRole("button", { name: "Sign in" }).click();
    // Her first arrival: the welcome, then back to her invitation.
    await anaPage.getByRole("button", { name: "Save and go to the invitation" }).click();
    await anaPage.getByRole("button", { name: "Send the invitation" }).click();
    await anaPage
      .getByText(/sent|waiting/i)
      .first()
      .waitFor();

    // Bart accepts from his invitation email.
    const invitation = await app.smtp.waitFor(
      (m) => m.envelopeTo.includes(bart) && /invites you/.test(m.subject ?? ""),
    );
    expect(invitation.subject).toContain("Chess");
    expect(invitation.text).toContain("Fancy a slow game?");
    await screenshotMail(bartContext, invitation, "invitation");
    const invitationLink = linkTo(invitation.text, "/invitations/");
    expect((await fetch(invitationLink)).status).toBe(200); // a mail scanner's GET changes nothing
    await bartPage.goto(invitationLink);
    await bartPage.screenshot({ path: path.join(screenshotsDir, "invitation-phone.png"), fullPage: true });
    // Ana allowed a public game; Bart agrees by leaving the box ticked.
    expect(await bartPage.getByLabel("The finished game may appear in the public archive").isChecked()).toBe(
      true,
    );
    await bartPage.getByRole("button", { name: "Accept and start the game" }).click();
    await bartPage.getByRole("button", { name: "Save and go to the game" }).click(); // his welcome
    await bartPage.waitForURL(/\/games\//);
    await bartPage.getByText("public in the archive when it ends").waitFor();
    const gamePath = new URL(bartPage.url()).pathname;

    // Scholar's mate, every move from the newest "your move" email's link.
    const moves: [string, string, string][] = [
      ["e2", "e4", "Pe2-e4"],
      ["e7", "e5", "Pe7-e5"],
      ["f1", "c4", "Bf1-c4"],
      ["b8", "c6", "Nb8-c6"],
      ["d1", "h5", "Qd1-h5"],
      ["g8", "f6", "Ng8-f6"],
      ["h5", "f7", "Qh5xf7"],
    ];
    for (const [i, [from, to, text]] of moves.entries()) {
      const white = i % 2 === 0;
      const page = white ? anaPage : bartPage;
      const mail = await app.smtp.waitFor(yourMove(white ? ana : bart, Math.floor(i / 2) + 1));
      if (i === 0) expect(mail.text).toContain("White");
      if (i === 1) {
        expect(mail.text).toContain("played *1. e4*."); // chess moves read as SAN, as on the game page
        expect(mail.text).toContain("Here we go");
        expect(mail.attachments.some((a) => a.contentType === "image/png")).toBe(true);
        await screenshotMail(bartContext, mail, "your-turn");
      }
      await page.goto(linkTo(mail.text, "/play/"));
      // Signed in already: the game page at the link itself, whose address then becomes the game's.
      await page.waitForURL(`**${gamePath}`);
      if (i === 3) {
        // Bart types this one: the text box works for keyboards and screen readers.
        await page.getByLabel("Your move", { exact: true }).fill("Nc6");
        await page
          .getByRole("form", { name: "Send a move as text" })
          .getByRole("button", { name: "Send move" })
          .click();
      } else {
        await tap(page, from, to);
        const confirm = page.getByRole("form", { name: "Confirm your move" });
        await expect.poll(() => confirm.textContent()).toContain(text);
        if (i === 0) {
          await confirm.getByText(/^Add a message/).click();
          await confirm.getByLabel("Message to your opponent (optional)").fill("Here we go");
        }
        if (i === 2)
          await page.screenshot({
            path: path.join(screenshotsDir, "game-confirm-desktop.png"),
            fullPage: true,
          });
        await confirm.getByRole("button", { name: "Send move" }).click();
      }
      await page.getByText("Move sent.").waitFor();
      if (i === 4) {
        await bartPage.screenshot({ path: path.join(screenshotsDir, "game-phone.png"), fullPage: true });
        // Bart's home page lists the game with a small board of it and the time left.
        await bartPage.goto(app.url);
        const row = bartPage.locator(`a[href="${gamePath}"]`);
        expect(await row.locator('svg[role="img"]').count()).toBe(1);
        expect(await row.textContent()).toMatch(/left/);
        await bartPage.screenshot({
          path: path.join(screenshotsDir, "home-games-phone.png"),
          fullPage: true,
        });
      }
    }

    // Both players hear the result; the game page shows it.
    for (const who of [ana, bart]) {
      const over = await app.smtp.waitFor(
        (m) => m.envelopeTo.includes(who) && (m.subject ?? "").startsWith("Game over"),
      );
      expect(over.text?.toLowerCase()).toContain("checkmate");
      if (who === bart) await screenshotMail(bartContext, over, "game-over");
    }
    await anaPage.reload();
    expect((await anaPage.textContent("main"))?.toLowerCase()).toContain("checkmate");
    await anaPage.screenshot({ path: path.join(screenshotsDir, "game-over-desktop.png"), fullPage: true });

    // The finished game can be downloaded: anyone gets the public record, Ana her own with messages.
    const gameUrl = app.url + gamePath;
    const publicPgn = await (await fetch(`${gameUrl}/pgn`)).text();
    expect(publicPgn).toContain("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0");
    expect(publicPgn).not.toContain("Here we go");
    const ownPgn = await (await anaContext.request.get(`${gameUrl}/pgn`)).text();
    expect(ownPgn).toContain("{Here we go}");
    // Her account page offers all her finished games as one file, and her public page.
    await anaPage.goto(`${app.url}/account`);
    const [allMine] = await Promise.all([
      anaPage.waitForEvent("download"),
      anaPage.getByRole("link", { name: "Download it as a PGN file" }).click(),
    ]);
    expect(allMine.suggestedFilename()).toBe("pigeon-post-games.pgn");
    expect(await readFile((await allMine.path()) ?? "", "utf8")).toContain("4. Qxf7#");
    await anaPage.getByRole("link", { name: "Your public page" }).click();
    await anaPage.getByRole("row", { name: /^Chess 1 1 0 0 100%$/ }).waitFor();
    const record = (await (await fetch(`${gameUrl}/json`)).json()) as { moves: unknown[]; result: string };
    expect(record).toMatchObject({ result: "white" });
    expect(record.moves).toHaveLength(7);
    const picture = await fetch(`${gameUrl}/board.png?ply=3`);
    expect(picture.headers.get("content-type")).toBe("image/png");
    expect(
      Buffer.from(await picture.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");
    expect((await fetch(`${gameUrl}/board.png?ply=99`)).status).toBe(404);

    // The finished game is in the public archive; a filter is a shareable URL.
    const visitor = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    const archive = await visitor.newPage();
    await archive.goto(`${app.url}/archive`);
    await archive.getByLabel("Game", { exact: true }).selectOption("chess");
    await archive.getByRole("button", { name: "Show games" }).click();
    await archive.waitForURL(/game=chess/);
    const row = archive.getByRole("listitem").filter({ hasText: "ana – bart" });
    expect(await row.textContent()).toContain("won by checkmate");
    expect(await row.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await archive.screenshot({ path: path.join(screenshotsDir, "archive-phone.png"), fullPage: true });
    await archive.goto(`${app.url}/archive?game=joust`);
    await archive.getByText("No finished game matches these filters").waitFor();
    await visitor.close();

    // All of one game's mail to Bart threads together.
    const bartGameMail = app.smtp.messages.filter(
      (m) => m.envelopeTo.includes(bart) && /^(Your move|Game over)/.test(m.subject ?? ""),
    );
    const roots = new Set(bartGameMail.map((m) => String(m.inReplyTo)));
    expect(roots.size).toBe(1);
    await anaContext.close();
    await bartContext.close();
  });
});
