// The transposition table (lib/search/tt.ts) on its own: what it keeps, what it replaces, mate
// scores moved to the ply they are read at, and a move key that tells every legal move apart.

import { describe, expect, it } from "vitest";
import { getGame, unwrap } from "../../lib/engine";
import { MATE } from "../../lib/search/score";
import { EXACT, LOWER, moveKey, type Probe, TranspositionTable, UPPER } from "../../lib/search/tt";

const probe = (): Probe => ({ hit: false, depth: 0, score: 0, bound: 0, squares: -1, moveKey: 0 });
const someMove = unwrap(getGame("chess")).legalMoves(unwrap(getGame("chess")).start())[0];

describe("the transposition table", () => {
  it("gives back what was stored for a position, and nothing for another", () => {
    const tt = new TranspositionTable(10);
    tt.store(0x1234, 0x5678, 0, 5, 37, LOWER, someMove);
    const out = probe();
    tt.probe(0x1234, 0x5678, 0, out);
    expect(out).toMatchObject({ hit: true, depth: 5, score: 37, bound: LOWER, moveKey: moveKey(someMove) });
    expect(out.squares).toBe(someMove.from * 128 + someMove.to);
    tt.probe(0x1234, 0x5679, 0, out); // same slot, other position
    expect(out.hit).toBe(false);
    tt.clear();
    tt.probe(0x1234, 0x5678, 0, out);
    expect(out.hit).toBe(false);
  });

  it("stores a mate as seen from the node, so another ply reads its own distance", () => {
    const tt = new TranspositionTable(10);
    // Found at ply 3: mate in 5 plies from the root, so in 2 plies from this node.
    tt.store(1, 2, 3, 4, MATE - 5, EXACT, null);
    const out = probe();
    tt.probe(1, 2, 1, out); // the same position reached at ply 1: mate 3 plies from the root
    expect(out.score).toBe(MATE - 3);
    tt.store(3, 4, 2, 4, -(MATE - 6), UPPER, null); // mated, 4 plies below ply 2
    tt.probe(3, 4, 4, out);
    expect(out.score).toBe(-(MATE - 8));
  });

  it("keeps two positions per bucket; a third replaces the shallower, an older search's first", () => {
    const tt = new TranspositionTable(4); // 16 entries: keys 0x10, 0x20, 0x30 share bucket 0
    tt.store(0x10, 1, 0, 9, 1, EXACT, null);
    tt.store(0x20, 2, 0, 3, 2, EXACT, null);
    tt.store(0x30, 3, 0, 5, 3, EXACT, null);
    const out = probe();
    const has = (lo: number, hi: number) => {
      tt.probe(lo, hi, 0, out);
      return out.hit;
    };
    expect([has(0x10, 1), has(0x20, 2), has(0x30, 3)]).toEqual([true, false, true]);
    tt.age(); // a new search: the old deep entry goes before the fresh shallow one
    tt.store(0x40, 4, 0, 1, 4, EXACT, null);
    tt.store(0x50, 5, 0, 1, 5, EXACT, null);
    expect([has(0x40, 4), has(0x50, 5)]).toEqual([true, true]);
  });

  it("keeps a deep exact result over a much shallower bound of the same position, with its move", () => {
    const tt = new TranspositionTable(10);
    tt.store(7, 8, 0, 10, 55, EXACT, someMove);
    tt.store(7, 8, 0, 2, -20, UPPER, null);
    const out = probe();
    tt.probe(7, 8, 0, out);
    expect(out).toMatchObject({ depth: 10, score: 55, bound: EXACT, moveKey: moveKey(someMove) });
    tt.store(7, 8, 0, 9, 60, LOWER, null); // a close one replaces it, keeping the move
    tt.probe(7, 8, 0, out);
    expect(out).toMatchObject({ depth: 9, score: 60, bound: LOWER, moveKey: moveKey(someMove) });
  });

  it.each([
    ["wild-jokers", "3k3/1*1*m*1/7/1*B2*1/7/P*P*1*1/3K2R w - 0 1"], // WJ4: one capture, seven placements
    [
      "joust",
      "w[SE]h[SW]w[S]q[+]k[+]w[S]h[SE]w[SW]/p[N]p[N]p[N]p[N]p[N]p[N]p[N]p[N]/8/8/8/8/P[N]P[N]P[N]P[N]P[N]P[N]P[N]P[N]/W[NE]H[NW]W[N]Q[+]K[+]W[N]H[NE]W[NW] w",
    ],
    ["diagonal", "b1r5/P1P1P3/7k/8/8/6P1/8/K7 w - - 0 1"], // promotions to several pieces
    ["juxtaposition", "rnbqkbnf/sppppppp/8/8/8/8/SPPPPPPP/RNBQKBNF w Qq - 0 1 -"], // swaps
    ["kings-court", "6k5/12/12/12/12/12/12/R5K4R w KQ - 0 1 -"], // eight castlings
  ])("%s: every legal move has its own key", (id, fen) => {
    const game = unwrap(getGame(id));
    const moves = game.legalMoves(unwrap(game.parsePosition(fen)));
    expect(new Set(moves.map(moveKey)).size).toBe(moves.length);
  });
});
