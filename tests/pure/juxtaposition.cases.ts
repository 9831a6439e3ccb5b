// Test tables for Juxtaposition Chess (rules: docs/rules/juxtaposition.md).
// Every row names the spec section it checks. Counts marked "spec" are the spec's own (§9, checked by the
// inventor-independent reference generator); rows marked "derived" were worked out by hand from the
// rules and cross-checked with a separate scratch generator written from the spec alone.

export const START = "rnbqkbnf/sppppppp/8/8/8/8/SPPPPPPP/RNBQKBNF w Qq - 0 1 -";

/** A position (string, or moves from the start) and what must hold there. */
export interface MovesCase {
  name: string;
  spec: string;
  /** Position string; the start position when absent. */
  position?: string;
  /** Canonical moves applied to `position` first. */
  moves?: string[];
  /** Position string expected after `moves`. */
  after?: string;
  /** Number of legal moves of the side to move. */
  count?: number;
  /** The exact legal move set (canonical notation; any order). */
  exact?: string[];
  includes?: string[];
  excludes?: string[];
  /** `ongoing` or `<white|black|draw> <reason>`. */
  status?: string;
}

const pawnMoves = (files: string, rank: 2 | 7) => {
  const step = rank === 2 ? 1 : -1;
  return [...files].flatMap((f) => [
    `P${f}${rank}-${f}${rank + step}`,
    `P${f}${rank}-${f}${rank + 2 * step}`,
  ]);
};

const J1_NORMAL = [...pawnMoves("bcdefgh", 2), "Nb1-a3", "Nb1-c3", "Ng1-f3", "Ng1-h3"];
const J1_STONE_SWAPS = [..."bcdefgh"].map((f) => `P${f}2<>a2`);
const J1_FLAG_SWAPS = ["Ra1", "Nb1", "Bc1", "Qd1", "Ke1", "Bf1", "Ng1"].map((m) => `${m}<>h1`);
export const J1_MOVES = [...J1_NORMAL, ...J1_STONE_SWAPS, ...J1_FLAG_SWAPS];
/** A1: the same position under the `adjacentOnly` option. */
export const J1_ADJACENT_MOVES = [...J1_NORMAL, "Pb2<>a2", "Ng1<>h1"];

const J2_POSITION = "r1bqkbnf/sppppppp/2n5/8/8/8/PSPPPPPP/RNBQKBNF w Qq - 2 2 w";
const J2_MOVES = ["Pa2-a3", "Pa2-a4", ...pawnMoves("cdefgh", 2), "Nb1-a3", "Nb1-c3", "Ng1-f3", "Ng1-h3"];

