// The Zobrist key of the search board: equal for equal states, different when any part of a game's
// state differs (one row per state part per game), and a real 64-bit key (its two halves
// independent), since the transposition table and repetition trust it.

import { describe, expect, it } from "vitest";
import { getGame, unwrap } from "../../lib/engine";

const key = (gameId: string, fen: string, moves: readonly string[] = []): string => {
  const game = unwrap(getGame(gameId));
  const position = unwrap(game.playMoves(unwrap(game.parsePosition(fen)), moves));
  const board = game.searchBoard({ ...position, history: [] });
  return `${board.keyLo}:${board.keyHi}`;
};

const CHESS = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const JOUST =
  "w[SE]h[SW]w[S]q[+]k[+]w[S]h[SE]w[SW]/p[N]p[N]p[N]p[N]p[N]p[N]p[N]p[N]/8/8/8/8/P[N]P[N]P[N]P[N]P[N]P[N]P[N]P[N]/W[NE]H[NW]W[N]Q[+]K[+]W[N]H[NE]W[NW] w";
const WILD = "rbaklmj/p*p*p*p/7/1*3*1/7/P*P*P*P/JMLKABR w Kk 0 1";
const COURT = "rjcnbqkbncjr/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/RJCNBQKBNCJR w KQkq - 0 1 JbJkjbjk";
const DIAGONAL = "3prnnk/4ppqb/5ppb/P5pr/RP5p/BPP5/BQPP4/KNNRP3 w - - 0 1";
const JUXTA = "rnbqkbnf/sppppppp/8/8/8/8/SPPPPPPP/RNBQKBNF w Qq - 0 1 -";

/** Two states of one game that differ in exactly one part: their keys must differ. */
const differing: readonly { game: string; part: string; a: string; b: string }[] = [
  {
    game: "chess",
    part: "side to move",
    a: "4k3/8/8/8/8/8/8/4K2R w - - 0 1",
    b: "4k3/8/8/8/8/8/8/4K2R b - - 0 1",
  },
  {
    game: "chess",
    part: "castling right",
    a: "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
    b: "4k3/8/8/8/8/8/8/4K2R w - - 0 1",
  },
  {
    game: "chess",
    part: "en passant",
    a: "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
    b: "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1",
  },
  {
    game: "chess",
    part: "piece kind",
    a: "4k3/8/8/8/8/8/8/4K2R w - - 0 1",
    b: "4k3/8/8/8/8/8/8/4K2Q w - - 0 1",
  },
  {
    game: "chess",
    part: "piece colour",
    a: "4k3/8/8/8/8/8/8/4K2n w - - 0 1",
    b: "4k3/8/8/8/8/8/8/4K2N w - - 0 1",
  },
  { game: "joust", part: "side to move", a: "7k[+]/8/8/8/8/8/8/K[+]7 w", b: "7k[+]/8/8/8/8/8/8/K[+]7 b" },
  { game: "joust", part: "a Pawn's heading", a: JOUST, b: JOUST.replace("P[N]P[N]P[N]", "P[NE]P[N]P[N]") },
  { game: "joust", part: "a King's heading", a: "7k[+]/8/8/8/8/8/8/K[+]7 w", b: "7k[+]/8/8/8/8/8/8/K[x]7 w" },
  { game: "joust", part: "a Hook's heading", a: JOUST, b: JOUST.replace("W[NE]H[NW]", "W[NE]H[N]") },
  { game: "wild-jokers", part: "side to move", a: WILD, b: WILD.replace(" w ", " b ") },
  { game: "wild-jokers", part: "castling right", a: WILD, b: WILD.replace(" Kk ", " k ") },
  {
    game: "wild-jokers",
    part: "the Mercenary's owner",
    a: "3k3/1*1*m*1/7/1*3*1/7/1*1*1*1/3K3 w - 0 1",
    b: "3k3/1*1*M*1/7/1*3*1/7/1*1*1*1/3K3 w - 0 1",
  },
  {
    game: "wild-jokers",
    part: "the Joker's square",
    a: "3k3/1*1*1*1/7/1*3*1/7/1*1*1*1/3KJ2 w - 0 1",
    b: "3k3/1*1*1*1/7/1*3*1/7/1*1*1*1/2JK3 w - 0 1",
  },
  {
    game: "wild-jokers",
    part: "a Mercenary promoted to Captain",
    a: "3k3/1*1*M*1/7/1*3*1/7/1*1*1*1/3K3 w - 0 1",
    b: "3k3/1*1*C*1/7/1*3*1/7/1*1*1*1/3K3 w - 0 1",
  },
  {
    game: "kings-court",
    part: "side to move",
    a: "6k5/12/12/12/12/12/12/R5K4R w KQ - 0 1 -",
    b: "6k5/12/12/12/12/12/12/R5K4R b KQ - 0 1 -",
  },
  {
    game: "kings-court",
    part: "castling right",
    a: "6k5/12/12/12/12/12/12/R5K4R w KQ - 0 1 -",
    b: "6k5/12/12/12/12/12/12/R5K4R w K - 0 1 -",
  },
  {
    game: "kings-court",
    part: "an unmoved Jester",
    a: "6k5/11p/12/12/12/12/11P/1J4K5 w - - 0 1 Jb",
    b: "6k5/11p/12/12/12/12/11P/1J4K5 w - - 0 1 -",
  },
  {
    game: "kings-court",
    part: "en passant",
    a: "11k/12/12/3pP7/12/12/12/K11 w - d6 0 1 -",
    b: "11k/12/12/3pP7/12/12/12/K11 w - - 0 1 -",
  },
  { game: "diagonal", part: "side to move", a: DIAGONAL, b: DIAGONAL.replace(" w ", " b ") },
  {
    game: "diagonal",
    part: "piece square",
    a: "7k/5N2/8/8/8/8/8/K7 w - - 0 1",
    b: "7k/8/5N2/8/8/8/8/K7 w - - 0 1",
  },
  { game: "juxtaposition", part: "side to move", a: JUXTA, b: JUXTA.replace(" w ", " b ") },
  { game: "juxtaposition", part: "castling right", a: JUXTA, b: JUXTA.replace(" Qq ", " q ") },
  { game: "juxtaposition", part: "White's swap lock", a: JUXTA, b: JUXTA.replace(/-$/, "w") },
  { game: "juxtaposition", part: "Black's swap lock", a: JUXTA, b: JUXTA.replace(/-$/, "b") },
  {
    game: "juxtaposition",
    part: "both swap locks",
    a: JUXTA.replace(/-$/, "w"),
    b: JUXTA.replace(/-$/, "wb"),
  },
  {
    game: "juxtaposition",
    part: "Flag and Stone swapped places",
    a: "k6f/s7/8/8/8/8/S6F/4K3 w - - 0 1 -",
    b: "k6f/s7/8/8/8/8/F6S/4K3 w - - 0 1 -",
  },
];

