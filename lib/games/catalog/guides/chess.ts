// Orthodox chess for a player: the FIDE Laws in plain words (docs/rules/chess.md).

import type { Guide } from "./guide";
import { diagram, list, START } from "./guide";

const castlingRoom = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
const promotion = "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1";

export const chessGuide: Guide = {
  game: "chess",
  intro:
    "Chess is the classic game of two armies of sixteen men on an 8×8 board, played here under the FIDE Laws of Chess. You win by checkmating the enemy king: attacking it so that it has no way out.",
  setup: {
    heading: "Board and set-up",
    body: [
      "The board has 64 squares, with a light square in each player's right-hand corner. Files are lettered a to h from White's left, ranks numbered 1 to 8 from White's side.",
      "Each side has a king, a queen, two rooks, two bishops, two knights and eight pawns. The queen starts on her own colour (White's on d1, Black's on d8), the kings face each other on the e-file. White moves first, then the players take turns, one move each.",
      diagram(START, "The start position, White at the bottom."),
    ],
  },
  pieces: {
    heading: "How the pieces move",
    body: [
      "A piece captures by moving onto a square held by an enemy piece, which leaves the board. Only the knight may jump over other pieces; everything else stops at the first piece in its way.",
      list(
        "King (K): one square in any direction. It may never move onto a square the enemy attacks.",
        "Queen (Q): any number of squares along a file, a rank or a diagonal.",
        "Rook (R): any number of squares along a file or a rank.",
        "Bishop (B): any number of squares along a diagonal, so it stays on its own colour all game.",
        "Knight (N): two squares in one direction and one to the side, an L shape, jumping over anything in between.",
        "Pawn (P): one square straight forward, or two from its starting rank if both squares are empty. It captures one square diagonally forward, never straight ahead, and never moves backwards.",
      ),
      diagram(
        "4k3/8/8/3p4/2PN4/4P3/8/4K3 w - - 0 1",
        "A knight on d4 reaches eight squares, jumping over the pawns around it.",
        {
          show: "d4",
        },
      ),
      diagram(
        "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1",
        "The pawn on e4 may step to e5 or capture the pawn on d5, diagonally forward.",
        { show: "e4" },
      ),
    ],
  },
  special: [
    {
      heading: "Castling",
      body: [
        "Once per game the king may castle: it moves two squares towards one of its rooks, and that rook jumps to the square the king passed over. Castling on the king's side is written O-O, on the queen's side O-O-O.",
        list(
          "Neither the king nor that rook has moved yet.",
          "Every square between them is empty.",
          "The king is not in check, and the square it passes over and the square it lands on are not attacked.",
        ),
        diagram(castlingRoom, "With the way clear, the king on e1 may also castle to g1 or c1.", {
          show: "e1",
        }),
      ],
    },
    {
      heading: "En passant",
      body: [
        "When a pawn advances two squares and lands beside an enemy pawn, that enemy pawn may capture it as if it had moved only one square, landing on the square it skipped. This capture is allowed only on the very next move.",
        diagram(
          START,
          "Black has just played d7-d5 past White's pawn on e5, which may take en passant on d6.",
          {
            moves: ["Pe2-e4", "Pa7-a6", "Pe4-e5", "Pd7-d5"],
            show: "e5",
          },
        ),
      ],
    },
    {
      heading: "Promotion",
      body: [
        "A pawn that reaches the far rank must be exchanged, as part of the same move, for a queen, rook, bishop or knight of its own colour. Usually that is a queen, so a player can have several.",
        diagram(promotion, "The pawn on b7 may promote on b8 or by capturing the rook on a8.", {
          show: "b7",
        }),
      ],
    },
  ],
  ending: {
    heading: "How the game ends",
    body: [
      "Check is an attack on the king. You may never make a move that leaves your own king in check, so a player in check must move the king, capture the attacker or block the line.",
      "**Checkmate** — in check with no legal move — wins the game.",
      "The game is drawn:",
      list(
        "by stalemate: the player to move is not in check but has no legal move;",
        "when the same position occurs for the third time with the same player to move (threefold repetition);",
        "after fifty moves by each side with no capture and no pawn move (the fifty-move rule);",
        "when neither side can possibly checkmate: king against king, king and bishop or king and knight against king, or kings and bishops on squares of the same colour.",
      ),
      "Here these draws are applied automatically, the moment they happen.",
    ],
  },
  notation: {
    heading: "Writing a move",
    body: [
      "Every move is recorded in long algebraic notation: the piece's letter (P for a pawn too), the square it leaves, a hyphen for a move or x for a capture, and the square it reaches. A promotion adds = and the new piece. Castling is O-O or O-O-O. Check and mate signs are not part of the move.",
      "In the move box you may also type the short form most players know, such as e4 or Nf3; it is read as the same move.",
    ],
    examples: [
      { move: "Pe2-e4", meaning: "the king's pawn two squares forward", alsoAccepted: ["e4", "e2e4"] },
      { move: "Ng1-f3", meaning: "the king's knight out to f3", alsoAccepted: ["Nf3"] },
      {
        move: "Pe5xd6",
        meaning: "a pawn takes en passant, written as a plain capture",
        after: ["Pe2-e4", "Pa7-a6", "Pe4-e5", "Pd7-d5"],
      },
      { move: "O-O", meaning: "castling on the king's side", fen: castlingRoom },
      { move: "O-O-O", meaning: "castling on the queen's side", fen: castlingRoom },
      { move: "Pb7xa8=Q", meaning: "a pawn captures on a8 and becomes a queen", fen: promotion },
    ],
  },
};
