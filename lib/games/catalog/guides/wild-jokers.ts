// Wild Jokers Chess for a player, from docs/rules/wild-jokers.md.

import type { Guide } from "./guide";
import { diagram, list, START } from "./guide";

const empty = (rank7: string, rank5: string, rank4: string, rank3: string, rank1: string) =>
  `${rank7}/1*1*1*1/${rank5}/${rank4}/${rank3}/1*1*1*1/${rank1} w - 0 1`;

// wild-jokers §9 WJ2: the inventor's Joker example.
const jokerRun = "6r/1*1*1*1/kj5/1*3*1/2p4/1*1*p*1/3KJ2 w - 0 1";
// WJ4: a Bishop takes a Mercenary and places it at home.
const mercenaryTaken = "3k3/1*1*m*1/7/1*B2*1/7/P*P*1*1/3K2R w - 0 1";
// WJ7: a Lancer may promote on the last rank, or not.
const lancerAtTheTop = empty("3k3", "2L4", "1*3*1", "7", "3K3");
// WJ8: a Pikeman must promote.
const pikemanAtTheTop = "1b1k3/1*P*1*1/7/1*3*1/7/1*1*1*1/3K3 w - 0 1";
const castlingRoom = "3k3/1*1*1*1/7/1*3*1/7/1*1*1*1/3K2R w K 0 1";

