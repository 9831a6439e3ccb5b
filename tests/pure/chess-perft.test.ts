// Chess perft table of docs/rules/chess.md §9 (tests/pure/chess-perft.cases.ts) up to the deep rows,
// which `npm run test:slow` counts (tests/pure/perft.slow.ts).
import { describe, expect, it } from "vitest";
import { getGame, unwrap } from "../../lib/engine";
import { perftCases } from "./chess-perft.cases";
import { quickCounts } from "./support/perft";

const chess = unwrap(getGame("chess"));

describe("chess perft", () => {
  for (const { name, position, nodes } of perftCases) {
    quickCounts(nodes).forEach((leaves, i) => {
      it(`${name} depth ${i + 1} = ${leaves}`, () => {
        expect(chess.perft(unwrap(chess.parsePosition(position)), i + 1)).toBe(leaves);
      });
    });
  }

  it("counts 0 leaves below a finished game", () => {
    const mated = unwrap(chess.playMoves(chess.start(), ["f3", "e5", "g4", "Qh4#"]));
    expect(chess.perft(mated, 1)).toBe(0);
    expect(chess.perft(mated, 0)).toBe(1);
  });
});
