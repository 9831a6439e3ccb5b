// What people really send, read through the MIME parser, the reader and act() against a real game:
// quote headers in more languages and shapes, a long letter, an HTML-only reply inside
// multipart/related, what phones type, and quoted text that must never reach the opponent. Each
// case names the shape it stands for; tests/app/reply-corpus/ has many more of each kind.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { shortenedMark } from "@/lib/games/talk/conversation";
import { messageLimit } from "@/lib/games/turn/input";
import { hintsFor, movesToPlay } from "@/lib/inbound/move-hints";
import { person, playMoves, startGameBetween } from "../support/players";
import { composed, replyWith } from "../support/reply-pipeline";

/** A game where `moves` have been played; the reply comes from the side to move. */
async function gameAfter(moves: readonly string[], gameType = "chess") {
  const white = await person("Ana");
  const black = await person("Ben");
  const game = await startGameBetween(white, black, { gameType }, new Date());
  await playMoves(game, moves, () => new Date());
  const player = moves.length % 2 === 0 ? white : black;
  return { game, target: { gameId: game.id, userId: player.id, ply: moves.length } };
}

const moveAt = (gameId: string, ply: number) =>
  db().move.findUnique({ where: { gameId_ply: { gameId, ply } }, select: { san: true, message: true } });

/** The your-move email as a mail client quotes it: longer than a message may be. */
const original = [
  "Your move in Chess against Ben (move 1)",
  "",
  "Ben played nothing yet: you play White, and it is move 1. You have 3 days, until Thursday 26 November, 10:00 (UTC).",
  "",
  "Reply with your move, or open the game. Write the move on the first line of your reply, as you would on the game page; anything below it goes to Ben as your message. Reply help for the other words a reply can use (resign, draw, decline).",
  "",
  "Make the first move: http://127.0.0.1:3999/play/abcdefghijklmnopqrstuvwxyz",
  "",
  "You get this email because you play on Pigeon Post. Change what we send: http://127.0.0.1:3999/preferences/abcdefghijklmnopqrstuvwxyz0123456789 (ana@example.com)",
].join("\n");
const quoted = original
  .split("\n")
  .map((line) => `> ${line}`)
  .join("\n");

const headerShapes: [string, string, string | null][] = [
  [
    "Danish Fra:/Sendt:/Til:/Emne:",
    `e4\nHeld og lykke!\n\nFra: Pigeon Post <post@pigeon.test>\nSendt: 23. november 2026 10:00\nTil: ana@example.com\nEmne: Your move: Chess vs Ben (move 1)\n\n${original}`,
    "Held og lykke!",
  ],
  [
    "Swedish Från: with no blank line above",
    `e4\nLycka till!\nFrån: Pigeon Post [mailto:post@pigeon.test]\nSkickat: den 23 november 2026 10:00\nTill: ana@example.com\nÄmne: Your move: Chess vs Ben (move 1)\n\n${original}`,
    "Lycka till!",
  ],
  [
    "Polish Od:/Wysłano:/Do:/Temat:",
    `e4\nPowodzenia!\n\nOd: Pigeon Post <post@pigeon.test>\nWysłano: poniedziałek, 23 listopada 2026 10:00\nDo: ana@example.com\nTemat: Your move: Chess vs Ben (move 1)\n\n${original}`,
    "Powodzenia!",
  ],
  [
    "Russian От:/Отправлено:/Кому:",
    `e4\nУдачи!\n\nОт: Pigeon Post <post@pigeon.test>\nОтправлено: 23 ноября 2026 г. 10:00\nКому: ana@example.com\nТема: Your move: Chess vs Ben (move 1)\n\n${original}`,
    "Удачи!",
  ],
  [
    "an English block with a bare address",
    `e4\nGood luck!\n\nFrom: post@pigeon.test\nSent: Monday, November 23, 2026 10:00 AM\nTo: ana@example.com\nSubject: Your move: Chess vs Ben (move 1)\n\n${original}`,
    "Good luck!",
  ],
  [
    "bold *From:* after a line of dashes",
    `e4\nGood luck!\n\n-----\n*From:* Pigeon Post [mailto:post@pigeon.test]\n*Sent:* Monday, November 23, 2026 10:00 AM\n*To:* ana@example.com\n*Subject:* Your move: Chess vs Ben (move 1)\n\n${original}`,
    "Good luck!",
  ],
  [
    "a block under a line of underscores",
    `e4\nGood luck!\n\n${"_".repeat(44)}\nFrom: Pigeon Post\nSent: Monday, November 23, 2026 10:00:00 AM\nTo: Ana\nSubject: Your move: Chess vs Ben (move 1)\n\n${original}`,
    "Good luck!",
  ],
  [
    "Android's ---- John Smith wrote ----",
    `e4\nGood luck!\n\n---- Pigeon Post wrote ----\n\n${original}`,
    "Good luck!",
  ],
  [
    "the move on the same line as the attribution",
    `e4 On Mon, 23 Nov 2026 at 10:00, Pigeon Post <post@pigeon.test> wrote:\n${quoted}`,
    null,
  ],
];

