// The rules engine's part of picking a move (move-picker.tsx loads this module only once a piece is
// picked up): the complete moves from one square to another, each with the position and board it
// leads to, and what their previews should show larger.

import { joustTurnChoices } from "@/lib/board/joust-choices";
import { boardModel } from "@/lib/board/model";
import { differingSquares, headingWords, moveCaption, promotionOrder } from "@/lib/board/move-caption";
import { getGame, type Position } from "@/lib/engine";
import type { PickedMove } from "./move-picker";

/** Gets the game's rules ready while the player looks for where the picked-up piece goes. */
export function prepareChoices(gameType: string): void {
  const found = getGame(gameType);
  if (found.ok) found.value.prepare();
}

/**
 * The complete moves from `from` to `to`, in the order they are offered, and the squares their
 * close-ups show: what differs between them (a heading, a promoted piece, a rook, a placed
 * Mercenary) and the landing square.
 */
export function choicesBetween(
  gameType: string,
  position: Position,
  from: string,
  to: string,
): { list: PickedMove[]; focus: string[] } {
  const found = getGame(gameType);
  if (!found.ok) return { list: [], focus: [] };
  const game = found.value;
  const withModels = (moves: Omit<PickedMove, "model">[]): PickedMove[] =>
    moves.flatMap((move) => {
      const model = boardModel(gameType, move.after);
      return model.ok ? [{ ...move, model: model.value }] : [];
    });
  let list: PickedMove[];
  if (game.id === "joust") {
    const landing = joustTurnChoices(game, position, from).find((l) => l.to === to);
    list = withModels(
      (landing?.turns ?? []).map((turn) => ({
        from,
        to,
        text: turn.text,
        after: turn.position,
        caption: [
          endsHeading(turn.heading),
          turn.captures.length > 0 ? `captures on ${turn.captures.join(", ")}` : "",
        ]
          .filter(Boolean)
          .join(", "),
      })),
    );
  } else {
    const landedOn = (after: Position) => game.boardView(after).find((p) => p.square === to)?.letter;
    list = withModels(
      game
        .movesBetween(position, from, to)
        .map((choice) => {
          const after = game.play(position, choice.move);
          const caption = moveCaption(game, position, { ...choice, from, to }, after);
          return { from, to, text: choice.text, after, placed: choice.placed, caption };
        })
        .sort((a, b) => promotionOrder(game, landedOn(a.after)) - promotionOrder(game, landedOn(b.after))),
    );
  }
  const focus =
    list.length > 1
      ? differingSquares(
          game,
          list.map((c) => c.after),
          [to],
        )
      : [];
  return { list, focus };
}

/** Joust's heading code in words: "Ends facing north-east", "Ends with its pips on the diagonals (x)". */
const endsHeading = (heading: string) => `Ends ${headingWords(heading)}`;
