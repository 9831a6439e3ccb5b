// Diagonal Chess test tables, as data (rules: docs/rules/diagonal.md).
//
// Every row names the spec section it checks. Positions are §10 position strings (FEN with "-" for
// castling and e.p.). Move lists are canonical long algebraic (§10), sorted by plain string order,
// exactly as `npm run -s engine -- moves diagonal` prints them.
//
// The spec's §9 counts were checked by the spec author's reference generator; the full move sets
// (king moves included) and every perft number below were cross-checked here with a second,
// independently written generator (a small Python script, not part of the repo) before the
// engine existed.

export const START = "3prnnk/4ppqb/5ppb/P5pr/RP5p/BPP5/BQPP4/KNNRP3 w - - 0 1";

/** A position and its exact legal moves (space-separated, sorted). `from` narrows to the men the spec counts. */
export interface MovesCase {
  readonly name: string;
  readonly spec: string;
  readonly position: string;
  /** Applied to `position` first. */
  readonly moves?: string;
  /** Every legal move of the side to move, sorted. */
  readonly legal: string;
  /** The moves of single men, as the spec lists them (a subset of `legal`). */
  readonly from?: Readonly<Record<string, string>>;
}

export const movesCases: readonly MovesCase[] = [
  {
    name: "D1 opening position, White to move",
    spec: "diagonal §9 D1, §3, A4",
    position: START,
    legal: "Nb1-c4 Nb1-e2 Nc1-d4 Nc1-f2 Pa5-b6 Pb3-c4 Pb4-c5 Pc2-d3 Pc3-d4 Pd2-e3 Pe1-f2",
  },
  {
    name: "D1 opening position, Black to move also has 11 (A1/A2: Black's forward is SW)",
    spec: "diagonal §9 D1, A1, A2",
    position: "3prnnk/4ppqb/5ppb/P5pr/RP5p/BPP5/BQPP4/KNNRP3 b - - 0 1",
    legal: "Nf8-c7 Nf8-e5 Ng8-d7 Ng8-f5 Pd8-c7 Pe7-d6 Pf6-e5 Pf7-e6 Pg5-f4 Pg6-f5 Ph4-g3",
  },
  {
    name: "D2 the source's pawn example",
    spec: "diagonal §9 D2, §2.1",
    position: "7k/8/8/8/8/3n4/3Pb3/K7 w - - 0 1",
    // a2 is attacked by the Camel on d3 (d3→a2 is a (3,1) leap).
    legal: "Ka1-b1 Ka1-b2 Pd2-e3 Pd2xd3 Pd2xe2",
    from: { d2: "Pd2-e3 Pd2xd3 Pd2xe2" },
  },
  {
    name: "D3 the source's Knight example (Camel)",
    spec: "diagonal §9 D3, A3",
    position: "7k/5N2/8/8/8/8/8/K7 w - - 0 1",
    legal: "Ka1-a2 Ka1-b1 Ka1-b2 Nf7-c6 Nf7-c8 Nf7-e4 Nf7-g4",
    from: { f7: "Nf7-c6 Nf7-c8 Nf7-e4 Nf7-g4" },
  },
  {
    name: "D3b Camel on an open board",
    spec: "diagonal §9 D3b, A3",
    position: "7k/8/8/8/3N4/8/8/K7 w - - 0 1",
    legal: "Ka1-a2 Ka1-b1 Ka1-b2 Nd4-a3 Nd4-a5 Nd4-c1 Nd4-c7 Nd4-e1 Nd4-e7 Nd4-g3 Nd4-g5",
    from: {
      d4: "Nd4-a3 Nd4-a5 Nd4-c1 Nd4-c7 Nd4-e1 Nd4-e7 Nd4-g3 Nd4-g5",
    },
  },
  {
    name: "D4 promotion table",
    spec: "diagonal §9 D4, §4.1, §4.3, A5",
    position: "b1r5/P1P1P3/7k/8/8/6P1/8/K7 w - - 0 1",
    legal:
      "Ka1-a2 Ka1-b1 Ka1-b2 Pa7-b8=B Pa7-b8=N Pa7-b8=R Pa7xa8=B Pa7xa8=N Pa7xa8=Q Pa7xa8=R Pc7-d8=N Pc7xc8=B Pc7xc8=N Pe7-f8=B Pe7-f8=N Pe7-f8=R Pg3-h4=N",
    from: {
      e7: "Pe7-f8=B Pe7-f8=N Pe7-f8=R",
      c7: "Pc7-d8=N Pc7xc8=B Pc7xc8=N",
      g3: "Pg3-h4=N",
      a7: "Pa7-b8=B Pa7-b8=N Pa7-b8=R Pa7xa8=B Pa7xa8=N Pa7xa8=Q Pa7xa8=R",
    },
  },
  {
    name: "D5b the win square is blocked",
    spec: "diagonal §9 D5b, §4.4",
    position: "7k/6P1/8/8/8/8/8/K7 w - - 0 1",
    legal: "Ka1-a2 Ka1-b1 Ka1-b2",
    from: { g7: "" },
  },
  {
    name: "D6 Black pawn geometry",
    spec: "diagonal §9 D6, §2.1, A2",
    position: "7k/3Bp3/4N3/8/8/8/8/K7 b - - 0 1",
    // h7 is attacked by the Camel on e6.
    legal: "Kh8-g7 Kh8-g8 Pe7-d6 Pe7xd7 Pe7xe6",
    from: { e7: "Pe7-d6 Pe7xd7 Pe7xe6" },
  },
  {
    name: "D7 Black's promotion and win",
    spec: "diagonal §9 D7, §4.2, A5, A6",
    position: "7k/8/8/8/8/1p6/1p6/7K b - - 0 1",
    legal: "Kh8-g7 Kh8-g8 Kh8-h7 Pb2-a1 Pb3-a2=B Pb3-a2=N Pb3-a2=Q Pb3-a2=R",
    from: { b2: "Pb2-a1", b3: "Pb3-a2=B Pb3-a2=N Pb3-a2=Q Pb3-a2=R" },
  },
  {
    name: "A1 White's forward is NE: the pawn moves only to e5 (occupied here) and captures only N and E",
    spec: "diagonal A1, §2.1",
    // Black men on every neighbour the pawn could misuse: d5 (N), e4 (E), c4 (W), d3 (S), e5 (NE).
    position: "7k/8/8/3rp3/2nPb3/3n4/8/K7 w - - 0 1",
    legal: "Ka1-b2 Pd4xd5 Pd4xe4",
    from: { d4: "Pd4xd5 Pd4xe4" },
  },
  {
    name: "A2 Black's pawn captures S and W, never on its blocked SW diagonal",
    spec: "diagonal A2, §2.1",
    position: "7k/8/4N3/3BpQ2/3RB3/8/8/K7 b - - 0 1",
    legal: "Kh8-g7 Kh8-g8 Pe5xd5 Pe5xe4",
    from: { e5: "Pe5xd5 Pe5xe4" },
  },
  {
    name: "A1/A2 pawns facing each other on a diagonal block each other and cannot capture",
    spec: "diagonal §2.1, A1, A2",
    position: START,
    moves: "Pc3-d4 Pf6-e5",
    legal: "Nb1-c4 Nb1-e2 Nc1-f2 Pa5-b6 Pb3-c4 Pb4-c5 Pc2-d3 Pd2-e3 Pe1-f2 Qb2-c3",
    from: { d4: "" },
  },
  {
    name: "A3 the Camel leaps: it moves out of a full ring of men",
    spec: "diagonal A3, §2",
    // Camel on d4 walled in by its own pawns and Black's pieces on all eight neighbours.
    position: "7k/8/8/2prp3/2PNP3/2pbp3/8/K7 w - - 0 1",
    // b1 is covered by the Bishop on d3; the pawn on c4 cannot take its own Camel.
    legal: "Ka1-a2 Ka1-b2 Nd4-a3 Nd4-a5 Nd4-c1 Nd4-c7 Nd4-e1 Nd4-e7 Nd4-g3 Nd4-g5 Pc4xc5 Pe4-f5 Pe4xe5",
    from: {
      d4: "Nd4-a3 Nd4-a5 Nd4-c1 Nd4-c7 Nd4-e1 Nd4-e7 Nd4-g3 Nd4-g5",
    },
  },
  {
    name: "A3 a Camel check cannot be blocked: king moves or capture the Camel only",
    spec: "diagonal §5.2, A3",
    position: "4k3/8/8/r2N4/8/8/8/7K b - - 0 1",
    legal: "Ke8-d7 Ke8-d8 Ke8-e7 Ke8-f7 Ke8-f8 Ra5xd5",
  },
  {
    name: "A8 the pawn win is a legal move: it cannot ignore a check",
    spec: "diagonal A8, §4.4",
    position: "8/6P1/2k5/r7/8/8/8/K7 w - - 0 1",
    legal: "Ka1-b1 Ka1-b2",
    from: { g7: "" },
  },
  {
    name: "A8 a pinned pawn may not step to h8, but may capture along the pin",
    spec: "diagonal A8, §4.4, §4.1",
    position: "6r1/6P1/8/3k4/8/8/8/6K1 w - - 0 1",
    legal: "Kg1-f1 Kg1-f2 Kg1-g2 Kg1-h1 Kg1-h2 Pg7xg8=B Pg7xg8=N Pg7xg8=Q Pg7xg8=R",
  },
  {
    name: "A8 the winning step is White's only move while Black threatens mate",
    spec: "diagonal A8, §4.4",
    position: "8/6P1/8/8/8/1q6/2k5/K7 w - - 0 1",
    legal: "Pg7-h8",
  },
  {
    name: "A9 no castling: King and Rook with free squares between them",
    spec: "diagonal A9, §2",
    position: "4k3/8/8/8/8/8/8/R3K2R w - - 0 1",
    legal:
      "Ke1-d1 Ke1-d2 Ke1-e2 Ke1-f1 Ke1-f2 Ra1-a2 Ra1-a3 Ra1-a4 Ra1-a5 Ra1-a6 Ra1-a7 Ra1-a8 Ra1-b1 Ra1-c1 Ra1-d1 Rh1-f1 Rh1-g1 Rh1-h2 Rh1-h3 Rh1-h4 Rh1-h5 Rh1-h6 Rh1-h7 Rh1-h8",
  },
  {
    name: "after two moves from the start",
    spec: "diagonal §2, §6",
    position: START,
    moves: "Pd2-e3 Pe7-d6",
    legal:
      "Nb1-c4 Nb1-e2 Nc1-d4 Nc1-f2 Pa5-b6 Pb3-c4 Pb4-c5 Pc2-d3 Pc3-d4 Pe1-f2 Pe3-f4 Rd1-d2 Rd1-d3 Rd1-d4 Rd1-d5 Rd1xd6",
  },
];

