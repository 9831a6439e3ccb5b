// Conditional moves: lines saved while it is the opponent's turn, answered inside the opponent's
// move's transaction through submitMove, on a real PostgreSQL with the real job worker and SMTP.
import { describe, expect, it } from "vitest";
import { playMoveForm } from "@/app/_forms/game";
import { toPgn } from "@/lib/archive/pgn";
import { jsonOf, recordOf, visibleGame } from "@/lib/archive/record";
import { automaticPliesCap, conditionalMailKey } from "@/lib/conditional/answer";
import { addLineForm } from "@/lib/conditional/input";
import { addLine, deleteLine, myConditionalMoves } from "@/lib/conditional/lines";
import { db } from "@/lib/db/prisma";
import { getGame, unwrap } from "@/lib/engine";
import { submitMove } from "@/lib/games/turn/play";
import { gameView } from "@/lib/games/view/game-view";
import { sendConditionalMove } from "@/lib/notify/conditional-mail";
import { atOnceBehind, rowLock } from "../support/barrier";
import { jobDone, jobsOf, queueSettled } from "../support/jobs";
import { lineTo } from "../support/lines";
import { mailStage } from "../support/mail-stage";
import { type Person, person, playMoves, startGameBetween } from "../support/players";
import type { Received } from "../support/smtp";

const stage = mailStage();

const mailTo = (who: Person, subject: RegExp) => (mail: Received) =>
  mail.envelopeTo.includes(who.email) && subject.test(mail.subject ?? "");
const received = (who: Person, subject: RegExp) => stage.smtp.messages.filter(mailTo(who, subject));

/** A game of `gameType` after `prefix`, with the player to move (`mover`) and the other (`owner`). */
async function gameAfter(
  gameType: string,
  prefix: readonly string[],
  data: Parameters<typeof person>[1] = {},
) {
  const white = await person("Wren", data);
  const black = await person("Blake", data);
  // Real time: the file's job worker runs deadlines, and one in the past would end the game.
  const game = await startGameBetween(white, black, { gameType }, new Date());
  await playMoves(game, prefix, () => new Date());
  const ply = prefix.length + 1; // the mover's move
  const [mover, owner] = ply % 2 === 1 ? [white, black] : [black, white];
  return { game, mover, owner, ply, white, black };
}

const moveRows = (gameId: string) =>
  db().move.findMany({
    where: { gameId },
    orderBy: { ply: "asc" },
    select: { ply: true, notation: true, playedAt: true },
  });
const lineRow = (gameId: string, userId: string) =>
  db().conditionalLine.findUnique({ where: { gameId_userId: { gameId, userId } } });

// A diagonal Joker move is never a step (the Joker steps along ranks and files): it is a pit-jump.
const jokerJump = /^J([a-g])(\d)[-x](?!\1)[a-g](?!\2)\d/;
const specials: { gameType: string; wanted: RegExp; what: string }[] = [
  { gameType: "joust", wanted: /^[A-Z][a-h]\d-[a-h]\d.*x.*@/, what: "a multi-action Joust turn" },
  { gameType: "wild-jokers", wanted: jokerJump, what: "a Joker's pit-jump" },
  { gameType: "wild-jokers", wanted: /\/M@[a-g]\d/, what: "a Mercenary capture with its placement" },
  { gameType: "kings-court", wanted: /^O-/, what: "a castling choice" },
  { gameType: "juxtaposition", wanted: /^[PNBRQK][a-h]\d<>/, what: "a swap" },
  { gameType: "chess", wanted: /=N/, what: "an under-promotion" },
  { gameType: "diagonal", wanted: /=/, what: "a promotion" },
];

