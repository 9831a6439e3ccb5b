// Kings Court test tables, as data (rules: docs/rules/kings-court.md).
//
// Every row names the spec section it checks. Positions are §10.2 position strings (12-file FEN
// plus the unmoved-Jester field). Move lists are canonical long algebraic (§10.1), sorted by plain
// string order, exactly as `npm run -s engine -- moves kings-court` prints them.
//
// Rows marked "spec" carry the spec's own §9 numbers (checked by the spec author's reference
// generator). Every other row was worked out by hand from the rules first and then cross-checked
// with tests/pure/kings-court.reference.ts, a deliberately naive generator written from the spec
// alone, before the engine's Kings Court file existed.
//
// Hooks the game needs from the core (noted while writing these tables):
// - Chancellor (§4.1): data only — 8 directions with range 2 (no jumping) plus the knight leaps.
// - Jester (§4.2): a `custom` destination hook (bent two-step path through an empty middle, never
//   reversing), plus the first-move alfil leap that depends on an "unmoved" piece state.
// - Unmoved Jesters (§10.2): an extra position-string field, read into piece states and printed
//   back; the state is part of the repetition key (§6.3).
// - Castling (§5.1, A3): data — eight castling rules per side, each with its own `empty` list
//   (all squares between King and Rook) and `safe` list (King's start, path and destination).
// - King's flight (§5.2, A4): an `extraMoves` hook, only when a Chancellor is among the checkers.
// - Promotion (§5.3, A5): data — Q, C, R, B, N, J.
// - Insufficient force (§6.3, A6): the `insufficientMaterial` hook.
// - Notation: `O-<king destination>` castling names come from the castling rules' `notation`.

export const START = "rjcnbqkbncjr/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/RJCNBQKBNCJR w KQkq - 0 1 JbJkjbjk";

/** The reason word the engine uses for the automatic draw of §6.3 A6. */
export const INSUFFICIENT = "insufficient-material";

export interface MovesCase {
  readonly name: string;
  readonly spec: string;
  /** Position string; the start position when absent. */
  readonly position?: string;
  /** Canonical moves applied to `position` first. */
  readonly moves?: readonly string[];
  /** Every legal move of the side to move, sorted (what the move generator yields). */
  readonly legal: readonly string[];
  /** The moves of single men, as the spec lists them (each a subset of `legal`). */
  readonly from?: Readonly<Record<string, readonly string[]>>;
  /** Moves that must not be there (the tempting wrong readings). */
  readonly absent?: readonly string[];
  /**
   * When the position is already a finished game (KC2 is K+J v K, a dead position under §6.3 A6),
   * its status: then the command line's `moves` prints nothing although the generator has moves.
   */
  readonly over?: string;
}

const PAWNS_RANK_2 = [..."abcdefghijkl"].flatMap((f) => [`P${f}2-${f}3`, `P${f}2-${f}4`]);
const KING_A1 = ["Ka1-a2", "Ka1-b1", "Ka1-b2"];
const ROOK_A1 = [..."2345678"].map((r) => `Ra1-a${r}`).concat([..."bcdef"].map((f) => `Ra1-${f}1`));
const ROOK_L1 = [..."hijk"].map((f) => `Rl1-${f}1`).concat([..."2345678"].map((r) => `Rl1-l${r}`));
const sorted = (moves: readonly string[]): string[] => [...moves].sort();

// biome-ignore format: grouped by piece, as the spec lists them
export const KC1_MOVES = sorted([
  ...PAWNS_RANK_2,
  "Nd1-c3", "Nd1-e3", "Ni1-h3", "Ni1-j3",
  "Cc1-b3", "Cc1-d3", "Cj1-i3", "Cj1-k3",
  "Jb1-d3", "Jk1-i3",
]);

