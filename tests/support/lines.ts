// Lines of play that reach a chosen kind of move: seeded random playouts (never a move that ends
// the game) until the side to move has a legal move matching each wanted pattern in turn. Lets a
// test play the ordinary opening through the service and the special moves through the UI.
import { type Game, getGame, type Position, unwrap } from "@/lib/engine";
import { seeded } from "./playout";

type Line = { prefix: string[]; special: string[] };

/**
 * A prefix of ordinary moves, then one move per pattern (played by alternating sides). Each
 * special move is the first matching legal move in text order, so the result is deterministic.
 */
export function lineTo(gameId: string, wanted: readonly RegExp[], maxPlies = 120, tries = 400): Line {
  const game = unwrap(getGame(gameId));
  for (let seed = 1; seed <= tries; seed++) {
    const random = seeded(seed);
    let position = game.start();
    const prefix: string[] = [];
    for (let ply = 0; ply < maxPlies; ply++) {
      const special = specialsFrom(game, position, wanted);
      if (special) return { prefix, special };
      const quiet = game
        .legalMoves(position)
        .filter((move) => game.outcome(game.play(position, move)).status === "ongoing");
      if (quiet.length === 0) break;
      const move = quiet[Math.floor(random() * quiet.length)];
      prefix.push(game.printMove(position, move));
      position = game.play(position, move);
    }
  }
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