describe.each(specials)("$gameType: $what in a line", ({ gameType, wanted }) => {
  it.each(["answer", "their move"] as const)(
    "as the %s: matched, answered in the same transaction",
    async (role) => {
      const line = lineTo(gameType, role === "answer" ? [/./, wanted] : [wanted, /./]);
      const { game, mover, owner, ply } = await gameAfter(gameType, line.prefix);
      const [theirs, mine] = line.special;
      const added = await addLine({ gameId: game.id, userId: owner.id, ply, moves: [theirs, mine] });
      expect(added).toEqual({ ok: true, lines: [[theirs, mine]] });

      const at = new Date();
      const result = await submitMove({ gameId: game.id, userId: mover.id, ply, move: theirs }, at);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      // submitMove answers with the game as the answer left it: the mover is to move again.
      expect(result.game.plies).toBe(ply + 1);
      const rows = (await moveRows(game.id)).slice(-2);
      expect(rows).toEqual([
        { ply, notation: theirs, playedAt: at },
        { ply: ply + 1, notation: mine, playedAt: at },
      ]);
      expect(result.game.position).toBe(replayed(gameType, [...line.prefix, theirs, mine]));
      // The mover's turn is scheduled from the answer; the owner's turn, answered, has no deadline.
      const jobs = await jobsOf(game.id);
      expect(jobs.map((j) => j.key)).toEqual(
        expect.arrayContaining([
          `your-turn:${game.id}:${ply + 1}`,
          `deadline:${game.id}`,
          conditionalMailKey(game.id, ply + 1, owner.id),
        ]),
      );
      expect(result.game.deadline).toEqual(new Date(at.getTime() + 3 * 24 * 3600_000));
      expect(await lineRow(game.id, owner.id)).toBeNull(); // nothing was left under the answer
    },
  );
});

function replayed(gameType: string, moves: string[]): string {
  const engine = unwrap(getGame(gameType));
  return unwrap(engine.playMoves(engine.start(), moves)).fen;
}