// biome-ignore format: move lists laid out a few to a line, grouped by piece, to check by eye
export const movesCases: readonly MovesCase[] = [
  // ---- §9 test positions -------------------------------------------------------------------
  {
    name: "KC1 opening position: 24 pawn moves, 4 knight, 4 chancellor leaps, 2 jester leaps",
    spec: "spec §9 KC1, §3, A2",
    legal: KC1_MOVES,
    from: {
      c1: ["Cc1-b3", "Cc1-d3"],
      j1: ["Cj1-i3", "Cj1-k3"],
      b1: ["Jb1-d3"],
      k1: ["Jk1-i3"],
    },
    // A2: only the straight alfil leap may pass an occupied square; no bent jump b1→b3 over c2.
    absent: ["Jb1-b3", "Jk1-k3", "Cc1-c3", "Jb1-a2"],
  },
  {
    name: "KC1 for Black after a quiet White move: also 34, the Jesters leap to d6 and i6",
    spec: "spec §9 KC1 (mirrored), §3",
    moves: ["Pe2-e4"],
    legal: sorted([
      ...[..."abcdefghijkl"].flatMap((f) => [`P${f}7-${f}6`, `P${f}7-${f}5`]),
      "Nd8-c6", "Nd8-e6", "Ni8-h6", "Ni8-j6",
      "Cc8-b6", "Cc8-d6", "Cj8-i6", "Cj8-k6",
      "Jb8-d6", "Jk8-i6",
    ]),
  },
  {
    name: "KC2 free Jester: 12 squares (4 ferz, 4 straight two-step, 4 orthogonal two away)",
    spec: "spec §9 KC2, §4.2",
    position: "11k/12/12/12/5J6/12/12/K11 w - - 0 1 -",
    legal: [
      "Jf4-d2", "Jf4-d4", "Jf4-d6", "Jf4-e3", "Jf4-e5", "Jf4-f2", "Jf4-f6", "Jf4-g3",
      "Jf4-g5", "Jf4-h2", "Jf4-h4", "Jf4-h6", ...KING_A1,
    ],
    from: {
      f4: [
        "Jf4-d2", "Jf4-d4", "Jf4-d6", "Jf4-e3", "Jf4-e5", "Jf4-f2", "Jf4-f6", "Jf4-g3",
        "Jf4-g5", "Jf4-h2", "Jf4-h4", "Jf4-h6",
      ],
    },
    over: `draw ${INSUFFICIENT}`,
  },
  {
    name: "KC3 blocked Jester: own pawns on e5 and g5 shut f6, d6, h6",
    spec: "spec §9 KC3, §4.2, A1",
    position: "11k/12/12/4P1P5/5J6/12/12/K11 w - - 0 1 -",
    legal: [
      "Jf4-d2", "Jf4-d4", "Jf4-e3", "Jf4-f2", "Jf4-g3", "Jf4-h2", "Jf4-h4",
      ...KING_A1, "Pe5-e6", "Pg5-g6",
    ],
    from: { f4: ["Jf4-d2", "Jf4-d4", "Jf4-e3", "Jf4-f2", "Jf4-g3", "Jf4-h2", "Jf4-h4"] },
    absent: ["Jf4-f6", "Jf4-d6", "Jf4-h6"],
  },
  {
    name: "KC4 Chancellor: 8 one-step, 8 two-step, 8 knight",
    spec: "spec §9 KC4, §4.1, A8",
    position: "11k/12/12/12/4C7/12/12/K11 w - - 0 1 -",
    legal: sorted([
      ..."d3 d4 d5 e3 e5 f3 f4 f5".split(" "),
      ..."c2 c4 c6 e2 e6 g2 g4 g6".split(" "),
      ..."c3 c5 d2 d6 f2 f6 g3 g5".split(" "),
    ].map((sq) => `Ce4-${sq}`)).concat(KING_A1),
    from: {
      e4: sorted(
        "d3 d4 d5 e3 e5 f3 f4 f5 c2 c4 c6 e2 e6 g2 g4 g6 c3 c5 d2 d6 f2 f6 g3 g5"
          .split(" ")
          .map((sq) => `Ce4-${sq}`),
      ),
    },
    // A8: not a Rook+Knight; nothing three squares away.
    absent: ["Ce4-e7", "Ce4-b4", "Ce4-h4", "Ce4-b1"],
  },
  {
    name: "KC6 castling through an attacked square: e1 is covered by the rook on e8",
    spec: "spec §9 KC6, §5.1, A3",
    position: "4r1k5/12/12/12/12/12/12/R5K4R w KQ - 0 1 -",
    legal: sorted([
      "Kg1-f1", "Kg1-f2", "Kg1-g2", "Kg1-h1", "Kg1-h2",
      "O-f1", "O-h1", "O-i1", "O-j1", "O-k1",
      ...ROOK_A1, ...ROOK_L1,
    ]),
    from: {
      g1: ["Kg1-f1", "Kg1-f2", "Kg1-g2", "Kg1-h1", "Kg1-h2", "O-f1", "O-h1", "O-i1", "O-j1", "O-k1"],
    },
    absent: ["O-e1", "O-d1", "O-c1"],
  },
  {
    name: "KC7b a Queen check gives no flight",
    spec: "spec §9 KC7b, §5.2",
    position: "6k5/12/12/12/12/6q5/12/6K5 w - - 0 1 -",
    legal: ["Kg1-f1", "Kg1-h1"],
    absent: ["Kg1-e1", "Kg1-i1", "Kg1-e3", "Kg1-i3"],
  },
  {
    name: "KC7c a Chancellor's knight check: flight to i1 and i3",
    spec: "spec §9 KC7c, §5.2, A4",
    position: "6k5/12/12/12/12/12/4c7/6K5 w - - 0 1 -",
    legal: ["Kg1-h1", "Kg1-h2", "Kg1-i1", "Kg1-i3"],
  },
  {
    name: "KC11 no check that opens the checked King's flight onto the mover's King",
    spec: "spec §9 KC11, A9",
    position: "12/5k6/12/2P4K4/p11/6P2P2/6c5/11C b - - 0 1 -",
    legal: [
      "Cg2-e1", "Cg2-e2", "Cg2-e3", "Cg2-e4", "Cg2-f1", "Cg2-f2", "Cg2-g1", "Cg2-h1", "Cg2-h2",
      "Cg2-i1", "Cg2-i2",
      "Kf7-e6", "Kf7-e7", "Kf7-e8", "Kf7-f6", "Kf7-f8", "Kf7-g7", "Kf7-g8",
      "Pa4-a3",
    ],
    absent: ["Cg2-f3", "Cg2-f4", "Cg2-h3", "Cg2-h4", "Cg2-i3", "Cg2-i4", "Cg2xg3", "Kf7-g6"],
  },
  {
    name: "A9 the flight's middle square occupied (a White Knight on g6): every Chancellor check is legal",
    spec: "A9, §5.2, A4",
    position: "12/5k6/6N5/2P4K4/p11/6P2P2/6c5/11C b - - 0 1 -",
    legal: [
      "Cg2-e1", "Cg2-e2", "Cg2-e3", "Cg2-e4", "Cg2-f1", "Cg2-f2", "Cg2-f3", "Cg2-f4", "Cg2-g1",
      "Cg2-h1", "Cg2-h2", "Cg2-h3", "Cg2-h4", "Cg2-i1", "Cg2-i2", "Cg2-i3", "Cg2-i4", "Cg2xg3",
      "Kf7-e6", "Kf7-e8", "Kf7-f6", "Kf7-g7", "Kf7-g8", // e7 and f8: the Knight; xg6: next to h5
      "Pa4-a3",
    ],
  },
  {
    name: "A9 a double check by Chancellor and Queen gives the flight; a Queen check alone does not",
    spec: "A9, A4",
    // The Chancellor on h2 shields h5 from the Queen on h1: every Chancellor move but h3/h4
    // uncovers a Queen check. Where the Chancellor also checks (10 squares), White's King could
    // fly h5-f7 over g6 onto the Black King; the 8 others leave the Queen's check alone: legal.
    position: "12/5k6/12/7K4/12/12/7c4/7q4 b - - 0 1 -",
    legal: [
      "Ch2-f1", "Ch2-f2", "Ch2-g1", "Ch2-g2", "Ch2-i1", "Ch2-i2", "Ch2-j1", "Ch2-j2",
      "Kf7-e6", "Kf7-e7", "Kf7-e8", "Kf7-f6", "Kf7-f8", "Kf7-g7", "Kf7-g8",
      "Qh1-a1", "Qh1-a8", "Qh1-b1", "Qh1-b7", "Qh1-c1", "Qh1-c6", "Qh1-d1", "Qh1-d5", "Qh1-e1",
      "Qh1-e4", "Qh1-f1", "Qh1-f3", "Qh1-g1", "Qh1-g2", "Qh1-i1", "Qh1-i2", "Qh1-j1", "Qh1-j3",
      "Qh1-k1", "Qh1-k4", "Qh1-l1", "Qh1-l5",
    ],
    absent: ["Ch2-f3", "Ch2-f4", "Ch2-g3", "Ch2-g4", "Ch2-h3", "Ch2-h4", "Ch2-i3", "Ch2-i4", "Ch2-j3", "Ch2-j4"],
  },
  {
    name: "A9 a check by a Rook gives no flight: Rg2-h2 checks with the Black King on f7, legal",
    spec: "A9, §5.2",
    position: "12/5k6/12/2P4K4/p11/6P2P2/6r5/11C b - - 0 1 -",
    legal: [
      "Kf7-e6", "Kf7-e7", "Kf7-e8", "Kf7-f6", "Kf7-f8", "Kf7-g7", "Kf7-g8",
      "Pa4-a3",
      "Rg2-a2", "Rg2-b2", "Rg2-c2", "Rg2-d2", "Rg2-e2", "Rg2-f2", "Rg2-g1", "Rg2-h2", "Rg2-i2",
      "Rg2-j2", "Rg2-k2", "Rg2-l2", "Rg2xg3",
    ],
  },
  {
    name: "KC9 promotion to any of Q, C, R, B, N, J",
    spec: "spec §9 KC9, §5.3, A5",
    position: "12/2P9/12/12/12/12/12/K10k w - - 0 1 -",
    legal: [
      ...KING_A1,
      "Pc7-c8=B", "Pc7-c8=C", "Pc7-c8=J", "Pc7-c8=N", "Pc7-c8=Q", "Pc7-c8=R",
    ],
    from: { c7: ["Pc7-c8=B", "Pc7-c8=C", "Pc7-c8=J", "Pc7-c8=N", "Pc7-c8=Q", "Pc7-c8=R"] },
    absent: ["Pc7-c8", "Pc7-c8=K"],
  },
  {
    name: "KC10 en passant onto d6",
    spec: "spec §9 KC10, §5.4, A7",
    position: "11k/12/12/3pP7/12/12/12/K11 w - d6 0 1 -",
    legal: [...KING_A1, "Pe5-e6", "Pe5xd6"],
    from: { e5: ["Pe5-e6", "Pe5xd6"] },
  },

  // ---- A1 / A2 / §4.2–4.3: the Jester ---------------------------------------------------------
  {
    name: "A1 a capture ends the move: the Jester takes e5/g5 but cannot go on to d6, f6, h6",
    spec: "A1, §4.2",
    position: "11k/12/12/4p1p5/5J6/12/12/K11 w - - 0 1 -",
    legal: [
      "Jf4-d2", "Jf4-d4", "Jf4-e3", "Jf4-f2", "Jf4-g3", "Jf4-h2", "Jf4-h4", "Jf4xe5", "Jf4xg5",
      ...KING_A1,
    ],
    absent: ["Jf4-d6", "Jf4-f6", "Jf4-h6", "Jf4xd6"],
  },
  {
    name: "A2 first-move leap captures over an occupied middle (Jb1xd3 over c2)",
    spec: "A2, §4.2(c)",
    position: "6k5/12/12/12/12/3p8/2P9/1J4K5 w - - 0 1 Jb",
    legal: [
      "Jb1-a2", "Jb1-b3", "Jb1xd3",
      "Kg1-f1", "Kg1-f2", "Kg1-g2", "Kg1-h1", "Kg1-h2",
      "Pc2-c3", "Pc2-c4", "Pc2xd3",
    ],
    from: { b1: ["Jb1-a2", "Jb1-b3", "Jb1xd3"] },
  },
  {
    name: "A2 the same Jester marked as moved has no leap",
    spec: "A2, §10.2",
    position: "6k5/12/12/12/12/3p8/2P9/1J4K5 w - - 0 1 -",
    legal: [
      "Jb1-a2", "Jb1-b3",
      "Kg1-f1", "Kg1-f2", "Kg1-g2", "Kg1-h1", "Kg1-h2",
      "Pc2-c3", "Pc2-c4", "Pc2xd3",
    ],
    absent: ["Jb1xd3"],
  },
  {
    name: "unmoved Jester on an open board: normal paths too; b3 and d3 by two paths are one move each",
    spec: "§4.2 (consequences), A2",
    position: "6k5/11p/12/12/12/12/11P/1J4K5 w - - 0 1 Jb",
    legal: [
      "Jb1-a2", "Jb1-b3", "Jb1-c2", "Jb1-d1", "Jb1-d3",
      "Kg1-f1", "Kg1-f2", "Kg1-g2", "Kg1-h1", "Kg1-h2", "Pl2-l3", "Pl2-l4",
    ],
  },
  {
    name: "§4.3 an unmoved Jester on b1 attacks d3 through an occupied c2",
    spec: "§4.3, A2",
    position: "12/12/12/12/4k7/12/2N9/1J9K b - - 0 1 Jb",
    legal: ["Ke4-d5", "Ke4-e5", "Ke4-f3", "Ke4-f4", "Ke4-f5"],
    absent: ["Ke4-d3"],
  },
  {
    name: "§4.3 once moved it does not: d3 is free",
    spec: "§4.3, A2",
    position: "12/12/12/12/4k7/12/2N9/1J9K b - - 0 1 -",
    legal: ["Ke4-d3", "Ke4-d5", "Ke4-e5", "Ke4-f3", "Ke4-f4", "Ke4-f5"],
  },
  {
    name: "§4.2 a Jester check from two squares away orthogonally: one interposition never suffices",
    spec: "§4.2 (consequences), §4.3",
    position: "11k/12/12/12/12/6j5/12/3N2K5 w - - 0 1 -",
    legal: ["Kg1-f1", "Kg1-g2", "Kg1-h1"],
    absent: ["Nd1-f2"],
  },
  {
    name: "§4.2 with h2 already occupied, Nd1-f2 fills the second middle and blocks",
    spec: "§4.2 (consequences)",
    position: "11k/12/12/12/12/6j5/7P4/3N2K5 w - - 0 1 -",
    legal: ["Kg1-f1", "Kg1-g2", "Kg1-h1", "Nd1-f2", "Ph2xg3"],
    absent: ["Ph2-h3", "Ph2-h4"],
  },
  {
    name: "A5 a promoted Jester (White J on b8) has no first-move leap",
    spec: "§5.3, A5, A2",
    position: "1J10/2N9/12/12/12/12/12/K10k w - - 0 1 -",
    legal: [
      "Jb8-a7", "Jb8-b6", ...KING_A1,
      "Nc7-a6", "Nc7-a8", "Nc7-b5", "Nc7-d5", "Nc7-e6", "Nc7-e8",
    ],
    absent: ["Jb8-d6"],
  },

  // ---- §4.1: the Chancellor's check can be interposed; §5.2 / A4: King's flight -------------------
  {
    name: "A4 Chancellor two-step check: interpose on g2, or fly to g3 capturing it",
    spec: "§4.1, §5.2, A4",
    position: "11k/12/12/12/12/6c5/R11/6K5 w - - 0 1 -",
    legal: ["Kg1xg3", "Ra2-g2"],
  },
  {
    name: "A4 the flight's middle square may be attacked (h1 and h2 are)",
    spec: "§5.2, A4",
    position: "11k/12/12/12/12/5c6/12/6K5 w - - 0 1 -",
    legal: ["Kg1-i1", "Kg1-i3"],
  },
  {
    name: "A4 the flight does not jump: own pawn on h2 shuts i3",
    spec: "§5.2, A4",
    position: "6k5/12/12/12/12/12/4c2P4/6K5 w - - 0 1 -",
    legal: ["Kg1-h1", "Kg1-i1"],
    absent: ["Kg1-i3"],
  },
  {
    name: "A4 the flight may capture a piece other than the checker",
    spec: "§5.2, A4",
    position: "6k5/12/12/12/12/8n3/4c7/6K5 w - - 0 1 -",
    legal: ["Kg1-h2", "Kg1-i1", "Kg1xi3"],
  },
  {
    name: "A4 double check by a Chancellor and a Rook still allows the flight",
    spec: "§5.2, A4",
    position: "k11/6r5/12/12/12/12/4c7/6K5 w - - 0 1 -",
    legal: ["Kg1-h1", "Kg1-h2", "Kg1-i1", "Kg1-i3"],
  },
  {
    name: "§5.2 a Rook check alone: no flight",
    spec: "§5.2",
    position: "k11/6r5/12/12/12/12/12/6K5 w - - 0 1 -",
    legal: ["Kg1-f1", "Kg1-f2", "Kg1-h1", "Kg1-h2"],
    absent: ["Kg1-e1", "Kg1-i1", "Kg1-e3", "Kg1-i3"],
  },
  {
    name: "§5.2 a Chancellor on the board but not checking: no flight",
    spec: "§5.2",
    position: "6k5/12/12/12/12/12/12/c5K5 w - - 0 1 -",
    legal: ["Kg1-f1", "Kg1-f2", "Kg1-g2", "Kg1-h1", "Kg1-h2"],
  },
  {
    name: "§5.2 in check with castling rights: flight yes, castling no",
    spec: "§5.1(3), §5.2",
    position: "6k5/12/12/12/12/12/4c7/R5K4R w KQ - 0 1 -",
    legal: ["Kg1-h1", "Kg1-h2", "Kg1-i1", "Kg1-i3"],
  },

  // ---- §5.1 / A3: castling with the King moving 1–4 squares ------------------------------------
  {
    name: "§5.1 all eight castlings on an open rank",
    spec: "§5.1, A3",
    position: "6k5/12/12/12/12/12/12/R5K4R w KQ - 0 1 -",
    legal: sorted([
      "Kg1-f1", "Kg1-f2", "Kg1-g2", "Kg1-h1", "Kg1-h2",
      "O-c1", "O-d1", "O-e1", "O-f1", "O-h1", "O-i1", "O-j1", "O-k1",
      ...ROOK_A1, ...ROOK_L1,
    ]),
  },
  {
    name: "A3(i) a knight on b1 forbids every a-side castling, even O-f1",
    spec: "§5.1(2), A3(i)",
    position: "6k5/12/12/12/12/12/12/RN4K4R w KQ - 0 1 -",
    legal: sorted([
      "Kg1-f1", "Kg1-f2", "Kg1-g2", "Kg1-h1", "Kg1-h2",
      "Nb1-a3", "Nb1-c3", "Nb1-d2",
      "O-h1", "O-i1", "O-j1", "O-k1",
      ..."2345678".split("").map((r) => `Ra1-a${r}`), ...ROOK_L1,
    ]),
    absent: ["O-f1", "O-e1", "O-d1", "O-c1"],
  },
  {
    name: "A3(ii) the Rook may cross an attacked square (b1, under the rook on b8)",
    spec: "§5.1(4), A3(ii)",
    position: "1r4k5/12/12/12/12/12/12/R5K4R w KQ - 0 1 -",
    legal: sorted([
      "Kg1-f1", "Kg1-f2", "Kg1-g2", "Kg1-h1", "Kg1-h2",
      "O-c1", "O-d1", "O-e1", "O-f1", "O-h1", "O-i1", "O-j1", "O-k1",
      ...ROOK_A1, ...ROOK_L1,
    ]),
  },
  {
    name: "§5.1(3) no castling out of check",
    spec: "§5.1(3)",
    position: "2k3r5/12/12/12/12/12/12/R5K4R w KQ - 0 1 -",
    legal: ["Kg1-f1", "Kg1-f2", "Kg1-h1", "Kg1-h2"],
  },
  {
    name: "§10.2 only the K right (l-rook): only the four l-side castlings",
    spec: "§5.1(1), §10.2",
    position: "6k5/12/12/12/12/12/12/R5K4R w K - 0 1 -",
    legal: sorted([
      "Kg1-f1", "Kg1-f2", "Kg1-g2", "Kg1-h1", "Kg1-h2",
      "O-h1", "O-i1", "O-j1", "O-k1",
      ...ROOK_A1, ...ROOK_L1,
    ]),
  },
  {
    name: "§5.1 Black's eight castlings",
    spec: "§5.1",
    position: "r5k4r/12/12/12/12/12/12/6K5 b kq - 0 1 -",
    legal: sorted([
      "Kg8-f7", "Kg8-f8", "Kg8-g7", "Kg8-h7", "Kg8-h8",
      "O-c8", "O-d8", "O-e8", "O-f8", "O-h8", "O-i8", "O-j8", "O-k8",
      ..."1234567".split("").map((r) => `Ra8-a${r}`), ..."bcdef".split("").map((f) => `Ra8-${f}8`),
      ..."hijk".split("").map((f) => `Rl8-${f}8`), ..."1234567".split("").map((r) => `Rl8-l${r}`),
    ]),
  },

  // ---- §5.3 / §5.4 --------------------------------------------------------------------------
  {
    name: "§5.3 promotion by capture, six pieces each",
    spec: "§5.3, A5",
    position: "3r8/2P9/12/12/12/12/12/K10k w - - 0 1 -",
    legal: [
      ...KING_A1,
      ..."BCJNQR".split("").map((p) => `Pc7-c8=${p}`),
      ..."BCJNQR".split("").map((p) => `Pc7xd8=${p}`),
    ],
  },
  {
    name: "§5.3 Black promotes on rank 1",
    spec: "§5.3, A5",
    position: "11k/12/12/12/12/12/2p9/K11 b - - 0 1 -",
    legal: ["Kl8-k7", "Kl8-k8", "Kl8-l7", ..."BCJNQR".split("").map((p) => `Pc2-c1=${p}`)],
  },
  {
    name: "§5.4 en passant reached by play from the start",
    spec: "§5.4, A7",
    moves: ["Pe2-e4", "Pa7-a6", "Pe4-e5", "Pd7-d5"],
    legal: sorted([
      ...PAWNS_RANK_2.filter((m) => !m.startsWith("Pe2")),
      "Pe5-e6", "Pe5xd6",
      "Nd1-c3", "Nd1-e3", "Ni1-h3", "Ni1-j3",
      "Cc1-b3", "Cc1-d3", "Cj1-i3", "Cj1-k3",
      "Jb1-d3", "Jk1-i3",
      // e2 is open now: the Queen's diagonal up to a6, and the Chancellor's knight leap
      "Qf1-e2", "Qf1-d3", "Qf1-c4", "Qf1-b5", "Qf1xa6", "Cc1-e2",
    ]),
    from: { e5: ["Pe5-e6", "Pe5xd6"] },
  },
  {
    name: "§5.4 the e.p. right lasts one move only",
    spec: "§5.4",
    moves: ["Pe2-e4", "Pa7-a6", "Pe4-e5", "Pd7-d5", "Pa2-a3", "Pa6-a5"],
    legal: [
      "Cc1-a2", "Cc1-b3", "Cc1-d3", "Cc1-e2", "Cj1-i3", "Cj1-k3",
      "Jb1-a2", "Jb1-b3", "Jb1-d3", "Jk1-i3",
      "Nd1-c3", "Nd1-e3", "Ni1-h3", "Ni1-j3",
      "Pa3-a4", "Pb2-b3", "Pb2-b4", "Pc2-c3", "Pc2-c4", "Pd2-d3", "Pd2-d4", "Pe5-e6",
      "Pf2-f3", "Pf2-f4", "Pg2-g3", "Pg2-g4", "Ph2-h3", "Ph2-h4", "Pi2-i3", "Pi2-i4",
      "Pj2-j3", "Pj2-j4", "Pk2-k3", "Pk2-k4", "Pl2-l3", "Pl2-l4",
      "Qf1-a6", "Qf1-b5", "Qf1-c4", "Qf1-d3", "Qf1-e2", "Ra1-a2",
    ],
    from: { e5: ["Pe5-e6"] },
    absent: ["Pe5xd6"],
  },
  {
    name: "§5.4 en passant onto the k-file from the l-file (board edge)",
    spec: "§5.4, §1.1",
    position: "11k/10p1/12/11P/12/12/12/K11 b - - 0 1 -",
    moves: ["Pk7-k5"],
    legal: [...KING_A1, "Pl5-l6", "Pl5xk6"],
  },
  {
    name: "§5.4 Black captures en passant",
    spec: "§5.4",
    position: "6k5/12/12/12/5p6/12/6P5/K11 w - - 0 1 -",
    moves: ["Pg2-g4"],
    legal: ["Kg8-f7", "Kg8-f8", "Kg8-g7", "Kg8-h7", "Kg8-h8", "Pf4-f3", "Pf4xg3"],
  },
  {
    name: "§6.1 en passant that would expose the King on the rank is illegal",
    spec: "§5.4, §6.1",
    position: "11k/12/12/K2pP6r/12/12/12/12 w - d6 0 1 -",
    legal: ["Ka5-a4", "Ka5-a6", "Ka5-b4", "Ka5-b5", "Ka5-b6", "Pe5-e6"],
    absent: ["Pe5xd6"],
  },
];