describe("the Zobrist key", () => {
  it.each(differing)("$game: differs when only the $part differs", ({ game, a, b }) => {
    expect(key(game, a)).not.toBe(key(game, b));
  });

  // The same state reached by two move orders (a transposition), and read from its position string.
  const transpositions: readonly { game: string; start: string; one: string[]; two: string[] }[] = [
    { game: "chess", start: CHESS, one: ["Nf3", "Nf6", "Nc3"], two: ["Nc3", "Nf6", "Nf3"] },
    { game: "joust", start: JOUST, one: ["Pa2@E", "Pa7@E", "Ph2@E"], two: ["Ph2@E", "Pa7@E", "Pa2@E"] },
    {
      game: "wild-jokers",
      start: WILD,
      one: ["Pa2-a3", "Pg6-g5", "Pc2-c3"],
      two: ["Pc2-c3", "Pg6-g5", "Pa2-a3"],
    },
    {
      game: "kings-court",
      start: COURT,
      one: ["Pa2-a3", "Pa7-a6", "Pl2-l3"],
      two: ["Pl2-l3", "Pa7-a6", "Pa2-a3"],
    },
    {
      game: "diagonal",
      start: DIAGONAL,
      one: ["Pd2-e3", "Pe7-d6", "Pc2-d3"],
      two: ["Pc2-d3", "Pe7-d6", "Pd2-e3"],
    },
    {
      game: "juxtaposition",
      start: JUXTA,
      one: ["Pb2<>a2", "Nb8-c6", "Nb1-c3", "Ng8-f6"],
      two: ["Pb2<>a2", "Ng8-f6", "Nb1-c3", "Nb8-c6"],
    },
  ];

  it.each(transpositions)(
    "$game: equal for the same state reached two ways and read from its string",
    (row) => {
      const game = unwrap(getGame(row.game));
      const one = unwrap(game.playMoves(unwrap(game.parsePosition(row.start)), row.one));
      const two = unwrap(game.playMoves(unwrap(game.parsePosition(row.start)), row.two));
      expect(key(row.game, row.start, row.one)).toBe(key(row.game, row.start, row.two));
      expect(key(row.game, one.fen)).toBe(key(row.game, two.fen));
      expect(key(row.game, one.fen)).toBe(key(row.game, row.start, row.one));
    },
  );

  it("a move that changes only a Joust heading changes the key, and unmaking it restores it", () => {
    const board = unwrap(getGame("joust")).searchBoard(unwrap(getGame("joust")).start());
    const before = [board.keyLo, board.keyHi];
    const move = unwrap(board.parseMove("Pa2@E"));
    board.make(move);
    expect([board.keyLo, board.keyHi]).not.toEqual(before);
    board.unmake();
    expect([board.keyLo, board.keyHi]).toEqual(before);
  });

  // With a generator linear over XOR (xorshift), the high half of every key is a fixed function of
  // the low half, and positions differ in 32 bits only. Find table entries whose low halves XOR to
  // zero (33 entries of 32 bits always contain such a set): their high halves must not, too.
  it.each(["chess", "joust", "wild-jokers", "kings-court", "diagonal", "juxtaposition"])(
    "%s: the two halves of the keys are independent (64 bits, not 32)",
    (gameId) => {
      const rules = unwrap(getGame(gameId)).rules;
      const entries = Array.from({ length: 40 }, (_, i) => 7 + i * 97);
      // Elimination over GF(2) on the low halves (a basis by leading bit), carrying the high halves.
      const basis: ({ lo: number; hi: number; count: number } | undefined)[] = new Array(32);
      let dependent: { lo: number; hi: number; count: number } | undefined;
      for (const e of entries) {
        let row = { lo: rules.zobristLo[e] >>> 0, hi: rules.zobristHi[e] >>> 0, count: 1 };
        for (let bit = 31; bit >= 0 && row.lo !== 0; bit--) {
          if (((row.lo >>> bit) & 1) === 0) continue;
          const pivot = basis[bit];
          if (pivot === undefined) {
            basis[bit] = row;
            break;
          }
          row = {
            lo: (row.lo ^ pivot.lo) >>> 0,
            hi: (row.hi ^ pivot.hi) >>> 0,
            count: row.count + pivot.count,
          };
        }
        if (row.lo === 0) {
          dependent = row;
          break;
        }
      }
      expect(dependent).toBeDefined();
      expect(dependent?.hi).not.toBe(0);
    },
  );
});
