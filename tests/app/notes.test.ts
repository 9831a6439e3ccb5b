// A player's private notes on a game (lib/notes/): text and lines saved from the analysis board,
// read back in notation, kept after the game and exported in that player's own PGN. Privacy: the
// opponent and anyone else neither read nor change them; a refused input changes nothing.
import { beforeEach, describe, expect, it } from "vitest";
import { fromPgn, toPgn } from "@/lib/archive/pgn";
import { recordOf, visibleGame } from "@/lib/archive/record";
import { db } from "@/lib/db/prisma";
import { getGame, unwrap } from "@/lib/engine";
import { resign } from "@/lib/games/turn/resolve";
import { gameView } from "@/lib/games/view/game-view";
import { lineLimit } from "@/lib/notes/input";
import { addNoteLine, notesOnGamePage, readNote, removeNoteLine, saveNoteText } from "@/lib/notes/notes";
import { pgnWithNotes } from "@/lib/notes/pgn";
import { atOnceBehind } from "../support/barrier";
import { hours, t0 } from "../support/clock";
import { type Person, person, playMoves, startGameBetween } from "../support/players";

let white: Person;
let black: Person;
let stranger: Person;
let gameId: string;

beforeEach(async () => {
  white = await person("Wendy");
  black = await person("Bart");
  stranger = await person("Sam");
  const game = await startGameBetween(white, black, {}, t0);
  gameId = game.id;
  // 1. e4 e5 2. Nf3
  await playMoves(game, ["e4", "e5", "Nf3"], (ply) => hours(ply));
});

/** Every note row of the game, as stored. */
const notesOfGame = () =>
  db().gameNote.findMany({
    where: { gameId },
    orderBy: { userId: "asc" },
    select: { userId: true, text: true, lines: true },
  });

describe("saving notes", () => {
  it("keeps the text and lines in the engine's words and shows the lines numbered", async () => {
    expect(await readNote(gameId, white.id)).toEqual({ text: "", lines: [] });
    const text = await saveNoteText(white.id, { gameId, text: "  Plan: Bc4, then O-O.\r\nWatch f7.  " });
    expect(text).toMatchObject({ ok: true, note: { text: "Plan: Bc4, then O-O.\nWatch f7." } });

    // A line leaving the game after 1. e4 (instead of 1… e5), and one from the last position.
    const sicilian = await addNoteLine(white.id, { gameId, fromPly: 1, moves: ["c5", "Nf3", "d6"] }, t0);
    const after = await addNoteLine(white.id, { gameId, fromPly: "3", moves: JSON.stringify(["Nc6"]) }, t0);
    expect(sicilian.ok && after.ok).toBe(true);
    const note = await readNote(gameId, white.id);
    expect(note?.lines.map(({ fromPly, moves, shown }) => ({ fromPly, moves, shown }))).toEqual([
      { fromPly: 1, moves: ["Pc7-c5", "Ng1-f3", "Pd7-d6"], shown: "1… c5 2. Nf3 d6" },
      { fromPly: 3, moves: ["Nb8-c6"], shown: "2… Nc6" },
    ]);

    // The same line again (in other words) is kept once; removing one leaves the other.
    await addNoteLine(white.id, { gameId, fromPly: 1, moves: ["Pc7-c5", "Ng1-f3", "d6"] }, t0);
    expect((await readNote(gameId, white.id))?.lines).toHaveLength(2);
    const removed = await removeNoteLine(white.id, { gameId, lineId: note?.lines[0].id });
    expect(removed.ok && removed.note.lines.map((l) => l.shown)).toEqual(["2… Nc6"]);
    expect((await readNote(gameId, white.id))?.text).toBe("Plan: Bc4, then O-O.\nWatch f7.");
  });

  it("keeps every line when three are saved at the same moment", async () => {
    await saveNoteText(white.id, { gameId, text: "Three ideas." });
    await atOnceBehind(
      {
        sql: `select 1 from "GameNote" where "gameId" = $1 and "userId" = $2 for update`,
        values: [gameId, white.id],
      },
      ["Nc6", "d6", "Nf6"].map(
        (move) => () => addNoteLine(white.id, { gameId, fromPly: 3, moves: [move] }, t0),
      ),
    );
    expect((await readNote(gameId, white.id))?.lines.map((l) => l.shown).sort()).toEqual([
      "2… Nc6",
      "2… Nf6",
      "2… d6",
    ]);
  });
});

