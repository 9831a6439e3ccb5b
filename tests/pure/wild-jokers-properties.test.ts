// Wild Jokers Chess on random playouts: the shared properties (round trips, print/parse, replay,
// junk), then move-for-move agreement with the naive reference generator of wild-jokers.reference.ts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getGame, statusText, unwrap } from "../../lib/engine";
import { describeProperties } from "./support/properties";
import { CASTLE, JOKER_ALONE, START, WJ2, WJ4, WJ5, WJ9B } from "./wild-jokers.cases";
import { parseRef, printRef, refMoves } from "./wild-jokers.reference";

describeProperties("wild-jokers", { runs: 25, plies: 60 });

describe("wild-jokers: agreement with the reference generator", () => {
  const game = unwrap(getGame("wild-jokers"));
  const sorted = (list: Iterable<string>) => [...list].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

  it("same legal moves and same resulting positions along random games", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(START, WJ2, WJ4, WJ5, WJ9B, CASTLE, JOKER_ALONE),
        fc.array(fc.nat(), { minLength: 1, maxLength: 80 }),
        (fen, picks) => {
          let position = unwrap(game.parsePosition(fen));
          for (const pick of picks) {
            const status = statusText(game.outcome(position));
            const reference = refMoves(parseRef(position.fen));
            // The reference knows no draws; stop where the engine declares one.
            if (status.startsWith("draw")) break;
            const texts = game.legalMoveTexts(position);
            expect(texts, position.fen).toEqual(sorted(reference.keys()));
            if (texts.length === 0) {
              expect(status, position.fen).toMatch(/king-captured|no-moves/);
              break;
            }
            const text = texts[pick % texts.length];
            position = unwrap(game.playText(position, text));
            expect(position.fen, text).toBe(printRef(reference.get(text) ?? parseRef(fen)));
          }
        },
      ),
      { numRuns: 60, seed: 7041 },
    );
  });
});
