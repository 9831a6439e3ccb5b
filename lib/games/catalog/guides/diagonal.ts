// Diagonal Chess for a player, from docs/rules/diagonal.md.

import type { Guide } from "./guide";
import { diagram, list, START } from "./guide";

// diagonal §9 D2: the inventor's pawn example.
const pawnExample = "7k/8/8/8/8/3n4/3Pb3/K7 w - - 0 1";
// D3b: the Knight is a camel.
const camel = "7k/8/8/8/3N4/8/8/K7 w - - 0 1";
// D6: Black's pawns mirror White's.
const blackPawn = "7k/3Bp3/4N3/8/8/8/8/K7 b - - 0 1";
// D4: what a pawn may become depends on the square.
const promotionTable = "b1r5/P1P1P3/7k/8/8/8/6P1/K7 w - - 0 1";
const cornerRun = "k7/6P1/8/8/8/8/8/K7 w - - 0 1";

export const diagonalGuide: Guide = {
  game: "diagonal",
  intro:
    "Diagonal Chess, by David Howe, sets the two armies in opposite corners of an ordinary board, so the battle runs along the long diagonal from a1 to h8. Pawns march diagonally towards the enemy's corner, knights leap like camels, and a pawn that reaches the far corner wins the game on the spot.",
  setup: {
    heading: "Board and set-up",
    body: [
      "An ordinary 8×8 board, but White sits at the a1 corner and Black at the h8 corner; forward for White is towards h8. White has fifteen men: king a1, queen b2, bishops a2 and a3, knights b1 and c1, rooks a4 and d1, and seven pawns in a staircase on a5, b4, b3, c3, c2, d2 and e1. Black's army is White's turned half a circle. White moves first.",
      diagram(START, "The start position: each army packed into its corner behind a wall of pawns."),
    ],
  },
  pieces: {
    heading: "How the pieces move",
    body: [
      "King, queen, rook and bishop move as in chess, along the real files, ranks and diagonals. There is no castling.",
      list(
        "King (K), Queen (Q), Rook (R), Bishop (B): as in chess.",
        "Pawn (P): moves one square diagonally towards the enemy's corner (White north-east, Black south-west), but captures one square orthogonally forward (White north or east, Black south or west). No double step, no en passant.",
        "Knight (N): moves like a camel: three squares in one direction and one to the side, leaping over anything. A camel never changes colour, and each side has one on each colour.",
      ),
      diagram(pawnExample, "The white pawn on d2 moves to e3, or captures on d3 or e2.", { show: "d2" }),
      diagram(
        blackPawn,
        "A black pawn does the same the other way round: e7 moves to d6, or captures on e6 or d7.",
        {
          show: "e7",
        },
      ),
      diagram(camel, "The knight on d4 leaps three and one, to eight squares of its own colour.", {
        show: "d4",
      }),
    ],
  },
  special: [
    {
      heading: "Promotion",
      body: [
        "White promotes on the 8th rank and on the h-file (Black: on the 1st rank and the a-file). Promotion is compulsory, and the nearer the square is to the enemy's corner, the less a pawn may become:",
        list(
          "a8, g8, h7, h1: queen, rook, bishop or knight;",
          "b8, f8, h6, h2: rook, bishop or knight;",
          "c8, e8, h5, h3: bishop or knight;",
          "d8, h4: knight only.",
        ),
        "Black's squares are the same turned half a circle (h1, b1, a2, a8 for a queen, and so on).",
        diagram(
          promotionTable,
          "The pawn on a7 may promote on b8 (rook or less) or by capturing on a8 (queen or less).",
          { show: "a7" },
        ),
      ],
    },
    {
      heading: "The corner win",
      body: [
        "A pawn that reaches the enemy's corner (h8 for White, a1 for Black) by a legal move wins the game at once. It can only get there by its diagonal step from g7 (b2 for Black), onto an empty corner, since a pawn on the edge has already promoted.",
        diagram(cornerRun, "Pg7-h8 wins the game at once.", { show: "g7" }),
      ],
    },
  ],
  ending: {
    heading: "How the game ends",
    body: [
      "You may never leave your own king in check. **Checkmate** wins, and so does a pawn reaching the enemy corner; whichever comes first decides the game. A camel's check cannot be blocked, only escaped or answered by capturing the camel.",
      "The game is drawn, automatically:",
      list(
        "by stalemate;",
        "when the same position occurs for the third time with the same player to move (threefold repetition);",
        "after fifty moves by each side with no capture and no pawn move;",
        "when only king against king, or king and bishop against king, remains.",
      ),
      "King and camel against king play on: the camel cannot mate alone, but the fifty-move rule ends it. Draws by agreement are possible too.",
    ],
  },
  notation: {
    heading: "Writing a move",
    body: [
      "Write the piece's letter (P, N for the camel-moving knight, B, R, Q, K), the square it leaves, - or x, and the square it reaches. Promotion adds = and the new piece, as the square allows. The winning corner move is written as a plain move.",
    ],
    examples: [
      { move: "Pd2-e3", meaning: "a pawn's diagonal step from the start" },
      { move: "Nb1-c4", meaning: "a camel's leap out of the corner" },
      { move: "Pd2xd3", meaning: "a pawn captures straight forward", fen: pawnExample },
      { move: "Pa7-b8=R", meaning: "promotion on b8, a rook at most", fen: promotionTable },
      { move: "Pa7xa8=Q", meaning: "promotion by capture on a8, a queen allowed", fen: promotionTable },
      { move: "Pc7-d8=N", meaning: "on d8 only a knight", fen: promotionTable },
      { move: "Pg7-h8", meaning: "the pawn reaches the corner and wins", fen: cornerRun },
    ],
  },
};
