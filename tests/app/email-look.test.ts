// What the emails say and how they look, beyond any one event: subjects that tell two games apart
// (each game still its own thread), a takeback request that names the moves it would undo and shows
// the board it would return to, the challenge notice with its button and without "(new)", one link
// colour in every email, and emphasis kept in every plain-text part.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { createElement, type FunctionComponent } from "react";
import { describe, expect, it } from "vitest";
import { boardModel } from "@/lib/board";
import { renderBoardPng, wholeSquaresWidth } from "@/lib/board/png";
import { setFollow } from "@/lib/challenges/follow";
import { challengeInput } from "@/lib/challenges/input";
import { postChallenge } from "@/lib/challenges/post";
import { db } from "@/lib/db/prisma";
import { replay, unwrap } from "@/lib/engine";
import { submitMove } from "@/lib/games/turn/play";
import { requestTakeback } from "@/lib/games/turn/takeback";
import { renderEmail } from "@/lib/mail/send";
import { mailStage } from "../support/mail-stage";
import { type Person, person, playMoves, startGameBetween } from "../support/players";
import type { Received } from "../support/smtp";

const stage = mailStage();

const mailTo = (who: Person, subject: RegExp, after = 0) =>
  stage.smtp.waitFor(
    (m) => m.envelopeTo.includes(who.email) && subject.test(m.subject ?? "") && m.receivedAt > after,
  );
const header = (mail: Received, name: string) =>
  mail.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, "");
const flat = (text: string | undefined) => (text ?? "").replace(/\s+/g, " ");
/** HTML text as read: the few entities React writes. */
const decoded = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

describe("subjects", () => {
  it("tell two games of the same kind with the same opponent apart; each game keeps its own thread", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const first = await startGameBetween(ana, ben, {}, new Date());
    const second = await startGameBetween(ana, ben, {}, new Date());
    const toAna = [
      await mailTo(ana, new RegExp(`^Your move: Chess #${first.number} vs Ben \\(move 1\\)$`)),
      await mailTo(ana, new RegExp(`^Your move: Chess #${second.number} vs Ben \\(move 1\\)$`)),
    ];
    expect(first.number).not.toBe(second.number);
    expect(header(toAna[0], "In-Reply-To")).not.toBe(header(toAna[1], "In-Reply-To"));
    // The next email of the first game threads under the first game's root, and so does Ben's view of it.
    await submitMove({ gameId: first.id, userId: ana.id, ply: 1, move: "e4" }, new Date());
    await submitMove({ gameId: first.id, userId: ben.id, ply: 2, move: "e5" }, new Date());
    const next = await mailTo(ana, /\(move 2\)$/);
    expect(next.subject).toBe(`Your move: Chess #${first.number} vs Ben (move 2)`);
    expect(header(next, "In-Reply-To")).toBe(header(toAna[0], "In-Reply-To"));
  });
});

describe("a takeback request", () => {
  it("names the moves it would undo and shows the board it would return to", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, { takebacks: true }, new Date());
    await playMoves(game, ["e4", "e5", "Nf3"], () => new Date());
    expect((await requestTakeback(game.id, ana.id, new Date())).ok).toBe(true);
    const ask = await mailTo(ben, /^Ana asks to take back/);
    expect(ask.subject).toBe(`Ana asks to take back 2. Nf3: Chess #${game.number} vs Ana`);
    expect(flat(ask.text)).toContain("Ana asks to take back their last move, 2. Nf3.");
    expect(flat(ask.text)).toContain(
      "If you accept, the game goes back to this position, before 2. Nf3, with Ana to move:",
    );
    // The picture: the board after 1... e5 (not the one after Nf3), from Ben's side, e5 marked.
    const picture = ask.attachments.find((a) => a.contentType === "image/png");
    expect(ask.attachments.map((a) => a.contentDisposition)).toEqual(["inline"]);
    expect(ask.html).toContain(
      'alt="The Chess board before Ana&#x27;s move 2. Nf3, seen from Black&#x27;s side"',
    );
    const before = unwrap(replay("chess", ["Pe2-e4", "Pe7-e5"]));
    const model = unwrap(boardModel("chess", before));
    const expected = renderBoardPng(model, {
      orientation: "b",
      lastMove: { from: "e7", to: "e5" },
      size: wholeSquaresWidth(model, 360),
    });
    expect(picture?.content.equals(expected)).toBe(true);

    // Asked after the other has replied: both moves are named.
    const other = await startGameBetween(ana, ben, { takebacks: true }, new Date());
    await playMoves(other, ["d4", "d5", "c4"], () => new Date());
    expect((await requestTakeback(other.id, ben.id, new Date())).ok).toBe(true);
    const both = await mailTo(ana, /^Ben asks to take back/);
    expect(both.subject).toBe(`Ben asks to take back 1... d5: Chess #${other.number} vs Ben`);
    expect(flat(both.text)).toContain(
      "Ben asks to take back their last move, 1... d5, and your reply to it, 2. c4.",
    );
  });
});

