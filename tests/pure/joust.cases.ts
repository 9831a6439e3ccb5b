// Joust Chess test tables, as data (rules: docs/rules/joust.md).
//
// Every row names the spec section it checks. Positions are §10.2 position strings; turns are §10.1
// canonical notation (fewest actions, then plain string order), sorted by plain string order, exactly
// as `npm run -s engine -- moves joust` prints them.
//
// The §9 counts and turn lists are the spec's (checked by its author's reference generator). Rows
// marked "derived" were worked out by hand from the rules and then confirmed by
// tests/pure/joust.reference.ts, a second generator written straight from §7 that shares no code
// with the engine; perft beyond depth 1 is from that reference as well.

export const START =
  "w[SE]h[SW]w[S]q[+]k[+]w[S]h[SE]w[SW]/p[N]p[N]p[N]p[N]p[N]p[N]p[N]p[N]/8/8/8/8/P[N]P[N]P[N]P[N]P[N]P[N]P[N]P[N]/W[NE]H[NW]W[N]Q[+]K[+]W[N]H[NE]W[NW] w";

/** A position and what the side to move can do. */
export interface TurnsCase {
  readonly name: string;
  readonly spec: string;
  readonly position: string;
  /** Applied to `position` first. */
  readonly moves?: string;
  /** Number of legal turns of the side to move (all pieces). */
  readonly total?: number;
  /** Number of legal turns per piece, by square. */
  readonly perPiece?: Readonly<Record<string, number>>;
  /** Exact turns of single pieces (sorted, space-separated), by square. */
  readonly pieceTurns?: Readonly<Record<string, string>>;
  /** Turns that must be among the legal ones / must not be. */
  readonly includes?: readonly string[];
  readonly excludes?: readonly string[];
  /** Whether the side to move is in check. */
  readonly inCheck?: boolean;
}