/** One row per promotion square of §4.1/§4.2: a lone pawn stepping (or capturing) onto it. */
export interface PromotionRow {
  readonly side: "white" | "black";
  readonly square: string;
  readonly from: string;
  readonly position: string;
  /** The moves from `from` to `square`; a single suffix-less move is the pawn win (§4.4). */
  readonly moves: string;
}

// biome-ignore format: one row per promotion square reads best as a table
export const promotionRows: readonly PromotionRow[] = [
  // White, §4.1
  { side: "white", square: "a8", from: "a7", position: "n7/P7/8/8/3k4/8/8/K7 w - - 0 1", moves: "Pa7xa8=B Pa7xa8=N Pa7xa8=Q Pa7xa8=R" },
  { side: "white", square: "b8", from: "a7", position: "8/P7/8/8/3k4/8/8/K7 w - - 0 1", moves: "Pa7-b8=B Pa7-b8=N Pa7-b8=R" },
  { side: "white", square: "c8", from: "b7", position: "8/1P6/8/8/3k4/8/8/K7 w - - 0 1", moves: "Pb7-c8=B Pb7-c8=N" },
  { side: "white", square: "d8", from: "c7", position: "8/2P5/8/8/3k4/8/8/K7 w - - 0 1", moves: "Pc7-d8=N" },
  { side: "white", square: "e8", from: "d7", position: "8/3P4/8/8/3k4/8/8/K7 w - - 0 1", moves: "Pd7-e8=B Pd7-e8=N" },
  { side: "white", square: "f8", from: "e7", position: "8/4P3/8/8/3k4/8/8/K7 w - - 0 1", moves: "Pe7-f8=B Pe7-f8=N Pe7-f8=R" },
  { side: "white", square: "g8", from: "f7", position: "8/5P2/8/8/3k4/8/8/K7 w - - 0 1", moves: "Pf7-g8=B Pf7-g8=N Pf7-g8=Q Pf7-g8=R" },
  { side: "white", square: "h8", from: "g7", position: "8/6P1/8/8/3k4/8/8/K7 w - - 0 1", moves: "Pg7-h8" },
  { side: "white", square: "h7", from: "g6", position: "8/8/6P1/8/3k4/8/8/K7 w - - 0 1", moves: "Pg6-h7=B Pg6-h7=N Pg6-h7=Q Pg6-h7=R" },
  { side: "white", square: "h6", from: "g5", position: "8/8/8/6P1/3k4/8/8/K7 w - - 0 1", moves: "Pg5-h6=B Pg5-h6=N Pg5-h6=R" },
  { side: "white", square: "h5", from: "g4", position: "8/8/8/8/3k2P1/8/8/K7 w - - 0 1", moves: "Pg4-h5=B Pg4-h5=N" },
  { side: "white", square: "h4", from: "g3", position: "8/8/8/8/3k4/6P1/8/K7 w - - 0 1", moves: "Pg3-h4=N" },
  { side: "white", square: "h3", from: "g2", position: "8/8/8/8/3k4/8/6P1/K7 w - - 0 1", moves: "Pg2-h3=B Pg2-h3=N" },
  { side: "white", square: "h2", from: "g1", position: "8/8/8/8/3k4/8/8/K5P1 w - - 0 1", moves: "Pg1-h2=B Pg1-h2=N Pg1-h2=R" },
  { side: "white", square: "h1", from: "g1", position: "8/8/8/8/3k4/8/8/K5Pn w - - 0 1", moves: "Pg1xh1=B Pg1xh1=N Pg1xh1=Q Pg1xh1=R" },
  // Black, §4.2 (A6: the 180° image of White's table)
  { side: "black", square: "h1", from: "h2", position: "7k/8/8/4K3/8/8/7p/7N b - - 0 1", moves: "Ph2xh1=B Ph2xh1=N Ph2xh1=Q Ph2xh1=R" },
  { side: "black", square: "g1", from: "h2", position: "7k/8/8/4K3/8/8/7p/8 b - - 0 1", moves: "Ph2-g1=B Ph2-g1=N Ph2-g1=R" },
  { side: "black", square: "f1", from: "g2", position: "7k/8/8/4K3/8/8/6p1/8 b - - 0 1", moves: "Pg2-f1=B Pg2-f1=N" },
  { side: "black", square: "e1", from: "f2", position: "7k/8/8/4K3/8/8/5p2/8 b - - 0 1", moves: "Pf2-e1=N" },
  { side: "black", square: "d1", from: "e2", position: "7k/8/8/4K3/8/8/4p3/8 b - - 0 1", moves: "Pe2-d1=B Pe2-d1=N" },
  { side: "black", square: "c1", from: "d2", position: "7k/8/8/4K3/8/8/3p4/8 b - - 0 1", moves: "Pd2-c1=B Pd2-c1=N Pd2-c1=R" },
  { side: "black", square: "b1", from: "c2", position: "7k/8/8/4K3/8/8/2p5/8 b - - 0 1", moves: "Pc2-b1=B Pc2-b1=N Pc2-b1=Q Pc2-b1=R" },
  { side: "black", square: "a1", from: "b2", position: "7k/8/8/4K3/8/8/1p6/8 b - - 0 1", moves: "Pb2-a1" },
  { side: "black", square: "a2", from: "b3", position: "7k/8/8/4K3/8/1p6/8/8 b - - 0 1", moves: "Pb3-a2=B Pb3-a2=N Pb3-a2=Q Pb3-a2=R" },
  { side: "black", square: "a3", from: "b4", position: "7k/8/8/4K3/1p6/8/8/8 b - - 0 1", moves: "Pb4-a3=B Pb4-a3=N Pb4-a3=R" },
  { side: "black", square: "a4", from: "b5", position: "7k/8/8/1p2K3/8/8/8/8 b - - 0 1", moves: "Pb5-a4=B Pb5-a4=N" },
  { side: "black", square: "a5", from: "b6", position: "7k/8/1p6/4K3/8/8/8/8 b - - 0 1", moves: "Pb6-a5=N" },
  { side: "black", square: "a6", from: "b7", position: "7k/1p6/8/4K3/8/8/8/8 b - - 0 1", moves: "Pb7-a6=B Pb7-a6=N" },
  { side: "black", square: "a7", from: "b8", position: "1p5k/8/8/4K3/8/8/8/8 b - - 0 1", moves: "Pb8-a7=B Pb8-a7=N Pb8-a7=R" },
  { side: "black", square: "a8", from: "b8", position: "Np5k/8/8/4K3/8/8/8/8 b - - 0 1", moves: "Pb8xa8=B Pb8xa8=N Pb8xa8=Q Pb8xa8=R" },
];

