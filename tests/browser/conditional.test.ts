// Conditional moves on the game page: Black, waiting for White, types two lines, deletes one, is
// told why a wrong one is refused; White's page shows nothing of them; White moves, and Black's
// answer is on the board at once, Black's remaining line waits, and Black is emailed what was
// played. Screenshots at phone and desktop width go to test-results/screenshots. Lines played on a
// board (the game page's and the analysis board's) are conditional-board.test.ts's.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { gameLinkUrl } from "@/lib/games/stored/links";
import { person, startGameBetween } from "../support/players";
import { appForFile, screenshotsDir, startApp } from "./support/app";

const app = appForFile(startApp);

describe("conditional moves on the game page", () => {
  it("add a line, see it, the opponent plays, the answer appears", async () => {
    const white = await person("Ana");
    const black = await person("Bo");
    const game = await startGameBetween(white, black, {}, new Date());

    const boContext = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const bo = await boContext.newPage();
    await bo.goto(await gameLinkUrl(black.id, game.id));
    const section = bo.getByRole("region", { name: "Conditional moves" });
    await section.getByText("You have no conditional moves in this game.").waitFor();

    const add = async (moves: string) => {
      await section.getByRole("textbox", { name: "New line" }).fill(moves);
      await section.getByRole("button", { name: "Add line" }).click();
    };
    await add("e4 c5 Nf3 d6");
    await bo.getByText("Conditional line saved.").waitFor();
    await add("1. d4 d5");
    await bo.getByText("Conditional line saved.").waitFor();
    const lines = section.getByRole("list", { name: "Your conditional lines" });
    await expect
      .poll(() => lines.getByRole("listitem").allTextContents())
      .toEqual(["1. e4 c5 2. Nf3 d6 Delete", "1. d4 d5 Delete"]);
    // A line the engine refuses says which move and why, and keeps what was typed.
    await add("e4 e4");
    const refusal = section.getByRole("alert");
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/^Move 2 of the line \(e4, your answer\): /);
    expect(await section.getByRole("textbox", { name: "New line" }).inputValue()).toBe("e4 e4");
    await bo.screenshot({ path: path.join(screenshotsDir, "conditional-moves-desktop.png"), fullPage: true });

    await section.getByRole("button", { name: "Delete the line 1. d4 d5" }).click();
    await bo.getByText("Conditional line deleted.").waitFor();
    await expect
      .poll(() => lines.getByRole("listitem").allTextContents())
      .toEqual(["1. e4 c5 2. Nf3 d6 Delete"]);
    await bo.setViewportSize({ width: 390, height: 844 });
    await bo.screenshot({ path: path.join(screenshotsDir, "conditional-moves-phone.png"), fullPage: true });

    // White's page says nothing of Black's lines.
    const anaContext = await app.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const ana = await anaContext.newPage();
    await ana.goto(await gameLinkUrl(white.id, game.id));
    const anaText = (await ana.textContent("main")) ?? "";
    expect(anaText).not.toContain("Conditional");
    expect(anaText).not.toContain("c5");
    expect(await ana.content()).not.toMatch(/Pc7-c5|Pd7-d6/);

    const form = ana.getByRole("form", { name: "Send a move as text" });
    await form.locator("#move-text").fill("e4");
    await form.getByRole("button", { name: "Send move" }).click();
    await ana.getByText("Move sent.").waitFor();
    // Black's answer is already there: the move list ends with it, and it is White's move again.
    const moves = ana.getByRole("region", { name: "Moves" });
    await expect.poll(async () => (await moves.textContent()) ?? "").toMatch(/e4.*c5/);
    await ana
      .getByText(/^Your move/)
      .first()
      .waitFor();

    await bo.reload();
    await expect
      .poll(() =>
        section.getByRole("list", { name: "Your conditional lines" }).getByRole("listitem").allTextContents(),
      )
      .toEqual(["2. Nf3 d6 Delete"]);
    const played = await app.smtp.waitFor(
      (m) => m.envelopeTo.includes(black.email) && (m.subject ?? "").startsWith("Played for you"),
    );
    expect(played.subject).toBe(`Played for you: 1... c5 in Chess #${game.number} vs Ana`);
    const stored = await db().move.findMany({ where: { gameId: game.id }, orderBy: { ply: "asc" } });
    expect(stored.map((m) => m.notation)).toEqual(["Pe2-e4", "Pc7-c5"]);
    await anaContext.close();
    await boContext.close();
  });
});
