// The engine review (lib/review): Lichess's thresholds as a table, then planted blunders in every
// game. A blunder is planted by the rules engine alone, never by the search: a piece (no pawn, no
// king) moved where the opponent takes it and nothing can take back; and a win in one let go.
// Small node budgets keep it fast.
import { describe, expect, it } from "vitest";
import type { Game, Position } from "../../lib/engine";
import { getGame, unwrap } from "../../lib/engine";
import { judgeMove, type Mark, markText } from "../../lib/review/marks";
import { REVIEW_BUDGET, reviewGame } from "../../lib/review/review";
import type { Score } from "../../lib/search";
import * as diagonal from "./diagonal.cases";
import * as juxtaposition from "./juxtaposition.cases";
import * as kingsCourt from "./kings-court.cases";
import * as wildJokers from "./wild-jokers.cases";

const gameOf = (id: string): Game => unwrap(getGame(id));
const budget = { nodes: 12_000, maxPlies: 200 };

describe("marks by Lichess's thresholds", () => {
  const cp = (n: number): Score => ({ cp: n });
  const mate = (n: number): Score => ({ mate: n });
  // before and after: the mover's side; winning chances on Lichess's curve (a drop of 0.1 is about
  // 55 centipawns from even).
  const cases: { name: string; before: Score; after: Score; mark: Mark | null }[] = [
    { name: "no change", before: cp(30), after: cp(30), mark: null },
    { name: "a gain (the search saw more for the move)", before: cp(0), after: cp(80), mark: null },
    { name: "just under 0.1", before: cp(0), after: cp(-54), mark: null },
    { name: "0.1: inaccuracy", before: cp(0), after: cp(-56), mark: "inaccuracy" },
    { name: "0.2: mistake", before: cp(0), after: cp(-112), mark: "mistake" },
    { name: "0.3: blunder", before: cp(0), after: cp(-170), mark: "blunder" },
    { name: "a queen down from even", before: cp(20), after: cp(-880), mark: "blunder" },
    { name: "winning still: +9 to +7 is only 0.07", before: cp(900), after: cp(700), mark: null },
    { name: "mate created from even", before: cp(0), after: mate(-3), mark: "blunder" },
    { name: "mate created, already 8 down", before: cp(-800), after: mate(-3), mark: "mistake" },
    { name: "mate created, already 10+ down", before: cp(-1000), after: mate(-2), mark: "inaccuracy" },
    { name: "mate lost, about even after", before: mate(1), after: cp(150), mark: "blunder" },
    { name: "mate lost, still 8 up", before: mate(2), after: cp(800), mark: "mistake" },
    { name: "mate lost, still 10+ up", before: mate(2), after: cp(1200), mark: "inaccuracy" },
    { name: "mate lost into being mated", before: mate(2), after: mate(-4), mark: "blunder" },
    { name: "a slower mate: not marked", before: mate(1), after: mate(4), mark: null },
    { name: "mated sooner: not marked", before: mate(-5), after: mate(-1), mark: null },
  ];
  it.each(cases)("$name", ({ before, after, mark }) => {
    expect(judgeMove(before, after).mark).toBe(mark);
  });

  it("says why a mate mark was given", () => {
    expect(markText("blunder", "mate-lost")).toBe("Blunder: it lets a forced checkmate go");
    expect(markText("mistake", "chances")).toBe("Mistake");
  });
});

describe("a review of a chess game with a hung queen", () => {
  // 2...Qg5?? leaves the queen to the knight; 3.Nxg5 takes it.
  const moves = ["Pe2-e4", "Pe7-e5", "Ng1-f3", "Qd8-g5", "Nf3xg5"];
  const review = unwrap(reviewGame("chess", unwrap(getGame("chess")).info().start, moves, budget));

  it("marks the blunder, with the better move and its line", () => {
    const blunder = review.moves[3];
    expect(blunder.mark).toBe("blunder");
    expect(blunder.drop).toBeGreaterThanOrEqual(0.3);
    expect(blunder.better?.san).not.toBe("Qg5");
    expect(blunder.better?.lineSan[0]).toBe(blunder.better?.san);
    expect(blunder.better?.line[0]).toBe(blunder.better?.move);
    // White's side: Black's blunder makes White's score jump.
    expect("cp" in blunder.after && blunder.after.cp).toBeGreaterThan(500);
  });

  it("marks nothing else: the opening moves and the capture are fine", () => {
    expect(review.moves.map((m) => m.mark)).toEqual([null, null, null, "blunder", null]);
    expect(review.moves[4].better).toBeNull();
  });
});