describe("lines as a tree", () => {
  it("keeps the line under the answer, clears the others, and answers again", async () => {
    const { game, mover, owner, ply } = await gameAfter("chess", []);
    expect(
      (await addLine({ gameId: game.id, userId: owner.id, ply, moves: ["e4", "e5", "Nf3", "Nc6"] })).ok,
    ).toBe(true);
    expect(
      (await addLine({ gameId: game.id, userId: owner.id, ply, moves: ["e4", "e5", "Bc4", "Nf6"] })).ok,
    ).toBe(true);
    expect((await addLine({ gameId: game.id, userId: owner.id, ply, moves: ["d4", "d5"] })).ok).toBe(true);
    const shown = await myConditionalMoves(game, owner.id);
    expect(shown?.lines.map((l) => l.map((m) => m.san).join(" "))).toEqual([
      "e4 e5 Nf3 Nc6",
      "e4 e5 Bc4 Nf6",
      "d4 d5",
    ]);

    await submitMove({ gameId: game.id, userId: mover.id, ply: 1, move: "Pe2-e4" }, new Date());
    const kept = await lineRow(game.id, owner.id);
    expect(kept?.ply).toBe(3);
    expect(kept?.tree).toEqual([
      { their: "Ng1-f3", theirSan: "Nf3", mine: "Nb8-c6", mineSan: "Nc6", next: [] },
      { their: "Bf1-c4", theirSan: "Bc4", mine: "Ng8-f6", mineSan: "Nf6", next: [] },
    ]);
    const after = await submitMove({ gameId: game.id, userId: mover.id, ply: 3, move: "Bc4" }, new Date());
    expect(after.ok && after.game.plies).toBe(4);
    expect((await moveRows(game.id)).map((m) => m.notation)).toEqual([
      "Pe2-e4",
      "Pe7-e5",
      "Bf1-c4",
      "Ng8-f6",
    ]);
    expect(await lineRow(game.id, owner.id)).toBeNull();
  });

  it("a move in none of the lines clears them all and leaves the owner to move", async () => {
    const { game, mover, owner } = await gameAfter("chess", []);
    await addLine({ gameId: game.id, userId: owner.id, ply: 1, moves: ["e4", "e5"] });
    await addLine({ gameId: game.id, userId: owner.id, ply: 1, moves: ["d4", "d5"] });
    const result = await submitMove({ gameId: game.id, userId: mover.id, ply: 1, move: "c4" }, new Date());
    expect(result.ok && result.game.plies).toBe(1);
    expect(await lineRow(game.id, owner.id)).toBeNull();
    expect((await jobsOf(game.id)).map((j) => j.key)).toContain(`your-turn:${game.id}:1`);
    expect((await jobsOf(game.id)).some((j) => j.key.startsWith("conditional:"))).toBe(false);
  });

  it("a move that offers a draw is not answered: accepting or playing on is the owner's choice", async () => {
    const { game, mover, owner } = await gameAfter("chess", []);
    await addLine({ gameId: game.id, userId: owner.id, ply: 1, moves: ["e4", "e5"] });
    const result = await submitMove(
      { gameId: game.id, userId: mover.id, ply: 1, move: "e4", offerDraw: true },
      new Date(),
    );
    expect(result.ok && [result.game.plies, result.game.drawOfferedBy]).toEqual([1, "WHITE"]);
    const row = await lineRow(game.id, owner.id);
    expect(row?.tree).toEqual([]);
    expect(row?.notice).toBe(
      "Your opponent offered a draw with e4, so your conditional answer e5 was not played: the choice is yours.",
    );
  });

  it("refuses lines it cannot keep, each with a reason", async () => {
    const { game, mover, owner } = await gameAfter("chess", []);
    const add = (moves: string[], ply = 1, userId = owner.id) =>
      addLine({ gameId: game.id, userId, ply, moves });
    expect(await add(["e4", "e6"])).toMatchObject({ ok: true });
    expect(await add(["e4", "e5"])).toEqual({
      ok: false,
      status: 400,
      reason: "Another line already answers e4 with e6. Delete that line first to answer it with e5.",
    });
    expect(await add(["e4", "e5", "Nf3"])).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/ends with your answer/),
    });
    expect(await add(["e4", "Ke2"])).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^Move 2 of the line \(Ke2, your answer\)/),
    });
    expect(await add(["e4", "e\u0000"])).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/control characters/),
    });
    expect(await add(Array(32).fill("e4"))).toMatchObject({
      ok: false,
      reason: "A line can be at most 30 moves long.",
    });
    expect(await add(["e4", "e5"], 2)).toMatchObject({ ok: false, status: 409 });
    expect(await add(["e5", "e4"], 1, mover.id)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^It is your move/),
    });
    expect(
      addLineForm.safeParse({ gameId: game.id, ply: "1", moves: "1. e4 e5\u0000" }).error?.issues[0].message,
    ).toBe("Lines can't contain control characters.");
    expect(addLineForm.parse({ gameId: game.id, ply: "1", moves: "1... e4, e5\n2. Nf3 Nc6" }).moves).toEqual([
      "e4",
      "e5",
      "Nf3",
      "Nc6",
    ]);
    // Deleting one line of two that share a beginning keeps the shared pair for the other.
    await add(["d4", "d5", "c4", "e6"]);
    await add(["d4", "d5", "Nf3", "Nf6"]);
    const deleted = await deleteLine({
      gameId: game.id,
      userId: owner.id,
      line: ["Pd2-d4", "Pd7-d5", "Pc2-c4", "Pe7-e6"],
    });
    expect(deleted).toEqual({
      ok: true,
      lines: [
        ["Pe2-e4", "Pe7-e6"],
        ["Pd2-d4", "Pd7-d5", "Ng1-f3", "Ng8-f6"],
      ],
    });
  });
});

