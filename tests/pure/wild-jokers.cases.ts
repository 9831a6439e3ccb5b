// Wild Jokers Chess test tables: every test position of wild-jokers §9 and cases for each
// ambiguity resolution of §8 (A1–A12). Data only; the runners are wild-jokers*.test.ts.
//
// Counts marked "§9" are the spec's own (checked by its independent reference generator). Whole-
// position totals and perft numbers beyond depth 1 are not in the spec: they were worked out by
// hand where small and confirmed with a separate throw-away generator written from the spec text.
//
// Positions use the spec's string (§10.2): ranks 7→1, pits `*`, then side, castling, clocks.

export const START = "rbaklmj/p*p*p*p/7/1*3*1/7/P*P*P*P/JMLKABR w Kk 0 1";

// Named positions of §9 (the spec lists the pieces; these are the same positions as strings).
export const WJ2 = "6r/1*1*1*1/kj5/1*3*1/2p4/1*1*p*1/3KJ2 w - 0 1";
export const WJ2_BLACK = "6r/1*1*1*1/kj5/1*3*1/2p4/1*1*p*1/3KJ2 b - 0 1";
export const WJ4 = "3k3/1*1*m*1/7/1*B2*1/7/P*P*1*1/3K2R w - 0 1";
export const WJ5 = "3k3/1*1*1*1/7/1*3*1/5B1/P*P*m*P/JMLKAVR w - 0 1";
export const WJ7 = "3k3/1*1*1*1/2L4/1*3*1/7/1*1*1*1/3K3 w - 0 1";
export const WJ8 = "1b1k3/1*P*1*1/7/1*3*1/7/1*1*1*1/3K3 w - 0 1";
export const WJ9B = "r2k3/1*1*1*1/7/1*2r*1/7/1*1*1*1/3K2R w Kk 0 1";
export const WJ10 = "6k/1*1*1*1/7/1*3*1/7/1*1*1*1/1R4K w - 0 1";
export const WJ12 = "6k/1*1*1*1/7/1*1M1*1/3V3/1*1*1*1/K6 w - 0 1";
export const WJ13 = "3k3/1*1*1*1/2r4/1*3*1/7/1*1*1*1/3K3 w - 0 1";

// Positions for the ambiguity cases.
/** Kings and rooks on their home squares, both castling rights. */
export const CASTLE = "r2k3/1*1*1*1/7/1*3*1/7/1*1*1*1/3K2R w Kk 0 1";
/** A lone Joker on e1 (kings off its jump lattice): the six-jump cycle of A4. */
export const JOKER_ALONE = "3k3/1*1*1*1/7/1*3*1/7/1*1*1*1/3KJ2 w - 0 1";
/** White has pieces but none can move: K a1 boxed by R a2, R b1, B c1, B a3 and the pits (A8). */
export const NO_MOVES = "6k/1*1*1*1/7/1*3*1/B6/R*1*1*1/KRB4 w - 0 1";

/** Legal moves of the side to move, after optionally playing `moves` from `position`. */
export interface MoveCase {
  readonly id: string;
  /** Where the expectation comes from: "§9 WJ4", "§8 A6". */
  readonly spec: string;
  readonly what: string;
  /** Default: the start position. */
  readonly position?: string;
  /** Canonical moves played first. */
  readonly moves?: readonly string[];
  /** Number of legal moves of the side to move. */
  readonly count?: number;
  /** The exact move set of the pieces on these origin squares (castling listed under the king's square). */
  readonly from?: Readonly<Record<string, readonly string[]>>;
  /** Must be legal. */
  readonly includes?: readonly string[];
  /** Must not be legal. */
  readonly excludes?: readonly string[];
}

