// Juxtaposition Chess for a player, from docs/rules/juxtaposition.md (the 2006 rules).

import type { Guide } from "./guide";
import { diagram, list, START } from "./guide";

// juxtaposition §9 J3: in check, no swap at all.
const inCheck = "k3r2f/s7/8/8/8/8/SP6/3QK2F w - - 0 1 -";
// J7: queenside castling only.
const castlingRoom = "4k2f/s7/8/8/8/8/S7/R3K2F w Q - 0 1 -";
// J6: promotion to six pieces, Flag and Stone included.
const promotion = "k6f/s1P5/8/8/8/8/S7/4K2F w - - 0 1 -";
const lastFlag = "4k2f/8/8/8/8/8/S7/4K2R w - - 0 1 -";

export const juxtapositionGuide: Guide = {
  game: "juxtaposition",
  intro:
    "Juxtaposition Chess, by Gary Gifford, is chess in which each side also has Flags and Stones: men that never move by themselves but can trade places with your other men anywhere on the board. You win by checkmate, or by capturing every enemy Flag and Stone.",
  setup: {
    heading: "Board and set-up",
    body: [
      "The chess set-up with two changes for each side: the pawn on a2 is replaced by a **Stone** and the rook on h1 by a **Flag** (Black: a7 and h8). White moves first.",
      diagram(START, "The start position: stones on a2 and a7, flags on h1 and h8."),
    ],
  },
  pieces: {
    heading: "How the pieces move",
    body: [
      "The king, queen, rook, bishop, knight and pawn move and capture as in chess, with en passant and promotion.",
      list(
        "King (K), Queen (Q), Rook (R), Bishop (B), Knight (N): as in chess. Only queenside castling exists.",
        "Pawn (P): as in chess. A pawn standing on its own second rank may always make the two-square advance, even one that has been swapped back there.",
        "Flag (F): never moves by itself and never captures, so it never gives check. It can be captured, blocks lines and can be jumped by knights. A king or piece may swap places with it.",
        "Stone (S): the same as a flag, except that it swaps with pawns.",
      ),
      diagram(START, "The pawn on b2 may advance one or two squares, or swap places with the stone on a2.", {
        show: "b2",
      }),
      diagram(
        START,
        "The king on e1 may swap places with the flag on h1, three squares away, even though f1 and g1 are occupied.",
        {
          show: "e1",
        },
      ),
    ],
  },
  special: [
    {
      heading: "Swaps",
      body: [
        "Instead of a normal move you may make a swap: two of your own men exchange squares, however far apart they are and whatever stands between them.",
        list(
          "A pawn swaps only with a stone; a king, queen, rook, bishop or knight swaps only with a flag.",
          "You may not swap while your king is in check, not even to escape the check.",
          "You may not swap on two turns in a row: after a swap, your next move must be a normal one.",
          "A king may not swap onto an attacked square.",
          "A pawn swapped onto the last rank promotes at once.",
        ),
        diagram(START, "After Ke1<>h1 the king stands on h1 and the flag on e1, much like short castling.", {
          moves: ["Ke1<>h1"],
        }),
        diagram(
          START,
          "White swapped first (Pb2<>a2). Now the pawn on a2 may only advance: no swap is allowed on this turn.",
          { moves: ["Pb2<>a2", "Nb8-c6"], show: "a2" },
        ),
        diagram(
          inCheck,
          "In check from the rook, the king may step to d2, f1 or f2, but not swap with the flag on h1.",
          {
            show: "e1",
          },
        ),
      ],
    },
    {
      heading: "Castling and promotion",
      body: [
        "Only queenside castling exists, as in chess: the king goes from e1 to c1 and the rook from a1 to d1. A king or rook that has taken part in a swap counts as having moved.",
        diagram(
          castlingRoom,
          "The king on e1 may castle to c1, step, or swap with the flag on h1. There is no O-O.",
          {
            show: "e1",
          },
        ),
        "A pawn reaching the last rank must become a queen, rook, bishop or knight, or a flag or stone, which refills your supply.",
        diagram(
          promotion,
          "The pawn on c7 may promote on c8, to any of six men, or swap with the stone on a2.",
          {
            show: "c7",
          },
        ),
      ],
    },
  ],
  ending: {
    heading: "How the game ends",
    body: [
      "You may never leave your own king in check, and **checkmate** wins.",
      "You also win by **baring** your opponent: capturing their last flag or stone, so that they have none of either left. The game ends the moment that capture is made, and that capture is allowed even if it leaves your own king attacked.",
      diagram(lastFlag, "Rh1xh8 takes Black's only remaining flag or stone: Black is bared and White wins.", {
        show: "h1",
      }),
      "The game is drawn, automatically:",
      list(
        "by stalemate, including when your only moves would be swaps you are not allowed to make;",
        "when the same position occurs for the third time with the same player to move (threefold repetition; who swapped last counts too);",
        "after fifty moves by each side with no capture and no pawn move (swaps do not count as pawn moves).",
      ),
      "There is no draw for too little material: even a king can go and capture a flag. Draws by agreement are possible.",
    ],
  },
  notation: {
    heading: "Writing a move",
    body: [
      "Normal moves are written as in chess here: the piece's letter (P for a pawn too), the square it leaves, - or x, and the square it reaches. A swap is the moving man's letter and square, <>, and the square of the flag or stone. Promotion adds =Q, =R, =B, =N, =F or =S. Castling is O-O-O. A baring capture is written like any other capture.",
    ],
    examples: [
      { move: "Pe2-e4", meaning: "a pawn's double step", alsoAccepted: ["e4"] },
      { move: "Pb2<>a2", meaning: "the b2 pawn swaps with the stone on a2" },
      { move: "Ke1<>h1", meaning: "the king swaps with the flag on h1" },
      { move: "O-O-O", meaning: "castling, queenside only", fen: castlingRoom },
      { move: "Pc7-c8=F", meaning: "promotion to a flag", fen: promotion },
      { move: "Pc7<>a2", meaning: "a swap with the stone from anywhere on the board", fen: promotion },
      { move: "Rh1xh8", meaning: "the capture that bares Black and wins", fen: lastFlag },
    ],
  },
};
