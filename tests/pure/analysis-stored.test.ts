// The analysis as it is kept (lib/analysis/stored.ts), pure: it comes back as it was (variations,
// their order, a promoted one, comments) from only what the record cannot give; it follows the game
// when the game goes on or moves are taken back; and nothing that does not read or does not play
// reaches a board: a tampered move is dropped with what follows it, a malformed or oversized list is
// refused before any of it is read.
import { describe, expect, it } from "vitest";
import { storedAnalysis } from "@/lib/analysis/input";
import { restored, storedMoveLimit, storedOf, triedMoves } from "@/lib/analysis/stored";
import { getGame, unwrap } from "@/lib/engine";
import {
  type AnalysisTree,
  addMove,
  gameTree,
  promote,
  rootId,
  withComment,
} from "@/lib/games/view/analysis-tree";

const chess = unwrap(getGame("chess"));
const start = chess.start().fen;
const record = ["Pe2-e4", "Pe7-e5", "Ng1-f3", "Nb8-c6"];
const base = (moves = record) => unwrap(gameTree("chess", start, moves));

/** Plays `moves` from node `at`; the tree and the last node. */
function play(tree: AnalysisTree, at: number, moves: string[]) {
  let current = { tree, node: at };
  for (const move of moves) current = unwrap(addMove(current.tree, current.node, move));
  return current;
}

/** The node reached by `moves` (short notation) from the root, following any child. */
function nodeAt(tree: AnalysisTree, moves: string[]): number {
  let at = rootId;
  for (const shown of moves) {
    const next = tree.nodes[at].children.find((id) => tree.nodes[id].shown === shown);
    if (next === undefined) throw new Error(`no ${shown} after ${moves.join(" ")}`);
    at = next;
  }
  return at;
}

/** The tree as a book prints it: main line, variations in brackets, tried moves marked with '. */
function written(tree: AnalysisTree, at = rootId): string {
  const out: string[] = [];
  let here = at;
  while (tree.nodes[here].children.length > 0) {
    const [main, ...others] = tree.nodes[here].children;
    const word = (id: number) => {
      const node = tree.nodes[id];
      return `${node.shown}${node.played ? "" : "'"}${node.comment ? ` {${node.comment}}` : ""}`;
    };
    out.push(word(main));
    for (const other of others)
      out.push(`(${[word(other), written(tree, other)].filter(Boolean).join(" ")})`);
    here = main;
  }
  return out.join(" ");
}

/** An analysis with a variation, a sub-variation and a comment. */
function analysis() {
  let tree = base();
  const e4 = nodeAt(tree, ["e4"]);
  tree = play(tree, e4, ["c5", "Nf3", "d6"]).tree;
  tree = play(tree, nodeAt(tree, ["e4", "c5"]), ["c3"]).tree;
  tree = withComment(tree, nodeAt(tree, ["e4", "c5", "c3"]), "The Alapin.");
  tree = play(tree, nodeAt(tree, ["e4", "e5", "Nf3", "Nc6"]), ["Bb5", "a6"]).tree;
  return tree;
}