export const turnsCases: readonly TurnsCase[] = [
  {
    name: "T1 opening position, White to move: 216 turns",
    spec: "joust §9 T1, §3, A1, A2, A6",
    position: START,
    total: 216,
    perPiece: {
      a2: 19,
      b2: 19,
      c2: 19,
      d2: 19,
      e2: 19,
      f2: 19,
      g2: 19,
      h2: 19,
      a1: 7,
      c1: 7,
      f1: 7,
      h1: 7,
      b1: 15,
      g1: 15,
      d1: 3,
      e1: 3,
    },
    pieceTurns: {
      a2:
        "Pa2-a3 Pa2-a3@E Pa2-a3@NE Pa2-a3@SE Pa2-a4 Pa2-a4@E Pa2-a4@NE Pa2-a4@SE Pa2-a5 Pa2-a5@E Pa2-a5@NE Pa2-a5@SE " +
        "Pa2-a6 Pa2-a6@E Pa2-a6@NE Pa2-a6@SE Pa2@E Pa2@NE Pa2@SE",
      b1:
        "Hb1@E Hb1@N Hb1@NE Hb1@S Hb1@SE Hb1@SW Hb1@W " +
        "Hb1^d3 Hb1^d3@E Hb1^d3@N Hb1^d3@NE Hb1^d3@S Hb1^d3@SE Hb1^d3@SW Hb1^d3@W",
      d1: "Qd1@x Qd1^d3 Qd1^d3@x",
      // derived: the King jumps over its own pawn exactly like the Queen (A11).
      e1: "Ke1@x Ke1^e3 Ke1^e3@x",
      a1: "Wa1@E Wa1@N Wa1@NW Wa1@S Wa1@SE Wa1@SW Wa1@W",
    },
    // A pawn cannot reach a7 (a black pawn) nor capture it after moving (its N pip is spent, A3).
    excludes: ["Pa2-a7", "Pa2-a6xa7", "Hb1^d3^b1", "Qd1^d3^d1", "Ke1^e3^e1", "Pa2@N"],
    inCheck: false,
  },
  {
    name: "T1 Black's reply position mirrors White's count",
    spec: "joust §3 (Black is White mirrored), derived",
    position: START,
    moves: "Pa2@E",
    total: 216,
    perPiece: { a7: 19, b8: 15, d8: 3, e8: 3, h8: 7 },
    pieceTurns: {
      d8: "Qd8@x Qd8^d6 Qd8^d6@x",
      b8: "Hb8@E Hb8@N Hb8@NE Hb8@NW Hb8@S Hb8@SE Hb8@W Hb8^d6 Hb8^d6@E Hb8^d6@N Hb8^d6@NE Hb8^d6@NW Hb8^d6@S Hb8^d6@SE Hb8^d6@W",
    },
  },
  {
    name: "T2 pawn capturing at a distance (jump, then capture)",
    spec: "joust §9 T2, §4.3, A3, A4",
    position: "7k[+]/8/8/4p[N]3/8/4P[N]3/4P[N]3/K[+]7 w",
    perPiece: { e2: 15 },
    pieceTurns: {
      e2:
        "Pe2-e1 Pe2-e1@E Pe2-e1@NE Pe2-e1@SE Pe2@E Pe2@NE Pe2@SE Pe2^e4 Pe2^e4@E Pe2^e4@NE Pe2^e4@SE " +
        "Pe2^e4xe5 Pe2^e4xe5@E Pe2^e4xe5@NE Pe2^e4xe5@SE",
    },
    excludes: ["Pe2-e3", "Pe2-e4"],
  },
  {
    name: "T3 wedge long-range capture, then rotation",
    spec: "joust §9 T3, §4.6, A4",
    position: "7k[+]/8/8/1p[N]6/8/8/8/W[NE]6K[+] w",
    perPiece: { a1: 119 },
    includes: [
      "Wa1-a5xb5",
      "Wa1-a5xb5@E",
      "Wa1-a5xb5@N",
      "Wa1-a5xb5@NW",
      "Wa1-a5xb5@S",
      "Wa1-a5xb5@SE",
      "Wa1-a5xb5@SW",
      "Wa1-a5xb5@W",
      "Wa1-g1@S",
      "Wa1-a8@NW",
      "Wa1@W",
    ],
    excludes: ["Wa1-a5xb5@NE", "Wa1-h1", "Wa1-b2"],
  },
  {
    name: "T4 no rotation after a capture with unused pips",
    spec: "joust §9 T4, §4.5, A4",
    position: "7k[+]/8/8/3p[N]4/3Q[+]4/8/8/7K[+] w",
    perPiece: { d4: 22 },
    pieceTurns: {
      d4:
        "Qd4-a4 Qd4-a4@x Qd4-b4 Qd4-b4@x Qd4-c4 Qd4-c4@x Qd4-d1 Qd4-d1@x Qd4-d2 Qd4-d2@x Qd4-d3 Qd4-d3@x " +
        "Qd4-e4 Qd4-e4@x Qd4-f4 Qd4-f4@x Qd4-g4 Qd4-g4@x Qd4-h4 Qd4-h4@x Qd4@x Qd4xd5",
    },
    excludes: ["Qd4xd5@x"],
  },
  {
    name: "T5 capture then jump is illegal",
    spec: "joust §9 T5, §4.3, §4.6",
    position: "7k[+]/8/3P[E]4/3p[N]4/3P[N]4/8/8/K[+]7 w",
    perPiece: { d4: 16 },
    pieceTurns: {
      d4:
        "Pd4-d1 Pd4-d1@E Pd4-d1@NE Pd4-d1@SE Pd4-d2 Pd4-d2@E Pd4-d2@NE Pd4-d2@SE Pd4-d3 Pd4-d3@E Pd4-d3@NE Pd4-d3@SE " +
        "Pd4@E Pd4@NE Pd4@SE Pd4xd5",
    },
    excludes: ["Pd4xd5^d7"],
  },
  {
    name: "T6 the author's wedge-and-king example: Black must move up or to the right",
    spec: "joust §9 T6, §5.1, A7",
    position: "8/6k[+]1/8/4W[NE]3/3K[x]4/8/8/8 b",
    total: 4,
    pieceTurns: { g7: "Kg7-g8 Kg7-g8@x Kg7-h7 Kg7-h7@x" },
    excludes: ["Kg7-g6", "Kg7-f7", "Kg7@x"],
    inCheck: true,
  },
  {
    name: "T9 bare-king checkmate: Black has no turn",
    spec: "joust §9 T9, §5.3, §6.3",
    position: "8/8/8/8/8/8/K[+]7/k[x]7 b",
    total: 0,
    inCheck: true,
  },
  {
    name: "T12 lone King, never stalemated",
    spec: "joust §9 T12, §5.5",
    position: "7k[+]/8/8/8/8/8/8/K[+]7 w",
    total: 5,
    pieceTurns: { a1: "Ka1-a2 Ka1-a2@x Ka1-b1 Ka1-b1@x Ka1@x" },
    inCheck: false,
  },
  // ---- Ambiguity resolutions (§8) ----
  {
    name: "A3 a Jump spends the pip opposite to its direction, so the pawn can still capture forward",
    spec: "joust A3, §4.3, derived",
    position: "7k[+]/8/8/4p[N]3/8/4P[N]3/4P[N]3/K[+]7 w",
    includes: ["Pe2^e4xe5"],
    // A Move spends its own direction: moving S leaves only N, and e2 (where it came from) is empty.
    excludes: ["Pe3-e4xe5"],
  },
  {
    name: "A4 a Queen that captured with every pip may rotate; one pip short, it may not",
    spec: "joust A4, §4.5, derived",
    // Qd4 jumps N over its pawn (S pip), then takes c6 (W), c7 (N) and d7 (E).
    position: "7k[+]/2p[N]p[N]4/2p[N]5/3P[N]4/3Q[+]4/8/8/7K[+] w",
    perPiece: { d4: 29 },
    includes: ["Qd4^d6xc6xc7xd7", "Qd4^d6xc6xc7xd7@x", "Qd4^d6@x", "Qd4^d6xd7xc7"],
    excludes: ["Qd4^d6xc6xc7@x", "Qd4^d6xc6@x", "Qd4^d6xd7xc7xc6"],
  },
  {
    name: "A5 rotations are by set: pawn 3, wedge 7, hook 7, queen/king 1",
    spec: "joust A5, §4.5",
    position: START,
    pieceTurns: { h1: "Wh1@E Wh1@N Wh1@NE Wh1@S Wh1@SE Wh1@SW Wh1@W" },
    includes: ["Pe2@NE", "Pe2@E", "Pe2@SE", "Qd1@x", "Ke1@x"],
  },
  {
    name: "A6 null turns are illegal; with them the opening would have 220 (hooks 16, Queen 4, King 4)",
    spec: "joust A6, §4.8, §9 T1",
    position: START,
    total: 216,
    perPiece: { b1: 15, g1: 15, d1: 3, e1: 3 },
  },
  {
    name: "A7 check is the full multi-action capture ability: capture, then capture the King",
    spec: "joust A7, §5.1, derived",
    // White threatens Qd4xe5xd6 (NE, then NW). A rotation in place does not help.
    position: "8/8/3k[+]4/4p[N]3/3Q[x]4/8/8/K[+]7 b",
    total: 13,
    pieceTurns: {
      d6:
        "Kd6-c6 Kd6-c6@x Kd6-d5 Kd6-d5@x Kd6-d5^f5 Kd6-d5^f5@x Kd6-d7 Kd6-d7@x Kd6-e6 Kd6-e6@x " +
        "Kd6-e6^e4 Kd6-e6^e4@x Kd6-e6^e4xd4",
    },
    excludes: ["Kd6@x"],
    inCheck: true,
  },
  {
    name: "A8 a King may pass through an attacked square; only where the turn ends counts",
    spec: "joust A8, §4.7, derived",
    // e3 is attacked by the pawn on e4; g3 is not.
    position: "7k[+]/8/8/8/4p[N]3/5P[N]2/4P[N]3/4K[+]3 w",
    pieceTurns: {
      e1: "Ke1-d1 Ke1-d1@x Ke1-f1 Ke1-f1@x Ke1@x Ke1^e3^g3 Ke1^e3^g3@x Ke1^e3^g3^e3xe4@x Ke1^e3xe4",
    },
    excludes: ["Ke1^e3", "Ke1^e3@x"],
  },
  {
    name: "A11 a piece may jump over its own King; never over an enemy, never onto a piece",
    spec: "joust A11, §4.3",
    position: "8/8/8/7k[+]/8/8/8/3Q[+]K[+]3 w",
    perPiece: { d1: 23 },
    includes: ["Qd1^f1", "Qd1^f1@x"],
  },
  {
    name: "A11 the jump needs an empty landing square",
    spec: "joust A11, §4.3",
    position: "8/8/8/7k[+]/8/8/8/3Q[+]K[+]p[N]2 w",
    perPiece: { d1: 21 },
    excludes: ["Qd1^f1", "Qd1^f1xf1"],
  },
  {
    name: "A12 revised rules: the King never slides, not even on its first use",
    spec: "joust A12, §4.2",
    position: "7k[+]/8/8/8/8/8/8/K[+]7 w",
    excludes: ["Ka1-a3", "Ka1-c1"],
  },
];