export const moveCases: readonly MoveCase[] = [
  // §9 — the spec's test positions.
  {
    id: "WJ1",
    spec: "§9 WJ1",
    what: "opening position: 17 moves; K, R, B and M are stuck",
    count: 17,
    from: {
      a2: ["Pa2-a3", "Pa2-b3"],
      c2: ["Pc2-b3", "Pc2-c3", "Pc2-d3"],
      e2: ["Pe2-d3", "Pe2-e3", "Pe2-f3"],
      g2: ["Pg2-f3", "Pg2-g3"],
      a1: ["Ja1-a5", "Ja1-c3"],
      c1: ["Lc1-a3", "Lc1-c3", "Lc1-e3"],
      e1: ["Ae1-d3", "Ae1-f3"],
      b1: [],
      d1: [],
      f1: [],
      g1: [],
    },
  },
  {
    id: "WJ1-black",
    spec: "§9 WJ1",
    what: "Black also has 17 by symmetry",
    moves: ["Pa2-a3"],
    count: 17,
    from: {
      g7: ["Jg7-e5", "Jg7-g3"],
      e7: ["Le7-c5", "Le7-e5", "Le7-g5"],
      c7: ["Ac7-b5", "Ac7-d5"],
      b7: [],
      d7: [],
      f7: [],
      a7: [],
    },
  },
  {
    id: "WJ2",
    spec: "§9 WJ2",
    what: "the source's Joker example, White Joker e1",
    position: WJ2,
    count: 9,
    from: {
      e1: ["Je1-c7", "Je1-e5", "Je1-f1", "Je1-g3", "Je1xc3", "Je1xe2"],
      d1: ["Kd1-c1", "Kd1-c2", "Kd1xe2"],
    },
    // e5→f6→g7 would capture on a later jump; c7→b6→a5 too ("does not check"); a capture ends the
    // move, so c3→b2→a1 after Je1xc3 is not a move.
    excludes: ["Je1xg7", "Je1xa5", "Je1-a1", "Je1-a5", "Je1-g7"],
  },
  {
    id: "WJ2-black",
    spec: "§9 WJ2",
    what: "the Black Joker b5 with Black to move: same four moves",
    position: WJ2_BLACK,
    count: 22,
    from: {
      b5: ["Jb5-b1", "Jb5-b3", "Jb5-b7", "Jb5-c5"],
      a5: ["Ka5-a4", "Ka5-a6"],
      c3: ["Pc3-c2"],
      e2: ["Pe2-f1=V", "Pe2xd1=V", "Pe2xe1=V"],
    },
  },
  {
    id: "WJ4",
    spec: "§9 WJ4",
    what: "capturing a Mercenary: one move per placement square",
    position: WJ4,
    count: 30,
    from: {
      c4: [
        "Bc4-a6",
        "Bc4-b3",
        "Bc4-b5",
        "Bc4-d3",
        "Bc4-d5",
        "Bc4-e2",
        "Bc4-f1",
        "Bc4xe6/M@a1",
        "Bc4xe6/M@b1",
        "Bc4xe6/M@c1",
        "Bc4xe6/M@e1",
        "Bc4xe6/M@e2",
        "Bc4xe6/M@f1",
        "Bc4xe6/M@g2",
      ],
    },
  },
  {
    id: "WJ5",
    spec: "§9 WJ5",
    what: "every White home square taken: the captured Mercenary is lost",
    position: WJ5,
    count: 25,
    from: {
      f3: ["Bf3-b7", "Bf3-c6", "Bf3-d5", "Bf3-e4", "Bf3-g4", "Bf3xe2/M@-"],
      // Capturers that vacate a home square re-place the Mercenary there (§5.2 b).
      d1: ["Kd1xe2/M@d1"],
      e1: ["Ae1-d3", "Ae1xe2/M@e1"],
      f1: ["Vf1xe2/M@f1"],
    },
  },
  {
    id: "WJ7",
    spec: "§9 WJ7",
    what: "optional Lancer promotion",
    position: WJ7,
    count: 15,
    from: {
      c5: [
        "Lc5-a3",
        "Lc5-a5",
        "Lc5-a7",
        "Lc5-a7=V",
        "Lc5-c3",
        "Lc5-c7",
        "Lc5-c7=V",
        "Lc5-e3",
        "Lc5-e5",
        "Lc5-e7",
        "Lc5-e7=V",
      ],
    },
  },
  {
    id: "WJ8",
    spec: "§9 WJ8",
    what: "mandatory Pikeman promotion",
    position: WJ8,
    count: 7,
    from: { c6: ["Pc6-c7=V", "Pc6xb7=V", "Pc6xd7=V"] },
    excludes: ["Pc6-c7", "Pc6xd7"],
  },
  {
    id: "WJ9b",
    spec: "§9 WJ9b",
    what: "no castling through the attacked e1; Kd1-e1 itself is legal",
    position: WJ9B,
    count: 12,
    from: { d1: ["Kd1-c1", "Kd1-c2", "Kd1-e1", "Kd1-e2"] },
    excludes: ["O-O"],
  },
  {
    id: "WJ10",
    spec: "§9 WJ10",
    what: "the pit b2 blocks the Rook",
    position: WJ10,
    count: 7,
    from: { b1: ["Rb1-a1", "Rb1-c1", "Rb1-d1", "Rb1-e1", "Rb1-f1"] },
  },
  {
    id: "WJ12",
    spec: "§9 WJ12",
    what: "Mercenary and Veteran geometry",
    position: WJ12,
    count: 11,
    from: {
      d4: ["Md4-c3", "Md4-c5", "Md4-d5", "Md4-e3", "Md4-e5"],
      d3: ["Vd3-c2", "Vd3-c4", "Vd3-e2", "Vd3-e4"],
    },
  },
  {
    id: "WJ13",
    spec: "§9 WJ13",
    what: "moving into attack is legal",
    position: WJ13,
    count: 4,
    from: { d1: ["Kd1-c1", "Kd1-c2", "Kd1-e1", "Kd1-e2"] },
  },

  // §8 A1 — pits block sliders, leapers pass over them.
  {
    id: "A1-black-rook-a2",
    spec: "§8 A1",
    what: "a Black Rook on a2 cannot go east",
    position: "6k/1*1*1*1/7/1*3*1/7/r*1*1*1/6K b - 0 1",
    count: 8,
    from: { a2: ["Ra2-a1", "Ra2-a3", "Ra2-a4", "Ra2-a5", "Ra2-a6", "Ra2-a7"] },
  },
  {
    id: "A1-bishop-e3",
    spec: "§8 A1",
    what: "a Bishop on e3 is hemmed in by d2, f2, f4; only the d4 diagonal is open (b6 stops it)",
    position: "3k3/1*1*1*1/7/1*3*1/4B2/1*1*1*1/3K3 w - 0 1",
    count: 6,
    from: { e3: ["Be3-c5", "Be3-d4"] },
  },
  {
    id: "A1-leapers",
    spec: "§1.2, §8 A1",
    what: "the Lancer (c1→a3 over b2) and the Joker (a1→c3 over b2) leap pits",
    includes: ["Lc1-a3", "Ja1-c3"],
  },

  // §8 A2–A4 — the Joker.
  {
    id: "A2-A4-joker-alone",
    spec: "§4, §8 A2 A3 A4",
    what: "a lone Joker on e1 reaches its whole jump component but never lands on e1 again",
    position: JOKER_ALONE,
    count: 12,
    from: {
      e1: ["Je1-a1", "Je1-a5", "Je1-c3", "Je1-c7", "Je1-e2", "Je1-e5", "Je1-f1", "Je1-g3", "Je1-g7"],
    },
    excludes: ["Je1-e1", "Je1-e3", "Je1-c1", "Je1-g1"],
  },
  {
    id: "A3-joker-first-jump-capture",
    spec: "§4.2, §8 A6",
    what: "a Joker's first jump captures a Mercenary (placements follow); the move ends there",
    position: "6k/1*1*1*1/7/1*3*1/2m4/1*1*1*1/3KJ2 w - 0 1",
    count: 19,
    from: {
      e1: [
        "Je1-a5",
        "Je1-c7",
        "Je1-e2",
        "Je1-e5",
        "Je1-f1",
        "Je1-g3",
        "Je1xc3/M@a1",
        "Je1xc3/M@a2",
        "Je1xc3/M@b1",
        "Je1xc3/M@c1",
        "Je1xc3/M@c2",
        "Je1xc3/M@e1",
        "Je1xc3/M@e2",
        "Je1xc3/M@f1",
        "Je1xc3/M@g1",
        "Je1xc3/M@g2",
      ],
    },
    excludes: ["Je1-a1"],
  },

  // §8 A5 — castling.
  {
    id: "A5-castle-white",
    spec: "§5.3, §8 A5",
    what: "White castles K d1→f1, R g1→e1",
    position: CASTLE,
    count: 13,
    from: { d1: ["Kd1-c1", "Kd1-c2", "Kd1-e1", "Kd1-e2", "O-O"] },
  },
  {
    id: "A5-castle-black",
    spec: "§5.3, §8 A5",
    what: "Black castles K d7→b7, R a7→c7",
    position: "r2k3/1*1*1*1/7/1*3*1/7/1*1*1*1/3K2R b Kk 0 1",
    count: 13,
    from: { d7: ["Kd7-c6", "Kd7-c7", "Kd7-e6", "Kd7-e7", "O-O"] },
  },
  {
    id: "A5-black-c7-attacked",
    spec: "§5.3",
    what: "Black may not castle across c7 attacked by the Rook c4",
    position: "r2k3/1*1*1*1/7/1*R2*1/7/1*1*1*1/3K3 b k 0 1",
    count: 12,
    excludes: ["O-O"],
  },
  {
    id: "A5-no-right",
    spec: "§5.3",
    what: "no castling right, no castling",
    position: "3k3/1*1*1*1/7/1*3*1/7/1*1*1*1/3K2R w - 0 1",
    count: 12,
    excludes: ["O-O"],
  },
  {
    id: "A5-e1-occupied",
    spec: "§5.3",
    what: "the square between (e1) must be empty",
    position: "3k3/1*1*1*1/7/1*3*1/7/1*1*1*1/3KB1R w K 0 1",
    count: 10,
    excludes: ["O-O"],
  },
  {
    id: "A5-f1-occupied",
    spec: "§5.3",
    what: "the square between (f1) must be empty",
    position: "3k3/1*1*1*1/7/1*3*1/7/1*1*1*1/3K1BR w K 0 1",
    count: 16,
    excludes: ["O-O"],
  },
  {
    id: "A5-d1-attacked",
    spec: "§5.3, §8 A5",
    what: "the King's start square d1 attacked by the Rook a1",
    position: "3k3/1*1*1*1/7/1*3*1/7/1*1*1*1/r2K2R w K 0 1",
    count: 12,
    excludes: ["O-O"],
  },
  {
    id: "A5-f1-attacked",
    spec: "§5.3, §8 A5",
    what: "the destination f1 attacked by the Mercenary g2 (its backward diagonal)",
    position: "3k3/1*1*1*1/7/1*3*1/7/1*1*1*m/3K2R w K 0 1",
    count: 15,
    excludes: ["O-O"],
    includes: ["Rg1xg2/M@g1", "Rg1xg2/M@e1"],
  },
  {
    id: "A5-rook-attacked",
    spec: "§5.3",
    what: "an attacked Rook does not stop castling (FIDE)",
    position: "3k3/1*1*1*1/7/1*3*r/7/1*1*1*1/3K2R w K 0 1",
    count: 10,
    includes: ["O-O", "Rg1xg4"],
  },
  {
    id: "A5-joker-first-jump-attacks",
    spec: "§4.6, §7",
    what: "a Joker on c3 attacks e1 by its first jump over d2: no castling",
    position: "3k3/1*1*1*1/7/1*3*1/2j4/1*1*1*1/3K2R w K 0 1",
    count: 12,
    excludes: ["O-O"],
  },
  {
    id: "A5-joker-later-jump-no-attack",
    spec: "§4.6, §7",
    what: "a Joker on a5 reaches e1 only by a second jump: that is no attack, castling allowed",
    position: "3k3/1*1*1*1/j6/1*3*1/7/1*1*1*1/3K2R w K 0 1",
    count: 13,
    includes: ["O-O"],
  },
  {
    id: "A5-king-moved",
    spec: "§5.3",
    what: "after the Kings went and came back, no castling",
    position: CASTLE,
    moves: ["Kd1-e1", "Kd7-e7", "Ke1-d1", "Ke7-d7"],
    count: 12,
    excludes: ["O-O"],
  },
  {
    id: "A5-rook-moved",
    spec: "§5.3",
    what: "after the Rooks went and came back, no castling",
    position: CASTLE,
    moves: ["Rg1-g2", "Ra7-a6", "Rg2-g1", "Ra6-a7"],
    count: 12,
    excludes: ["O-O"],
  },
  {
    id: "A5-rook-captured",
    spec: "§5.3",
    what: "Black's Rook captured on a7: Black has no castling",
    position: "r2k3/1*1*1*1/7/1*3*1/7/1*1*1*1/R2K2R w Kk 0 1",
    moves: ["Ra1xa7"],
    count: 4,
    excludes: ["O-O"],
  },

  // §8 A6 — Mercenary capture and re-placement.
  {
    id: "A6-king-captures-captain",
    spec: "§5.2, §8 A6",
    what: "a King captures a Captain: it changes sides as a Mercenary; Black places on ranks 7–6, its vacated d7 included",
    position: "3k3/1*1*C*1/7/1*3*1/7/1*1*1*1/K6 b - 0 1",
    count: 13,
    from: {
      d7: [
        "Kd7-c6",
        "Kd7-c7",
        "Kd7-e7",
        "Kd7xe6/M@a6",
        "Kd7xe6/M@a7",
        "Kd7xe6/M@b7",
        "Kd7xe6/M@c6",
        "Kd7xe6/M@c7",
        "Kd7xe6/M@d7",
        "Kd7xe6/M@e7",
        "Kd7xe6/M@f7",
        "Kd7xe6/M@g6",
        "Kd7xe6/M@g7",
      ],
    },
    excludes: ["Kd7xe6/C@d7", "Kd7xe6"],
  },
  {
    id: "A6-white-king-captures",
    spec: "§8 A6",
    what: "the King's capture of a Captain triggers re-placement too, its vacated a1 included",
    position: "6k/1*1*1*1/7/1*3*1/7/1*1*1*1/Kc5 w - 0 1",
    count: 11,
    includes: ["Ka1xb1/M@a1", "Ka1xb1/M@g2"],
  },
  {
    id: "A6-pikeman-promotes-then-places",
    spec: "§5.2, §10.1",
    what: "promotion first, then placement: Pc6xd7=V/M@a1",
    position: "3m2k/1*P*1*1/7/1*3*1/7/1*1*1*1/3K3 w - 0 1",
    count: 16,
    from: {
      c6: [
        "Pc6-b7=V",
        "Pc6-c7=V",
        "Pc6xd7=V/M@a1",
        "Pc6xd7=V/M@a2",
        "Pc6xd7=V/M@b1",
        "Pc6xd7=V/M@c1",
        "Pc6xd7=V/M@c2",
        "Pc6xd7=V/M@e1",
        "Pc6xd7=V/M@e2",
        "Pc6xd7=V/M@f1",
        "Pc6xd7=V/M@g1",
        "Pc6xd7=V/M@g2",
      ],
    },
  },
  {
    id: "A6-mercenary-captures-mercenary",
    spec: "§5.1, §5.2",
    what: "a Mercenary reaching rank 7 by capturing a Mercenary becomes a Captain and places",
    position: "3m2k/1*M*1*1/7/1*3*1/7/1*1*1*1/K6 w - 0 1",
    count: 16,
    from: {
      c6: [
        "Mc6-b5",
        "Mc6-b7=C",
        "Mc6-c7=C",
        "Mc6-d5",
        "Mc6xd7=C/M@a2",
        "Mc6xd7=C/M@b1",
        "Mc6xd7=C/M@c1",
        "Mc6xd7=C/M@c2",
        "Mc6xd7=C/M@d1",
        "Mc6xd7=C/M@e1",
        "Mc6xd7=C/M@e2",
        "Mc6xd7=C/M@f1",
        "Mc6xd7=C/M@g1",
        "Mc6xd7=C/M@g2",
      ],
    },
  },

  // §8 A7 — optional Lancer promotion on every move ending on the last rank.
  {
    id: "A7-along-last-rank",
    spec: "§5.1, §8 A7",
    what: "a Lancer already on rank 7 is offered promotion again",
    position: "4L2/1*1*1*1/7/1*3*1/7/1*1*1*1/K5k w - 0 1",
    count: 9,
    from: {
      e7: ["Le7-c5", "Le7-c7", "Le7-c7=V", "Le7-e5", "Le7-g5", "Le7-g7", "Le7-g7=V"],
    },
  },
  {
    id: "A7-black-lancer",
    spec: "§5.1, §8 A7",
    what: "Black's last rank is rank 1; capturing the King there comes with and without =V",
    position: "k6/1*1*1*1/7/1*3*1/7/1*1*1*1/2l1K2 b - 0 1",
    count: 9,
    from: {
      c1: ["Lc1-a1", "Lc1-a1=V", "Lc1-a3", "Lc1-c3", "Lc1-e3", "Lc1xe1", "Lc1xe1=V"],
    },
  },

  // §8 A8 — no move loses (the status table checks the outcome).
  {
    id: "A8-no-moves",
    spec: "§5.5, §8 A8",
    what: "White's King is boxed in by its own stuck pieces and the pits",
    position: NO_MOVES,
    count: 0,
  },

  // §8 A10 — Mercenary geometry, always the current owner's forward.
  {
    id: "A10-black-mercenary",
    spec: "§2, §8 A10",
    what: "a Black Mercenary steps forward = down, and on all four diagonals",
    position: "3k3/1*1*1*1/7/1*1m1*1/7/1*1*1*1/K6 b - 0 1",
    count: 9,
    from: { d4: ["Md4-c3", "Md4-c5", "Md4-d3", "Md4-e3", "Md4-e5"] },
  },
  {
    id: "A10-replaced-mercenary",
    spec: "§2, §8 A10",
    what: "the Mercenary re-placed on e2 is White's and steps White's forward (e3)",
    position: WJ4,
    moves: ["Bc4xe6/M@e2", "Kd7-c7"],
    count: 26,
    from: { e2: ["Me2-d3", "Me2-e3", "Me2-f1", "Me2-f3"] },
  },

  // §8 A11 — Pikeman: all three forward squares move and capture.
  {
    id: "A11-pikeman",
    spec: "§2, §8 A11",
    what: "a Pikeman captures straight ahead and moves diagonally without capturing; b4 is a pit",
    position: "6k/1*1*1*1/7/1*p2*1/2P4/1*1*1*1/K6 w - 0 1",
    count: 4,
    from: { c3: ["Pc3-d4", "Pc3xc4"] },
  },
];