describe("races", () => {
  // Each race is made to happen in both orders: the test holds the game's row while the two calls
  // queue behind it, the first named first (tests/support/barrier.ts).
  async function inOrder<A, B>(gameId: string, first: () => Promise<A>, second: () => Promise<B>) {
    // The game's first email (its link row points at the game) would queue at the lock too.
    await queueSettled();
    const [a, b] = await atOnceBehind<A | B>(rowLock("Game", gameId), [first, second], { inTurn: true });
    return [a, b] as [A, B];
  }

  it.each(["the line", "the move"])(
    "a line saved while the opponent moves (%s first) answers the move, or is refused as too late",
    async (first) => {
      const { game, mover, owner } = await gameAfter("chess", []);
      const add = () => addLine({ gameId: game.id, userId: owner.id, ply: 1, moves: ["e4", "c5"] });
      const play = () => submitMove({ gameId: game.id, userId: mover.id, ply: 1, move: "e4" }, new Date());
      const [added, moved] =
        first === "the line"
          ? await inOrder(game.id, add, play)
          : (await inOrder(game.id, play, add)).reverse();
      expect(moved.ok).toBe(true);
      const notations = (await moveRows(game.id)).map((m) => m.notation);
      if (first === "the line") {
        expect(added.ok).toBe(true);
        expect(notations).toEqual(["Pe2-e4", "Pc7-c5"]);
      } else {
        expect(added).toMatchObject({ ok: false, status: 409, reason: expect.stringMatching(/moved on/) });
        expect(notations).toEqual(["Pe2-e4"]);
      }
      expect(await lineRow(game.id, owner.id)).toBeNull();
    },
  );

  it.each(["the move", "the line"])(
    "a line saved while its owner moves (%s first) is saved from after the move, or refused: never mixed",
    async (first) => {
      const { game, white, black } = await gameAfter("chess", []);
      // White moves e4 and, from another tab, sets "if d5, exd5".
      const play = () => submitMove({ gameId: game.id, userId: white.id, ply: 1, move: "e4" }, new Date());
      const add = () => addLine({ gameId: game.id, userId: white.id, ply: 2, moves: ["d5", "exd5"] });
      const [moved, added] =
        first === "the move"
          ? await inOrder(game.id, play, add)
          : (await inOrder(game.id, add, play)).reverse();
      expect(moved.ok).toBe(true);
      if (first === "the move") {
        expect(added.ok).toBe(true);
        expect((await lineRow(game.id, white.id))?.ply).toBe(2);
      } else {
        expect(added).toMatchObject({ ok: false, reason: expect.stringMatching(/^The game has moved on/) });
        expect(await lineRow(game.id, white.id)).toBeNull();
      }
      await submitMove({ gameId: game.id, userId: black.id, ply: 2, move: "d5" }, new Date());
      const notations = (await moveRows(game.id)).map((m) => m.notation);
      expect(notations).toEqual(added.ok ? ["Pe2-e4", "Pd7-d5", "Pe4xd5"] : ["Pe2-e4", "Pd7-d5"]);
    },
  );

  it.each(["the deletion", "the move"])(
    "a line deleted while the opponent moves (%s first) is gone, or played first",
    async (first) => {
      const { game, mover, owner } = await gameAfter("chess", []);
      await addLine({ gameId: game.id, userId: owner.id, ply: 1, moves: ["e4", "e5"] });
      const remove = () => deleteLine({ gameId: game.id, userId: owner.id, line: ["Pe2-e4", "Pe7-e5"] });
      const play = () => submitMove({ gameId: game.id, userId: mover.id, ply: 1, move: "e4" }, new Date());
      const [deleted] =
        first === "the deletion"
          ? await inOrder(game.id, remove, play)
          : (await inOrder(game.id, play, remove)).reverse();
      const notations = (await moveRows(game.id)).map((m) => m.notation);
      expect(deleted.ok).toBe(first === "the deletion");
      expect(notations).toEqual(first === "the deletion" ? ["Pe2-e4"] : ["Pe2-e4", "Pe7-e5"]);
    },
  );
});

describe("the cap on automatic plies", () => {
  it(`two trees answering each other stop after ${automaticPliesCap} automatic plies`, async () => {
    // Lines are entered on the opponent's turn only, so two live trees never arise through
    // addLine; they are written here directly, as a restored position could leave them.
    const engine = unwrap(getGame("chess"));
    const moves = [
      "Pe2-e4",
      "Pe7-e5",
      "Ng1-f3",
      "Nb8-c6",
      "Bf1-c4",
      "Bf8-c5",
      "Pc2-c3",
      "Ng8-f6",
      "Pd2-d3",
      "Pd7-d6",
    ];
    expect(engine.playMoves(engine.start(), moves).ok).toBe(true);
    const { game, white, black } = await gameAfter("chess", []);
    const chain = (from: number): object[] =>
      from + 1 >= moves.length ? [] : [{ their: moves[from], mine: moves[from + 1], next: chain(from + 2) }];
    await db().conditionalLine.create({
      data: { gameId: game.id, userId: black.id, ply: 1, tree: chain(0) },
    });
    await db().conditionalLine.create({
      data: { gameId: game.id, userId: white.id, ply: 2, tree: chain(1) },
    });

    const result = await submitMove({ gameId: game.id, userId: white.id, ply: 1, move: "e4" }, new Date());
    expect(result.ok && result.game.plies).toBe(1 + automaticPliesCap);
    expect((await moveRows(game.id)).map((m) => m.notation)).toEqual(moves.slice(0, 1 + automaticPliesCap));
    // Black's answer at the cap is not played: their tree is dropped with a notice, and it is their move.
    const blacks = await lineRow(game.id, black.id);
    expect(blacks?.tree).toEqual([]);
    expect(blacks?.notice).toMatch(/at most 4 moves are played automatically/);
    expect((await jobsOf(game.id)).map((j) => j.key)).toContain(
      `your-turn:${game.id}:${1 + automaticPliesCap}`,
    );
  });
});