/** joust §9 T1 under the rejected reading of A6 (null turns allowed): the spec's alternative counts. */
export const nullTurnsAllowed = {
  position: START,
  total: 220,
  perPiece: { b1: 16, g1: 16, d1: 4, e1: 4, a2: 19, a1: 7 },
} as const;

/** Notation: an input spelling, read in a position, and the canonical turn it is. */
export interface NotationCase {
  readonly name: string;
  readonly spec: string;
  readonly position: string;
  readonly moves?: string;
  readonly input: string;
  readonly canonical: string;
}

export const notationCases: readonly NotationCase[] = [
  {
    name: "long-range capture with rotation",
    spec: "joust §10.1, T3",
    position: "7k[+]/8/8/1p[N]6/8/8/8/W[NE]6K[+] w",
    input: "Wa1-a5xb5@N",
    canonical: "Wa1-a5xb5@N",
  },
  {
    name: "jump then capture",
    spec: "joust §10.1, T2",
    position: "7k[+]/8/8/4p[N]3/8/4P[N]3/4P[N]3/K[+]7 w",
    input: "Pe2^e4xe5",
    canonical: "Pe2^e4xe5",
  },
  {
    name: "a hook's opening jump",
    spec: "joust §10.1, T1",
    position: START,
    input: "Hb1^d3",
    canonical: "Hb1^d3",
  },
  {
    name: "move then jump",
    spec: "joust §10.1",
    position: "4k[+]3/8/8/8/8/2Q[+]5/8/1W[NE]5K[+] w",
    input: "Qc3-c1^a1",
    canonical: "Qc3-c1^a1",
  },
  {
    name: "two jumps then rotation",
    spec: "joust §10.1",
    position: "7k[+]/8/2P[N]5/3P[N]4/3K[+]4/8/8/8 w",
    input: "Kd4^d6^b6@x",
    canonical: "Kd4^d6^b6@x",
  },
  { name: "rotation alone", spec: "joust §10.1", position: START, input: "Pa2@E", canonical: "Pa2@E" },
  { name: "queen rotation", spec: "joust §10.1", position: START, input: "Qd1@x", canonical: "Qd1@x" },
  {
    name: "T1b: another sequence to the same position is the same turn, printed with fewest actions",
    spec: "joust §4.9, §10.1, T1b",
    position: START,
    input: "Hb1^d3^b1@N",
    canonical: "Hb1@N",
  },
  {
    name: "§10.1 check decoration after a + heading",
    spec: "joust §10.1",
    position: START,
    moves: "Qd1@x Pa7@E",
    input: "Qd1@++",
    canonical: "Qd1@+",
  },
  {
    name: "mate decoration and spaces",
    spec: "joust §10.1",
    position: "7k[+]/8/8/4p[N]3/8/4P[N]3/4P[N]3/K[+]7 w",
    input: "  Pe2 ^e4 xe5# ",
    canonical: "Pe2^e4xe5",
  },
  {
    name: "check decoration after a compass heading",
    spec: "joust §10.1",
    position: "7k[+]/8/8/1p[N]6/8/8/8/W[NE]6K[+] w",
    input: "Wa1-a5xb5@N+",
    canonical: "Wa1-a5xb5@N",
  },
  {
    name: "lower-case piece letter and heading",
    spec: "joust §10.1 (lenient input)",
    position: START,
    input: "hb1^d3@ne",
    canonical: "Hb1^d3@NE",
  },
  {
    name: "a pawn's axis named by its other end",
    spec: "joust §2.3 (lenient input)",
    position: START,
    input: "Pa2-a4@W",
    canonical: "Pa2-a4@E",
  },
  {
    name: "Black's hook",
    spec: "joust §3, §10.1",
    position: START,
    moves: "Pa2@E",
    input: "Hb8^d6",
    canonical: "Hb8^d6",
  },
  {
    name: "five actions: two jumps, a jump back, a capture, all pips spent, rotation",
    spec: "joust A4, A8, §10.1",
    position: "7k[+]/8/8/8/4p[N]3/5P[N]2/4P[N]3/4K[+]3 w",
    input: "Ke1^e3^g3^e3xe4@x",
    canonical: "Ke1^e3^g3^e3xe4@x",
  },
];