describe("a kept analysis", () => {
  it("comes back as it was, from the tried moves and the game's moves leading to them only", () => {
    const tree = analysis();
    expect(written(tree)).toBe("e4 e5 (c5' Nf3' (c3' {The Alapin.}) d6') Nf3 Nc6 Bb5' a6'");
    const stored = storedOf(tree);
    // 1. e4 leads to the c5 variation; the game's 2. Nf3 Nc6 lead to 3. Bb5.
    expect(stored.map((m) => m.move)).toEqual([
      "Pe2-e4",
      "Pe7-e5",
      "Ng1-f3",
      "Nb8-c6",
      "Bf1-b5",
      "Pa7-a6",
      "Pc7-c5",
      "Ng1-f3",
      "Pd7-d6",
      "Pc2-c3",
    ]);
    const back = restored(base(), stored);
    expect(back.dropped).toBe(0);
    expect(written(back.tree)).toBe(written(tree));
    expect(storedOf(back.tree)).toEqual(stored);
  });

  it("writes nothing of the game's moves when nothing of the player's hangs off them", () => {
    expect(storedOf(base())).toEqual([]);
    const tree = play(base(), nodeAt(base(), ["e4", "e5"]), ["Nc3"]).tree;
    expect(storedOf(tree)).toEqual([
      { from: -1, move: "Pe2-e4" },
      { from: 0, move: "Pe7-e5" },
      { from: 1, move: "Nb1-c3" },
    ]);
  });

  it("keeps a variation promoted before the game's own move, one level or all the way", () => {
    const tree = analysis();
    const d6 = nodeAt(tree, ["e4", "c5", "Nf3", "d6"]);
    const c3 = nodeAt(tree, ["e4", "c5", "c3"]);
    const once = promote(tree, c3);
    expect(written(once)).toBe("e4 e5 (c5' c3' {The Alapin.} (Nf3' d6')) Nf3 Nc6 Bb5' a6'");
    const main = promote(once, c3, true);
    expect(written(main)).toBe("e4 c5' (e5 Nf3 Nc6 Bb5' a6') c3' {The Alapin.} (Nf3' d6')");
    expect(written(restored(base(), storedOf(main)).tree)).toBe(written(main));
    // A move on the main line already stays where it is.
    expect(written(promote(main, c3, true))).toBe(written(main));
    expect(written(promote(tree, d6))).toBe("e4 c5' (e5 Nf3 Nc6 Bb5' a6') Nf3' (c3' {The Alapin.}) d6'");
  });

  it("when the game goes on: its new move leads, and a move already tried becomes the game's", () => {
    const short = base(record.slice(0, 2));
    const tried = play(short, nodeAt(short, ["e4", "e5"]), ["Bc4", "Nf6"]).tree;
    const withNc3 = play(tried, nodeAt(tried, ["e4", "e5"]), ["Nc3"]).tree;
    const stored = storedOf(withNc3);
    // The game went on 2. Nf3 Nc6: the game's move first, the tried ones after it.
    const on = restored(base(), stored).tree;
    expect(written(on)).toBe("e4 e5 Nf3 (Bc4' Nf6') (Nc3') Nc6");
    // The game went 2. Bc4: the tried Bc4 is the game's move now, and what was tried after it stays.
    const same = restored(base(["Pe2-e4", "Pe7-e5", "Bf1-c4"]), stored).tree;
    expect(written(same)).toBe("e4 e5 Bc4 (Nc3') Nf6'");
  });

  it("when moves are taken back, the game's moves it held are kept as tried ones", () => {
    const tree = play(base(), nodeAt(base(), ["e4", "e5", "Nf3", "Nc6"]), ["Bb5"]).tree;
    const back = restored(base(record.slice(0, 2)), storedOf(tree)).tree;
    expect(written(back)).toBe("e4 e5 Nf3' Nc6' Bb5'");
    expect(triedMoves(back)).toBe(3);
  });

  it("drops a move that does not play there, with every move after it, and says which", () => {
    const stored = storedOf(analysis());
    const forged = stored.map((m) => (m.move === "Pc7-c5" ? { ...m, move: "Ke8-e6" } : m));
    const back = restored(base(), forged);
    expect(back.problem).toMatchObject({ index: 6, move: "Ke8-e6" });
    expect(back.problem?.reason).toMatch(/\w/);
    // c5, Nf3, d6 and c3 are gone; the Bb5 line is untouched.
    expect(back.dropped).toBe(4);
    expect(written(back.tree)).toBe("e4 e5 Nf3 Nc6 Bb5' a6'");
  });

  it("merges another copy into this one: this one's order, the other's moves added", () => {
    const mine = promote(analysis(), nodeAt(analysis(), ["e4", "c5", "c3"]));
    const theirs = play(base(), nodeAt(base(), ["e4"]), ["e6", "d4"]).tree;
    const merged = restored(mine, storedOf(theirs), false).tree;
    expect(written(merged)).toBe("e4 e5 (c5' c3' {The Alapin.} (Nf3' d6')) (e6' d4') Nf3 Nc6 Bb5' a6'");
  });
});

describe("what a kept analysis may hold", () => {
  const refusal = (value: unknown) => {
    const parsed = storedAnalysis.safeParse(value);
    return parsed.success ? null : parsed.error.issues[0].message;
  };

  it.each([
    ["not a list", { moves: [] }, "The analysis does not read. Reload the page."],
    [
      "a move played after one that comes later",
      [
        { from: 1, move: "e4" },
        { from: -1, move: "d4" },
      ],
      "The analysis does not read. Reload the page.",
    ],
    ["a move played after itself", [{ from: 0, move: "e4" }], "The analysis does not read. Reload the page."],
    ["a move from before the start", [{ from: -2, move: "e4" }], "An analysis move names no move before it."],
    ["no move", [{ from: -1, move: "" }], "An analysis move is empty."],
    [
      "a NUL byte in a move",
      [{ from: -1, move: "e\u00004" }],
      "Moves can't contain line breaks or control characters.",
    ],
    ["a move far too long", [{ from: -1, move: "e".repeat(101) }], "That is not a move: it is far too long."],
    [
      "a comment too long",
      [{ from: -1, move: "e4", comment: "x".repeat(501) }],
      "A comment can be at most 500 characters.",
    ],
    [
      "a bidi override in a comment",
      [{ from: -1, move: "e4", comment: "a\u202eb" }],
      "Comments can't contain invisible text-direction characters.",
    ],
  ])("refuses %s", (_what, value, message) => {
    expect(refusal(value)).toBe(message);
  });

  it(`refuses more than ${storedMoveLimit} moves before reading any of them`, () => {
    // Entries that would each fail if read: the count alone refuses the list.
    const list = Array.from({ length: storedMoveLimit + 1 }, () => ({ nonsense: true }));
    expect(refusal(list)).toBe(`An analysis can hold at most ${storedMoveLimit} moves.`);
    expect(refusal(list.slice(1))).toBe("An analysis move names no move before it.");
  });

  it("reads a kept analysis back in the same words, comments trimmed", () => {
    expect(storedAnalysis.parse([{ from: -1, move: " e4 ", comment: " Best by test. " }])).toEqual([
      { from: -1, move: "e4", comment: "Best by test." },
    ]);
  });
});