export const movesCases: MovesCase[] = [
  // §9 test positions
  {
    name: "J1 opening position: pawns, knights, 7 Stone swaps, 7 Flag swaps",
    spec: "§9 J1, A1, A3 (the first move may be a swap)",
    count: 32,
    exact: J1_MOVES,
    excludes: ["O-O", "O-O-O", "Pb2<>h1", "Ra1<>a2", "Pb2<>a7"],
  },
  {
    name: "J2 swap lock: after 1.Pb2<>a2 Nb8-c6 White may only move normally",
    spec: "§9 J2, §3(d), A3, A6",
    moves: ["Pb2<>a2", "Nb8-c6"],
    after: J2_POSITION,
    count: 18,
    exact: J2_MOVES,
    status: "ongoing",
  },
  {
    name: "J2 without the lock: the 14 swaps come back",
    spec: "§9 J2",
    position: "r1bqkbnf/sppppppp/2n5/8/8/8/PSPPPPPP/RNBQKBNF w Qq - 2 2 -",
    count: 32,
    exact: [
      ...J2_MOVES,
      ..."acdefgh".split("").map((f) => `P${f}2<>b2`),
      ...["Ra1", "Nb1", "Bc1", "Qd1", "Ke1", "Bf1", "Ng1"].map((m) => `${m}<>h1`),
    ],
  },
  {
    name: "J3 no swap in check, not even the King↔Flag swap that would escape",
    spec: "§9 J3, §3(c), A2, A13",
    position: "k3r2f/s7/8/8/8/8/SP6/3QK2F w - - 0 1 -",
    count: 4,
    exact: ["Ke1-d2", "Ke1-f1", "Ke1-f2", "Qd1-e2"],
    excludes: ["Ke1<>h1", "Qd1<>h1", "Pb2<>a2"],
    status: "ongoing",
  },
  {
    name: "J5b no capture into check when it does not bare",
    spec: "§9 J5b, §4.3, A4",
    position: "k2r3f/8/8/8/8/8/3s4/4K2F w - - 0 1 -",
    count: 5,
    exact: ["Ke1-d1", "Ke1-e2", "Ke1-f1", "Ke1-f2", "Ke1<>h1"],
    excludes: ["Ke1xd2"],
  },
  {
    name: "J6 promotion to Q, R, B, N, Flag or Stone, plus the pawn's Stone swap",
    spec: "§9 J6, §5.3",
    position: "k6f/s1P5/8/8/8/8/S7/4K2F w - - 0 1 -",
    count: 13, // derived: 7 pawn moves + 5 King steps + Ke1<>h1
    exact: [
      "Pc7-c8=Q",
      "Pc7-c8=R",
      "Pc7-c8=B",
      "Pc7-c8=N",
      "Pc7-c8=F",
      "Pc7-c8=S",
      "Pc7<>a2",
      "Ke1-d1",
      "Ke1-d2",
      "Ke1-e2",
      "Ke1-f1",
      "Ke1-f2",
      "Ke1<>h1",
    ],
  },
  {
    name: "J7 queenside castling only; the King↔Flag swap replaces O-O",
    spec: "§9 J7, §5.1",
    position: "4k2f/s7/8/8/8/8/S7/R3K2F w Q - 0 1 -",
    count: 11, // derived: 7 King-related + Ra1-b1/c1/d1 + Ra1<>h1
    exact: [
      "Ke1-d1",
      "Ke1-d2",
      "Ke1-e2",
      "Ke1-f1",
      "Ke1-f2",
      "Ke1<>h1",
      "O-O-O",
      "Ra1-b1",
      "Ra1-c1",
      "Ra1-d1",
      "Ra1<>h1",
    ],
    excludes: ["O-O"],
  },
  {
    name: "J7 castled: King c1, Rook d1, castling right gone",
    spec: "§5.1",
    position: "4k2f/s7/8/8/8/8/S7/R3K2F w Q - 0 1 -",
    moves: ["O-O-O"],
    after: "4k2f/s7/8/8/8/8/S7/2KR3F b - - 1 1 -",
  },
  {
    name: "J7 with c1 attacked: no castling",
    spec: "§5.1",
    position: "2r1k2f/s7/8/8/8/8/S7/R3K2F w Q - 0 1 -",
    excludes: ["O-O-O"],
    includes: ["Ke1<>h1"],
  },

  // A1 is checked by the adjacentOnly option table below.

  // A3: the lock is per player, and serialised as the 7th field
  {
    name: "A3 a swap sets only the mover's lock; Black may still swap",
    spec: "§10.2, A3, A8 (a swap does not reset the clock)",
    moves: ["Pe2<>a2"],
    after: "rnbqkbnf/sppppppp/8/8/8/8/PPPPSPPP/RNBQKBNF b Qq - 1 1 w",
    count: 32,
  },
  {
    name: "A3 both sides locked after two swaps",
    spec: "§10.2, A3",
    moves: ["Pe2<>a2", "Pe7<>a7"],
    after: "rnbqkbnf/ppppsppp/8/8/8/8/PPPPSPPP/RNBQKBNF w Qq - 2 2 wb",
    count: 18,
    excludes: ["Pa2<>e2", "Ke1<>h1"],
  },
  {
    name: "A3 a normal move releases only the mover's lock",
    spec: "§10.2, A3",
    moves: ["Pe2<>a2", "Pe7<>a7", "Pd2-d4"],
    count: 18,
    excludes: ["Pa7<>e7", "Ke8<>h8"],
  },
  {
    name: "A3 after both normal moves, swaps are open again",
    spec: "A3",
    moves: ["Pe2<>a2", "Pe7<>a7", "Pd2-d4", "Pd7-d5"],
    includes: ["Pa2<>e2", "Ke1<>h1", "Qd1<>h1"],
  },
  {
    name: "§4.4 swap-locked with only a swap available: stalemate",
    spec: "§4.4, §3(d)",
    position: "k6f/8/1Q6/8/8/8/8/4K2F b - - 0 1 b",
    count: 0,
    status: "draw stalemate",
  },
  {
    name: "§4.4 the same position without the lock: the swap is the one move",
    spec: "§4.4",
    position: "k6f/8/1Q6/8/8/8/8/4K2F b - - 0 1 -",
    exact: ["Ka8<>h8"],
    status: "ongoing",
  },

  // A4: capture of the last Flag/Stone is legal even into or through check, and wins
  {
    name: "A4 the King captures onto an attacked square to bare (explicit in the source)",
    spec: "§4.3, A4",
    position: "k2r4/8/8/8/8/8/3s4/4K2F w - - 0 1 -",
    count: 6,
    includes: ["Ke1xd2"],
  },
  {
    name: "A4 the King's baring capture wins at once",
    spec: "§4.2, §4.3",
    position: "k2r4/8/8/8/8/8/3s4/4K2F w - - 0 1 -",
    moves: ["Ke1xd2"],
    after: "k2r4/8/8/8/8/8/3K4/7F b - - 0 1 -",
    count: 0,
    status: "white bared",
  },
  {
    name: "A4 generalised: a pinned Rook captures the last Stone, exposing its King",
    spec: "§4.3, A4, A10",
    position: "k3r3/8/8/8/8/8/s3R3/4K2F w - - 0 1 -",
    count: 13,
    exact: [
      "Ke1-d1",
      "Ke1-d2",
      "Ke1-f1",
      "Ke1-f2",
      "Ke1<>h1",
      "Re2-e3",
      "Re2-e4",
      "Re2-e5",
      "Re2-e6",
      "Re2-e7",
      "Re2xe8",
      "Re2<>h1",
      "Re2xa2",
    ],
    excludes: ["Re2-d2", "Re2-f2"],
  },
  {
    name: "A4 generalised: in check, a Knight bares instead of answering the check",
    spec: "§4.3, A4, A2",
    position: "k3r3/8/8/8/8/2N5/s7/4K2F w - - 0 1 -",
    count: 7,
    exact: ["Ke1-d1", "Ke1-d2", "Ke1-f1", "Ke1-f2", "Nc3-e2", "Nc3-e4", "Nc3xa2"],
  },
  {
    name: "A4 the Knight's baring capture wins although White's King stays in check",
    spec: "§4.2, A4",
    position: "k3r3/8/8/8/8/2N5/s7/4K2F w - - 0 1 -",
    moves: ["Nc3xa2"],
    after: "k3r3/8/8/8/8/8/N7/4K2F b - - 0 1 -",
    status: "white bared",
  },

  // A11 / §4.2: promoted Flags and Stones count for baring
  {
    name: "A11 without a refill, taking the last Stone bares White",
    spec: "§4.2, A11",
    position: "r6k/2P4s/8/8/8/8/S7/4K3 w - - 0 1 -",
    moves: ["Pc7-c8=N", "Ra8xa2"],
    status: "black bared",
  },
  {
    name: "A11 + A4: Black bares White while in check from the new Queen",
    spec: "§4.2, A4, A11",
    position: "r6k/2P4s/8/8/8/8/S7/4K3 w - - 0 1 -",
    moves: ["Pc7-c8=Q", "Ra8xa2"],
    status: "black bared",
  },
  {
    name: "A11 a Stone made by promotion keeps White alive",
    spec: "§4.2, §5.3, A11",
    position: "r6k/2P4s/8/8/8/8/S7/4K3 w - - 0 1 -",
    moves: ["Pc7-c8=S", "Ra8xa2"],
    after: "2S4k/7s/8/8/8/8/r7/4K3 w - - 0 2 -",
    status: "ongoing",
  },
  {
    name: "A11 a Flag made by promotion keeps White alive",
    spec: "§4.2, §5.3, A11",
    position: "r6k/2P4s/8/8/8/8/S7/4K3 w - - 0 1 -",
    moves: ["Pc7-c8=F", "Ra8xa2"],
    after: "2F4k/7s/8/8/8/8/r7/4K3 w - - 0 2 -",
    status: "ongoing",
  },

  // §4.1, A12, A13: checkmate
  {
    name: "A12 a capture that both mates and bares: the mover wins (reported as bared)",
    spec: "§4.2, A12",
    position: "4f2k/6pp/8/8/8/8/8/F1K1R3 w - - 0 1 -",
    moves: ["Re1xe8"],
    after: "4R2k/6pp/8/8/8/8/8/F1K5 b - - 0 1 -",
    count: 0,
    status: "white bared",
  },
  {
    name: "§4.1 back-rank mate that does not bare",
    spec: "§4.1",
    position: "4f2k/s5pp/8/8/8/8/8/F1K1R3 w - - 0 1 -",
    moves: ["Re1xe8"],
    count: 0,
    status: "white checkmate",
  },
  {
    name: "A13 mate although Kh8<>b6 would escape: no swap in check",
    spec: "§4.1, A2, A13",
    position: "7k/6pp/1f6/s7/8/8/8/F1K1R3 w - - 0 1 -",
    moves: ["Re1-e8"],
    after: "4R2k/6pp/1f6/s7/8/8/8/F1K5 b - - 1 1 -",
    count: 0,
    status: "white checkmate",
  },
  {
    name: "A13 a King may not swap onto an attacked square",
    spec: "§3(e), A13",
    position: "k7/f6r/8/8/8/8/S7/4K2F w - - 0 1 -",
    count: 5,
    exact: ["Ke1-d1", "Ke1-d2", "Ke1-e2", "Ke1-f1", "Ke1-f2"],
    excludes: ["Ke1<>h1"],
  },

  // A10: pinned men may swap
  {
    name: "A10 a pinned Bishop swaps with the Flag, which keeps blocking the file",
    spec: "A10",
    position: "k3r3/s7/8/8/8/8/4B3/4K2F w - - 0 1 -",
    count: 6,
    exact: ["Be2<>h1", "Ke1-d1", "Ke1-d2", "Ke1-f1", "Ke1-f2", "Ke1<>h1"],
  },

  // A5: swaps cost castling rights
  {
    name: "A5 the King's swap loses White's castling right",
    spec: "A5",
    moves: ["Ke1<>h1"],
    after: "rnbqkbnf/sppppppp/8/8/8/8/SPPPPPPP/RNBQFBNK b q - 1 1 w",
  },
  {
    name: "A5 the a1 Rook's swap loses White's castling right",
    spec: "A5",
    moves: ["Ra1<>h1"],
    after: "rnbqkbnf/sppppppp/8/8/8/8/SPPPPPPP/FNBQKBNR b q - 1 1 w",
  },
  {
    name: "A5 a Rook swapped back onto a1 does not restore castling",
    spec: "A5",
    position: "4k2f/s7/8/8/8/8/S7/R3K2F w Q - 0 1 -",
    moves: ["Ra1<>h1", "Ke8-e7", "Rh1-g1", "Ke7-e8", "Rg1<>a1", "Ke8-e7"],
    after: "7f/s3k3/8/8/8/8/S7/R3K1F1 w - - 6 4 w",
    excludes: ["O-O-O"],
  },

  // A6: double step from the 2nd rank, whatever the pawn's history
  {
    name: "A6 a pawn that had moved, swapped back to the 2nd rank, may step two",
    spec: "§5.2, A6",
    moves: ["Pb2-b3", "Pb7-b6", "Pb3<>a2", "Pb6-b5"],
    after: "rnbqkbnf/s1pppppp/8/1p6/8/1S6/P1PPPPPP/RNBQKBNF w Qq - 0 3 w",
    includes: ["Pa2-a3", "Pa2-a4"],
    excludes: ["Pa2<>b3"],
  },

  // §5.2 en passant
  {
    name: "§5.2 en passant right after a double step, written as a plain capture",
    spec: "§5.2, §10.1",
    moves: ["Pe2-e4", "Ng8-f6", "Pe4-e5", "Pd7-d5"],
    includes: ["Pe5xd6", "Pe5xf6", "Pe5-e6"],
  },
  {
    name: "§5.2 en passant removes the passed pawn",
    spec: "§5.2",
    moves: ["Pe2-e4", "Ng8-f6", "Pe4-e5", "Pd7-d5", "Pe5xd6"],
    after: "rnbqkb1f/spp1pppp/3P1n2/8/8/8/SPPP1PPP/RNBQKBNF b Qq - 0 3 -",
  },
  {
    name: "§5.2 a swap that lands a pawn two squares up creates no e.p. square",
    spec: "§5.2",
    position: "4k2f/s7/8/8/3Sp3/8/3P4/4K2F w - - 0 1 -",
    moves: ["Pd2<>d4"],
    after: "4k2f/s7/8/8/3Pp3/8/3S4/4K2F b - - 1 1 w",
    count: 8,
    exact: ["Ke8-d7", "Ke8-d8", "Ke8-e7", "Ke8-f7", "Ke8-f8", "Ke8<>h8", "Pe4-e3", "Pe4<>a7"],
  },

  // A7: a Stone swap onto the last rank promotes
  {
    name: "A7 a pawn swapped onto the last rank promotes, with all six choices",
    spec: "§5.3, A7",
    position: "2S5/2P4s/8/7k/8/8/8/f3K2F w - - 0 1 -",
    count: 12,
    exact: [
      "Ke1-d1",
      "Ke1-d2",
      "Ke1-e2",
      "Ke1-f1",
      "Ke1-f2",
      "Ke1<>h1",
      "Pc7<>c8=Q",
      "Pc7<>c8=R",
      "Pc7<>c8=B",
      "Pc7<>c8=N",
      "Pc7<>c8=F",
      "Pc7<>c8=S",
    ],
    excludes: ["Pc7<>c8"],
  },
  {
    name: "A7 after Pc7<>c8=Q: Queen on c8, Stone on c7, lock set",
    spec: "§5.3, A7, A8 (our choice: a promoting swap resets the clock)",
    position: "2S5/2P4s/8/7k/8/8/8/f3K2F w - - 5 1 -",
    moves: ["Pc7<>c8=Q"],
    after: "2Q5/2S4s/8/7k/8/8/8/f3K2F b - - 0 1 w",
  },

  // §4.5 draws
  {
    name: "A8 a swap is the 100th quiet ply: fifty-move draw",
    spec: "§4.5, A8",
    position: "4k2f/s7/8/8/8/8/S7/R3K2F w Q - 99 60 -",
    moves: ["Ra1<>h1"],
    status: "draw fifty-moves",
  },
  {
    name: "§4.5 threefold repetition (knight shuffle back to the start)",
    spec: "§4.5",
    moves: ["Ng1-f3", "Ng8-f6", "Nf3-g1", "Nf6-g8", "Ng1-f3", "Ng8-f6", "Nf3-g1", "Nf6-g8"],
    status: "draw repetition",
  },
  {
    name: "§4.5 repetition counts the swap lock: the board recurs thrice, the position only twice",
    spec: "§4.5, §10.2",
    moves: [
      "Pb2<>a2",
      "Ng8-f6",
      "Ng1-f3",
      "Nf6-g8",
      "Nf3-g1",
      "Ng8-f6",
      "Ng1-f3",
      "Nf6-g8",
      "Nf3-g1",
      "Ng8-f6",
    ],
    status: "ongoing",
  },
  {
    name: "A9 K+F v K+F is not a material draw",
    spec: "§4.5, A9",
    position: "k6f/8/8/8/8/8/8/4K2F w - - 0 1 -",
    status: "ongoing",
    count: 6,
  },
];