/** Input that is not a legal turn: the reason must contain `reason`. */
export interface IllegalCase {
  readonly name: string;
  readonly spec: string;
  readonly position: string;
  readonly moves?: string;
  readonly input: string;
  readonly reason: string;
}

export const illegalCases: readonly IllegalCase[] = [
  {
    name: "T1b the null turn",
    spec: "joust §4.8, A6, T1b",
    position: START,
    input: "Hb1^d3^b1",
    reason: "null turn",
  },
  {
    name: "T5 no jump after a capture",
    spec: "joust §4.3, T5",
    position: "7k[+]/8/3P[E]4/3p[N]4/3P[N]4/8/8/K[+]7 w",
    input: "Pd4xd5^d7",
    reason: "no jump after a capture",
  },
  {
    name: "T4 no rotation after a capture with pips unused",
    spec: "joust §4.5, A4, T4",
    position: "7k[+]/8/8/3p[N]4/3Q[+]4/8/8/7K[+] w",
    input: "Qd4xd5@x",
    reason: "every pip used",
  },
  {
    name: "A12 a King moves one square",
    spec: "joust §4.2, A12",
    position: "7k[+]/8/8/8/8/8/8/K[+]7 w",
    input: "Ka1-a3",
    reason: "only one square",
  },
  {
    name: "A5 a rotation must change the set (pawn 180°)",
    spec: "joust §4.5, A5",
    position: START,
    input: "Pa2@S",
    reason: "rotation must change",
  },
  {
    name: "A5 same heading",
    spec: "joust §4.5, A5",
    position: START,
    input: "Qd1@+",
    reason: "rotation must change",
  },
  {
    name: "T6 a rotation leaves Black in check",
    spec: "joust §5.2, T6",
    position: "8/6k[+]1/8/4W[NE]3/3K[x]4/8/8/8 b",
    input: "Kg7@x",
    reason: "in check",
  },
  {
    name: "A8 ending on an attacked square",
    spec: "joust §4.7, A8",
    position: "7k[+]/8/8/8/4p[N]3/5P[N]2/4P[N]3/4K[+]3 w",
    input: "Ke1^e3",
    reason: "in check",
  },
  {
    name: "T1 the pawn's path is blocked at a7",
    spec: "joust §4.2, T1",
    position: START,
    input: "Pa2-a7",
    reason: "a7 is occupied",
  },
  {
    name: "A3 a Move spends its pip: no capture back along it",
    spec: "joust §4.6, A3",
    position: START,
    input: "Pa2-a6xa7",
    reason: "N pip is already used",
  },
  {
    name: "the Move is only the first action",
    spec: "joust §4.2",
    position: START,
    input: "Hb1^d3-d4",
    reason: "first action",
  },
  {
    name: "a Move along a direction without a pip",
    spec: "joust §4.2",
    position: "7k[+]/8/8/1p[N]6/8/8/8/W[NE]6K[+] w",
    input: "Wa1-b2",
    reason: "cannot move NE",
  },
  {
    name: "a jump needs a friendly piece to jump over",
    spec: "joust §4.3, A11",
    position: "7k[+]/8/3P[E]4/3p[N]4/3P[N]4/8/8/K[+]7 w",
    input: "Pd4^d6",
    reason: "holds an enemy piece",
  },
  {
    name: "a capture needs an enemy piece",
    spec: "joust §4.4",
    position: START,
    input: "Pa2xa3",
    reason: "a3 is empty",
  },
  {
    name: "moving an enemy piece",
    spec: "joust §4.1",
    position: START,
    input: "Pa7-a6",
    reason: "not yours",
  },
  {
    name: "wrong piece letter",
    spec: "joust §10.1",
    position: START,
    input: "Qe1@x",
    reason: "is a King, not a Queen",
  },
  {
    name: "no piece on the square",
    spec: "joust §4.1",
    position: START,
    input: "Pa3-a4",
    reason: "no piece on a3",
  },
  { name: "unreadable token", spec: "joust §10.1", position: START, input: "Pa2-a9", reason: "cannot read" },
  {
    name: "a heading the shape does not have",
    spec: "joust §2.3",
    position: START,
    input: "Qd1@N",
    reason: "heading is one of +, x",
  },
  {
    name: "nothing after the origin",
    spec: "joust §4.1",
    position: START,
    input: "Pa2",
    reason: "at least one action",
  },
  { name: "empty input", spec: "joust §10.1", position: START, input: "  ", reason: "empty move" },
];