describe("privacy", () => {
  it("the opponent's page, JSON, PGN and emails never show the owner's lines", async () => {
    const { game, mover, owner } = await gameAfter("chess", []);
    const viewedAt = new Date();
    const seenByMover = async () => {
      const view = await gameView(game.id, { id: mover.id, timeZone: "UTC" }, viewedAt);
      const visible = await visibleGame(game.id, mover.id);
      if (!visible) throw new Error("the mover cannot see their game");
      return [
        JSON.stringify(view),
        JSON.stringify(jsonOf(visible.game, true)),
        toPgn(recordOf(visible.game), { withMessages: true }),
      ];
    };
    const before = await seenByMover();
    await addLine({
      gameId: game.id,
      userId: owner.id,
      ply: 1,
      moves: ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"],
    });
    expect(await seenByMover()).toEqual(before);
    expect(await myConditionalMoves(game, mover.id)).toEqual({ ply: 1, lines: [], notice: null });
    // The owner's own view model (the page's board and moves) carries no line either.
    const ownersView = JSON.stringify(await gameView(game.id, { id: owner.id, timeZone: "UTC" }, new Date()));
    expect(ownersView).not.toContain("Pa7-a6");

    await submitMove({ gameId: game.id, userId: mover.id, ply: 1, move: "e4" }, new Date());
    const yourMove = await stage.smtp.waitFor(mailTo(mover, /^Your move: .*\(move 2\)$/));
    for (const hidden of ["Nb8-c6", "Nc6", "Pa7-a6", "a6", "Bb5"]) {
      expect(yourMove.text).not.toMatch(new RegExp(`\\b${hidden}\\b`));
      expect(yourMove.html).not.toMatch(new RegExp(`\\b${hidden}\\b`));
    }
    const visible = await visibleGame(game.id, mover.id);
    expect(JSON.stringify(jsonOf(visible!.game, true))).not.toContain("Nb8-c6");
  });
});