/** A1: move counts with the `adjacentOnly` option. */
export const adjacentCases = [
  { name: "J1 with adjacent_only", spec: "§9 J1, A1", position: START, count: 20, exact: J1_ADJACENT_MOVES },
];

/** Perft from the start and the §9 positions. Depth 1 is the spec's count; deeper numbers are derived. */
export const perftCases: { name: string; position: string; nodes: number[] }[] = [
  // depth 2 = 32 × 32 (no first move reaches the other side); depth 3 from the scratch generator
  { name: "start", position: START, nodes: [32, 1024, 27777] },
  { name: "J2", position: J2_POSITION, nodes: [18, 612, 20862] },
  { name: "J3", position: "k3r2f/s7/8/8/8/8/SP6/3QK2F w - - 0 1 -", nodes: [4, 63, 1419] },
  { name: "J6", position: "k6f/s1P5/8/8/8/8/S7/4K2F w - - 0 1 -", nodes: [13, 27, 306] },
  { name: "J7", position: "4k2f/s7/8/8/8/8/S7/R3K2F w Q - 0 1 -", nodes: [11, 61, 846] },
  { name: "A7", position: "2S5/2P4s/8/7k/8/8/8/f3K2F w - - 0 1 -", nodes: [12, 70, 769] },
];

/** Notation: input text → canonical move in a given position (start unless stated). */
export const parseCases: { input: string; position?: string; moves?: string[]; canonical: string }[] = [
  { input: "Pe2-e4", canonical: "Pe2-e4" },
  { input: "e4", canonical: "Pe2-e4" },
  { input: "Nf3", canonical: "Ng1-f3" },
  { input: "  Ng1-f3  ", canonical: "Ng1-f3" },
  { input: "Pe2<>a2", canonical: "Pe2<>a2" },
  { input: "e2<>a2", canonical: "Pe2<>a2" },
  { input: "Pe2 <> a2", canonical: "Pe2<>a2" },
  { input: "S:e2a2", canonical: "Pe2<>a2" },
  { input: "Ke1<>h1", canonical: "Ke1<>h1" },
  { input: "K<>h1", canonical: "Ke1<>h1" },
  { input: "a2<>e2", canonical: "Pe2<>a2" },
  { input: "s:a2e2", canonical: "Pe2<>a2" },
  { input: "Ke1<>h1+", canonical: "Ke1<>h1" },
  { input: "O-O-O", position: "4k2f/s7/8/8/8/8/S7/R3K2F w Q - 0 1 -", canonical: "O-O-O" },
  { input: "0-0-0", position: "4k2f/s7/8/8/8/8/S7/R3K2F w Q - 0 1 -", canonical: "O-O-O" },
  { input: "c8=F", position: "k6f/s1P5/8/8/8/8/S7/4K2F w - - 0 1 -", canonical: "Pc7-c8=F" },
  { input: "Pc7-c8=S", position: "k6f/s1P5/8/8/8/8/S7/4K2F w - - 0 1 -", canonical: "Pc7-c8=S" },
  { input: "Pc7<>c8=Q", position: "2S5/2P4s/8/7k/8/8/8/f3K2F w - - 0 1 -", canonical: "Pc7<>c8=Q" },
  { input: "S:c7c8=N", position: "2S5/2P4s/8/7k/8/8/8/f3K2F w - - 0 1 -", canonical: "Pc7<>c8=N" },
  { input: "Kxd2(bare)", position: "k2r4/8/8/8/8/8/3s4/4K2F w - - 0 1 -", canonical: "Ke1xd2" },
  { input: "Nxa2#", position: "k3r3/8/8/8/8/2N5/s7/4K2F w - - 0 1 -", canonical: "Nc3xa2" },
  {
    input: "exd6",
    moves: ["Pe2-e4", "Ng8-f6", "Pe4-e5", "Pd7-d5"],
    canonical: "Pe5xd6",
  },
];