describe("quote headers in more languages and shapes", () => {
  it.each(headerShapes)(
    "%s: the move plays, and only the person's words go with it",
    async (_, text, message) => {
      const { game, target } = await gameAfter([]);
      const { outcome } = await replyWith(await composed({ text }), target);
      expect(outcome.kind).toBe("played");
      expect(await moveAt(game.id, 1)).toEqual({ san: "e4", message });
    },
  );
});

describe("quoted text never goes on as the message", () => {
  it.each([
    [
      "German Gmail's Am … schrieb …, wrapped before the address",
      `e4\nViel Glück!\n\nAm Mo., 23. Nov. 2026 um 10:00 Uhr schrieb Pigeon Post <\npost@pigeon.test>:\n\n${quoted}`,
      "Viel Glück!",
    ],
    [
      "a *From:* … *Subject:* block",
      `e4\nSee you on move 2.\n\n*From:* Pigeon Post <post@pigeon.test>\n*Sent:* Monday, November 23, 2026 10:00\n*To:* Ana <ana@example.com>\n*Subject:* Your move\n\n${original}`,
      "See you on move 2.",
    ],
    [
      "a Russian attribution",
      `e4\nУдачи!\n\nпн, 23 нояб. 2026 г. в 10:00, Pigeon Post <post@pigeon.test>:\n\n${quoted}`,
      "Удачи!",
    ],
    [
      "a reply written under the quote (Thunderbird's bottom-posting)",
      `On 23/11/2026 10:00, Pigeon Post wrote:\n${quoted}\n\ne4\nGood luck!`,
      "Good luck!",
    ],
    [
      "an attribution that names no date or address, with the quote right under it",
      `On Monday, Pigeon Post wrote:\n${quoted}\ne4\nGood luck!`,
      "Good luck!",
    ],
    [
      "a greeting on the first line, the move under it",
      `Hi Ben,\n\ne4\nGood luck!\n\nOn Mon, 23 Nov 2026 at 10:00, Pigeon Post <post@pigeon.test> wrote:\n${quoted}`,
      "Hi Ben,\nGood luck!",
    ],
  ])("%s", async (_, text, message) => {
    const { game, target } = await gameAfter([]);
    await replyWith(await composed({ text }), target);
    expect(await moveAt(game.id, 1)).toEqual({ san: "e4", message });
  });
});

describe("a long letter under the move", () => {
  it("plays the move and keeps what fits of the letter, marked as shortened", async () => {
    const letter = Array.from(
      { length: 40 },
      (_, i) => `Sentence ${i + 1} of a long letter about the opening.`,
    ).join(" ");
    expect(letter.length).toBeGreaterThan(messageLimit * 2);
    const { game, target } = await gameAfter([]);
    const { outcome } = await replyWith(await composed({ text: `d4\n${letter}\n\n${quoted}` }), target);
    expect(outcome).toMatchObject({ kind: "played", move: "d4", sent: { shortened: true } });
    const move = await moveAt(game.id, 1);
    expect(move?.san).toBe("d4");
    expect(move?.message?.length).toBeLessThanOrEqual(messageLimit);
    expect(move?.message?.endsWith(shortenedMark)).toBe(true);
    // Cut at a word, and the words kept are the letter's own, from its start.
    const kept = (move?.message ?? "").slice(0, -shortenedMark.length);
    expect(letter.startsWith(kept)).toBe(true);
    expect(letter[kept.length]).toBe(" ");
    expect(kept.length).toBeGreaterThan(messageLimit - 80);
  });
});