describe("privacy", () => {
  beforeEach(async () => {
    await saveNoteText(white.id, { gameId, text: "Bart always answers Nf3 with Nc6." });
    await addNoteLine(white.id, { gameId, fromPly: 3, moves: ["Nc6", "Bb5"] }, t0);
  });

  it("the opponent reads only their own notes, and changes only their own", async () => {
    expect(await readNote(gameId, black.id)).toEqual({ text: "", lines: [] });
    const whiteLine = (await readNote(gameId, white.id))?.lines[0];
    // Naming Wendy's line from Bart's account removes nothing of hers.
    await removeNoteLine(black.id, { gameId, lineId: whiteLine?.id });
    await saveNoteText(black.id, { gameId, text: "Mine." });
    const rows = await notesOfGame();
    const wendys = rows.find((r) => r.userId === white.id);
    expect(wendys?.text).toBe("Bart always answers Nf3 with Nc6.");
    expect(wendys?.lines).toHaveLength(1);
    expect(rows.find((r) => r.userId === black.id)?.text).toBe("Mine.");
    expect((await readNote(gameId, white.id))?.lines[0].id).toBe(whiteLine?.id);
  });

  it("each player's game page shows their own notes, whichever side they play; a visitor's none", async () => {
    await saveNoteText(black.id, { gameId, text: "Wendy likes the Ruy Lopez." });
    const pageOf = async (viewer: Person | null) => {
      const found = await gameView(gameId, viewer && { id: viewer.id, timeZone: "UTC" }, hours(6));
      if (!found.ok) throw new Error(found.reason);
      return notesOnGamePage(found.view);
    };
    const whites = await pageOf(white);
    expect(whites?.text).toBe("Bart always answers Nf3 with Nc6.");
    expect(whites?.lines.map((l) => l.shown)).toEqual(["2… Nc6 3. Bb5"]);
    expect(await pageOf(black)).toEqual({ text: "Wendy likes the Ruy Lopez.", lines: [] });
    await resign(gameId, black.id, hours(5)); // public and finished: anyone may look
    expect(await pageOf(null)).toBeNull();
    expect(await pageOf(stranger)).toBeNull();
  });

  it("someone who does not play in the game is told there is no such game, and writes nothing", async () => {
    const before = await notesOfGame();
    expect(await readNote(gameId, stranger.id)).toBeNull();
    for (const result of [
      await saveNoteText(stranger.id, { gameId, text: "hello" }),
      await addNoteLine(stranger.id, { gameId, fromPly: 3, moves: ["Nc6"] }, t0),
      await removeNoteLine(stranger.id, { gameId, lineId: "00000000-0000-4000-8000-000000000000" }),
    ]) {
      expect(result).toEqual({ ok: false, reason: "There is no such game." });
    }
    expect(await pgnWithNotes(gameId, stranger.id)).toBeNull();
    expect(await notesOfGame()).toEqual(before);
  });

  it("only the writer's own PGN carries the notes: not the opponent's, not the public copy", async () => {
    await resign(gameId, black.id, hours(5));
    // Kept after the game ends.
    expect((await readNote(gameId, white.id))?.text).toBe("Bart always answers Nf3 with Nc6.");
    const own = await pgnWithNotes(gameId, white.id);
    expect(own).toContain("{My notes: Bart always answers Nf3 with Nc6.}");
    expect(own).toContain("{My line from here: 2... Nc6 3. Bb5}");
    const bart = await pgnWithNotes(gameId, black.id);
    const seen = await visibleGame(gameId, null);
    if (!seen) throw new Error("the finished public game is not visible");
    const publicCopy = toPgn(recordOf(seen.game));
    for (const other of [bart, publicCopy]) {
      expect(other).not.toContain("always answers");
      expect(other).not.toContain("My line");
      expect(other).not.toContain("Bb5");
    }
  });
});