/** Perft from a position: `nodes[i]` is the leaf count at depth i + 1. */
export interface PerftCase {
  readonly id: string;
  readonly position: string;
  readonly moves?: readonly string[];
  readonly nodes: readonly number[];
}

export const perftCases: readonly PerftCase[] = [
  { id: "start", position: START, nodes: [17, 294, 5908] },
  { id: "WJ2", position: WJ2, nodes: [9, 187, 1998] },
  { id: "WJ2-black", position: WJ2_BLACK, nodes: [22, 195, 3683] },
  { id: "WJ4", position: WJ4, nodes: [30, 189, 4925] },
  { id: "WJ5", position: WJ5, nodes: [25, 205, 5210] },
  { id: "WJ7", position: WJ7, nodes: [15, 60, 648] },
  { id: "WJ8", position: WJ8, nodes: [7, 38, 229] },
  { id: "WJ9b", position: WJ9B, nodes: [12, 250, 3025] },
  { id: "WJ10", position: WJ10, nodes: [7, 14, 140] },
  { id: "WJ12", position: WJ12, nodes: [11, 22, 250] },
  { id: "WJ13", position: WJ13, nodes: [4, 63, 273] },
  { id: "castle", position: CASTLE, nodes: [13, 168, 2110] },
  { id: "joker-alone", position: JOKER_ALONE, nodes: [12, 48, 615] },
  { id: "no-moves", position: NO_MOVES, nodes: [0, 0, 0] },
];