/** Leaf counts per depth (index 0 = depth 1). */
export interface PerftCase {
  readonly name: string;
  readonly spec: string;
  readonly position: string;
  readonly moves?: string;
  readonly nodes: readonly number[];
}

export const perftCases: readonly PerftCase[] = [
  { name: "start position", spec: "diagonal §3", position: START, nodes: [11, 121, 1781, 25642, 440666] },
  {
    name: "after Pd2-e3 Pe7-d6",
    spec: "diagonal §2, §6",
    position: START,
    moves: "Pd2-e3 Pe7-d6",
    nodes: [16, 256, 4784],
  },
  // D2 and D6 are the same position turned 180° with colours swapped, hence the same numbers.
  // Depth 3 counts the K+B v K positions reached by a capture as ended (§5.1).
  {
    name: "D2",
    spec: "diagonal §9 D2, §5.1",
    position: "7k/8/8/8/8/3n4/3Pb3/K7 w - - 0 1",
    nodes: [5, 60, 333, 4818],
  },
  {
    name: "D6",
    spec: "diagonal §9 D6, §5.1",
    position: "7k/3Bp3/4N3/8/8/8/8/K7 b - - 0 1",
    nodes: [5, 60, 333, 4818],
  },
  {
    name: "D4",
    spec: "diagonal §9 D4",
    position: "b1r5/P1P1P3/7k/8/8/6P1/8/K7 w - - 0 1",
    nodes: [17, 266, 4193],
  },
  // D5b: the Black King takes the stuck pawn; K v K is dead (§5.1), so depth 3 is 0.
  { name: "D5b", spec: "diagonal §9 D5b, §5.1", position: "7k/6P1/8/8/8/8/8/K7 w - - 0 1", nodes: [3, 3, 0] },
  {
    name: "D7",
    spec: "diagonal §9 D7, §4.4",
    position: "7k/8/8/8/8/1p6/1p6/7K b - - 0 1",
    nodes: [8, 21, 240, 1231],
  },
  // The pawn win ends the game: nothing below it (README: perft counts 0 leaves below a finished game).
  {
    name: "A8 only move wins",
    spec: "diagonal A8, §4.4",
    position: "8/6P1/8/8/8/1q6/2k5/K7 w - - 0 1",
    nodes: [1, 0, 0],
  },
];