export const wildJokersGuide: Guide = {
  game: "wild-jokers",
  intro:
    "Wild Jokers Chess, Jeff Stroud's entry to a 2001 contest for 41-square chess, is played on a 7×7 board with eight pits cut into it. Jokers leap across the pits, a captured Mercenary changes sides and rejoins the game, and you win by actually capturing the enemy king.",
  setup: {
    heading: "Board and set-up",
    body: [
      "The board is 7×7, files a to g and ranks 1 to 7, with eight **pits** at b2, d2, f2, b4, f4, b6, d6 and f6. A pit is a hole, not a square: nothing may stand on it or stop on it, and pieces that slide cannot cross it. Pieces that leap fly over pits freely.",
      "White's first rank holds, from a1: Joker, Mercenary, Lancer, King, Paladin, Bishop, Rook, with four Pikemen on a2, c2, e2 and g2 between the pits. Black's army is White's turned half a circle, so the kings face each other on the d-file. White moves first.",
      diagram(START, "The start position. The dark holes are the pits."),
    ],
  },
  pieces: {
    heading: "How the pieces move",
    body: [
      "Every piece captures the way it moves. Forward always means towards the opponent's side for the piece's present owner.",
      list(
        "King (K): one square in any direction.",
        "Rook (R) and Bishop (B): as in chess, but a pit stops them exactly like the edge of the board.",
        "Pikeman (P): one square straight or diagonally forward, moving or capturing alike. No double step, no en passant.",
        "Lancer (L): leaps exactly two squares in any of the eight directions, over pieces and pits.",
        "Paladin (A): a king and a knight in one: one square in any direction, or the knight's L-shaped leap (which flies over pits).",
        "Mercenary (M): one square diagonally, forwards or backwards, or one square straight forward.",
        "Joker (J): one square along a file or rank, or the pit jumps described below.",
        "Veteran (V), a promoted Pikeman or Lancer: one square in any direction except sideways.",
        "Captain (C), a promoted Mercenary: one square in any direction. It is not royal.",
      ),
      diagram(
        "6k/1*1*1*1/7/1*3*1/7/1*1*1*1/1R4K w - 0 1",
        "The rook on b1 cannot go up the b-file at all: the pit on b2 blocks it.",
        { show: "b1" },
      ),
      diagram(
        empty("3k3", "7", "1*1p1*1", "2P4", "3K3"),
        "The pikeman on c3 steps to c4 or captures on d4; b4 is a pit.",
        { show: "c3" },
      ),
      diagram(
        lancerAtTheTop,
        "The lancer on c5 leaps two squares in any direction, to a3, a5, c3, e3, e5, a7, c7 and e7.",
        {
          show: "c5",
        },
      ),
      diagram(
        empty("3k3", "7", "1*3*1", "3A3", "3K3"),
        "The paladin on d3 steps like a king or leaps like a knight.",
        {
          show: "d3",
        },
      ),
      diagram(
        "6k/1*1*1*1/7/1*1M1*1/3V3/1*1*1*1/K6 w - 0 1",
        "The mercenary on d4 steps to any diagonal square or straight forward to d5.",
        { show: "d4" },
      ),
      diagram(
        "6k/1*1*1*1/7/1*1M1*1/3V3/1*1*1*1/K6 w - 0 1",
        "The veteran on d3 steps forward-diagonally or back-diagonally; d4 is its own mercenary, d2 a pit, and it never steps sideways.",
        { show: "d3" },
      ),
      diagram(
        empty("3k3", "3C3", "1*3*1", "7", "3K3"),
        "A captain on d5 steps one square in any direction (d6 is a pit).",
        {
          show: "d5",
        },
      ),
    ],
  },
  special: [
    {
      heading: "The Joker's pit jumps",
      body: [
        "Besides its one-square step, a Joker standing next to a pit (also diagonally next to it) may jump across the pit to the square directly opposite. If that square holds an enemy piece, the Joker captures it and stops. If it is empty, the Joker may stop there or jump again across another pit next to its new square, and so on.",
        list(
          "Only the first jump may capture; every later landing square must be empty.",
          "Each pit may be crossed once per move, and the Joker may not land twice on the same square or come back to where it started.",
          "Jumps start from where the Joker began its move: it cannot step and then jump.",
          "The Joker attacks only the squares next to it along a file or rank and the landing squares of its first jumps.",
        ),
        diagram(
          jokerRun,
          "The joker on e1 can take the pawn on e2, jump d2 to take on c3, jump f2 to g3, then on across f4 to e5 and across d6 to c7.",
          { show: "e1" },
        ),
      ],
    },
    {
      heading: "Capturing a Mercenary",
      body: [
        "A captured Mercenary (or Captain) is not out of the game: it changes sides. As part of the same move, the capturing player puts it back as their own Mercenary (a Captain is demoted) on any empty square of their first two ranks. If there is no empty square there, it is lost.",
        diagram(mercenaryTaken, "Bc4xe6/M@e2: White's bishop takes the mercenary, which joins White on e2.", {
          moves: ["Bc4xe6/M@e2"],
        }),
        "One side can own two Mercenaries this way.",
      ],
    },
    {
      heading: "Promotion",
      body: [
        "On the last rank (rank 7 for White, rank 1 for Black):",
        list(
          "a Pikeman must become a Veteran;",
          "a Mercenary must become a Captain;",
          "a Lancer may become a Veteran, or stay a Lancer, each time it moves onto the last rank.",
        ),
        diagram(
          pikemanAtTheTop,
          "The pikeman on c6 becomes a veteran on b7, c7 or d7; taking on d7 also takes the king.",
          {
            show: "c6",
          },
        ),
      ],
    },
    {
      heading: "Castling",
      body: [
        "Each side has one castling, towards its only rook, as in chess: White's king goes d1 to f1 and the rook g1 to e1 (Black: d7 to b7, rook a7 to c7). Neither piece may have moved, the squares between them must be empty, and the king's square, the square it crosses and the square it lands on must not be attacked.",
        diagram(castlingRoom, "With e1 and f1 empty, the king on d1 may castle to f1.", { show: "d1" }),
      ],
    },
  ],
  ending: {
    heading: "How the game ends",
    body: [
      "There is no check and no checkmate: you win by **capturing the enemy king**. Any move is allowed, even one that leaves your own king where it can be taken, so watch your king.",
      "A player who has no move at all on their turn loses (this is very rare).",
      "The game is drawn, automatically, when the same position occurs for the third time with the same player to move (threefold repetition), or after fifty moves by each side with no capture and no pikeman move; and by agreement.",
    ],
  },
  notation: {
    heading: "Writing a move",
    body: [
      "Write the piece's letter (P for a pikeman, A for the paladin), the square it leaves, - or x, and the square it reaches. A Joker's move is written from start to finish, whatever pits it crossed.",
      "A promotion adds =V or =C (always, even when it is compulsory); a Lancer that stays a Lancer gets no suffix. The placement of a captured Mercenary follows a slash: /M@ and its square, or /M@- when it is lost. Castling is O-O.",
    ],
    examples: [
      { move: "Pe2-e3", meaning: "a pikeman steps forward" },
      {
        move: "Ja1-a5",
        meaning: "the joker jumps the pit b2 to c3, then b4 to a5",
        alsoAccepted: ["Ja1~c3~a5"],
      },
      {
        move: "Je1-c7",
        meaning: "a three-jump run from e1: across f2 to g3, f4 to e5, d6 to c7",
        fen: jokerRun,
      },
      { move: "Bc4xe6/M@e2", meaning: "take the mercenary and place it on e2", fen: mercenaryTaken },
      {
        move: "Pc6-c7=V",
        meaning: "a pikeman reaches the last rank and becomes a veteran",
        fen: pikemanAtTheTop,
      },
      {
        move: "Lc5-a7=V",
        meaning: "a lancer reaches the last rank and chooses to promote",
        fen: lancerAtTheTop,
      },
      { move: "Lc5-a7", meaning: "the same leap, staying a lancer", fen: lancerAtTheTop },
      { move: "O-O", meaning: "castling: king d1 to f1, rook g1 to e1", fen: castlingRoom },
    ],
  },
};