/** Moves that must be refused, with a word the human reason must contain. */
export const rejectCases: { input: string; position?: string; moves?: string[]; reason: RegExp }[] = [
  { input: "Pc2<>h1", reason: /Pawn.*only with a Stone/i },
  { input: "Ra1<>a2", reason: /only with a Flag/i },
  { input: "Pe2<>a7", reason: /own|enemy|your/i },
  { input: "Pb2<>c2", reason: /only with a Stone/i },
  { input: "O-O", position: "4k2f/s7/8/8/8/8/S7/R3K2F w Q - 0 1 -", reason: /kingside|O-O-O/i },
  { input: "Pa2<>b2", position: J2_POSITION, reason: /swap/i },
  { input: "Ke1<>h1", position: "k3r2f/s7/8/8/8/8/SP6/3QK2F w - - 0 1 -", reason: /check/i },
  { input: "Pb2<>a2", position: "k3r2f/s7/8/8/8/8/SP6/3QK2F w - - 0 1 -", reason: /check/i },
  { input: "Ke1xd2", position: "k2r3f/8/8/8/8/8/3s4/4K2F w - - 0 1 -", reason: /check/i },
  { input: "Ke1<>h1", position: "k7/f6r/8/8/8/8/S7/4K2F w - - 0 1 -", reason: /check|attacked/i },
  { input: "Pc7<>c8", position: "2S5/2P4s/8/7k/8/8/8/f3K2F w - - 0 1 -", reason: /promot/i },
  { input: "N<>h1", reason: /ambiguous: Nb1<>h1 or Ng1<>h1/ },
  { input: "Pe2<>a2=Q", reason: /promotes/ },
  { input: "Pe2<>e2", reason: /two different squares/ },
  { input: "Pa3<>a2", reason: /no man on a3/ },
  { input: "Pe2-e5", reason: /pawn moves one square forward, or two from its own 2nd rank/ },
  { input: "Zz9", reason: /.+/ },
  { input: "Fh1-h2", reason: /flag never moves by itself/ },
  { input: "Sa2xb3", reason: /stone never moves by itself/ },
];