/** Perft: distinct legal move sequences (0 below a finished game). */
export interface PerftCase {
  readonly name: string;
  readonly spec: string;
  readonly position: string;
  /** nodes by depth, starting at depth 1 */
  readonly nodes: readonly number[];
}

export const perftCases: readonly PerftCase[] = [
  // Depth 1 is the spec's KC1. Depth 2 is 34 × 34: no first move of either side reaches or blocks
  // the other side's first moves. Depth 3 from the naive reference generator, which also gives
  // depth 4 = 1704353 (the engine agrees; too slow for every test run: about 5 s here).
  { name: "start", spec: "§9 KC1", position: START, nodes: [34, 1156, 44430] },
  // The §9 positions, depth 1 from the spec's counts (plus the other men's moves), deeper from the
  // reference generator.
  // KC2 is K+J v K, a finished game under §6.3 A6: no moves below it.
  {
    name: "KC2",
    spec: "§9 KC2, §6.3 A6",
    position: "11k/12/12/12/5J6/12/12/K11 w - - 0 1 -",
    nodes: [0, 0, 0],
  },
  {
    name: "KC3",
    spec: "§9 KC3",
    position: "11k/12/12/4P1P5/5J6/12/12/K11 w - - 0 1 -",
    nodes: [12, 36, 531],
  },
  { name: "KC4", spec: "§9 KC4", position: "11k/12/12/12/4C7/12/12/K11 w - - 0 1 -", nodes: [27, 81, 2133] },
  {
    name: "KC6",
    spec: "§9 KC6",
    position: "4r1k5/12/12/12/12/12/12/R5K4R w KQ - 0 1 -",
    nodes: [33, 502, 16024],
  },
  { name: "KC7b", spec: "§9 KC7b", position: "6k5/12/12/12/12/6q5/12/6K5 w - - 0 1 -", nodes: [2, 72, 216] },
  { name: "KC7c", spec: "§9 KC7c", position: "6k5/12/12/12/12/12/4c7/6K5 w - - 0 1 -", nodes: [4, 96, 532] },
  // 18 at depth 2: promoting to B, N or J leaves K+minor v K, a dead position (A6).
  {
    name: "KC9",
    spec: "§9 KC9, A6",
    position: "12/2P9/12/12/12/12/12/K10k w - - 0 1 -",
    nodes: [9, 18, 312],
  },
  // Checked against the reference generator (refPerft gives the same three numbers).
  {
    name: "KC11",
    spec: "§9 KC11, A9",
    position: "12/5k6/12/2P4K4/p11/6P2P2/6c5/11C b - - 0 1 -",
    nodes: [19, 298, 6808],
  },
  {
    name: "KC10",
    spec: "§9 KC10",
    position: "11k/12/12/3pP7/12/12/12/K11 w - d6 0 1 -",
    nodes: [5, 19, 111],
  },
];

