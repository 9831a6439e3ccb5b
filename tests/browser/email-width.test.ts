// Every email on a 320 px wide phone: rendered as the service renders it (renderEmail, with the
// board picture inline as the local mailbox shows it), filled with the longest names, addresses and
// moves the service allows, and opened in Chromium. Nothing may stick out sideways, and the board
// picture must shrink to fit whole, keeping its proportions; on a desktop it keeps its own size.
import { mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { createElement, type ReactElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ChatEmail from "@/emails/chat";
import ComputerOfferEmail from "@/emails/computer-offer";
import ConditionalMoveEmail from "@/emails/conditional-move";
import DigestEmail from "@/emails/digest";
import GameNoticeEmail from "@/emails/game-notice";
import GameOverEmail from "@/emails/game-over";
import GameStartedEmail from "@/emails/game-started";
import InvitationEmail from "@/emails/invitation";
import InvitationAnswerEmail from "@/emails/invitation-answer";
import NewChallengesEmail from "@/emails/new-challenges";
import ReminderEmail from "@/emails/reminder";
import ReplyAnswerEmail from "@/emails/reply-answer";
import SignInLinkEmail from "@/emails/sign-in-link";
import TournamentEmail from "@/emails/tournament";
import YourTurnEmail from "@/emails/your-turn";
import { nameMax } from "@/lib/accounts/input";
import { boardModel } from "@/lib/board";
import { pngSize, renderBoardPng } from "@/lib/board/png";
import { GAME_IDS, getGame, unwrap } from "@/lib/engine";
import { renderEmail, withPicturesInline } from "@/lib/mail/send";
import { launchChromium, screenshotsDir } from "./support/app";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  await mkdir(screenshotsDir, { recursive: true });
});
afterAll(() => browser?.close());

// The longest a display name may be, with no space to break at; an address near the 64-character
// limit of its local part; Joust's long turns; a message that is one long word.
const longName = "Bartholomew-Maximilian-Konstantinopoulos";
const longAddress = "bartholomew.maximilian.konstantinopoulos@correspondence-chess.example.org";
const gameUrl = `https://pigeonpost.example.com/play/${"Qx7_".repeat(11)}`;
const long = {
  appUrl: "https://pigeonpost.example.com",
  email: longAddress,
  preferencesUrl: `https://pigeonpost.example.com/unsubscribe/${"k3Y-".repeat(6)}`,
  gameUrl,
  opponentName: longName,
  deadline: "Tuesday 24 November, 18:05 (America/Argentina/ComodRivadavia)",
  recentMoves: ["11. Hd4-b6xa5xb4@NW Wb6-c5xb4@NE", "12. Hb3-b1xa1xa2@SW Le3xg1=V/M@a7"],
};
const message = "Supercalifragilisticexpialidocious-and-then-some-more-words-without-a-single-space";

/** The board picture as the game emails attach it: the PNG of that game's board, 360 px wide. */
function boardOf(gameId: string) {
  const game = unwrap(getGame(gameId));
  const png = renderBoardPng(unwrap(boardModel(gameId, game.start())), { size: 360 });
  const { width, height } = pngSize(png);
  return {
    props: { boardSrc: "cid:board@test", boardWidth: width, boardHeight: height, boardAlt: "The board" },
    attachment: { cid: "board@test", filename: "board.png", contentType: "image/png", content: png },
  };
}

type BoardProps = ReturnType<typeof boardOf>["props"];
/** An email's body, given the board picture's props when it shows one. */
type Template = { name: string; board: boolean; body: (board?: BoardProps) => ReactElement };

