// The engine's search board (`game.searchBoard`): the same moves, outcomes and notation as the
// plain-value API, on random playouts of every game; its tactical moves are exactly the legal
// captures and promotions; captures are valued as the search orders them; the null move and the
// repetition distance behave.

import { describe, expect, it } from "vitest";
import type { Game, Move, SearchBoard } from "../../lib/engine";
import { GAME_IDS, getGame, sameMove, unwrap } from "../../lib/engine";
import { playoutPositions } from "./support/playout-positions";

const gameOf = (id: string): Game => unwrap(getGame(id));

/** Perft on the search board's own moves and make/unmake. */
function perft(board: SearchBoard, depth: number): number {
  if (depth === 0) return 1;
  if (board.decided() !== null) return 0;
  const moves = board.legalMoves();
  if (board.outcome(moves).status === "over") return 0;
  let n = 0;
  for (const m of moves) {
    board.make(m);
    n += perft(board, depth - 1);
    board.unmake();
  }
  return n;
}

const samples = (id: string) => {
  const game = gameOf(id);
  const positions = [1, 2, 3].flatMap((seed) => playoutPositions(game, seed, id === "joust" ? 30 : 80));
  return positions.filter((_, i) => i % 5 === 0);
};

describe.each(GAME_IDS)("%s search board", (id) => {
  const game = gameOf(id);
  const positions = samples(id);

  it("agrees with the plain API: moves, texts, outcome, check, perft; make/unmake restore everything", () => {
    for (const position of positions) {
      const board = game.searchBoard(position);
      const before = [board.keyLo, board.keyHi, board.fen()];
      const moves = board.legalMoves();
      const outcome = board.outcome(moves);
      expect(outcome).toEqual(game.outcome(position));
      if (outcome.status === "ongoing") {
        expect(moves.map((m) => board.moveText(m)).sort()).toEqual(game.legalMoveTexts(position));
        if (board.royalty === "check") expect(board.inCheck()).toBe(game.inCheck(position));
        for (const m of moves.slice(0, 12)) {
          const played = unwrap(game.move(position, board.moveText(m)));
          expect(board.san(m)).toBe(played.san);
          board.make(m);
          expect(board.fen()).toBe(played.position.fen);
          board.unmake();
        }
      }
      expect(perft(board, 2)).toBe(game.perft(position, 2));
      expect([board.keyLo, board.keyHi, board.fen()]).toEqual(before);
      expect(board.height).toBe(0);
    }
  });

  it("its tactical moves are exactly the legal captures and promotions", () => {
    let tactical = 0;
    for (const position of positions) {
      const board = game.searchBoard(position);
      const expected = board.legalMoves().filter((m) => m.promotion >= 0 || capturesSomething(board, m));
      const got = board.tacticalMoves();
      tactical += got.length;
      expect(got.length).toBe(expected.length);
      for (const m of got) expect(expected.some((e) => sameMove(e, m))).toBe(true);
    }
    expect(tactical).toBeGreaterThan(0);
  });

  it("a null move passes the turn, changes the key and is taken back exactly", () => {
    const board = game.searchBoard(positions[3] ?? game.start());
    const before = [board.keyLo, board.keyHi, board.fen(), board.turn];
    board.makeNull();
    expect(board.turn).toBe(1 - (before[3] as number));
    expect([board.keyLo, board.keyHi]).not.toEqual(before.slice(0, 2));
    expect(board.height).toBe(1);
    board.unmake();
    expect([board.keyLo, board.keyHi, board.fen(), board.turn]).toEqual(before);
  });
});

/** Whether a move removes an enemy piece (counted on the board after it, the Mercenary's return aside). */
function capturesSomething(board: SearchBoard, move: Move): boolean {
  const enemy = 1 - board.turn;
  const count = () => {
    let n = 0;
    for (let sq = 0; sq < board.size; sq++) {
      const c = board.squares[sq];
      if (c > 0 && ((c - 1) & 1) === enemy) n++;
    }
    return n;
  };
  const before = count();
  board.make(move);
  const after = count();
  board.unmake();
  return after < before;
}

describe("capture values for ordering", () => {
  const values = [1, 30, 300, 5000, 90000, 7, 11, 13, 17, 19, 23];
  it("en passant is worth the pawn taken beside", () => {
    const board = gameOf("chess").searchBoard(
      unwrap(gameOf("chess").parsePosition("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1")),
    );
    const ep = unwrap(board.parseMove("exd6"));
    expect(board.isCapture(ep)).toBe(true);
    expect(board.victimValue(ep, values)).toBe(1); // a pawn, type 0
    expect(board.victimValue(unwrap(board.parseMove("e6")), values)).toBe(0);
  });

  it("a Joust turn is worth every piece it captures", () => {
    const joust = gameOf("joust");
    const board = joust.searchBoard(
      unwrap(joust.parsePosition("7k[+]/2p[N]p[N]4/2p[N]5/3P[N]4/3Q[+]4/8/8/7K[+] w")),
    );
    const turn = unwrap(board.parseMove("Qd4^d6xc6xc7xd7"));
    expect(board.victimValue(turn, values)).toBe(3); // three pawns
    expect(board.isCapture(turn)).toBe(true);
    const heading = unwrap(board.parseMove("Qd4^d6@x")); // "x" as a heading is no capture
    expect(board.isCapture(heading)).toBe(false);
    expect(board.victimValue(heading, values)).toBe(0);
  });

  it("a swap captures nothing; a Mercenary taken is its value", () => {
    const juxta = gameOf("juxtaposition");
    const board = juxta.searchBoard(juxta.start());
    expect(board.isCapture(unwrap(board.parseMove("Pe2<>a2")))).toBe(false);
    const wild = gameOf("wild-jokers");
    const wj = wild.searchBoard(unwrap(wild.parsePosition("3k3/1*1*m*1/7/1*B2*1/7/P*P*1*1/3K2R w - 0 1")));
    const take = unwrap(wj.parseMove("Bc4xe6/M@e2"));
    expect(wj.victimValue(take, values)).toBe(values[wj.letters.indexOf("M")]);
  });
});

describe("repetition on the search board", () => {
  it("counts the plies back to the last occurrence, the game's history included", () => {
    const chess = gameOf("chess");
    const position = unwrap(chess.playMoves(chess.start(), ["Nf3", "Nf6", "Ng1", "Ng8"]));
    const board = chess.searchBoard(position);
    expect([board.lastRepetition(), board.repetitions()]).toEqual([4, 1]);
    board.make(unwrap(board.parseMove("Nc3")));
    expect(board.lastRepetition()).toBe(0);
    board.make(unwrap(board.parseMove("Nc6")));
    board.make(unwrap(board.parseMove("Nb1")));
    board.make(unwrap(board.parseMove("Nb8")));
    expect([board.lastRepetition(), board.repetitions()]).toEqual([4, 2]);
  });

  it("never reaches back across a null move", () => {
    const chess = gameOf("chess");
    const board = chess.searchBoard(chess.start());
    board.make(unwrap(board.parseMove("Nf3")));
    board.makeNull();
    board.make(unwrap(board.parseMove("Ng1")));
    board.makeNull();
    // The pieces are back where they started with White to move, but only by passing.
    expect(board.lastRepetition()).toBe(0);
  });
});