/** A game fragment played out: the position string after it and the game status. */
export interface PlayCase {
  readonly name: string;
  readonly spec: string;
  readonly position?: string;
  readonly moves: readonly string[];
  readonly after: string;
  /** `ongoing` or `<white|black|draw> <reason>`, as `play` prints it after `status: `. */
  readonly status: string;
}

export const playCases: readonly PlayCase[] = [
  // castling execution, §5.1 table: the Rook lands next to the King on the side it came from
  ...(
    [
      ["O-c1", "2KR7R"],
      ["O-d1", "3KR6R"],
      ["O-e1", "4KR5R"],
      ["O-f1", "5KR4R"], // A3(iii): n = 1, the Rook goes to the King's origin
      ["O-h1", "R5RK4"], // A3(iii)
      ["O-i1", "R6RK3"],
      ["O-j1", "R7RK2"],
      ["O-k1", "R8RK1"], // n = 4: the King stands next to the Rook's (now empty) start square
    ] as const
  ).map(([move, rank1]) => ({
    name: `§5.1 ${move}`,
    spec: "§5.1, A3(iii), §10.1",
    position: "6k5/12/12/12/12/12/12/R5K4R w KQ - 0 1 -",
    moves: [move],
    after: `6k5/12/12/12/12/12/12/${rank1} b - - 1 1 -`,
    status: "ongoing",
  })),
  {
    name: "§5.1 Black castles O-d8",
    spec: "§5.1",
    position: "r5k4r/12/12/12/12/12/12/6K5 b kq - 0 1 -",
    moves: ["O-d8"],
    after: "3kr6r/12/12/12/12/12/12/6K5 w - - 1 2 -",
    status: "ongoing",
  },
  {
    name: "§5.1(1) a Rook that moved and came back has lost its right",
    spec: "§5.1(1), §10.2",
    position: "6k5/12/12/12/12/12/12/R5K4R w KQ - 0 1 -",
    moves: ["Ra1-a2", "Kg8-g7", "Ra2-a1", "Kg7-g8"],
    after: "6k5/12/12/12/12/12/12/R5K4R w K - 4 3 -",
    status: "ongoing",
  },
  {
    name: "§10.2 capturing a Rook on its square removes that right too",
    spec: "§5.1(1), §10.2",
    position: "6k4r/12/12/12/12/12/12/R5K4R b KQk - 0 1 -",
    moves: ["Rl8xl1"],
    after: "6k5/12/12/12/12/12/12/R5K4r w Q - 0 2 -",
    status: "ongoing",
  },
  {
    name: "§5.2 the flight is a King move: castling rights are lost",
    spec: "§5.2",
    position: "6k5/12/12/12/12/12/4c7/R5K4R w KQ - 0 1 -",
    moves: ["Kg1-i3"],
    after: "6k5/12/12/12/12/8K3/4c7/R10R b - - 1 1 -",
    status: "ongoing",
  },
  {
    name: "§5.2 flight along the rank",
    spec: "§5.2",
    position: "6k5/12/12/12/12/12/4c7/R5K4R w KQ - 0 1 -",
    moves: ["Kg1-i1"],
    after: "6k5/12/12/12/12/12/4c7/R7K2R b - - 1 1 -",
    status: "ongoing",
  },
  {
    name: "A2 the first-move leap uses up the Jester's entry in the field",
    spec: "A2, §10.2",
    moves: ["Jb1-d3"],
    after: "rjcnbqkbncjr/pppppppppppp/12/12/12/3J8/PPPPPPPPPPPP/R1CNBQKBNCJR b KQkq - 1 1 Jkjbjk",
    status: "ongoing",
  },
  {
    name: "§10.2 capturing an unmoved Jester removes it from the field",
    spec: "§10.2",
    position: "6k5/12/12/12/12/12/2p9/1J4K5 b - - 0 1 Jb",
    moves: ["Pc2xb1=Q"],
    after: "6k5/12/12/12/12/12/12/1q4K5 w - - 0 2 -",
    status: "ongoing",
  },
  {
    name: "A5 a promoted Jester is not added to the unmoved-Jester field",
    spec: "§5.3, A5, §10.2",
    position: "12/1PN9/12/12/12/12/12/K10k w - - 0 1 -",
    moves: ["Pb7-b8=J", "Kl1-k1"],
    after: "1J10/2N9/12/12/12/12/12/K9k1 w - - 1 2 -",
    status: "ongoing",
  },
  {
    name: "§5.4 en passant removes the passed pawn",
    spec: "§5.4",
    moves: ["Pe2-e4", "Pa7-a6", "Pe4-e5", "Pd7-d5", "Pe5xd6"],
    after: "rjcnbqkbncjr/1pp1pppppppp/p2P8/12/12/12/PPPP1PPPPPPP/RJCNBQKBNCJR b KQkq - 0 3 JbJkjbjk",
    status: "ongoing",
  },
  {
    name: "§5.3 Black promotes to a Jester; it does not enter the field",
    spec: "§5.3, A5",
    position: "11k/12/12/12/12/12/2p4P4/K11 b - - 0 1 -",
    moves: ["Pc2-c1=J"],
    after: "11k/12/12/12/12/12/7P4/K1j9 w - - 0 2 -",
    status: "ongoing",
  },
  // ---- §6: results ----------------------------------------------------------------------------
  {
    name: "§6.1 checkmate by a Queen",
    spec: "§6.1",
    position: "k11/12/2K9/12/12/12/12/1Q10 w - - 0 1 -",
    moves: ["Qb1-b7"],
    after: "k11/1Q10/2K9/12/12/12/12/12 b - - 1 1 -",
    status: "white checkmate",
  },
  {
    name: "§6.1 checkmate by a lone Chancellor in the corner: every flight square is covered",
    spec: "§6.1, §4.1, §5.2",
    position: "k11/12/12/3C8/12/12/12/11K w - - 0 1 -",
    moves: ["Cd5-b6"],
    after: "k11/12/1C10/12/12/12/12/11K b - - 1 1 -",
    status: "white checkmate",
  },
  {
    name: "§6.2 stalemate is a draw",
    spec: "§6.2",
    position: "k11/12/12/12/12/12/12/2Q8K w - - 0 1 -",
    moves: ["Qc1-c7"],
    after: "k11/2Q9/12/12/12/12/12/11K b - - 1 1 -",
    status: "draw stalemate",
  },
  {
    name: "A6 K+J v K is an automatic draw",
    spec: "§6.3, A6",
    position: "k11/12/12/12/12/12/1p10/J10K w - - 0 1 -",
    moves: ["Ja1xb2"],
    after: "k11/12/12/12/12/12/1J10/11K b - - 0 1 -",
    status: `draw ${INSUFFICIENT}`,
  },
  {
    name: "A6 K+N v K is an automatic draw",
    spec: "§6.3, A6",
    position: "k11/12/12/12/12/12/1p10/3N7K w - - 0 1 -",
    moves: ["Nd1xb2"],
    after: "k11/12/12/12/12/12/1N10/11K b - - 0 1 -",
    status: `draw ${INSUFFICIENT}`,
  },
  {
    name: "A6 K v K is an automatic draw",
    spec: "§6.3, A6",
    position: "k11/12/12/12/12/12/1p10/K11 w - - 0 1 -",
    moves: ["Ka1xb2"],
    after: "k11/12/12/12/12/12/1K10/12 b - - 0 1 -",
    status: `draw ${INSUFFICIENT}`,
  },
  {
    name: "A6 K+C v K plays on (the Chancellor can mate)",
    spec: "§6.3, A6",
    position: "k11/12/12/12/12/12/1p10/C10K w - - 0 1 -",
    moves: ["Ca1xb2"],
    after: "k11/12/12/12/12/12/1C10/11K b - - 0 1 -",
    status: "ongoing",
  },
  {
    name: "A6 K+B v K+B plays on (not in the list)",
    spec: "§6.3, A6",
    position: "k10b/12/12/12/12/12/1p10/B10K w - - 0 1 -",
    moves: ["Ba1xb2"],
    after: "k10b/12/12/12/12/12/1B10/11K b - - 0 1 -",
    status: "ongoing",
  },
  {
    name: "A6 K+J v K+J plays on",
    spec: "§6.3, A6",
    position: "k10j/12/12/12/12/12/1p10/J10K w - - 0 1 -",
    moves: ["Ja1xb2"],
    after: "k10j/12/12/12/12/12/1J10/11K b - - 0 1 -",
    status: "ongoing",
  },
  {
    name: "§6.3 threefold repetition from the start",
    spec: "§6.3",
    moves: ["Nd1-c3", "Nd8-c6", "Nc3-d1", "Nc6-d8", "Nd1-c3", "Nd8-c6", "Nc3-d1", "Nc6-d8"],
    after: "rjcnbqkbncjr/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/RJCNBQKBNCJR w KQkq - 8 5 JbJkjbjk",
    status: "draw repetition",
  },
  {
    name: "§6.3 repetition counts the unmoved Jesters: the start board seen again with b1 moved is new",
    spec: "§6.3, §10.2",
    position: "6k5/11p/12/12/12/12/11P/1J4K5 w - - 0 1 Jb",
    moves: ["Jb1-c2", "Kg8-h8", "Jc2-b1", "Kh8-g8", "Jb1-c2", "Kg8-h8", "Jc2-b1", "Kh8-g8"],
    after: "6k5/11p/12/12/12/12/11P/1J4K5 w - - 8 5 -",
    status: "ongoing",
  },
  {
    // Plies 1, 5 and 9 all reach "moved Jester on c2, Black to move": the first threefold.
    name: "§6.3 … while the moved-Jester positions do repeat: the third is a draw",
    spec: "§6.3, §10.2",
    position: "6k5/11p/12/12/12/12/11P/1J4K5 w - - 0 1 Jb",
    moves: ["Jb1-c2", "Kg8-h8", "Jc2-b1", "Kh8-g8", "Jb1-c2", "Kg8-h8", "Jc2-b1", "Kh8-g8", "Jb1-c2"],
    after: "6k5/11p/12/12/12/12/2J8P/6K5 b - - 9 5 -",
    status: "draw repetition",
  },
  {
    name: "§6.3 fifty-move rule: automatic at 100 plies",
    spec: "§6.3",
    position: "6k5/12/12/12/12/12/12/R5K5 w - - 99 60 -",
    moves: ["Ra1-a2"],
    after: "6k5/12/12/12/12/12/R11/6K5 b - - 100 60 -",
    status: "draw fifty-moves",
  },
  {
    // Not decided by the spec; FIDE 9.3: a checkmate on the hundredth ply stands.
    name: "§6.3 a mate on the hundredth ply is still a mate",
    spec: "§6.1, §6.3 (silent; FIDE 9.3)",
    position: "k11/12/2K9/12/12/12/12/1Q10 w - - 99 60 -",
    moves: ["Qb1-b7"],
    after: "k11/1Q10/2K9/12/12/12/12/12 b - - 100 60 -",
    status: "white checkmate",
  },
];

