// The analysis board's move tree (lib/games/view/analysis-tree.ts), pure: the game's record is the
// main line, a move from an earlier point becomes a variation after the ones already there, the
// same move twice is one node, and a line reads back as the moves after the game's own.
import { describe, expect, it } from "vitest";
import { getGame, unwrap } from "@/lib/engine";
import {
  type AnalysisTree,
  addLine,
  addMove,
  gameTree,
  lineOf,
  lineText,
  lineThrough,
  onMainLine,
  playedAt,
  positionTree,
  promote,
  removeMove,
  rootId,
} from "@/lib/games/view/analysis-tree";

const chess = unwrap(getGame("chess"));
const start = chess.start().fen;
const record = ["Pe2-e4", "Pe7-e5", "Ng1-f3"];

/** Plays `moves` from node `at`, returning the tree and the last node. */
function play(tree: AnalysisTree, at: number, moves: string[]) {
  let current = { tree, node: at };
  for (const move of moves) current = unwrap(addMove(current.tree, current.node, move));
  return current;
}

const shown = (tree: AnalysisTree, ids: number[]) => ids.map((id) => tree.nodes[id].shown);

describe("the analysis tree", () => {
  it("holds the game's record as its main line, marked as played", () => {
    const tree = unwrap(gameTree("chess", start, record));
    const line = lineThrough(tree, rootId);
    expect(shown(tree, line.slice(1))).toEqual(["e4", "e5", "Nf3"]);
    expect(line.slice(1).every((id) => tree.nodes[id].played)).toBe(true);
    expect(lineOf(tree, line[2])).toEqual({ fromPly: 3, moves: [] });
  });

  it("makes a variation from an earlier point, after the main line, and reuses a move already there", () => {
    const tree = unwrap(gameTree("chess", start, record));
    const e4 = tree.nodes[rootId].children[0];
    const sicilian = play(tree, e4, ["c5", "Nf3"]);
    const french = play(sicilian.tree, e4, ["e6"]);
    expect(shown(french.tree, [...french.tree.nodes[e4].children])).toEqual(["e5", "c5", "e6"]);
    // Written as the game's e5 in other words: the game's node, no new one.
    const again = play(french.tree, e4, ["e5"]);
    expect(again.node).toBe(french.tree.nodes[e4].children[0]);
    expect(again.tree.nodes).toHaveLength(french.tree.nodes.length);
    expect(lineOf(french.tree, sicilian.node)).toEqual({ fromPly: 1, moves: ["Pc7-c5", "Ng1-f3"] });
    // From a node inside a line, the line runs on to its end.
    const c5 = sicilian.tree.nodes[sicilian.node].parent ?? -1;
    expect(lineOf(sicilian.tree, c5)).toEqual({ fromPly: 1, moves: ["Pc7-c5", "Ng1-f3"] });
    expect(french.tree.nodes[sicilian.node].played).toBe(false);
  });

  it("continues past the game's last move as a line from the last position", () => {
    const tree = unwrap(gameTree("chess", start, record));
    const last = lineThrough(tree, rootId).at(-1) ?? rootId;
    const on = play(tree, last, ["Nc6", "Bb5"]);
    expect(lineOf(on.tree, on.node)).toEqual({ fromPly: 3, moves: ["Nb8-c6", "Bf1-b5"] });
  });

  it("adds a saved line back where it leaves the game, and refuses one that does not play", () => {
    const tree = unwrap(gameTree("chess", start, record));
    const added = unwrap(addLine(tree, { fromPly: 2, moves: ["d4", "exd4"] }));
    expect(lineOf(added.tree, added.node)).toEqual({ fromPly: 2, moves: ["Pd2-d4", "Pe5xd4"] });
    expect(addLine(tree, { fromPly: 2, moves: ["d4", "Ke7", "Ke2"] }).ok).toBe(true);
    const illegal = addLine(tree, { fromPly: 2, moves: ["d4", "Kd6"] });
    expect(illegal.ok).toBe(false);
    expect(addLine(tree, { fromPly: 4, moves: ["Nc6"] }).ok).toBe(false);
  });

  it("removes a tried move with what follows it, keeps the other lines, and never a move of the game", () => {
    const tree = unwrap(gameTree("chess", start, record));
    const e4 = tree.nodes[rootId].children[0];
    const sicilian = play(tree, e4, ["c5", "Nf3", "d6"]);
    const french = play(sicilian.tree, e4, ["e6", "d4"]);
    const c5 = french.tree.nodes[e4].children[1];
    const removed = removeMove(french.tree, c5);
    expect(removed.node).toBe(e4);
    expect(shown(removed.tree, [...removed.tree.nodes[e4].children])).toEqual(["e5", "e6"]);
    expect(lineOf(removed.tree, french.node)).toEqual({ fromPly: 1, moves: ["Pe7-e6", "Pd2-d4"] });
    // The same move again is a new node: nothing of the removed line comes back with it.
    const again = play(removed.tree, e4, ["c5"]);
    expect(again.node).not.toBe(c5);
    expect(again.tree.nodes[again.node].children).toEqual([]);
    // Inside a line: the moves after it go, the line up to it stays.
    const nf3 = french.tree.nodes[c5].children[0];
    const cut = removeMove(french.tree, nf3);
    expect(cut.node).toBe(c5);
    expect(lineOf(cut.tree, c5)).toEqual({ fromPly: 1, moves: ["Pc7-c5"] });
    // The game's moves and the start are kept.
    const e5 = tree.nodes[e4].children[0];
    expect(removeMove(french.tree, e5)).toEqual({ tree: french.tree, node: e5 });
    expect(removeMove(french.tree, rootId)).toEqual({ tree: french.tree, node: rootId });
  });

  it.each([
    { fromPly: 0, moves: ["d4", "d5", "c4"], text: "1. d4 d5 2. c4" },
    { fromPly: 1, moves: ["c5", "Nf3", "d6"], text: "1… c5 2. Nf3 d6" },
    { fromPly: 3, moves: ["Nc6", "Bb5"], text: "2… Nc6 3. Bb5" },
  ])("writes a line numbered from where it starts: $text", ({ fromPly, moves, text }) => {
    expect(lineText("chess", start, record, { fromPly, moves })).toBe(text);
  });

  it("promotes a variation before the game's move: the main line runs through it, the game's moves are still found by ply", () => {
    const tree = unwrap(gameTree("chess", start, record));
    const e4 = tree.nodes[rootId].children[0];
    const sicilian = play(tree, e4, ["c5", "Nf3"]);
    expect(onMainLine(sicilian.tree, sicilian.node)).toBe(false);
    const promoted = promote(sicilian.tree, sicilian.node);
    expect(onMainLine(promoted, sicilian.node)).toBe(true);
    expect(shown(promoted, lineThrough(promoted, rootId).slice(1))).toEqual(["e4", "c5", "Nf3"]);
    // The board opens at a ply of the game by the game's own moves, wherever they are in the tree.
    expect(shown(promoted, [playedAt(promoted, 2)])).toEqual(["e5"]);
    expect(shown(promoted, [playedAt(promoted, 9)])).toEqual(["Nf3"]);
    expect(promoted.nodes[playedAt(promoted, 3)].played).toBe(true);
    // Lines keep reading as what they play after the game's own moves.
    expect(lineOf(promoted, sicilian.node)).toEqual({ fromPly: 1, moves: ["Pc7-c5", "Ng1-f3"] });
  });

  it("starts at any position of a game, its lines numbered from there", () => {
    const now = unwrap(chess.playMoves(chess.start(), record));
    const tree = positionTree(chess, now, record.length);
    const line = play(tree, rootId, ["Nc6", "Bb5"]);
    expect(lineOf(line.tree, line.node)).toEqual({ fromPly: 3, moves: ["Nb8-c6", "Bf1-b5"] });
    expect(line.tree.nodes[line.node].ply).toBe(5);
    expect(unwrap(addLine(tree, { fromPly: 3, moves: ["Nc6"] })).tree.nodes).toHaveLength(2);
  });
});