/** Position strings: round-trip exactly, or rejected with a reason. */
export const positionStrings = {
  roundTrip: [
    START,
    "rnbqkbnf/sppppppp/8/8/8/8/PPPPSPPP/RNBQKBNF b Qq - 1 1 w",
    "rnbqkbnf/ppppsppp/8/8/8/8/PPPPSPPP/RNBQKBNF w Qq - 2 2 wb",
    "rnbqkbnf/ppppsppp/8/8/3P4/8/PPP1SPPP/RNBQKBNF b Qq - 0 2 b",
    "k3r2f/s7/8/8/8/8/SP6/3QK2F w - - 0 1 -",
    "4k2f/s7/8/8/8/8/S7/R3K2F w Q - 0 1 -",
    "rnbqkb1f/spp1pppp/5n2/3pP3/8/8/SPPP1PPP/RNBQKBNF w Qq d6 0 3 -",
  ],
  rejected: [
    "rnbqkbnf/sppppppp/8/8/8/8/SPPPPPPP/RNBQKBNF w Qq - 0 1", // 6 fields: the swap lock is required
    "rnbqkbnf/sppppppp/8/8/8/8/SPPPPPPP/RNBQKBNF w KQkq - 0 1 -", // no kingside castling
    "rnbqkbnf/sppppppp/8/8/8/8/SPPPPPPP/RNBQKBNF w Qq - 0 1 x", // bad lock
    "rnbqkbnf/sppppppp/8/8/8/8/SPPPPPPP/RNBQKBNF w Qq - 0 1 bw", // lock order is w then b
    "rnbqkbnf/sppppppp/8/8/8/8/SPPPPPPP/RNBQKBNX w Qq - 0 1 -", // unknown man
    "k7/8/8/8/8/8/8/4K2F w - - 0 1 -", // side not to move already bared: game would be over
    "k6f/8/8/8/8/8/1P6/S3K2F w - - 0 1 -", // a Stone on its own 1st rank (A6)
    "k6f/s7/8/8/8/8/8/4K2P w - - 0 1 -", // a pawn on the 1st rank
  ],
};