const templates: Template[] = [
  {
    name: "your-turn",
    board: true,
    body: (board) =>
      createElement(YourTurnEmail, {
        ...long,
        ...board,
        gameName: "Juxtaposition Chess",
        lastMove: { text: "12. Hd4-b6xa5xb4@NW", message },
      }),
  },
  {
    name: "reminder",
    board: true,
    body: (board) => createElement(ReminderEmail, { ...long, ...board, gameName: "Wild Jokers Chess" }),
  },
  {
    name: "game-over",
    board: true,
    body: (board) =>
      createElement(GameOverEmail, {
        ...long,
        ...board,
        gameName: "Kings Court",
        result: `${longName} won on time.`,
      }),
  },
  {
    name: "digest",
    board: false,
    body: () =>
      createElement(DigestEmail, {
        ...long,
        games: [1, 2].map((n) => ({
          gameName: "Juxtaposition Chess",
          gameNumber: 1_000_000 + n,
          opponentName: longName,
          moveNumber: 40 + n,
          lastMove: "40. Hd4-b6xa5xb4@NW",
          deadline: long.deadline,
          timeLeft: "1 day 6 hours left",
          url: `${gameUrl}${n}`,
        })),
        chats: [1, 2].map((n) => ({
          gameName: "Wild Jokers Chess",
          gameNumber: 2_000_000 + n,
          opponentName: longName,
          url: `${gameUrl}${n}#chat`,
          messages: [{ body: message, at: "24 Nov, 18:05" }],
        })),
      }),
  },
  {
    name: "chat",
    board: false,
    body: () =>
      createElement(ChatEmail, {
        ...long,
        gameName: "Juxtaposition Chess",
        gameNumber: 1_000_000,
        messages: [1, 2].map((n) => ({
          body: `${message} ${n}`,
          at: "24 Nov, 18:05",
          stage: "after 40... Hd4-b6xa5xb4@NW",
        })),
        standing: `It is ${longName}'s move.`,
        canReply: true,
      }),
  },
  {
    name: "invitation",
    board: false,
    body: () =>
      createElement(InvitationEmail, {
        appUrl: long.appUrl,
        inviterName: longName,
        inviterEmail: longAddress,
        gameName: "Juxtaposition Chess",
        rulesUrl: `${long.appUrl}/rules/juxtaposition`,
        message,
        expiresOn: long.deadline,
        invitationUrl: `${long.appUrl}/invitations/${"c".repeat(25)}?token=${"T0k".repeat(14)}`,
        preferencesUrl: long.preferencesUrl,
      }),
  },
  {
    name: "invitation-answer",
    board: false,
    body: () =>
      createElement(InvitationAnswerEmail, {
        appUrl: long.appUrl,
        outcome: "declined",
        inviteeName: longName,
        inviteeEmail: longAddress,
        gameName: "Juxtaposition Chess",
        actionUrl: gameUrl,
        preferencesUrl: long.preferencesUrl,
      }),
  },
  {
    name: "conditional-move",
    board: false,
    body: () =>
      createElement(ConditionalMoveEmail, {
        ...long,
        gameName: "Juxtaposition Chess",
        theirMove: "12. Hd4-b6xa5xb4@NW",
        yourMove: "12... Le3xg1=V/M@a7",
        notice: "One line after Le3xg1=V/M@a7 is not legal any more and was dropped.",
        linesLeft: 2,
      }),
  },
  {
    name: "game-started",
    board: true,
    body: (board) =>
      createElement(GameStartedEmail, {
        ...long,
        gameName: "Juxtaposition Chess",
        rated: true,
        accepted: "rematch",
        timeControl: "14 days + 14 days per move",
        firstMove: board
          ? {
              ...board,
              deadline: "Wednesday 2 December, 18:05 (America/Argentina/ComodRivadavia)",
              timeLeft: "13 days 23 hours left",
              paused: null,
              canReply: true,
            }
          : null,
      }),
  },
  {
    name: "game-notice",
    board: true,
    body: (board) =>
      createElement(GameNoticeEmail, {
        ...long,
        gameName: "Juxtaposition Chess",
        board: board && {
          src: board.boardSrc,
          width: board.boardWidth,
          height: board.boardHeight,
          alt: board.boardAlt,
          caption: `If you accept, the game goes back to this position, before 14. Qd1xd8+, with ${longName} to move:`,
        },
        message,
        headline: `${longName} asks to take back 14. Qd1xd8+`,
        paragraphs: [
          `In your Juxtaposition Chess game with ${longName} (you play Black), ${longName} asks to take back their move 14. Qd1xd8+ and your reply. Accept or decline on the game page.`,
          "It is your move: you have 10 days 23 hours (until Wednesday 2 December, 18:05 (America/Argentina/ComodRivadavia)).",
        ],
        buttonLabel: "Answer the request",
      }),
  },
  {
    name: "computer-offer",
    board: false,
    body: () =>
      createElement(ComputerOfferEmail, {
        appUrl: long.appUrl,
        preferencesUrl: long.preferencesUrl,
        gameName: "Juxtaposition Chess",
        levelLabel: "Level 4 — an improving club player",
        ratingWords: "1500, as a newcomer",
        challengeUrl: `${long.appUrl}/challenges/${"c".repeat(25)}`,
      }),
  },
  {
    name: "new-challenges",
    board: false,
    body: () =>
      createElement(NewChallengesEmail, {
        appUrl: long.appUrl,
        preferencesUrl: long.preferencesUrl,
        unfollowText: "You follow Juxtaposition Chess, Wild Jokers Chess and Kings Court on Pigeon Post.",
        lobbyUrl: `${long.appUrl}/challenges`,
        challenges: [1, 2].map((n) => ({
          gameName: "Juxtaposition Chess",
          challenger: longName,
          rating: "rated 1500, provisional",
          terms: `rated, 14 days per move, ${longName} colours by lot`,
          note: message,
          url: `${long.appUrl}/challenges/${"c".repeat(24)}${n}`,
        })),
        tournaments: [
          {
            name: "Supercalifragilistic Juxtaposition Winter Round Robin",
            terms:
              "Juxtaposition Chess, double round robin, 14 days + 3 days per move, rated; 15 of 16 players",
            url: `${long.appUrl}/tournaments/${"t".repeat(25)}`,
          },
        ],
      }),
  },
  ...(["started", "finished", "withdrawn", "posted"] as const).map((kind) => ({
    name: `tournament-${kind}`,
    board: false,
    body: () =>
      createElement(TournamentEmail, {
        appUrl: long.appUrl,
        email: long.email,
        preferencesUrl: long.preferencesUrl,
        kind,
        title: `${longName} Invitational (Juxtaposition Chess, double round robin, 14 days + 3 days per move)`,
        tournamentName: `${longName} Invitational`,
        tournamentUrl: `${long.appUrl}/tournaments/${"t".repeat(25)}`,
        where:
          kind === "posted"
            ? "It starts as soon as its 16 places are taken."
            : "Stage 2, group B (9 players)",
        games: [1, 2, 3].map((n) => ({
          opponent: longName,
          colour: n % 2 ? "White" : "Black",
          turn: `Your move, by ${long.deadline}`,
          url: `${gameUrl}${n}`,
        })),
        table: [1, 2, 3].map((n) => ({ place: n, name: longName, points: "10½", you: n === 2 })),
        yourPlace: "You finished 2nd of 16.",
        withdrawal:
          "Your finished results stand, and each game you had not finished counts as a win for your opponent.",
      }),
  })),
  {
    name: "reply-answer",
    board: true,
    body: (board) =>
      createElement(ReplyAnswerEmail, {
        ...long,
        ...board,
        title: "Not played: Hd4-b6xa5xb4@NW",
        paragraphs: [`${longName}: ${message}`],
        lists: [
          {
            heading: "Which one? Reply with one of these:",
            items: ["Ac5xe6/M@a1: Capture on e6, put the Mercenary on a1"],
          },
        ],
        youWrote: "Hd4-b6xa5xb4",
        button: { href: gameUrl, label: "Open the game" },
        replyHint: "Reply to this email with your move, or open the game.",
      }),
  },
  {
    name: "sign-in-link",
    board: false,
    body: () =>
      createElement(SignInLinkEmail, {
        appUrl: long.appUrl,
        email: longAddress,
        url: `${long.appUrl}/signin/confirm?token=${"a1B2".repeat(16)}&email=${encodeURIComponent(longAddress)}`,
      }),
  },
];

