// Chess perft table of docs/rules/chess.md §9 (the standard positions and counts).

import { CHESS_START } from "../support/positions";

export interface PerftCase {
  readonly name: string;
  readonly position: string;
  /** Leaves by depth, from depth 1. */
  readonly nodes: readonly number[];
}

export const perftCases: readonly PerftCase[] = [
  {
    name: "start",
    position: CHESS_START,
    nodes: [20, 400, 8902, 197281, 4865609],
  },
  {
    name: "kiwipete",
    position: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    nodes: [48, 2039, 97862, 4085603],
  },
  {
    name: "position 3",
    position: "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    nodes: [14, 191, 2812, 43238, 674624],
  },
  {
    name: "position 5",
    position: "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    nodes: [44, 1486, 62379, 2103487],
  },
];