describe("PGN with notes", () => {
  it("writes each line as a variation after the move it replaces, and reads back as the game", async () => {
    await addNoteLine(white.id, { gameId, fromPly: 1, moves: ["c5", "Nf3"] }, t0);
    await addNoteLine(white.id, { gameId, fromPly: 0, moves: ["d4"] }, t0);
    await addNoteLine(white.id, { gameId, fromPly: 1, moves: ["e6"] }, t0);
    const pgn = (await pgnWithNotes(gameId, white.id)) ?? "";
    expect(pgn).toMatch(/\n1\. e4 \(1\. d4\) 1\.\.\. e5 \(1\.\.\. c5 2\. Nf3\) \(1\.\.\. e6\) 2\. Nf3 \*\n$/);
    const imported = fromPgn(pgn, {});
    if (!imported.ok) throw new Error(imported.reason);
    expect(imported.game.moves).toEqual(["Pe2-e4", "Pe7-e5", "Ng1-f3"]);
  });
});

describe("refused input changes nothing and says why", () => {
  const cases: { what: string; save: () => Promise<{ ok: boolean; reason?: string }>; reason: RegExp }[] = [
    {
      what: "a NUL byte in the text",
      save: () => saveNoteText(white.id, { gameId, text: "before\u0000after" }),
      reason: /^Notes can't contain control characters\.$/,
    },
    {
      what: "text over the limit",
      save: () => saveNoteText(white.id, { gameId, text: "x".repeat(5001) }),
      reason: /^Notes can be at most 5000 characters\.$/,
    },
    {
      what: "a move that is illegal there",
      save: () => addNoteLine(white.id, { gameId, fromPly: 3, moves: ["Nc6", "Ke3", "Qh4"] }, t0),
      reason: /^This line does not play: /,
    },
    {
      what: "a NUL byte in a move",
      save: () => addNoteLine(white.id, { gameId, fromPly: 3, moves: ["Nc\u00006"] }, t0),
      reason: /control characters/,
    },
    {
      what: "a line starting after the last move",
      save: () => addNoteLine(white.id, { gameId, fromPly: 4, moves: ["Nc6"] }, t0),
      reason: /starts after the game's last move/,
    },
    {
      what: "no moves",
      save: () => addNoteLine(white.id, { gameId, fromPly: 3, moves: [] }, t0),
      reason: /no moves of its own/,
    },
    {
      what: "moves that are not a list",
      save: () => addNoteLine(white.id, { gameId, fromPly: 3, moves: "{Nc6" }, t0),
      reason: /do not read/,
    },
    {
      what: "a negative starting move",
      save: () => addNoteLine(white.id, { gameId, fromPly: -1, moves: ["Nc6"] }, t0),
      reason: /names no starting move/,
    },
    {
      what: "a game id that is no id",
      save: () => saveNoteText(white.id, { gameId: "../x", text: "hi" }),
      reason: /names no game/,
    },
    {
      what: "a line id that is no id",
      save: () => removeNoteLine(white.id, { gameId, lineId: "x\u0000" }),
      reason: /Which line/,
    },
  ];

  it.each(cases)("$what", async ({ save, reason }) => {
    await saveNoteText(white.id, { gameId, text: "kept" });
    await addNoteLine(white.id, { gameId, fromPly: 3, moves: ["Nc6"] }, t0);
    const before = await notesOfGame();
    const result = await save();
    expect(result.ok).toBe(false);
    expect(result.reason).toMatch(reason);
    expect(await notesOfGame()).toEqual(before);
  });

  it(`keeps at most ${lineLimit} lines`, async () => {
    // Two-move lines from the game's position (2. Nf3): Black's reply, then White's answer.
    const chess = unwrap(getGame("chess"));
    const now = unwrap(chess.playMoves(chess.start(), ["e4", "e5", "Nf3"]));
    const lines = chess
      .legalMoveTexts(now)
      .flatMap((reply) =>
        chess.legalMoveTexts(unwrap(chess.playText(now, reply))).map((answer) => [reply, answer]),
      )
      .slice(0, lineLimit + 1);
    for (const moves of lines.slice(0, lineLimit)) {
      expect(await addNoteLine(white.id, { gameId, fromPly: 3, moves }, t0)).toMatchObject({ ok: true });
    }
    const before = await notesOfGame();
    expect(before[0].lines).toHaveLength(lineLimit);
    const refused = await addNoteLine(white.id, { gameId, fromPly: 3, moves: lines[lineLimit] }, t0);
    expect(refused).toEqual({
      ok: false,
      reason: `You can keep at most ${lineLimit} lines for one game: remove one before saving another.`,
    });
    expect(await notesOfGame()).toEqual(before);
  });
});