/** A game from a position and its status line, `ongoing` or `<winner> <reason>`. */
export interface OutcomeCase {
  readonly name: string;
  readonly spec: string;
  readonly position: string;
  readonly moves: string;
  readonly status: string;
}

/**
 * joust A9: quiet plies (no capture), each rotating one pawn to its next axis (N → NE → E → SE → N),
 * the two sides taking turns, files in order. A side's pawns come back to the same axes only every
 * 4 × files.length of its turns, so no position occurs three times within 100 plies.
 */
export function quietPlies(
  count: number,
  files = "abcdefgh",
  first: "w" | "b" = "w",
  axes: Record<string, number> = {},
): string {
  const names = ["N", "NE", "E", "SE"];
  const turns: string[] = [];
  const done = { w: 0, b: 0 };
  for (let ply = 0; ply < count; ply++) {
    const side = (ply % 2 === 0) === (first === "w") ? "w" : "b";
    const file = files[done[side] % files.length];
    done[side]++;
    const square = file + (side === "w" ? "2" : "7");
    const axis = ((axes[square] ?? 0) + 1) % 4;
    axes[square] = axis;
    turns.push(`P${square}@${names[axis]}`);
  }
  return turns.join(" ");
}

/** The start position with Black's e-pawn on e3, where White can take it. */
const E3 = START.replace(
  "p[N]p[N]p[N]p[N]p[N]p[N]p[N]p[N]/8/8/8/8/",
  "p[N]p[N]p[N]p[N]1p[N]p[N]p[N]/8/8/8/4p[N]3/",
);