/** The position `fen` after `moves`, as a start position string for a record. */
const startAfter = (id: string, fen: string, moves: readonly string[]): string =>
  unwrap(gameOf(id).playMoves(unwrap(gameOf(id).parsePosition(fen)), moves)).fen;

/**
 * A hung piece, found by the rules alone: the first move (in sorted order) of a piece that is not a
 * pawn or a king to a square where the opponent takes it and the mover can take nothing back there.
 */
function plantHang(game: Game, position: Position): [string, string] | null {
  const pieces = new Map(game.boardView(position).map((p) => [p.square, p.letter.toUpperCase()]));
  for (const choice of game.moveChoices(position)) {
    const letter = pieces.get(choice.from);
    if (!letter || letter === "P" || letter === "K") continue;
    const played = unwrap(game.move(position, choice.text));
    if (played.outcome.status === "over" || played.check) continue;
    const after = played.position;
    const taker = game.moveChoices(after).find((reply) => reply.to === choice.to);
    if (!taker) continue;
    const taken = unwrap(game.move(after, taker.text));
    if (taken.outcome.status === "over") continue;
    if (game.moveChoices(taken.position).some((back) => back.to === choice.to)) continue;
    return [choice.text, taker.text];
  }
  return null;
}

// A position a few moves in, per game (the search tests' middlegames, one move on for Joust).
const MIDDLES: readonly { game: string; fen: string; moves: string[] }[] = [
  { game: "chess", fen: "r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1 w - - 0 8", moves: [] },
  { game: "joust", fen: "7k[+]/2p[N]p[N]4/2p[N]5/3P[N]4/3Q[+]4/8/8/7K[+] w", moves: [] },
  { game: "wild-jokers", fen: wildJokers.START, moves: ["Pe2-e3", "Pc6-c5", "Lc1-c3"] },
  { game: "kings-court", fen: kingsCourt.START, moves: ["Pf2-f4", "Pg7-g5", "Pf4xg5"] },
  { game: "diagonal", fen: diagonal.START, moves: ["Pd2-e3", "Pe7-d6", "Pc3-d4"] },
  { game: "juxtaposition", fen: juxtaposition.START, moves: ["Pe2-e4", "Pd7-d5", "Pe4xd5"] },
];

describe("a hung piece is marked in every game", () => {
  it.each(MIDDLES)("$game", ({ game: id, fen, moves }) => {
    const game = gameOf(id);
    const start = startAfter(id, fen, moves);
    const hang = plantHang(game, unwrap(game.parsePosition(start)));
    expect(hang, "a hanging move exists here").not.toBeNull();
    const review = unwrap(reviewGame(id, start, hang ?? [], budget));
    const [hung, taken] = review.moves;
    expect(["mistake", "blunder"], `${hang?.[0]}: ${JSON.stringify(hung)}`).toContain(hung.mark);
    expect(hung.better?.move).not.toBe(hang?.[0]);
    expect(hung.better?.from).toMatch(/^[a-z]\d+$/);
    expect(taken.mark).toBeNull();
  });
});

// The games' wins in one (the search tests' mates, from the rules documents): a quiet king move
// instead lets the win go.
const WINS_IN_ONE: readonly { game: string; fen: string }[] = [
  { game: "chess", fen: "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1" },
  { game: "joust", fen: "8/8/8/8/8/8/K[x]7/k[x]7 w" },
  { game: "wild-jokers", fen: "1b1k3/1*P*1*1/7/1*3*1/7/1*1*1*1/3K3 w - 0 1" },
  { game: "kings-court", fen: "k11/12/12/3C8/12/12/12/11K w - - 0 1 -" },
  { game: "diagonal", fen: "6rk/6pp/8/8/3N4/8/8/K7 w - - 0 1" },
  { game: "juxtaposition", fen: "4f2k/s5pp/8/8/8/8/8/F1K1R3 w - - 0 1 -" },
];