/** Move text a player may type, and the canonical move it means (§10.1). */
export interface NotationCase {
  readonly name: string;
  readonly position?: string;
  readonly moves?: readonly string[];
  readonly input: string;
  readonly canonical: string;
}

const KC6 = "4r1k5/12/12/12/12/12/12/R5K4R w KQ - 0 1 -";
const KC7C = "6k5/12/12/12/12/12/4c7/6K5 w - - 0 1 -";
const KC9 = "12/2P9/12/12/12/12/12/K10k w - - 0 1 -";
const KC10 = "11k/12/12/3pP7/12/12/12/K11 w - d6 0 1 -";
const OPEN_CASTLING = "6k5/12/12/12/12/12/12/R5K4R w KQ - 0 1 -";
const TWO_CHANCELLORS = "11k/12/12/12/12/2C3C5/12/K11 w - - 0 1 -";

export const notationCases: readonly NotationCase[] = [
  { name: "canonical as is", input: "Pe2-e4", canonical: "Pe2-e4" },
  { name: "short SAN pawn push", input: "e4", canonical: "Pe2-e4" },
  { name: "short SAN l-file pawn (12 files)", input: "l4", canonical: "Pl2-l4" },
  { name: "short SAN knight", input: "Nc3", canonical: "Nd1-c3" },
  { name: "short SAN Chancellor", input: "Cd3", canonical: "Cc1-d3" },
  { name: "short SAN Jester leap", input: "Jd3", canonical: "Jb1-d3" },
  { name: "long form without separator", input: "Nd1c3", canonical: "Nd1-c3" },
  { name: "surrounding spaces", input: "  Jk1-i3 ", canonical: "Jk1-i3" },
  { name: "check suffix is a decoration", input: "Ni1-j3+", canonical: "Ni1-j3" },
  { name: "castling", position: KC6, input: "O-f1", canonical: "O-f1" },
  { name: "castling with zeros", position: KC6, input: "0-k1", canonical: "O-k1" },
  // §10.1: every two-square King move other than the flight is a castling, so the core's reading of
  // a King move onto a castling square as that castling is unambiguous here; one square stays a step.
  {
    name: "castling written as the King's move",
    position: OPEN_CASTLING,
    input: "Kg1-d1",
    canonical: "O-d1",
  },
  {
    name: "a one-square King move is never castling",
    position: OPEN_CASTLING,
    input: "Kg1-f1",
    canonical: "Kg1-f1",
  },
  { name: "castling four squares", position: KC6, input: "O-k1", canonical: "O-k1" },
  { name: "flight", position: KC7C, input: "Kg1-i1", canonical: "Kg1-i1" },
  { name: "flight short SAN", position: KC7C, input: "Ki3", canonical: "Kg1-i3" },
  { name: "promotion short SAN", position: KC9, input: "c8=J", canonical: "Pc7-c8=J" },
  { name: "promotion with check mark", position: KC9, input: "Pc7-c8=C+", canonical: "Pc7-c8=C" },
  { name: "en passant short SAN", position: KC10, input: "exd6", canonical: "Pe5xd6" },
  { name: "en passant remark", position: KC10, input: "Pe5xd6 e.p.", canonical: "Pe5xd6" },
  { name: "disambiguation by file", position: TWO_CHANCELLORS, input: "Cce3", canonical: "Cc3-e3" },
  { name: "disambiguation by square", position: TWO_CHANCELLORS, input: "Cg3e5", canonical: "Cg3-e5" },
];

