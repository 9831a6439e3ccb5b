// A person's analysis board kept in the database (lib/analysis/): it comes back after a reload and
// on another device, replayed through the engine (a row tampered with shows no illegal move), within
// its size limits, only ever to its owner, merged (never lost) when two copies save at once, and
// exported as PGN with its variations and comments.
import { beforeEach, describe, expect, it } from "vitest";
import { analysisOnPage, analysisSaveLimit, readAnalysis, saveAnalysis } from "@/lib/analysis/keep";
import { analysisPgn } from "@/lib/analysis/pgn";
import { restored, type StoredMove, storedOf, triedMoveLimit, triedMoves } from "@/lib/analysis/stored";
import { db } from "@/lib/db/prisma";
import { getGame, unwrap } from "@/lib/engine";
import { resign } from "@/lib/games/turn/resolve";
import {
  type AnalysisTree,
  addMove,
  gameTree,
  promote,
  rootId,
  withComment,
} from "@/lib/games/view/analysis-tree";
import { gameView } from "@/lib/games/view/game-view";
import { saveNoteText } from "@/lib/notes/notes";
import { atOnceBehind } from "../support/barrier";
import { hours, t0 } from "../support/clock";
import { movetext } from "../support/pgn";
import { type Person, person, playMoves, startGameBetween } from "../support/players";

const chess = unwrap(getGame("chess"));
const record = ["Pe2-e4", "Pe7-e5", "Ng1-f3"];

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
  await playMoves(game, [["e4", "Good luck!"], "e5", "Nf3"], (ply) => hours(ply));
});

const base = () => unwrap(gameTree("chess", chess.start().fen, record));

/** Plays `moves` (any notation) from the node reached by the game's first `ply` moves. */
function tried(tree: AnalysisTree, ply: number, moves: string[]) {
  let at = rootId;
  for (let i = 0; i < ply; i++) at = tree.nodes[at].children.find((id) => tree.nodes[id].played) ?? at;
  let current = { tree, node: at };
  for (const move of moves) current = unwrap(addMove(current.tree, current.node, move));
  return current;
}

/** The Sicilian instead of 1... e5, and 2... Nc6 3. Bb5 after the game's last move. */
function analysis(): StoredMove[] {
  const sicilian = tried(base(), 1, ["c5", "Nf3"]);
  const on = tried(sicilian.tree, 3, ["Nc6", "Bb5"]);
  return storedOf(withComment(on.tree, on.node, "The Spanish."));
}

/** The first `count` moves of chess's tree, breadth first: every first move, every reply to each… */
function breadthFirst(count: number): StoredMove[] {
  const out: StoredMove[] = [];
  const queue = [{ index: -1, position: chess.start() }];
  for (let next = queue.shift(); next && out.length < count; next = queue.shift()) {
    for (const move of chess.legalMoveTexts(next.position)) {
      if (out.length === count) break;
      out.push({ from: next.index, move });
      queue.push({ index: out.length - 1, position: unwrap(chess.playText(next.position, move)) });
    }
  }
  return out;
}

const rows = () =>
  db().gameAnalysis.findMany({
    where: { gameId },
    orderBy: { userId: "asc" },
    select: { userId: true, moves: true, revision: true },
  });

