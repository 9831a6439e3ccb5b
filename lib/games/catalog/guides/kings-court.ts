// Kings Court for a player, from docs/rules/kings-court.md.

import type { Guide } from "./guide";
import { diagram, list, START } from "./guide";

// kings-court §9 KC4: a Chancellor in the open.
const chancellorOpen = "11k/12/12/12/4C7/12/12/K11 w - - 0 1 -";
// Pawns on a2 and l7 keep the position alive (K+J v K alone is a draw).
const jesterOpen = "11k/11p/12/12/5J6/12/P11/K11 w - - 0 1 -";
// KC3: both middle squares of f6 are blocked.
const jesterBlocked = "11k/12/12/4P1P5/5J6/12/12/K11 w - - 0 1 -";
const castlingRoom = "6k5/12/12/12/12/12/12/R5K4R w KQ - 0 1 -";
// KC7c: a Chancellor's check lets the King fly two squares.
const flight = "6k5/12/12/12/12/12/4c7/6K5 w - - 0 1 -";
// KC11 (A9): a Chancellor check would open the flight onto the checker's own King.
const flightOntoKing = "12/5k6/12/2P4K4/p11/6P2P2/6c5/11C b - - 0 1 -";
const promotion = "12/2P9/12/12/12/12/12/K10k w - - 0 1 -";
const enPassant = "11k/12/12/3pP7/12/12/12/K11 w - d6 0 1 -";

export const kingsCourtGuide: Guide = {
  game: "kings-court",
  intro:
    "Kings Court, by Sidney LeVasseur, is chess on a wide board of twelve files with two new pieces for each side: the Chancellor and the Jester. The King gains long castling and, when a Chancellor checks it, the power to fly two squares.",
  setup: {
    heading: "Board and set-up",
    body: [
      "The board has 12 files, a to l, and 8 ranks. White's first rank holds, from a1: Rook, Jester, Chancellor, Knight, Bishop, Queen, King, Bishop, Knight, Chancellor, Jester, Rook, with twelve pawns in front. Black mirrors White, so the kings face each other on the g-file. White moves first.",
      diagram(START, "The start position, 24 men a side."),
    ],
  },
  pieces: {
    heading: "How the pieces move",
    body: [
      "King, Queen, Rook, Bishop, Knight and Pawn move as in chess. Watch the names: this Chancellor is not the rook-and-knight piece of other variants, and this Jester does not imitate anything.",
      list(
        "King (K), Queen (Q), Rook (R), Bishop (B), Knight (N): as in chess.",
        "Pawn (P): as in chess, with the double step from its first square, en passant and promotion.",
        "Chancellor (C): one or two squares in a straight line in any of the eight directions, without jumping (for two squares the square between must be empty), or a knight's leap.",
        "Jester (J): one square diagonally, or two diagonal steps through an empty square, either straight on or turning a right angle, but never back. So it reaches the diagonal squares one and two away and the squares two away along the file or rank. It never leaves its colour.",
        "A Jester still on its first square (b1, k1, b8 or k8) may, for its first move only, leap two squares straight along a diagonal over whatever stands between.",
      ),
      diagram(
        chancellorOpen,
        "The chancellor on e4 reaches 24 squares: one or two steps in every direction, and the knight's leaps.",
        {
          show: "e4",
        },
      ),
      diagram(
        jesterOpen,
        "A jester on f4 with room around it reaches twelve squares, all of its own colour.",
        { show: "f4" },
      ),
      diagram(
        jesterBlocked,
        "With pawns on e5 and g5, the jester cannot reach d6, f6 or h6: every way there passes an occupied square. It still reaches d4 through e3 and h4 through g3.",
        { show: "f4" },
      ),
      diagram(START, "On its first move the jester on b1 leaps over the c2 pawn to d3.", { show: "b1" }),
    ],
  },
  special: [
    {
      heading: "Castling, one to four squares",
      body: [
        "Once per game the king may castle with either rook. It moves one, two, three or four squares towards that rook, and the rook lands on the square next to the king's destination, on the side it came from (for a one-square castle, the king's old square).",
        list(
          "Neither the king nor that rook has moved.",
          "Every square between them is empty, whatever the distance.",
          "The king is not in check, and no square it crosses or lands on is attacked.",
        ),
        diagram(
          castlingRoom,
          "The king on g1 may step one square or castle to c1, d1, e1, f1, h1, i1, j1 or k1.",
          {
            show: "g1",
          },
        ),
      ],
    },
    {
      heading: "The King's flight",
      body: [
        "When a Chancellor gives check (alone or with another piece), the king may fly two squares in a straight line in any direction instead of one. The square in between must be empty, though it may be attacked; the landing square may hold an enemy piece to capture and must not be attacked. It counts as a king move, so castling is lost.",
        diagram(
          flight,
          "The black chancellor on e2 checks with its knight's leap: besides stepping to h1 or h2, the king may fly to i1 or i3.",
          {
            show: "g1",
          },
        ),
        "Because the flight may capture, you may not give check with a chancellor when the checked king could then fly onto your own king: a king is never captured.",
        diagram(
          flightOntoKing,
          "The black chancellor on g2 may not check the white king on h5, which could then fly over g6 onto the black king on f7. Only its 11 moves that give no check are allowed.",
          { show: "g2" },
        ),
      ],
    },
    {
      heading: "Promotion and en passant",
      body: [
        "A pawn reaching the last rank must become a queen, chancellor, rook, bishop, knight or jester. A promoted jester has no first-move leap. En passant works as in chess.",
        diagram(promotion, "The pawn on c7 promotes on c8, to any of six pieces.", { show: "c7" }),
        diagram(enPassant, "Black has just played d7-d5: the pawn on e5 may take it en passant on d6.", {
          show: "e5",
        }),
      ],
    },
  ],
  ending: {
    heading: "How the game ends",
    body: [
      "As in chess, you may never leave your own king in check, and **checkmate** wins.",
      "A check from two squares away along a line can be blocked on the square between. A jester's check from two squares away along a file or rank can only be blocked by filling both squares it could pass through.",
      "The game is drawn, automatically:",
      list(
        "by stalemate, when the player to move is not in check but has no legal move;",
        "when the same position occurs for the third time with the same player to move (threefold repetition);",
        "after fifty moves by each side with no capture and no pawn move;",
        "when only king against king remains, or king and a single bishop, knight or jester against a king.",
      ),
      "Draws by agreement are possible too.",
    ],
  },
  notation: {
    heading: "Writing a move",
    body: [
      "Write the piece's letter (P, N, B, R, Q, K, C for the chancellor, J for the jester), the square it leaves, - or x, and the square it reaches. Promotion adds = and the new piece. Castling is O- followed by the king's destination, which says both how far and with which rook. The king's flight is written as a plain two-square king move.",
    ],
    examples: [
      { move: "Pf2-f4", meaning: "a pawn's double step" },
      { move: "Cc1-d3", meaning: "a chancellor's knight leap out of the corner" },
      { move: "Jb1-d3", meaning: "the jester's first-move leap over c2" },
      { move: "O-d1", meaning: "castling three squares with the a1 rook (rook to e1)", fen: castlingRoom },
      { move: "O-k1", meaning: "castling four squares with the l1 rook (rook to j1)", fen: castlingRoom },
      { move: "Kg1-i1", meaning: "the king's flight from a chancellor's check", fen: flight },
      { move: "Pc7-c8=J", meaning: "promotion to a jester", fen: promotion },
      { move: "Pe5xd6", meaning: "en passant, written as a plain capture", fen: enPassant },
    ],
  },
};