/** Move text that must be refused, and words the reason must contain (case-insensitive). */
export interface NotationErrorCase {
  readonly name: string;
  readonly position?: string;
  readonly input: string;
  readonly reason: readonly string[];
}

export const notationErrorCases: readonly NotationErrorCase[] = [
  { name: "not a move at all", input: "Zz9", reason: ["Zz9"] },
  {
    name: "a Chancellor check that opens a flight onto your King says so (A9)",
    position: "12/5k6/12/2P4K4/p11/6P2P2/6c5/11C b - - 0 1 -",
    input: "Cg2-i4",
    reason: ["Cg2-i4", "King's flight", "from h5 over g6", "your king on f7"],
  },
  {
    name: "a King step into an ordinary attack keeps the usual reason (A9 only names the flight)",
    position: "12/5k6/12/2P4K4/p11/6P2P2/6c5/11C b - - 0 1 -",
    input: "Kf7-g6",
    reason: ["Kf7-g6", "leave your king in check"],
  },
  { name: "bent jump is not a first-move leap (A2)", input: "Jb1-b3", reason: ["Jb1-b3"] },
  { name: "pawn three squares", input: "Pe2-e5", reason: ["Pe2-e5"] },
  { name: "ambiguous short SAN", position: TWO_CHANCELLORS, input: "Ce3", reason: ["Ce3", "ambiguous"] },
  { name: "castling through an attacked square", position: KC6, input: "O-e1", reason: ["O-e1"] },
  { name: "O-O does not say where the King goes", position: KC6, input: "O-O", reason: ["O-O"] },
  { name: "promotion must name a piece", position: KC9, input: "Pc7-c8", reason: ["Pc7-c8"] },
  { name: "no promotion to a King", position: KC9, input: "Pc7-c8=K", reason: ["Pc7-c8=K"] },
  {
    name: "a two-square King move without a Chancellor check",
    position: KC6,
    input: "Kg1-e1",
    reason: ["Kg1-e1"],
  },
];