describe("a win in one let go is marked in every game, and the win itself is not", () => {
  it.each(WINS_IN_ONE)("$game", ({ game: id, fen }) => {
    const game = gameOf(id);
    const position = unwrap(game.parsePosition(fen));
    const texts = game.legalMoveTexts(position);
    const wins = (text: string) => {
      const played = unwrap(game.move(position, text));
      return played.outcome.status === "over" && played.outcome.winner === "w";
    };
    const win = texts.find(wins);
    // Moves that do not win at once. One that still mates, only slower, is not
    // marked (Lichess's rule); every other one lets the win go.
    const kings = texts.filter((t) => /^K/.test(t) && !wins(t));
    // A few moves of other pieces too, where every king move still mates (Kings Court's Chancellor).
    const quiets = [...kings.slice(0, 4), ...texts.filter((t) => !/^K/.test(t) && !wins(t)).slice(0, 3)];
    // The position is what this test needs: a winning move and quiet moves, each named.
    expect(win, `a win in one among ${texts.join(" ")}`).toBeDefined();
    expect(quiets.length, `quiet moves among ${texts.join(" ")}`).toBeGreaterThan(0);
    let letGo = 0;
    for (const quiet of quiets) {
      const missed = unwrap(reviewGame(id, fen, [quiet], budget)).moves[0];
      expect(missed.before).toEqual({ mate: 1 });
      if ("mate" in missed.after && missed.after.mate > 0) {
        expect(missed.mark, `${quiet} mates more slowly: ${JSON.stringify(missed)}`).toBeNull();
        continue;
      }
      letGo++;
      expect(missed.mark, `${quiet}: ${JSON.stringify(missed)}`).not.toBeNull();
      expect(missed.reason).toBe("mate-lost");
      expect(wins(missed.better?.move ?? "")).toBe(true);
    }
    expect(letGo, "a move that lets the win go").toBeGreaterThan(0);
    const found = unwrap(reviewGame(id, fen, [win as string], budget)).moves[0];
    expect(found).toMatchObject({ mark: null, better: null, after: { mate: 1 } });
  });
});

describe("a blunder is said only when a deeper search still sees it", () => {
  // Level 8 against itself in Joust, its 55th half-move: at the service's 20,000 nodes the review
  // saw a blunder (a drop of 0.30), which 8 times the nodes takes back entirely.
  const fen = "w[SE]2k[+]4/p[N]7/3w[S]4/h[S]q[+]3H[W]2/2P[N]p[SE]1W[N]2/6H[N]1/4P[N]2K[+]/W[NE]2Q[+]4 w";
  it("Joust's 55. Hf5-f7@N of a self-play game", () => {
    const review = unwrap(reviewGame("joust", fen, ["Hf5-f7@N"], REVIEW_BUDGET));
    expect(review.moves[0].mark).not.toBe("blunder");
    // The deeper search was paid for: more than the budget's nodes (and what its mark rests on).
    expect(review.nodes).toBeGreaterThan(REVIEW_BUDGET.nodes * 2);
  });
});

describe("bad input", () => {
  it("refuses a record that does not replay, naming the move", () => {
    const refused = reviewGame("chess", unwrap(getGame("chess")).info().start, ["Pe2-e4", "Pe2-e4"], budget);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.reason).toMatch(/^move 2/);
  });

  it("refuses an unknown game and an unreadable start", () => {
    expect(reviewGame("checkers", "x", [], budget).ok).toBe(false);
    expect(reviewGame("chess", "nonsense", [], budget).ok).toBe(false);
  });

  it("reviews no more than the budget's half-moves", () => {
    const start = unwrap(getGame("chess")).info().start;
    const review = unwrap(
      reviewGame("chess", start, ["Pe2-e4", "Pe7-e5", "Ng1-f3"], { nodes: 500, maxPlies: 2 }),
    );
    expect(review.moves).toHaveLength(2);
    expect(review.skipped).toBe(1);
  });
});