describe("notices and emails", () => {
  it("the owner hears once what was played; the opponent gets their ordinary your-move email", async () => {
    const { game, mover, owner } = await gameAfter("chess", []);
    await addLine({ gameId: game.id, userId: owner.id, ply: 1, moves: ["e4", "c5", "Nf3", "d6"] });
    await submitMove({ gameId: game.id, userId: mover.id, ply: 1, move: "e4" }, new Date());
    const played = await stage.smtp.waitFor(mailTo(owner, /^Played for you/));
    expect(played.subject).toBe(`Played for you: 1... c5 in Chess #${game.number} vs Wren`);
    expect(played.text).toContain("Wren played 1. e4.");
    expect(played.text).toContain("Your conditional move 1... c5 answered it at once");
    expect(played.text).toContain("One line of your conditional moves is still set for Wren's next move.");
    await stage.smtp.waitFor(mailTo(mover, /^Your move: .*\(move 2\)$/));
    await jobDone(conditionalMailKey(game.id, 2, owner.id));
    await jobDone(`your-turn:${game.id}:1`); // the owner's own turn, answered: it sends nothing
    await jobDone(`your-turn:${game.id}:2`);
    expect(received(owner, /^Played for you/)).toHaveLength(1);
    expect(received(owner, /^Your move/)).toHaveLength(0);
    expect(received(mover, /^Your move: .*\(move 2\)$/)).toHaveLength(1);
    // The job run again (a retry) sends nothing more.
    const again = await sendConditionalMove({
      gameId: game.id,
      userId: owner.id,
      ply: 2,
      played: true,
      notice: null,
      linesLeft: 1,
    });
    expect(again).toBe("already-sent");
  });

  it("a player who stopped all mail gets none, the line is played all the same", async () => {
    const { game, mover, owner } = await gameAfter("chess", [], { mailOff: true });
    await addLine({ gameId: game.id, userId: owner.id, ply: 1, moves: ["e4", "e5"] });
    await submitMove({ gameId: game.id, userId: mover.id, ply: 1, move: "e4" }, new Date());
    await jobDone(conditionalMailKey(game.id, 2, owner.id));
    expect(stage.smtp.messages.filter((m) => m.envelopeTo.includes(owner.email))).toHaveLength(0);
    expect((await moveRows(game.id)).map((m) => m.notation)).toEqual(["Pe2-e4", "Pe7-e5"]);
  });

  it("lines saved for another ply (a position taken back) are cleared with a notice, not played", async () => {
    const { game, mover, owner } = await gameAfter("chess", []);
    await addLine({ gameId: game.id, userId: owner.id, ply: 1, moves: ["e4", "e5"] });
    await db().conditionalLine.update({
      where: { gameId_userId: { gameId: game.id, userId: owner.id } },
      data: { ply: 3 },
    });
    const result = await submitMove({ gameId: game.id, userId: mover.id, ply: 1, move: "e4" }, new Date());
    expect(result.ok && result.game.plies).toBe(1);
    expect((await lineRow(game.id, owner.id))?.notice).toBe(
      "The game changed since you set your conditional moves, so they were cleared. Set them again.",
    );
  });

  it("a line no longer legal when reached is dropped, with a notice on the page and by email", async () => {
    const { game, mover, owner } = await gameAfter("chess", []);
    await addLine({ gameId: game.id, userId: owner.id, ply: 1, moves: ["e4", "e5"] });
    // The position changes under the saved line (as a correction or takeback would): a White
    // Knight now stands on e5, so Black's e5 cannot be played.
    await db().game.update({
      where: { id: game.id },
      data: { position: "rnbqkbnr/pppppppp/8/4N3/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1" },
    });
    const result = await submitMove({ gameId: game.id, userId: mover.id, ply: 1, move: "e4" }, new Date());
    expect(result.ok && result.game.plies).toBe(1);
    const row = await lineRow(game.id, owner.id);
    expect(row?.tree).toEqual([]);
    expect(row?.notice).toMatch(/^Your conditional answer e5 to e4 is not legal any more/);
    const shown = await myConditionalMoves(
      await db().game.findUniqueOrThrow({ where: { id: game.id } }),
      owner.id,
    );
    expect(shown?.notice).toBe(row?.notice);
    const dropped = await stage.smtp.waitFor(mailTo(owner, /^Conditional moves dropped/));
    expect(dropped.text).toContain("is not legal any more");
    expect(dropped.text).toContain("It is your move now.");
    // The owner moves: the notice has done its work and goes.
    await submitMove({ gameId: game.id, userId: owner.id, ply: 2, move: "d5" }, new Date());
    expect(await lineRow(game.id, owner.id)).toBeNull();
  });
});