/** The email's HTML as the local mailbox keeps it (the picture inline), for one game's board. */
async function rendered({ body, board }: Template, gameId: string): Promise<string> {
  const picture = board ? boardOf(gameId) : undefined;
  const email = await renderEmail(
    {
      to: longAddress,
      subject: "A test",
      body: body(picture?.props),
      attachments: picture ? [picture.attachment] : [],
    },
    "Pigeon Post <post@pigeonpost.example.com>",
  );
  return withPicturesInline(email).html;
}

async function layout(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    pictures: [...document.images].map((img) => {
      const box = img.getBoundingClientRect();
      return {
        loaded: img.complete && img.naturalWidth > 0,
        natural: { width: img.naturalWidth, height: img.naturalHeight },
        attributes: { width: img.getAttribute("width"), height: img.getAttribute("height") },
        box: { left: box.left, right: box.right, width: box.width, height: box.height },
        card: img.parentElement?.getBoundingClientRect().toJSON() as DOMRect,
      };
    }),
  }));
}

it("every template in emails/ is in the table", async () => {
  expect(nameMax).toBe(longName.length); // the longest name allowed is the one tested
  const files = (await readdir(path.resolve(import.meta.dirname, "../../emails"))).filter((f) =>
    f.endsWith(".tsx"),
  );
  const layouts = ["layout.tsx"];
  // A template with kinds is in the table once a kind ("tournament-started" is tournament.tsx).
  expect(
    [...new Set(templates.map((t) => `${t.name.replace(/^tournament-.*/, "tournament")}.tsx`))].sort(),
  ).toEqual(files.filter((f) => !layouts.includes(f)).sort());
});