/** `play` results: the position after the moves and the status line's words. */
export interface OutcomeCase {
  readonly name: string;
  readonly spec: string;
  readonly position: string;
  readonly moves: string;
  readonly after: string;
  /** "ongoing" or "<white|black|draw> <reason>". */
  readonly status: string;
}

export const outcomeCases: readonly OutcomeCase[] = [
  {
    name: "start position is ongoing",
    spec: "diagonal §3",
    position: START,
    moves: "",
    after: START,
    status: "ongoing",
  },
  {
    name: "D7 Pb2-a1 wins for Black",
    spec: "diagonal §9 D7, §4.4",
    position: "7k/8/8/8/8/1p6/1p6/7K b - - 0 1",
    moves: "Pb2-a1",
    after: "7k/8/8/8/8/1p6/8/p6K w - - 0 2",
    status: "black pawn-reached-a1",
  },
  {
    name: "A8 Pg7-h8 wins for White at once, although Black threatens mate",
    spec: "diagonal A8, §4.4",
    position: "8/6P1/8/8/8/1q6/2k5/K7 w - - 0 1",
    moves: "Pg7-h8",
    after: "7P/8/8/8/8/1q6/2k5/K7 b - - 0 1",
    status: "white pawn-reached-h8",
  },
  {
    name: "Camel mate: a smothered King in the corner",
    spec: "diagonal §5.1, §5.2",
    position: "6rk/6pp/8/8/3N4/8/8/K7 w - - 0 1",
    moves: "Nd4-e7",
    after: "6rk/4N1pp/8/8/8/8/8/K7 b - - 1 1",
    status: "white checkmate",
  },
  {
    name: "stalemate is a draw",
    spec: "diagonal §5.1",
    position: "7k/8/8/8/8/8/8/K4Q2 w - - 0 1",
    moves: "Qf1-f7",
    after: "7k/5Q2/8/8/8/8/8/K7 b - - 1 1",
    status: "draw stalemate",
  },
  {
    name: "threefold repetition: the Camels go out and back twice",
    spec: "diagonal §5.1",
    position: START,
    moves: "Nb1-e2 Ng8-d7 Ne2-b1 Nd7-g8 Nb1-e2 Ng8-d7 Ne2-b1 Nd7-g8",
    after: "3prnnk/4ppqb/5ppb/P5pr/RP5p/BPP5/BQPP4/KNNRP3 w - - 8 5",
    status: "draw repetition",
  },
  {
    name: "fifty-move rule: the 100th quiet ply draws",
    spec: "diagonal §5.1",
    position: "7k/8/8/8/3R4/8/8/K7 w - - 99 60",
    moves: "Rd4-d5",
    after: "7k/8/8/3R4/8/8/8/K7 b - - 100 60",
    status: "draw fifty-moves",
  },
  {
    name: "fifty-move rule: a promotion is a pawn move and resets the count",
    spec: "diagonal §5.1",
    position: "7k/8/8/8/8/6P1/8/KR6 w - - 99 60",
    moves: "Pg3-h4=N",
    after: "7k/8/8/8/7N/8/8/KR6 b - - 0 60",
    status: "ongoing",
  },
  {
    name: "bare kings are a dead position: the King takes the last man",
    spec: "diagonal §5.1",
    position: "7k/8/8/8/8/8/1p6/K7 w - - 0 1",
    moves: "Ka1xb2",
    after: "7k/8/8/8/8/8/1K6/8 b - - 0 1",
    status: "draw insufficient-material",
  },
  {
    name: "dead position: K+B v K after the Bishop takes the last man",
    spec: "diagonal §5.1",
    position: "7k/8/8/8/8/4n3/8/K1B5 w - - 0 1",
    moves: "Bc1xe3",
    after: "7k/8/8/8/8/4B3/8/K7 b - - 0 1",
    status: "draw insufficient-material",
  },
  {
    name: "K+N v K plays on, as §9 D3 and D3b need their Camel moves",
    spec: "diagonal §5.1, §9 D3",
    position: "7k/8/8/8/3b4/8/8/K1N5 w - - 0 1",
    moves: "Nc1xd4",
    after: "7k/8/8/8/3N4/8/8/K7 b - - 0 1",
    status: "ongoing",
  },
];

