// Lines of play that reach a chosen kind of move: seeded random playouts (never a move that ends
// the game) until the side to move has a legal move matching each wanted pattern in turn. Lets a
// test play the ordinary opening through the service and the special moves through the UI.
import { type Game, getGame, type Position, unwrap } from "@/lib/engine";
import { seeded } from "./playout";

type Line = { prefix: string[]; special: string[] };

/**
 * A prefix of ordinary moves, then one move per pattern (played by alternating sides). Each
 * special move is the first matching legal move in text order, so the result is deterministic.
 * Of the first `tries` seeds' lines, the shortest (the first of equal length): every prefix move
 * is played through the service by the tests, so a short prefix is a fast test. Each seed stops
 * once its line is no shorter than the best so far.
 */
export function lineTo(gameId: string, wanted: readonly RegExp[], maxPlies = 120, tries = 40): Line {
  const game = unwrap(getGame(gameId));
  let best: Line | null = null;
  for (let seed = 1; seed <= tries; seed++) {
    const random = seeded(seed);
    let position = game.start();
    const prefix: string[] = [];
    const limit = best ? best.prefix.length : maxPlies;
    for (let ply = 0; ply < limit; ply++) {
      const special = specialsFrom(game, position, wanted);
      if (special) {
        best = { prefix: [...prefix], special };
        break;
      }
      // A random move that does not end the game: drawn until one is found (each draw plays only
      // the move drawn, where filtering all of them first would play every legal move).
      const moves = game.legalMoves(position);
      let next: Position | null = null;
      while (moves.length > 0 && next === null) {
        const [move] = moves.splice(Math.floor(random() * moves.length), 1);
        const after = game.play(position, move);
        if (game.outcome(after).status === "ongoing") {
          prefix.push(game.printMove(position, move));
          next = after;
        }
      }
      if (next === null) break;
      position = next;
    }
    if (best?.prefix.length === 0) break;
  }
  if (best) return best;
  throw new Error(`${gameId}: no line reaching ${wanted.join(", ")}`);
}

function specialsFrom(game: Game, start: Position, wanted: readonly RegExp[]): string[] | null {
  let position = start;
  const special: string[] = [];
  for (const pattern of wanted) {
    if (game.outcome(position).status !== "ongoing") return null;
    const text = game.legalMoveTexts(position).find((t) => pattern.test(t));
    if (!text) return null;
    special.push(text);
    position = unwrap(game.playText(position, text));
  }
  return special;
}