function captureInTheMiddle(after: number): string {
  const axes: Record<string, number> = {};
  return [quietPlies(60, "abcdfgh", "w", axes), "Pe2xe3", quietPlies(after, "abcdfgh", "b", axes)].join(" ");
}

export const outcomeCases: readonly OutcomeCase[] = [
  { name: "start", spec: "joust §3", position: START, moves: "", status: "ongoing" },
  {
    name: "T9 bare-king mate",
    spec: "joust §9 T9, §5.3",
    position: "8/8/8/8/8/8/K[+]7/k[x]7 b",
    moves: "",
    status: "white checkmate",
  },
  {
    name: "T9 reached by a rotation that gives mate",
    spec: "joust §5.3, §4.5, derived",
    position: "8/8/8/8/8/8/K[x]7/k[x]7 w",
    moves: "Ka2@+",
    status: "white checkmate",
  },
  {
    name: "T6 in check but not mated",
    spec: "joust §9 T6",
    position: "8/6k[+]1/8/4W[NE]3/3K[x]4/8/8/8 b",
    moves: "",
    status: "ongoing",
  },
  {
    name: "T12 no stalemate",
    spec: "joust §5.5, T12",
    position: "7k[+]/8/8/8/8/8/8/K[+]7 w",
    moves: "Ka1@x Kh8@x Ka1@+",
    status: "ongoing",
  },
  {
    name: "A9 threefold repetition with the same orientations",
    spec: "joust §6.1, A9",
    position: START,
    moves: "Pa2@E Pa7@E Pa2@N Pa7@N Pa2@E Pa7@E Pa2@N Pa7@N",
    status: "draw repetition",
  },
  {
    name: "A9 same squares with other orientations are not a repetition",
    spec: "joust §6.1, A9",
    position: START,
    moves: "Pa2@E Pa7@E Pa2@SE Pa7@SE Pa2@NE Pa7@NE",
    status: "ongoing",
  },
  {
    name: "A9 fifty turns without a capture: 99 plies",
    spec: "joust §6.2, A9",
    position: START,
    moves: quietPlies(99),
    status: "ongoing",
  },
  {
    name: "A9 fifty turns without a capture: 100 plies",
    spec: "joust §6.2, A9",
    position: START,
    moves: quietPlies(100),
    status: "draw fifty-moves",
  },
  {
    name: "A9 a capture restarts the fifty-turn count",
    spec: "joust §6.2, A9",
    // 60 quiet plies, a capture, 60 more: 121 plies, but never 100 in a row without a capture.
    position: E3,
    moves: captureInTheMiddle(60),
    status: "ongoing",
  },
  {
    name: "A9 ... and 100 quiet plies after the capture draw",
    spec: "joust §6.2, A9",
    position: E3,
    moves: captureInTheMiddle(100),
    status: "draw fifty-moves",
  },
];