/** Input notation → canonical move, or → an error whose reason matches `error`. */
export interface NotationCase {
  readonly name: string;
  readonly spec: string;
  readonly position: string;
  readonly input: string;
  readonly canonical?: string;
  readonly error?: RegExp;
}

const D2 = "7k/8/8/8/8/3n4/3Pb3/K7 w - - 0 1";
const D3 = "7k/5N2/8/8/8/8/8/K7 w - - 0 1";
const D4 = "b1r5/P1P1P3/7k/8/8/6P1/8/K7 w - - 0 1";
const D7 = "7k/8/8/8/8/1p6/1p6/7K b - - 0 1";
const WIN = "8/6P1/8/8/8/1q6/2k5/K7 w - - 0 1";
/** After Pc3-d4 Pf6-e5: the two pawns face each other on the d4-e5 diagonal. */
const FACING = "3prnnk/4ppqb/6pb/P3p1pr/RP1P3p/BP6/BQPP4/KNNRP3 w - - 0 2";

// biome-ignore format: one row per input reads best as a table
export const notationCases: readonly NotationCase[] = [
  // canonical input is accepted as is
  { name: "pawn step", spec: "§10", position: D2, input: "Pd2-e3", canonical: "Pd2-e3" },
  { name: "pawn capture N", spec: "§10", position: D2, input: "Pd2xd3", canonical: "Pd2xd3" },
  { name: "Camel move", spec: "§10", position: D3, input: "Nf7-c8", canonical: "Nf7-c8" },
  { name: "promotion by step", spec: "§10", position: D4, input: "Pc7-d8=N", canonical: "Pc7-d8=N" },
  { name: "promotion by capture", spec: "§10", position: D4, input: "Pa7xa8=Q", canonical: "Pa7xa8=Q" },
  { name: "pawn win is a plain move", spec: "§10", position: WIN, input: "Pg7-h8", canonical: "Pg7-h8" },
  // decorations, short SAN, lower case, spaces (§10, README)
  { name: "win decoration #", spec: "§10", position: WIN, input: "Pg7-h8#", canonical: "Pg7-h8" },
  { name: "win decoration (win)", spec: "§10", position: D7, input: "Pb2-a1(win)", canonical: "Pb2-a1" },
  { name: "check decoration +", spec: "§10", position: D2, input: "Pd2xe2+", canonical: "Pd2xe2" },
  { name: "surrounding spaces", spec: "README", position: D2, input: "  Pd2-e3 ", canonical: "Pd2-e3" },
  { name: "short SAN pawn step", spec: "§10", position: D2, input: "e3", canonical: "Pd2-e3" },
  { name: "short SAN pawn capture N", spec: "§10", position: D2, input: "dxd3", canonical: "Pd2xd3" },
  { name: "short SAN pawn capture E", spec: "§10", position: D2, input: "dxe2", canonical: "Pd2xe2" },
  { name: "short SAN Camel", spec: "§10", position: D3, input: "Nc8", canonical: "Nf7-c8" },
  { name: "short SAN promotion", spec: "§10", position: D4, input: "d8=N", canonical: "Pc7-d8=N" },
  { name: "short SAN promoting capture", spec: "§10", position: D4, input: "axa8=Q", canonical: "Pa7xa8=Q" },
  { name: "short SAN win", spec: "§10", position: D7, input: "a1", canonical: "Pb2-a1" },
  { name: "lower case", spec: "README", position: D4, input: "pa7-b8=n", canonical: "Pa7-b8=N" },
  { name: "promotion letter without =", spec: "README", position: D4, input: "d8N", canonical: "Pc7-d8=N" },
  { name: "a promotion with a single choice may leave out =N", spec: "§4.1", position: D4, input: "Pc7-d8", canonical: "Pc7-d8=N" },
  // errors, each with a reason a person can read, naming the token
  { name: "a pawn does not step straight ahead (A1)", spec: "A1", position: START, input: "Pd2-d3", error: /^Pd2-d3: a pawn steps one square diagonally/ },
  { name: "a pawn does not capture on its diagonal (A1)", spec: "A1", position: FACING, input: "Pd4xe5", error: /^Pd4xe5: a pawn steps one square diagonally/ },
  { name: "a capture is written with x", spec: "§10", position: D2, input: "Pd2-d3", error: /^Pd2-d3: d3 holds a knight; write "x"/ },
  { name: "promotion is compulsory (A5)", spec: "A5", position: D4, input: "Pa7-b8", error: /^Pa7-b8: say what it promotes to \(=R, =B, =N\)/ },
  { name: "b8 allows only R, B or N (§4.1)", spec: "§4.1", position: D4, input: "Pa7-b8=Q", error: /^Pa7-b8=Q: on b8 a White pawn must become R, B or N, not Q/ },
  { name: "h4 allows only a Knight (§4.1)", spec: "§4.1", position: D4, input: "Pg3-h4=B", error: /^Pg3-h4=B: on h4 a White pawn must become a Knight/ },
  { name: "short SAN with a forbidden promotion (§4.1)", spec: "§4.1", position: D4, input: "cxc8=Q", error: /^cxc8=Q: on c8 a White pawn must become B or N, not Q/ },
  { name: "Black's table (§4.2)", spec: "§4.2", position: D7, input: "Pb3-a2=K", error: /^Pb3-a2=K: on a2 a Black pawn must become Q, R, B or N, not K \(diagonal §4.2\)/ },
  { name: "no promotion on the win square (§4.4)", spec: "§4.4", position: WIN, input: "Pg7-h8=Q", error: /^Pg7-h8=Q: a pawn reaching h8 wins the game at once/ },
  { name: "no castling (A9)", spec: "A9", position: START, input: "O-O", error: /^O-O: there is no castling/ },
  { name: "the Knight does not make the chess Knight's leap (A3)", spec: "A3", position: D3, input: "Nf7-d6", error: /^Nf7-d6: a knight here leaps like a camel/ },
  { name: "the pawn win must get out of check (A8)", spec: "A8", position: "8/6P1/2k5/r7/8/8/8/K7 w - - 0 1", input: "Pg7-h8", error: /^Pg7-h8: .*check/ },
  { name: "gibberish", spec: "§10", position: START, input: "Zz9", error: /^Zz9: not a move/ },
];