/** Depth 4 from the start: slower, run once. */
export const START_PERFT_4 = 118927;

/** Play moves, then the position string and the outcome (`status:` line of the CLI contract). */
export interface PlayCase {
  readonly id: string;
  readonly spec: string;
  readonly position?: string;
  readonly moves: readonly string[];
  readonly fen: string;
  /** "ongoing" or "<white|black|draw> <reason>". */
  readonly status: string;
}

export const playCases: readonly PlayCase[] = [
  {
    id: "start",
    spec: "§3",
    moves: [],
    fen: START,
    status: "ongoing",
  },
  {
    id: "WJ4-capture-and-place",
    spec: "§5.2",
    position: WJ4,
    moves: ["Bc4xe6/M@e2"],
    fen: "3k3/1*1*B*1/7/1*3*1/7/P*P*M*1/3K2R b - 0 1",
    status: "ongoing",
  },
  {
    id: "WJ5-mercenary-lost",
    spec: "§5.2 (c)",
    position: WJ5,
    moves: ["Bf3xe2/M@-"],
    fen: "3k3/1*1*1*1/7/1*3*1/7/P*P*B*P/JMLKAVR b - 0 1",
    status: "ongoing",
  },
  {
    id: "A6-captain-demoted",
    spec: "§8 A6",
    position: "3k3/1*1*C*1/7/1*3*1/7/1*1*1*1/K6 b - 0 1",
    moves: ["Kd7xe6/M@d7"],
    fen: "3m3/1*1*k*1/7/1*3*1/7/1*1*1*1/K6 w - 0 2",
    status: "ongoing",
  },
  {
    id: "WJ7-lancer-declines",
    spec: "§8 A7",
    position: WJ7,
    moves: ["Lc5-a7"],
    fen: "L2k3/1*1*1*1/7/1*3*1/7/1*1*1*1/3K3 b - 1 1",
    status: "ongoing",
  },
  {
    id: "WJ7-lancer-promotes",
    spec: "§8 A7",
    position: WJ7,
    moves: ["Lc5-a7=V"],
    fen: "V2k3/1*1*1*1/7/1*3*1/7/1*1*1*1/3K3 b - 1 1",
    status: "ongoing",
  },
  {
    id: "WJ8-king-captured",
    spec: "§5.4",
    position: WJ8,
    moves: ["Pc6xd7=V"],
    fen: "1b1V3/1*1*1*1/7/1*3*1/7/1*1*1*1/3K3 b - 0 1",
    status: "white king-captured",
  },
  {
    id: "WJ2-black-captures-king",
    spec: "§5.4",
    position: WJ2_BLACK,
    moves: ["Pe2xd1=V"],
    fen: "6r/1*1*1*1/kj5/1*3*1/2p4/1*1*1*1/3vJ2 w - 0 2",
    status: "black king-captured",
  },
  {
    id: "A5-white-castles",
    spec: "§5.3",
    position: CASTLE,
    moves: ["O-O"],
    fen: "r2k3/1*1*1*1/7/1*3*1/7/1*1*1*1/4RK1 b k 1 1",
    status: "ongoing",
  },
  {
    id: "A5-both-castle",
    spec: "§5.3",
    position: CASTLE,
    moves: ["O-O", "O-O"],
    fen: "1kr4/1*1*1*1/7/1*3*1/7/1*1*1*1/4RK1 w - 2 2",
    status: "ongoing",
  },
  {
    id: "A5-rook-captured-right-lost",
    spec: "§5.3",
    position: "r2k3/1*1*1*1/7/1*3*1/7/1*1*1*1/R2K2R w Kk 0 1",
    moves: ["Ra1xa7"],
    fen: "R2k3/1*1*1*1/7/1*3*1/7/1*1*1*1/3K2R b K 0 1",
    status: "ongoing",
  },
  {
    id: "A8-no-moves-loses",
    spec: "§5.5, §8 A8",
    position: NO_MOVES,
    moves: [],
    fen: NO_MOVES,
    status: "black no-moves",
  },
  {
    id: "A9-two-repetitions",
    spec: "§5.6, §8 A9",
    moves: ["Ja1-c3", "Jg7-e5", "Jc3-a1", "Je5-g7", "Ja1-c3", "Jg7-e5", "Jc3-a1"],
    fen: "rbaklm1/p*p*p*p/4j2/1*3*1/7/P*P*P*P/JMLKABR b Kk 7 4",
    status: "ongoing",
  },
  {
    id: "A9-threefold",
    spec: "§5.6, §8 A9",
    moves: ["Ja1-c3", "Jg7-e5", "Jc3-a1", "Je5-g7", "Ja1-c3", "Jg7-e5", "Jc3-a1", "Je5-g7"],
    fen: "rbaklmj/p*p*p*p/7/1*3*1/7/P*P*P*P/JMLKABR w Kk 8 5",
    status: "draw repetition",
  },
  {
    id: "A9-castling-rights-differ",
    spec: "§5.6",
    position: CASTLE,
    // The start position comes back twice more, but with the castling rights gone after the first
    // King move: not the same position (§5.6: same castling rights).
    moves: ["Kd1-e1", "Kd7-e7", "Ke1-d1", "Ke7-d7", "Kd1-e1", "Kd7-e7", "Ke1-d1", "Ke7-d7"],
    fen: "r2k3/1*1*1*1/7/1*3*1/7/1*1*1*1/3K2R w - 8 5",
    status: "ongoing",
  },
  {
    id: "A9-fifty-moves",
    spec: "§5.6, §8 A9",
    position: "6k/1*1*1*1/7/1*3*1/7/1*1*1*1/1R4K w - 99 60",
    moves: ["Rb1-a1"],
    fen: "6k/1*1*1*1/7/1*3*1/7/1*1*1*1/R5K b - 100 60",
    status: "draw fifty-moves",
  },
  {
    id: "A9-ninety-nine-plies",
    spec: "§5.6",
    position: "6k/1*1*1*1/7/1*3*1/7/1*1*1*1/1R4K w - 98 60",
    moves: ["Rb1-a1"],
    fen: "6k/1*1*1*1/7/1*3*1/7/1*1*1*1/R5K b - 99 60",
    status: "ongoing",
  },
  {
    id: "A9-pikeman-resets-clock",
    spec: "§5.6",
    position: "6k/1*1*1*1/7/1*3*1/2P4/1*1*1*1/K6 w - 99 60",
    moves: ["Pc3-c4"],
    fen: "6k/1*1*1*1/7/1*P2*1/7/1*1*1*1/K6 b - 0 60",
    status: "ongoing",
  },
  {
    id: "missing-king-in-string",
    spec: "§5.4",
    position: "1b1V3/1*1*1*1/7/1*3*1/7/1*1*1*1/3K3 b - 0 1",
    moves: [],
    fen: "1b1V3/1*1*1*1/7/1*3*1/7/1*1*1*1/3K3 b - 0 1",
    status: "white king-captured",
  },
];

