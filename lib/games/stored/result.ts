// How a finished game's result reads, the same on the game page, the lists and in the emails.

const reasonWords: Record<string, string> = {
  checkmate: "by checkmate",
  stalemate: "by stalemate",
  resignation: "by resignation",
  time: "on time",
  agreement: "by agreement",
  "king-captured": "by capturing the king",
  "no-moves": "because the other side had no move left",
  "insufficient-material": "as neither side can checkmate",
  repetition: "by threefold repetition",
  "fifty-moves": "by the fifty-move rule",
  bared: "by capturing all the Flags and Stones",
  aborted: "by a player before both sides had moved",
  withdrawal: "as the other player withdrew from the tournament",
};

/** How a result came about: "by checkmate", "on time", "by a pawn reaching h8". */
export function reasonInWords(reason: string): string {
  const corner = /^pawn-reached-([a-z]+\d+)$/.exec(reason);
  if (corner) return `by a pawn reaching ${corner[1]}`;
  return reasonWords[reason] ?? `by ${reason.replace(/-/g, " ")}`;
}

/** "Ana (White) won by checkmate", "Bart (Black) won on time", "Draw by agreement"; without sides: "Ana won by checkmate". */
export function resultText(
  winner: string | null,
  reason: string | null,
  whiteName: string,
  blackName: string,
  options: { sides?: boolean } = {},
): string {
  const how = reason ? reasonInWords(reason) : "";
  const sides = options.sides ?? true;
  if (winner === "draw") return `Draw ${how}`.trim();
  if (winner === "w") return `${whiteName}${sides ? " (White)" : ""} won ${how}`.trim();
  if (winner === "b") return `${blackName}${sides ? " (Black)" : ""} won ${how}`.trim();
  return "The game is over";
}