describe("keeping an analysis", () => {
  it("keeps the tree and gives it back replayed, on any device, counting its saves", async () => {
    expect(await readAnalysis(gameId, white.id)).toEqual({ revision: 0, moves: [], dropped: 0 });
    const saved = await saveAnalysis(white.id, { gameId, revision: 0, moves: analysis() }, t0);
    expect(saved).toEqual({ ok: true, revision: 1, moves: analysis(), merged: false });
    expect(await readAnalysis(gameId, white.id)).toEqual({ revision: 1, moves: analysis(), dropped: 0 });
    // The analysis page reads it with the game view it already has, for the same person.
    const view = await gameView(gameId, { id: white.id, timeZone: "UTC" }, hours(9));
    if (!view.ok) throw new Error(view.reason);
    expect(await analysisOnPage(view.view, white.id)).toEqual({ revision: 1, moves: analysis(), dropped: 0 });
    // Moves in any notation are kept in the engine's words.
    const typed = [{ from: -1, move: "d4" }];
    expect(await saveAnalysis(white.id, { gameId, revision: 1, moves: typed }, t0)).toMatchObject({
      ok: true,
      revision: 2,
      moves: [{ from: -1, move: "Pd2-d4" }],
    });
  });

  it("keeps a promoted variation in its place", async () => {
    const sicilian = tried(base(), 1, ["c5", "Nf3"]);
    const promoted = storedOf(promote(sicilian.tree, sicilian.node, true));
    await saveAnalysis(white.id, { gameId, revision: 0, moves: promoted }, t0);
    const kept = await readAnalysis(gameId, white.id);
    expect(kept?.moves).toEqual(promoted);
    expect(kept?.moves.map((m) => m.move)).toEqual(["Pe2-e4", "Pc7-c5", "Ng1-f3", "Pe7-e5"]);
  });

  it("merges a save from an older copy with what is kept, and hands back the merged tree", async () => {
    await saveAnalysis(white.id, { gameId, revision: 0, moves: analysis() }, t0);
    // Another tab, read before that save (revision 0), adds the French.
    const french = storedOf(tried(base(), 1, ["e6", "d4"]).tree);
    const merged = await saveAnalysis(white.id, { gameId, revision: 0, moves: french }, t0);
    if (!merged.ok) throw new Error(merged.reason);
    expect(merged.merged).toBe(true);
    expect(merged.revision).toBe(2);
    const moves = (await readAnalysis(gameId, white.id))?.moves.map((m) => m.move) ?? [];
    expect(moves).toEqual(expect.arrayContaining(["Pe7-e6", "Pd2-d4", "Pc7-c5", "Bf1-b5"]));
    expect(merged.moves).toEqual((await readAnalysis(gameId, white.id))?.moves);
  });

  it("keeps both of two saves made at the same moment from the same copy", async () => {
    // The first save makes the row; both racers then start from its revision.
    await saveAnalysis(white.id, { gameId, revision: 0, moves: [] }, t0);
    const french = storedOf(tried(base(), 1, ["e6", "d4"]).tree);
    const caro = storedOf(tried(base(), 1, ["c6", "d4"]).tree);
    await atOnceBehind(
      {
        sql: `select 1 from "GameAnalysis" where "gameId" = $1 and "userId" = $2 for update`,
        values: [gameId, white.id],
      },
      [french, caro].map((moves) => () => saveAnalysis(white.id, { gameId, revision: 1, moves }, t0)),
    );
    const kept = await readAnalysis(gameId, white.id);
    expect(kept?.revision).toBe(3);
    expect(kept?.moves.map((m) => m.move)).toEqual(expect.arrayContaining(["Pe7-e6", "Pc7-c6"]));
  });
});

describe("only its owner's", () => {
  it("the opponent has their own, empty; a stranger cannot see a running game's, nor keep one", async () => {
    await saveAnalysis(white.id, { gameId, revision: 0, moves: analysis() }, t0);
    expect(await readAnalysis(gameId, black.id)).toEqual({ revision: 0, moves: [], dropped: 0 });
    expect(await readAnalysis(gameId, stranger.id)).toBeNull();
    expect(await saveAnalysis(stranger.id, { gameId, revision: 0, moves: analysis() }, t0)).toEqual({
      ok: false,
      status: 404,
      reason: "There is no such game.",
    });
    expect(await analysisPgn(gameId, stranger.id)).toBeNull();
    const theirs = (await analysisPgn(gameId, black.id))?.text ?? "";
    expect(movetext(theirs)).toBe("1. e4 {Good luck!} 1... e5 2. Nf3 *");
    expect(theirs).not.toContain("Spanish");
    expect((await rows()).map((r) => r.userId)).toEqual([white.id]);
  });

  it("once a public game is over, anyone signed in keeps an analysis of their own", async () => {
    await saveAnalysis(white.id, { gameId, revision: 0, moves: analysis() }, t0);
    await resign(gameId, black.id, hours(10));
    const french = storedOf(tried(base(), 1, ["e6"]).tree);
    expect(await saveAnalysis(stranger.id, { gameId, revision: 0, moves: french }, t0)).toMatchObject({
      ok: true,
    });
    expect((await readAnalysis(gameId, stranger.id))?.moves.map((m) => m.move)).toEqual(["Pe2-e4", "Pe7-e6"]);
    expect((await readAnalysis(gameId, white.id))?.moves).toEqual(analysis());
    // The stranger's PGN: their analysis, none of the players' messages or notes.
    const pgn = (await analysisPgn(gameId, stranger.id))?.text ?? "";
    expect(pgn).toContain("1. e4 e5 (1... e6) 2. Nf3 1-0");
    expect(pgn).not.toContain("Good luck");
  });
});