/** Reading move text: `canonical` for accepted input, `error` (a word the reason must contain) otherwise. */
export interface NotationCase {
  readonly position: string;
  readonly input: string;
  readonly canonical?: string;
  readonly error?: string;
}

export const notationCases: readonly NotationCase[] = [
  // Canonical and short forms (§10.1, README "Record notation").
  { position: START, input: "Pa2-a3", canonical: "Pa2-a3" },
  { position: START, input: "Pa2a3", canonical: "Pa2-a3" },
  { position: START, input: "a3", canonical: "Pa2-a3" },
  { position: START, input: "  Lc1-e3  ", canonical: "Lc1-e3" },
  { position: START, input: "Le3", canonical: "Lc1-e3" },
  { position: START, input: "Jc3", canonical: "Ja1-c3" },
  { position: START, input: "Ja1-a5+", canonical: "Ja1-a5" },
  { position: START, input: "b3", error: "ambiguous" },
  { position: START, input: "Pa2-a4", error: "pikeman" },
  { position: START, input: "Zz9", error: "Zz9" },
  { position: WJ10, input: "Rb1-b2", error: "pit" },
  // The Joker's optional path (§10.1).
  { position: START, input: "Ja1~c3~a5", canonical: "Ja1-a5" },
  { position: WJ2, input: "Je1~g3~e5~c7", canonical: "Je1-c7" },
  { position: WJ2, input: "Je1~g3~c7", error: "jump" },
  { position: WJ2, input: "Je1~c3~a1", error: "jump" },
  // Mercenary re-placement (§10.1).
  { position: WJ4, input: "Bc4xe6/M@e2", canonical: "Bc4xe6/M@e2" },
  { position: WJ4, input: "Bxe6/M@e2", canonical: "Bc4xe6/M@e2" },
  { position: WJ4, input: "bc4xe6/m@e2", canonical: "Bc4xe6/M@e2" },
  { position: WJ4, input: "Bc4xe6", error: "place" },
  { position: WJ4, input: "Bc4xe6/M@d1", error: "d1 is occupied" },
  { position: WJ4, input: "Bc4xe6/M@e4", error: "first two ranks" },
  { position: START, input: "Pa2-a3/M@a1", error: "nothing to place" },
  { position: WJ4, input: "Bc4xe6/M@-", error: "lost only when" },
  { position: WJ5, input: "Bf3xe2/M@-", canonical: "Bf3xe2/M@-" },
  { position: WJ5, input: "Bxe2", canonical: "Bf3xe2/M@-" },
  { position: WJ5, input: "Bf3xe2/M@e1", error: "e1" },
  {
    position: "3m2k/1*P*1*1/7/1*3*1/7/1*1*1*1/3K3 w - 0 1",
    input: "Pc6xd7=V/M@a1",
    canonical: "Pc6xd7=V/M@a1",
  },
  {
    position: "3m2k/1*P*1*1/7/1*3*1/7/1*1*1*1/3K3 w - 0 1",
    input: "Pc6xd7/M@a1",
    canonical: "Pc6xd7=V/M@a1",
  },
  // Promotion (§10.1): mandatory may be implicit, the Lancer's choice may not be guessed.
  { position: WJ8, input: "Pc6-c7", canonical: "Pc6-c7=V" },
  { position: WJ8, input: "c7", canonical: "Pc6-c7=V" },
  { position: WJ8, input: "Pc6xd7#", canonical: "Pc6xd7=V" },
  { position: WJ8, input: "Pc6-c7=C", error: "captain" },
  { position: WJ7, input: "Lc5-a7", canonical: "Lc5-a7" },
  { position: WJ7, input: "Lc5-a7=V", canonical: "Lc5-a7=V" },
  { position: WJ7, input: "La7=V", canonical: "Lc5-a7=V" },
  { position: WJ7, input: "Lc5-a3=V", error: "veteran" },
  // Castling.
  { position: CASTLE, input: "O-O", canonical: "O-O" },
  { position: CASTLE, input: "0-0", canonical: "O-O" },
  { position: CASTLE, input: "o-o", canonical: "O-O" },
  { position: CASTLE, input: "Kd1-f1", canonical: "O-O" },
  { position: "r2k3/1*1*1*1/7/1*3*1/7/1*1*1*1/3K2R b Kk 0 1", input: "O-O", canonical: "O-O" },
  { position: "3k3/1*1*1*1/7/1*3*1/7/1*1*1*1/3K2R w - 0 1", input: "O-O", error: "no longer allowed" },
  { position: WJ9B, input: "O-O", error: "e1 is attacked" },
];

