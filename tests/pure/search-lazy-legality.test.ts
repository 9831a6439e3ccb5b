// The search's own move lists (`searchMoves`, `searchTacticalMoves`): in Joust they are listed
// without the legality test, and `madeLegal` decides each once it is made (with a shortcut for
// moves that cannot touch what attacks the King). Rule enforcement stays exact: in every position
// visited, at the root and one and two plies into a line on the same board (where the shortcut's
// records of other positions are around), the moves `madeLegal` accepts are exactly the legal
// moves, and the tactical ones exactly the legal captures. In the other games the lists are the
// legal ones themselves.
import { describe, expect, it } from "vitest";
import type { Game, Move, SearchBoard } from "../../lib/engine";
import { GAME_IDS, getGame, unwrap } from "../../lib/engine";
import { seededRandom } from "../../lib/search/random";
import { playoutPositions } from "./support/playout-positions";

const gameOf = (id: string): Game => unwrap(getGame(id));

type Tally = { positions: number; inCheck: number; refused: number };

/** Compares the lazy lists with the legal ones where the board stands; returns the accepted moves. */
function compare(board: SearchBoard, tally: Tally): Move[] {
  const legal = board.legalMoves().map((m) => board.moveText(m));
  const accepted: Move[] = [];
  for (const m of board.searchMoves()) {
    board.make(m);
    const ok = board.madeLegal(m);
    board.unmake();
    if (ok) accepted.push(m);
    else tally.refused++;
  }
  expect(accepted.map((m) => board.moveText(m)).sort(), board.fen()).toEqual([...legal].sort());
  const tactical = board.tacticalMoves().map((m) => board.moveText(m));
  const lazyTactical: string[] = [];
  for (const m of board.searchTacticalMoves()) {
    board.make(m);
    const ok = board.madeLegal(m);
    board.unmake();
    if (ok) lazyTactical.push(board.moveText(m));
  }
  expect(lazyTactical.sort(), board.fen()).toEqual([...tactical].sort());
  tally.positions++;
  if (board.inCheck()) tally.inCheck++;
  return accepted;
}

describe("the search's move lists are the legal moves", () => {
  it.each(GAME_IDS)("%s", (id) => {
    const game = gameOf(id);
    const tally: Tally = { positions: 0, inCheck: 0, refused: 0 };
    const random = seededRandom(11);
    const seeds = id === "joust" ? [1, 2, 3, 4, 5, 6] : [1];
    for (const seed of seeds) {
      for (const position of playoutPositions(game, seed, 120, 0.6)) {
        const board = game.searchBoard(position);
        if (board.decided() !== null) continue;
        const moves = compare(board, tally);
        // One and two plies into a line on the same board.
        for (let k = 0; k < 2 && moves.length > 0; k++) {
          const first = moves[Math.floor(random() * moves.length)];
          board.make(first);
          if (board.decided() === null) {
            const replies = compare(board, tally);
            if (replies.length > 0) {
              const second = replies[Math.floor(random() * replies.length)];
              board.make(second);
              if (board.decided() === null) compare(board, tally);
              board.unmake();
            }
          }
          board.unmake();
        }
      }
    }
    expect(tally.positions).toBeGreaterThan(50);
    if (id === "joust") {
      // The test saw what it is for: positions in check, and listed turns refused once made.
      expect(tally.inCheck).toBeGreaterThan(0);
      expect(tally.refused).toBeGreaterThan(0);
    } else expect(tally.refused).toBe(0);
  });
});