describe("nothing illegal reaches a board", () => {
  it("a row changed by hand: a move that does not play is left out with what follows it", async () => {
    await saveAnalysis(white.id, { gameId, revision: 0, moves: analysis() }, t0);
    const forged = analysis().map((m) => (m.move === "Pc7-c5" ? { ...m, move: "Ke8-e6" } : m));
    await db().gameAnalysis.update({
      where: { gameId_userId: { gameId, userId: white.id } },
      data: { moves: forged },
    });
    const kept = await readAnalysis(gameId, white.id);
    expect(kept?.dropped).toBe(2);
    expect(kept?.moves.map((m) => m.move)).not.toContain("Ke8-e6");
    expect(kept?.moves.map((m) => m.move)).toContain("Bf1-b5");
    expect((await analysisPgn(gameId, white.id))?.text).not.toContain("Ke6");
    // Garbage in the row reads as no analysis, never as an error.
    await db().gameAnalysis.update({
      where: { gameId_userId: { gameId, userId: white.id } },
      data: { moves: { not: "a list" } },
    });
    expect(await readAnalysis(gameId, white.id)).toMatchObject({ moves: [], dropped: 1 });
  });

  const refused: { what: string; moves: () => unknown; reason: RegExp }[] = [
    {
      what: "a move that does not play where it stands",
      moves: () => [...analysis(), { from: 0, move: "Ke8-e6" }],
      reason: /^Move 8 of your analysis \(Ke8-e6\) does not play there: /,
    },
    { what: "a list that does not read", moves: () => "e4 e5", reason: /^The analysis does not read/ },
    {
      what: "a move played from one that comes after it",
      moves: () => [
        { from: 1, move: "e4" },
        { from: -1, move: "d4" },
      ],
      reason: /^The analysis does not read/,
    },
    {
      what: `more than ${triedMoveLimit} moves of one's own`,
      // Every first move, every reply to each, and so on: legal, nearly all of them the player's own.
      moves: () => breadthFirst(triedMoveLimit + 4),
      reason: new RegExp(`^Your analysis can hold at most ${triedMoveLimit} moves of your own`),
    },
    {
      what: "comments past the size limit",
      moves: () => breadthFirst(250).map((m) => ({ ...m, comment: "x".repeat(450) })),
      reason: /^Your analysis is too large to keep/,
    },
  ];

  it(`keeps exactly ${triedMoveLimit} moves of one's own, and refuses one more`, async () => {
    // The shortest breadth-first list holding exactly the limit of the player's own moves (the
    // game's own moves among them do not count), then one entry more.
    const own = (list: StoredMove[]) => triedMoves(restored(base(), list).tree);
    let count = triedMoveLimit;
    while (own(breadthFirst(count)) < triedMoveLimit) count++;
    const atLimit = breadthFirst(count);
    const overLimit = breadthFirst(count + 1);
    expect([own(atLimit), own(overLimit)]).toEqual([triedMoveLimit, triedMoveLimit + 1]);

    const kept = await saveAnalysis(white.id, { gameId, revision: 0, moves: atLimit }, t0);
    expect(kept).toMatchObject({ ok: true, revision: 1 });
    const before = await rows();
    const refused = await saveAnalysis(white.id, { gameId, revision: 1, moves: overLimit }, t0);
    expect(refused).toMatchObject({ ok: false, status: 400 });
    if (!refused.ok) expect(refused.reason).toMatch(/^Your analysis can hold at most 500 moves of your own/);
    expect(await rows()).toEqual(before);
  });

  it.each(refused)("refuses $what, says why, and changes nothing", async ({ moves, reason }) => {
    await saveAnalysis(white.id, { gameId, revision: 0, moves: analysis() }, t0);
    const before = await rows();
    const result = await saveAnalysis(white.id, { gameId, revision: 1, moves: moves() }, t0);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
    expect(await rows()).toEqual(before);
  });
});

describe("saving often", () => {
  it(`refuses a person's saves past ${analysisSaveLimit.max} in ${analysisSaveLimit.windowSeconds / 60} minutes, says when, and writes nothing`, async () => {
    await saveAnalysis(white.id, { gameId, revision: 0, moves: analysis() }, t0);
    // The window's saves, used up (as a script sending saves in a loop would).
    await db().rateLimit.update({
      where: { key: `analysis-save:${white.id}` },
      data: { count: analysisSaveLimit.max },
    });
    const before = await rows();
    const refused = await saveAnalysis(white.id, { gameId, revision: 1, moves: [] }, t0);
    expect(refused).toEqual({
      ok: false,
      status: 429,
      reason:
        "Your analysis has been saved very often in the last few minutes: it is kept again in 10 minutes. Until then your moves stay on this page.",
    });
    expect(await rows()).toEqual(before);
    // Another person is not held back; and the next window saves again.
    expect(await saveAnalysis(black.id, { gameId, revision: 0, moves: [] }, t0)).toMatchObject({ ok: true });
    const later = new Date(t0.getTime() + analysisSaveLimit.windowSeconds * 1000 + 1000);
    expect(await saveAnalysis(white.id, { gameId, revision: 1, moves: [] }, later)).toMatchObject({
      ok: true,
    });
  });
});

describe("the analysis as PGN", () => {
  it("the tree as RAV with the comments, the player's messages and notes, and where the game's moves end", async () => {
    await saveNoteText(white.id, { gameId, text: "Try the Spanish next time." });
    await saveAnalysis(white.id, { gameId, revision: 0, moves: analysis() }, t0);
    const pgn = await analysisPgn(gameId, white.id);
    expect(pgn?.fileName).toMatch(/-analysis\.pgn$/);
    expect(movetext(pgn?.text ?? "")).toBe(
      "{My notes: Try the Spanish next time.} 1. e4 {Good luck!} 1... e5 (1... c5 2. Nf3) 2. Nf3 {The game's moves end here; what follows is analysis.} 2... Nc6 3. Bb5 {The Spanish.} *",
    );
  });
});