/** Position strings: round trip (printed form = input) or a reason the parser must give. */
export interface PositionCase {
  readonly text: string;
  readonly error?: string;
}

export const positionCases: readonly PositionCase[] = [
  { text: START },
  { text: WJ2 },
  { text: WJ4 },
  { text: WJ5 },
  { text: WJ9B },
  { text: NO_MOVES },
  { text: "3m3/1*1*k*1/7/1*3*1/7/1*1*1*1/K6 w - 0 2" },
  { text: "1kr4/1*1*1*1/7/1*3*1/7/1*1*1*1/4RK1 w - 2 2" },
  { text: "rbaklmj/p*p*p*p/7/1*3*1/7/P*P*P*P/JMLKABR w Kk 0", error: "field" },
  { text: "rbaklmj/ppp*p*p/7/1*3*1/7/P*P*P*P/JMLKABR w Kk 0 1", error: "pit" },
  { text: "rbaklmj/p1p*p*p/7/1*3*1/7/P*P*P*P/JMLKABR w Kk 0 1", error: "pit" },
  { text: "rbaqlmj/p*p*p*p/7/1*3*1/7/P*P*P*P/JMLKABR w Kk 0 1", error: "q" },
  { text: "rbaklmj/p*p*p*p/7/1*3*1/6/P*P*P*P/JMLKABR w Kk 0 1", error: "rank" },
  { text: "rbaklmj/p*p*p*p/7/1*3*1/7/P*P*P*P/JMLKABR x Kk 0 1", error: "x" },
  { text: "3k3/1*1*1*1/7/1*3*1/7/1*1*1*1/3K3 w K 0 1", error: "K" },
  { text: "P2k3/1*1*1*1/7/1*3*1/7/1*1*1*1/3K3 w - 0 1", error: "rank" },
  { text: "3k3/1*1*1*1/7/1*3*1/7/1*1*1*1/3KK2 w - 0 1", error: "king" },
];

/** The board UI's question: which complete moves go from `from` to `to`? (§5.2 placement choice). */
export interface ChoiceCase {
  readonly position: string;
  readonly from: string;
  readonly to: string;
  readonly moves: readonly string[];
}

export const choiceCases: readonly ChoiceCase[] = [
  {
    position: WJ4,
    from: "c4",
    to: "e6",
    moves: [
      "Bc4xe6/M@a1",
      "Bc4xe6/M@b1",
      "Bc4xe6/M@c1",
      "Bc4xe6/M@e1",
      "Bc4xe6/M@e2",
      "Bc4xe6/M@f1",
      "Bc4xe6/M@g2",
    ],
  },
  { position: WJ5, from: "f3", to: "e2", moves: ["Bf3xe2/M@-"] },
  { position: WJ7, from: "c5", to: "a7", moves: ["Lc5-a7", "Lc5-a7=V"] },
  { position: WJ7, from: "c5", to: "a5", moves: ["Lc5-a5"] },
  { position: WJ2, from: "e1", to: "c7", moves: ["Je1-c7"] },
  { position: CASTLE, from: "d1", to: "f1", moves: ["O-O"] },
  { position: WJ4, from: "c4", to: "c5", moves: [] },
];