/** joust §9 T9: every White King + Black King position with Black to move that is checkmate. */
export const bareKingMates = 32;

/** Position strings: accepted ones round-trip exactly; rejected ones give a reason. */
export const positionStrings: readonly string[] = [
  START,
  "7k[+]/8/8/4p[N]3/8/4P[N]3/4P[N]3/K[+]7 w",
  "7k[+]/8/8/1p[N]6/8/8/8/W[NE]6K[+] w",
  "8/6k[+]1/8/4W[NE]3/3K[x]4/8/8/8 b",
  "8/8/8/8/8/8/K[+]7/k[x]7 b",
  "h[N]h[NE]h[E]h[SE]h[S]h[SW]h[W]h[NW]/w[N]w[NE]w[E]w[SE]w[S]w[SW]w[W]w[NW]/p[N]p[NE]p[E]p[SE]4/q[+]q[x]k[x]5/8/8/8/K[+]7 b",
];

export interface BadPositionCase {
  readonly text: string;
  readonly reason: string;
}

export const badPositions: readonly BadPositionCase[] = [
  { text: "7k[+]/8/8/8/8/8/8/K[+]7", reason: "fields" },
  { text: "7k[+]/8/8/8/8/8/8/K[+]7 x", reason: '"w" or "b"' },
  { text: "7k[+]/8/8/8/8/8/K[+]7 w", reason: "ranks" },
  { text: "7k[+]/8/8/8/8/8/8/K[+]8 w", reason: "squares" },
  { text: "7k[+]/8/8/8/8/8/P7/K[+]7 w", reason: "heading" },
  { text: "7k[+]/8/8/8/8/8/P[S]7/K[+]7 w", reason: "N, NE, E, SE" },
  { text: "7k[+]/8/8/8/8/8/Q[N]7/K[+]7 w", reason: "+, x" },
  { text: "7k[+]/8/8/8/8/8/R[N]7/K[+]7 w", reason: "not a piece" },
  { text: "8/8/8/8/8/8/8/K[+]7 w", reason: "no king" },
  // T9 with White to move: Black, not to move, would be in check.
  { text: "8/8/8/8/8/8/K[+]7/k[x]7 w", reason: "in check" },
];

export interface PerftCase {
  readonly name: string;
  readonly position: string;
  readonly depths: readonly number[];
  /** Depths the core's perft checks in the tests; deeper ones are left to the turn search and the bench. */
  readonly quick: number;
}

export const perftCases: readonly PerftCase[] = [
  // Depth 1 is the spec's (T1); depths 2 and 3 agree with tests/pure/joust.reference.ts.
  { name: "start", position: START, depths: [216, 45228, 10423376], quick: 2 },
];
