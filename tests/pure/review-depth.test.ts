// What a review compares (lib/review, lib/search analyse): the best and the played move at one
// finished depth; evaluations from White's side whoever is to move, in every game; and in Joust a
// move is never worse than itself with another facing.
import { describe, expect, it } from "vitest";
import type { Game } from "../../lib/engine";
import { getGame, unwrap } from "../../lib/engine";
import { reviewGame } from "../../lib/review/review";
import { analyse, type Score, search } from "../../lib/search";

const gameOf = (id: string): Game => unwrap(getGame(id));
const pawns = (score: Score): number => ("mate" in score ? Math.sign(score.mate) * 100 : score.cp / 100);

// White far ahead (Black's queen-like pieces and a rook gone), White to move.
const WHITE_AHEAD: readonly { game: string; fen: string }[] = [
  { game: "chess", fen: "1nb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1" },
  {
    game: "joust",
    fen: "1h[SW]w[S]1k[+]w[S]h[SE]w[SW]/p[N]p[N]p[N]p[N]p[N]p[N]p[N]p[N]/8/8/8/8/P[N]P[N]P[N]P[N]P[N]P[N]P[N]P[N]/W[NE]H[NW]W[N]Q[+]K[+]W[N]H[NE]W[NW] w",
  },
  { game: "wild-jokers", fen: "1bak2j/p*p*p*p/7/1*3*1/7/P*P*P*P/JMLKABR w K 0 1" },
  {
    game: "kings-court",
    fen: "1j1nb1kbncjr/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/RJCNBQKBNCJR w KQk - 0 1 JbJkjbjk",
  },
  { game: "diagonal", fen: "3p1nnk/4pp1b/5ppb/P5pr/RP5p/BPP5/BQPP4/KNNRP3 w - - 0 1" },
  { game: "juxtaposition", fen: "1nb1kbnf/sppppppp/8/8/8/8/SPPPPPPP/RNBQKBNF w Q - 0 1 -" },
];

describe("a review's evaluations are from White's side, whoever is to move", () => {
  it.each(WHITE_AHEAD)("$game", ({ game: id, fen }) => {
    const game = gameOf(id);
    const start = unwrap(game.parsePosition(fen));
    // Two good moves, White's then Black's, so the review sees White and then Black to move.
    const first = unwrap(search(id, start, { nodes: 4000 })).move;
    const after = unwrap(game.move(start, first)).position;
    expect(game.turn(after)).toBe("b");
    const second = unwrap(search(id, after, { nodes: 4000 })).move;
    const review = unwrap(reviewGame(id, fen, [first, second], { nodes: 8000, maxPlies: 10 }));
    for (const move of review.moves) {
      expect(pawns(move.before), `ply ${move.ply} before: ${JSON.stringify(move)}`).toBeGreaterThan(2);
      expect(pawns(move.after), `ply ${move.ply} after: ${JSON.stringify(move)}`).toBeGreaterThan(2);
    }
  });
});

describe("the best and the played move are compared at one finished depth", () => {
  // The best move and score a node budget gives are those of a search stopped at exactly its
  // finished depth: never a deeper iteration's score that the budget cut short (which, set against
  // the played move's at the finished depth, compared two depths).
  const cases = [
    { game: "joust", nodes: [3_000, 6_000, 9_000, 15_000, 20_000] },
    { game: "chess", nodes: [1_500, 3_000, 5_000, 8_000, 13_000] },
  ];
  it.each(cases)("$game", ({ game: id, nodes }) => {
    const game = gameOf(id);
    const position = game.start();
    for (const budget of nodes) {
      const move = game.legalMoveTexts(position)[0];
      const { best, played } = unwrap(analyse(id, position, { nodes: budget, move }));
      const exact = unwrap(search(id, position, { depth: best.depth }));
      expect({ budget, move: best.move, score: best.score }).toEqual({
        budget,
        move: exact.move,
        score: exact.score,
      });
      expect(played?.depth, `${budget} nodes`).toBe(best.depth);
    }
  });
});

describe("Joust: a move is never worse than itself with another facing", () => {
  it("compares the facings as one move and leaves them unmarked below a blunder", () => {
    const game = gameOf("joust");
    const position = game.start();
    const best = unwrap(analyse("joust", position, { nodes: 20_000 })).best.move;
    const landing = best.split("@")[0];
    const facings = game.legalMoveTexts(position).filter((t) => t !== best && t.split("@")[0] === landing);
    expect(facings.length, `other facings of ${best}`).toBeGreaterThan(0);
    for (const text of facings) {
      const { played } = unwrap(analyse("joust", position, { nodes: 20_000, move: text }));
      expect(played?.sameButFacing, text).toBe(true);
      const [reviewed] = unwrap(
        reviewGame("joust", game.info().start, [text], { nodes: 20_000, maxPlies: 1 }),
      ).moves;
      if (reviewed.mark !== null) expect(reviewed.mark, JSON.stringify(reviewed)).toBe("blunder");
    }
    // A different move is not "the same but for facing".
    const other = game.legalMoveTexts(position).find((t) => t.split("@")[0] !== landing) as string;
    expect(unwrap(analyse("joust", position, { nodes: 5_000, move: other })).played?.sameButFacing).toBe(
      false,
    );
  });
});