describe("the challenge notice", () => {
  const post = async (who: Person, gameType: string) => {
    const posted = await postChallenge(
      who.id,
      challengeInput.parse({ gameType, colour: "white", daysPerMove: "3", note: "Long games only." }),
      new Date(),
    );
    if (!posted.ok) throw new Error(posted.reason);
    return posted.challengeId;
  };

  it("has a button to the challenge, and no “(new)” after a player who has no rating yet", async () => {
    const follower = await person("Fay");
    const newcomer = await person("Ned");
    await setFollow(follower.id, "joust", "instant");
    const id = await post(newcomer, "joust");
    const notice = await mailTo(follower, /^New Joust Chess challenge/);
    expect(notice.subject).toBe("New Joust Chess challenge from Ned");
    expect(flat(notice.text)).not.toContain("(new)");
    expect(flat(notice.text)).toContain("Ned is looking for a Joust Chess game");
    expect(flat(notice.text)).toContain(
      "Ned posted an open challenge: casual, 3 days per move, Ned plays White.",
    );
    expect(flat(notice.text)).toContain("“Long games only.”");
    // The button: a link styled as one, to the challenge's page (which accepts nothing by itself).
    const buttons = [
      ...(notice.html || "").matchAll(/<a\b[^>]*href="([^"]*)"[^>]*background-color:#1f3a5f/g),
    ];
    expect(buttons.map((b) => b[1])).toEqual([expect.stringMatching(new RegExp(`/challenges/${id}$`))]);
    expect(flat(notice.text)).toMatch(new RegExp(`See the challenge \\S+/challenges/${id}`));
  });

  it("gives a rated challenger's rating in words", async () => {
    const follower = await person("Gus");
    const rated = await person("Rae");
    await db().rating.create({
      data: { userId: rated.id, gameType: "diagonal", rating: 1624.4, deviation: 60, volatility: 0.06 },
    });
    await setFollow(follower.id, "diagonal", "instant");
    await post(rated, "diagonal");
    const notice = await mailTo(follower, /^New Diagonal Chess challenge/);
    expect(notice.subject).toBe("New Diagonal Chess challenge from Rae");
    expect(flat(notice.text)).toContain("Rae (rated 1624) posted an open challenge");
  });
});

/** Every template in emails/, rendered with its preview values as the service renders mail. */
async function everyTemplate() {
  const dir = path.resolve(import.meta.dirname, "../../emails");
  const files = (await readdir(dir)).filter((f) => f.endsWith(".tsx") && f !== "layout.tsx");
  expect(files.length).toBeGreaterThan(10);
  return Promise.all(
    files.map(async (file) => {
      const template = (await import(path.join(dir, file))).default as FunctionComponent;
      const email = await renderEmail(
        { to: "ana@example.com", subject: "s", body: createElement(template, {}) },
        "Pigeon Post <post@pigeon.test>",
      );
      return { file, ...email };
    }),
  );
}

describe("every email", () => {
  it("writes each link in the one link colour (buttons aside)", async () => {
    for (const email of await everyTemplate()) {
      const links = [...email.html.matchAll(/<a\b[^>]*>/g)].map((match) => match[0]);
      expect(links.length, email.file).toBeGreaterThan(0);
      for (const link of links.filter((a) => !a.includes("background-color"))) {
        expect(link, email.file).toMatch(/style="[^"]*(?<![-\w])color:#1f3a5f/);
      }
    }
  });

  it("keeps its emphasis in the plain-text part", async () => {
    for (const email of await everyTemplate()) {
      const strong = [...email.html.matchAll(/<strong>([^<]+)<\/strong>/g)].map((match) => match[1]);
      for (const words of strong) expect(flat(email.text), email.file).toContain(`*${flat(decoded(words))}*`);
    }
  });
});
