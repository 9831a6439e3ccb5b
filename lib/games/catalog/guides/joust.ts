// Joust Chess for a player, from docs/rules/joust.md (the revised rules: wedges in the
// corners, hooks beside them, checkmate as the goal).

import type { Guide } from "./guide";
import { diagram, list, START } from "./guide";

// joust §9 T2: a pawn that jumps its friend and captures beyond.
const pawnJump = "7k[+]/8/8/4p[N]3/8/4P[N]3/4P[N]3/K[+]7 w";
// joust §9 T3: a wedge's long-range capture.
const wedgeLance = "7k[+]/8/8/1p[N]6/8/8/8/W[NE]6K[+] w";
const hookOpen = "7k[+]/8/2p[N]5/8/3H[N]4/8/8/K[+]7 w";
const queenRun = "7k[+]/8/3p[N]4/2p[N]1p[N]3/3Q[x]4/8/8/K[+]7 w";
const kingLeap = "k[+]7/6p[N]1/8/4W[NE]3/3K[x]4/8/8/8 w";

export const joustGuide: Guide = {
  game: "joust",
  intro:
    "Joust Chess, by Jeff Cornell, is chess in which every piece carries pips: small marks on its edge that point in the only directions it may act. On your turn one piece may slide, leap over its friends, capture several enemies in a row and then turn to face a new way, all in one go.",
  setup: {
    heading: "Board and set-up",
    body: [
      "An ordinary 8×8 board. Each side has eight pawns on its second rank and, on the back rank from the a-file: wedge, hook, wedge, queen, king, wedge, hook, wedge. White moves first.",
      "The pips are drawn on each piece. At the start the pawns point along their file, the queens and kings point orthogonally (+), the corner wedges point forward and towards the centre, the inner wedges point diagonally forward, and the hooks' central pip points diagonally forward and outward. Black's army is White's mirrored across the middle of the board.",
      diagram(START, "The start position. Read each piece's pips: they are its directions for now."),
    ],
  },
  pieces: {
    heading: "The pieces and their pips",
    body: [
      "A piece can only act in the directions its pips point, and each pip can be used once per turn. What the piece is decides the shape of its pips; which way they point changes when it turns.",
      list(
        "Pawn (P): two pips pointing opposite ways, a straight line. It slides forwards and backwards alike, never promotes and has no double step.",
        "Wedge (W): two pips at a right angle.",
        "Hook (H): three pips in a T: a central pip and one at a right angle on each side of it.",
        "Queen (Q): four pips, either all orthogonal (+) or all diagonal (×). It is not the chess queen: it has four directions at a time, not eight.",
        "King (K): four pips like the queen, but it slides only one square. Jumps and captures work as for any piece.",
      ),
      diagram(
        pawnJump,
        "The pawn on e2 cannot slide north past its own pawn, but it can jump over it to e4 and then capture on e5 with its other pip, or slide back to e1.",
        { show: "e2" },
      ),
      diagram(
        wedgeLance,
        "The wedge on a1 points north and east: it slides up the a-file or along the first rank, or slides to a5 and then captures on b5 with its east pip.",
        { show: "a1" },
      ),
      diagram(
        hookOpen,
        "The hook on d4 points west, north and east: it slides along its rank or up the file, and after sliding to d6 its west pip captures on c6.",
        { show: "d4" },
      ),
      diagram(
        queenRun,
        "A queen turned diagonally (×) can take e5, d6 and c5 one after another, using a different pip for each capture.",
        { show: "d4" },
      ),
      diagram(
        kingLeap,
        "The king slides only one square, yet it may jump its own wedge to f6 and capture on g7 in the same turn.",
        { show: "d4" },
      ),
    ],
  },
  special: [
    {
      heading: "A turn: one piece, several actions",
      body: [
        "Each turn you choose one piece and make one or more actions with it, in this order:",
        list(
          "**Move** (only as the first action): slide any distance in the direction of one pip, over empty squares only. The king slides one square. A move never captures.",
          "**Jump** (any number, never after a capture): leap over a friendly piece standing right next to you onto the empty square beyond it. The jump uses the pip pointing away from the jump, so you need a pip facing backwards to jump forwards.",
          "**Capture** (any number): take an enemy piece standing right next to you in the direction of a pip, and move onto its square.",
          "**Turn** (only as the last action): rotate the piece to any new orientation of its shape, in steps of 45°. A turn alone is a whole move too.",
        ),
        "Every move, jump and capture uses up one pip, and no pip can be used twice in a turn. So a pawn can never slide and then capture in the same direction, and a piece with two pips makes at most two of these actions.",
        diagram(
          START,
          "The hook on b1 uses its south-west pip to jump north-east over the pawn on c2 and land on d3.",
          {
            show: "b1",
          },
        ),
      ],
    },
    {
      heading: "Turning",
      body: [
        "Turning is always the last action. After a capture you may turn only if the piece has used every one of its pips this turn; if nothing was captured you may always turn. The new orientation must point differently from the old one, and a mirror image is not a turn.",
        "A pawn has four different orientations, a wedge or hook eight, a queen or king two (+ and ×).",
        diagram(START, "Pa2@E: the pawn on a2 turns in place so that its pips point east and west.", {
          moves: ["Pa2@E"],
        }),
        "A turn that ends exactly where it began, same square and same pips, is not allowed: there is no passing.",
      ],
    },
    {
      heading: "No castling, no en passant, no promotion",
      body: [
        "Joust has none of these. A pawn that reaches the far rank simply stays a pawn and can turn and come back.",
      ],
    },
  ],
  ending: {
    heading: "How the game ends",
    body: [
      "**Checkmate** wins. A king is in check when an enemy piece could capture it on its next turn, counting slides, jumps and chains of captures with the pips it has now. Your turn must not end with your own king in check, but your piece may pass through attacked squares during the turn: only where it ends counts.",
      "There is no stalemate: a king can always turn in place.",
      "Even a lone king can be checkmated, so there is no draw for too little material.",
      diagram(
        "8/8/8/8/8/8/K[+]7/k[x]7 b",
        "Black is checkmated: the white king's south pip attacks a1, Black's diagonal pips cannot reach a2, and turning does not help.",
      ),
      "The game is drawn, automatically, when the same position occurs for the third time with the same player to move (threefold repetition: every piece's square and orientation count), after fifty turns by each side without a capture, or by agreement.",
    ],
  },
  notation: {
    heading: "Writing a turn",
    body: [
      "Write the piece's letter and its square, then one mark per action, in order: -square for a slide, ^square for a jump, xsquare for a capture and @heading for a turn.",
      "Headings: a pawn's line is N (north–south), NE, E (east–west) or SE. A wedge's heading is the direction halfway between its two pips (NE means pips north and east). A hook's heading is its central pip. A queen or king is + or x.",
      "When different action orders end in the same position they are the same turn, and the record shows the shortest spelling.",
    ],
    examples: [
      { move: "Hb1^d3", meaning: "the hook jumps over the c2 pawn" },
      { move: "Pa2@E", meaning: "the a2 pawn turns to point east and west" },
      { move: "Qd1@x", meaning: "the queen turns from + to ×" },
      { move: "Pe2^e4xe5", meaning: "jump over a friend, then capture", fen: pawnJump },
      { move: "Wa1-a5xb5@N", meaning: "slide, capture with the other pip, then turn", fen: wedgeLance },
      { move: "Qd4xe5xd6xc5", meaning: "three captures in one turn", fen: queenRun },
    ],
  },
};
