// Chess perft table of docs/rules/chess.md §9: every row except the start position at depth 5
// (4.9M nodes), which only the bench runs.
import { describe, expect, it } from "vitest";
import { getGame, unwrap } from "../../lib/engine";

const chess = unwrap(getGame("chess"));

const TABLE: [name: string, fen: string, counts: number[]][] = [
  ["start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", [20, 400, 8902, 197281]],
  [
    "kiwipete",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    [48, 2039, 97862, 4085603],
  ],
  ["position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", [14, 191, 2812, 43238, 674624]],
  ["position 5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", [44, 1486, 62379, 2103487]],
];

describe("chess perft", () => {
  for (const [name, fen, counts] of TABLE) {
    counts.forEach((leaves, i) => {
      it(`${name} depth ${i + 1} = ${leaves}`, () => {
        expect(chess.perft(unwrap(chess.parsePosition(fen)), i + 1)).toBe(leaves);
      });
    });
  }

  it("counts 0 leaves below a finished game", () => {
    const mated = unwrap(chess.playMoves(chess.start(), ["f3", "e5", "g4", "Qh4#"]));
    expect(chess.perft(mated, 1)).toBe(0);
    expect(chess.perft(mated, 0)).toBe(1);
  });
});