/** Position strings that must round-trip exactly (§10.2). */
export const roundTrips: readonly string[] = [
  START,
  ...movesCases.flatMap((c) => (c.position ? [c.position] : [])),
  "rjcnbqkbncjr/pppppppppppp/12/12/12/3J8/PPPPPPPPPPPP/R1CNBQKBNCJR b KQkq - 1 1 Jkjbjk",
  "r5k4r/12/12/12/12/12/12/R5K4R w Kq - 17 40 -",
  // A9's refused position (see badPositions) with g6 occupied: no flight, an ordinary check.
  "12/5k6/6n5/2P4K4/p7c3/6P2P2/12/11C w - - 1 2 -",
];

/** Bad position strings and words their error must contain (case-insensitive). */
export const badPositions: readonly { readonly text: string; readonly reason: readonly string[] }[] = [
  {
    text: "rjcnbqkbncjr/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/RJCNBQKBNCJR w KQkq - 0 1",
    reason: ["jester"],
  },
  {
    text: "rjcnbqkbncjr/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/RJCNBQKBNCJ w KQkq - 0 1 JbJkjbjk",
    reason: ["rank 1"],
  },
  {
    text: "rjcnbqkbncjr/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/RJCNBQKBNCJR w KQkq - 0 1 JbJc",
    reason: ["Jc"],
  },
  { text: "6k5/12/12/12/12/12/12/1J4K5 w - - 0 1 Jk", reason: ["Jk"] },
  { text: "6k5/12/12/12/12/12/12/1j4K5 w - - 0 1 Jb", reason: ["Jb"] },
  { text: "6k5/12/12/12/12/12/12/1J4K5 w - - 0 1 JbJb", reason: ["Jb"] },
  // A9: White, checked by the Chancellor on i4, could fly h5-f7 over g6 onto the Black King.
  { text: "12/5k6/12/2P4K4/p7c3/6P2P2/12/11C w - - 1 2 -", reason: ["flight", "White"] },
];