describe.each(templates)("the $name email", (entry) => {
  // Each board email once with every game's board (their proportions differ: Kings Court is 12 by 8).
  const games = entry.board ? GAME_IDS : (["chess"] as const);

  it("fits a 320 px wide phone, its board picture whole and in proportion", async () => {
    const page = await browser.newPage({ viewport: { width: 320, height: 640 } });
    for (const gameId of games) {
      await page.setContent(await rendered(entry, gameId), { waitUntil: "load" });
      const seen = await layout(page);
      expect(
        seen.scrollWidth,
        entry.board ? `${entry.name} with the ${gameId} board` : entry.name,
      ).toBeLessThanOrEqual(320);
      expect(seen.pictures).toHaveLength(entry.board ? 1 : 0);
      for (const picture of seen.pictures) {
        expect(picture.loaded).toBe(true);
        expect(picture.natural.width).toBe(360);
        // Clients that lay out by the attributes alone get the picture's true size.
        expect(picture.attributes).toEqual({
          width: String(picture.natural.width),
          height: String(picture.natural.height),
        });
        expect(picture.box.left).toBeGreaterThanOrEqual(0);
        expect(picture.box.right).toBeLessThanOrEqual(320);
        expect(picture.box.width).toBeGreaterThan(200); // shrunk, not collapsed
        expect(picture.box.height / picture.box.width).toBeCloseTo(
          picture.natural.height / picture.natural.width,
          2,
        );
      }
      if (gameId === games.at(-1))
        await page.screenshot({
          path: path.join(screenshotsDir, `email-${entry.name}-320.png`),
          fullPage: true,
        });
    }
    await page.close();
  });

  it("on a desktop shows the board picture at its own size, centred", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.setContent(await rendered(entry, "kings-court"), { waitUntil: "load" });
    const seen = await layout(page);
    expect(seen.scrollWidth).toBeLessThanOrEqual(1280);
    for (const picture of seen.pictures) {
      expect(picture.box.width).toBe(picture.natural.width);
      expect(picture.box.height).toBe(picture.natural.height);
      const leftGap = picture.box.left - picture.card.left;
      const rightGap = picture.card.right - picture.box.right;
      expect(Math.abs(leftGap - rightGap)).toBeLessThanOrEqual(1);
    }
    await page.screenshot({
      path: path.join(screenshotsDir, `email-${entry.name}-1280.png`),
      fullPage: true,
    });
    await page.close();
  });
});