describe("characters a message field refuses", () => {
  it("are taken out of a reply's message, and the move plays", async () => {
    const { game, target } = await gameAfter([]);
    // A right-to-left override, an isolate and a bell: the web form refuses each of them.
    const { outcome } = await replyWith(
      await composed({ text: "e4\nGood \u202Eluck\u2066 to you\u0007!" }),
      target,
    );
    expect(outcome).toMatchObject({ kind: "played", move: "e4" });
    expect(await moveAt(game.id, 1)).toEqual({ san: "e4", message: "Good luck to you!" });
  });
});

describe("an HTML-only reply inside multipart/related (Outlook with an inline logo)", () => {
  it("plays the move from the HTML part, and leaves Outlook's original out", async () => {
    const html = `<html><head><style>p{margin:0}</style></head><body><div>Nf3</div><div>Good game so far.</div><div><img src="cid:logo@example.com"></div><div id="appendonsend"></div><hr style="display:inline-block;width:98%"><div id="divRplyFwdMsg" dir="ltr"><b>From:</b> Pigeon Post &lt;post@pigeon.test&gt;<br><b>Sent:</b> Monday, November 23, 2026 10:00 AM<br><b>To:</b> Ana<br><b>Subject:</b> Your move</div><div>${original.replace(/\n/g, "<br>")}</div></body></html>`;
    const raw = [
      "From: Ana <ana@example.com>",
      "To: move+0123456789abcdef0123456789abcdef@localhost",
      "Subject: RE: Your move",
      "MIME-Version: 1.0",
      'Content-Type: multipart/related; boundary="related"; type="text/html"',
      "",
      "--related",
      'Content-Type: text/html; charset="utf-8"',
      "Content-Transfer-Encoding: base64",
      "",
      Buffer.from(html).toString("base64"),
      "--related",
      'Content-Type: image/png; name="logo.png"',
      "Content-ID: <logo@example.com>",
      'Content-Disposition: inline; filename="logo.png"',
      "Content-Transfer-Encoding: base64",
      "",
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
      "--related--",
      "",
    ].join("\r\n");
    const { game, target } = await gameAfter([]);
    const { outcome } = await replyWith(raw, target);
    expect(outcome.kind).toBe("played");
    expect(await moveAt(game.id, 1)).toEqual({ san: "Nf3", message: "Good game so far." });
  });
});

describe("a text part without the reply", () => {
  it("reads the HTML part when the text part holds only the quote", async () => {
    const { game, target } = await gameAfter([]);
    const raw = await composed({
      text: `\n\nOn Mon, 23 Nov 2026 at 10:00, Pigeon Post <post@pigeon.test> wrote:\n${quoted}\n`,
      html: `<div>c4</div><div>From my tablet.</div><blockquote type="cite">${original.replace(/\n/g, "<br>")}</blockquote>`,
    });
    await replyWith(raw, target);
    expect(await moveAt(game.id, 1)).toEqual({ san: "c4", message: "From my tablet." });
  });
});

describe("what phones type", () => {
  it.each([
    ["E4 (a capital the phone added)", [], "E4", "e4", null],
    ["Exd5 (chess has no E piece)", ["e4", "d5"], "Exd5", "exd5", null],
    ["...e5", ["e4"], "...e5", "e5", null],
    ["…e5 (one ellipsis character)", ["e4"], "…e5", "e5", null],
    ["1…e5", ["e4"], "1…e5", "e5", null],
    ["Nf3 👍", [], "Nf3 👍", "Nf3", "👍"],
    ["e4 - good luck", [], "e4 - good luck\nSee you.", "e4", "good luck\nSee you."],
    ["NF3 (caps lock)", [], "NF3", "Nf3", null],
  ] as const)("%s", async (_, before, line, san, message) => {
    const { game, target } = await gameAfter(before);
    const { outcome } = await replyWith(await composed({ text: `${line}\n\n${quoted}` }), target);
    expect(outcome.kind).toBe("played");
    expect(await moveAt(game.id, before.length + 1)).toEqual({ san, message });
  });

  it("asks when a capital leaves two legal moves: Bxc3 with the bishop and the b-pawn both able to take", async () => {
    const before = ["d4", "Nc6", "Bd2", "Nb4", "e3", "Nd5", "h3", "Nc3"];
    const { game, target } = await gameAfter(before);
    const { outcome } = await replyWith(await composed({ text: "Bxc3" }), target);
    expect(outcome).toMatchObject({
      kind: "refused",
      hints: {
        heading: "Which one? Reply with one of these:",
        items: ["Bd2xc3 (Bxc3): Bishop on d2, capture on c3", "Pb2xc3 (bxc3): Pawn on b2, capture on c3"],
      },
    });
    expect(await moveAt(game.id, before.length + 1)).toBeNull();
  });

  it("asks when the capital names a piece that cannot make the move: Bxc3 with only pawns able to take", async () => {
    const before = ["e3", "Nc6", "h3", "Nb4", "h4", "Nd5", "a3", "Nc3"];
    const { game, target } = await gameAfter(before);
    const { outcome } = await replyWith(await composed({ text: "Bxc3" }), target);
    expect(outcome.kind).toBe("refused");
    if (outcome.kind !== "refused") return;
    expect(outcome.reason).toContain("none of your bishops");
    expect(outcome.reason).toContain("did you mean bxc3?");
    expect(outcome.hints?.items).toEqual(["Pb2xc3 (bxc3): Pawn on b2, capture on c3"]);
    expect(await moveAt(game.id, before.length + 1)).toBeNull();
  });
});