describe("a move sent with conditional answers (play my move and keep these answers)", () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(entries)) data.set(name, value);
    return data;
  };

  it("keeps the answers with the move, and the opponent's reply is answered at once", async () => {
    const { game, mover, owner } = await gameAfter("chess", []);
    // White plays 1. e4 from the form and keeps: 1... c5 2. Nf3 d6 3. d4, and 1... e5 2. Nf3.
    const answers = [
      ["c5", "Nf3", "d6", "d4"],
      ["e5", "Nf3"],
    ];
    const sent = await playMoveForm(
      mover.id,
      form({ gameId: game.id, ply: "1", move: "e4", answers: JSON.stringify(answers) }),
      new Date(),
    );
    expect(sent).toMatchObject({ ok: true });
    const kept = await myConditionalMoves(
      await db().game.findUniqueOrThrow({ where: { id: game.id } }),
      mover.id,
    );
    expect(kept?.ply).toBe(2);
    expect(kept?.lines.map((l) => l.map((m) => m.san).join(" "))).toEqual(["c5 Nf3 d6 d4", "e5 Nf3"]);

    // Black replies 1... c5: White's 2. Nf3 is played at once, and the rest of the line waits.
    const replied = await submitMove({ gameId: game.id, userId: owner.id, ply: 2, move: "c5" }, new Date());
    expect(replied.ok && replied.game.plies).toBe(3);
    expect((await moveRows(game.id)).map((m) => m.notation)).toEqual(["Pe2-e4", "Pc7-c5", "Ng1-f3"]);
    expect((await lineRow(game.id, mover.id))?.tree).toEqual([
      { their: "Pd7-d6", theirSan: "d6", mine: "Pd2-d4", mineSan: "d4", next: [] },
    ]);
  });

  it("answers a reply the opponent's own conditional moves play at once, in the same submission", async () => {
    const { game, mover, owner } = await gameAfter("chess", []);
    await addLine({ gameId: game.id, userId: owner.id, ply: 1, moves: ["e4", "e5"] });
    const result = await submitMove(
      { gameId: game.id, userId: mover.id, ply: 1, move: "e4", answers: [["e5", "Nf3"]] },
      new Date(),
    );
    expect(result.ok && result.game.plies).toBe(3);
    expect((await moveRows(game.id)).map((m) => m.notation)).toEqual(["Pe2-e4", "Pe7-e5", "Ng1-f3"]);
    expect(await lineRow(game.id, mover.id)).toBeNull();
    expect(await lineRow(game.id, owner.id)).toBeNull();
  });

  it.each([
    {
      what: "an answer that is not legal",
      answers: [
        ["e5", "Nf3"],
        ["c5", "Ke3"],
      ],
      reason: /^Conditional line 2: Move 2 of the line \(Ke3, your answer\): /,
    },
    {
      what: "two answers to the same reply",
      answers: [
        ["e5", "Nf3"],
        ["e5", "Bc4"],
      ],
      reason: /^Conditional line 2: Another line already answers e5 with Nf3\./,
    },
    {
      what: "a line ending with their move",
      answers: [["e5", "Nf3", "Nc6"]],
      reason: /ends with your answer/,
    },
  ])("refuses $what: the move is not played either, and nothing is kept", async ({ answers, reason }) => {
    const { game, mover } = await gameAfter("chess", []);
    const formResult = await playMoveForm(
      mover.id,
      form({ gameId: game.id, ply: "1", move: "e4", answers: JSON.stringify(answers) }),
      new Date(),
    );
    expect(formResult).toMatchObject({ ok: false, state: { error: expect.stringMatching(reason) } });
    expect(await moveRows(game.id)).toEqual([]);
    expect(await lineRow(game.id, mover.id)).toBeNull();
  });

  it("refuses answers to a move that ends the game, and answers that do not read", async () => {
    // Fool's mate: after 1. f3 e5 2. g4, Black's Qh4 ends the game; nothing is left to answer.
    const { game, mover } = await gameAfter("chess", ["f3", "e5", "g4"]);
    const mate = await submitMove(
      { gameId: game.id, userId: mover.id, ply: 4, move: "Qh4", answers: [["Kf2", "Qxf2"]] },
      new Date(),
    );
    expect(mate).toMatchObject({
      ok: false,
      status: 400,
      reason:
        "Your conditional answer: The game is over after this move: there is no move of theirs to answer.",
    });
    for (const answers of ["[[", '{"e5":1}', JSON.stringify([["e5", "Nf3\u0000"]])]) {
      const outcome = await playMoveForm(
        mover.id,
        form({ gameId: game.id, ply: "4", move: "Qh4", answers }),
        new Date(),
      );
      expect(outcome.ok).toBe(false);
    }
    expect((await moveRows(game.id)).length).toBe(3);
  });
});