/** Position strings (§10) that must round-trip exactly. */
export const roundTripPositions: readonly string[] = [
  START,
  "3prnnk/4ppqb/5ppb/P5pr/RP5p/BPP5/BQPP4/KNNRP3 b - - 0 1",
  "7k/8/8/8/8/3n4/3Pb3/K7 w - - 0 1",
  "b1r5/P1P1P3/7k/8/8/6P1/8/K7 w - - 0 1",
  "7k/8/8/8/8/1p6/1p6/7K b - - 0 1",
  "7k/8/8/8/3R4/8/8/K7 w - - 99 60",
  // positions right after a pawn win (§4.4) are printed by `play` and must read back
  "7k/8/8/8/8/1p6/8/p6K w - - 0 2",
  "7P/8/8/8/8/1q6/2k5/K7 b - - 0 1",
];

/** Position strings that must be refused, with a reason naming the problem. */
export const badPositions: readonly {
  readonly position: string;
  readonly error: RegExp;
  readonly spec: string;
}[] = [
  {
    spec: "§10 / A9",
    position: "3prnnk/4ppqb/5ppb/P5pr/RP5p/BPP5/BQPP4/KNNRP3 w KQkq - 0 1",
    error: /castl|KQkq/i,
  },
  {
    spec: "§10 / A7",
    position: "3prnnk/4ppqb/5ppb/P5pr/RP5p/BPP5/BQPP4/KNNRP3 w - e3 0 1",
    error: /passant|e3/i,
  },
  {
    spec: "§10 / A7",
    position: "3prnnk/4ppqb/5ppb/P5pr/RP5p/BPP5/BQPP4/KNNRP3 w - e6 0 1",
    error: /no en passant/,
  },
  // §4.3: a pawn arriving on the zone promotes at once, so none can stand there (the win square aside)
  { spec: "§4.3", position: "7k/8/8/8/8/8/7P/K7 w - - 0 1", error: /h2/ },
  { spec: "§4.3", position: "3P3k/8/8/8/8/8/8/K7 w - - 0 1", error: /d8/ },
  { spec: "§4.3", position: "7k/8/8/p7/8/8/8/K7 w - - 0 1", error: /a5/ },
  { spec: "§4.3", position: "7k/8/8/8/8/8/8/K2p4 w - - 0 1", error: /d1/ },
  { spec: "§1", position: "8/8/8/8/8/8/8/K7 w - - 0 1", error: /king/i },
  { spec: "§10", position: "3prnnk/4ppqb/5ppb/P5pr/RP5p/BPP5/BQPP4/KNNRP3 x - - 0 1", error: /x/ },
];

// Hooks the game needs from the core (phase-1 note):
// - pieces as data: K Q R B as FIDE; N as the (3,1) Camel leaper; P side-relative (move NE/SW, capture N,E / S,W)
// - no castling, no double step, no en passant (§6, A7, A9)
// - promotion choices by destination square (§4.1, §4.2), mandatory (A5)
// - outcome: a pawn on its win square ends the game (§4.4)
// - dead positions (§5.1): K v K and K+B v K; K+N v K plays on so that §9 D3/D3b keep their moves