describe("Joust's headings in the hints", () => {
  it("says which way each of a move's headings faces, not four times “Pawn to a4”", async () => {
    const { game } = await gameAfter([], "joust");
    const row = await db().game.findUniqueOrThrow({ where: { id: game.id } });
    expect(hintsFor(row, "Pa2-a4")).toEqual({
      heading: "Which one? Reply with one of these:",
      items: [
        "Pa2-a4: Pawn to a4, facing north",
        "Pa2-a4@E: Pawn to a4, facing east",
        "Pa2-a4@NE: Pawn to a4, facing north-east",
        "Pa2-a4@SE: Pawn to a4, facing south-east",
      ],
    });
  });
});

describe("a first line that names a property every object has", () => {
  it.each(["constructor", "__proto__", "toString"])(
    "%s is refused as no move, not thrown on",
    async (line) => {
      const { game, target } = await gameAfter([]);
      const { outcome } = await replyWith(await composed({ text: line }), target);
      expect(outcome).toMatchObject({ kind: "refused", said: { command: { kind: "move", text: line } } });
      expect(await moveAt(game.id, 1)).toBeNull();
    },
  );
});

describe("help", () => {
  it("lists the moves the player can play, grouped by piece, as the game page writes them", async () => {
    const { target } = await gameAfter([]);
    const { outcome } = await replyWith(await composed({ text: "help" }), target);
    expect(outcome).toEqual(
      expect.objectContaining({
        kind: "help",
        moves: {
          heading: "The moves you can play (20):",
          items: [
            "Pawn: a3, a4, b3, b4, c3, c4, d3, d4, e3, e4, f3, f4, g3, g4, h3, h4",
            "Knight: Na3, Nc3, Nf3, Nh3",
          ],
        },
      }),
    );
  });

  it("lists no moves on the opponent's turn", async () => {
    const { target } = await gameAfter([]);
    const other = await db().game.findUniqueOrThrow({ where: { id: target.gameId } });
    const { outcome } = await replyWith(await composed({ text: "help" }), {
      ...target,
      userId: other.blackId,
    });
    expect(outcome).toMatchObject({ kind: "help", moves: null });
  });

  it("stays short in a game with many moves, and says how many there are", async () => {
    const { game } = await gameAfter([], "kings-court");
    const row = await db().game.findUniqueOrThrow({ where: { id: game.id } });
    const list = movesToPlay(row, 10);
    const total = Number(/\((\d+);/.exec(list?.heading ?? "")?.[1]);
    expect(total).toBeGreaterThan(10);
    const listed = (list?.items ?? []).flatMap((item) =>
      item
        .replace(/^[^:]+: /, "")
        .replace(/ … and \d+ more$/, "")
        .split(", ")
        .filter((move) => !/^\d+ moves?$/.test(move)),
    );
    expect(listed).toHaveLength(10);
    const more = (list?.items ?? []).map((item) =>
      Number(/and (\d+) more$|: (\d+) moves?$/.exec(item)?.slice(1).find(Boolean) ?? 0),
    );
    expect(listed.length + more.reduce((a, b) => a + b, 0)).toBe(total);
  });
});
