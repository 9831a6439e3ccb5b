// Differential test: on seeded random playouts our chess agrees with chessops (an independent,
// widely used implementation) on the legal moves, check, mate, stalemate and dead material.

import { Chess } from "chessops/chess";
import { makeFen, parseFen } from "chessops/fen";
import { makeUci } from "chessops/util";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getGame, unwrap } from "../../lib/engine";
import { CHESS_START } from "../support/positions";
import { playout } from "./support/properties";

const chess = unwrap(getGame("chess"));

/** Our move in chessops's UCI (e2e4, e7e8q; castling as king takes rook: e1h1), from canonical notation. */
function uci(text: string, turn: "w" | "b"): string {
  const rank = turn === "w" ? "1" : "8";
  if (text === "O-O") return `e${rank}h${rank}`;
  if (text === "O-O-O") return `e${rank}a${rank}`;
  const m = /^[A-Z]([a-h][1-8])[-x]([a-h][1-8])(?:=([A-Z]))?$/.exec(text);
  if (!m) throw new Error(`unexpected move text ${text}`);
  return `${m[1]}${m[2]}${m[3] ? m[3].toLowerCase() : ""}`;
}

function theirMoves(fen: string): string[] {
  const pos = Chess.fromSetup(parseFen(fen).unwrap()).unwrap();
  const out: string[] = [];
  for (const [from, dests] of pos.allDests()) {
    for (const to of dests) {
      const promotes = pos.board.pawn.has(from) && (to >> 3 === 7 || to >> 3 === 0);
      for (const promotion of promotes ? (["queen", "rook", "bishop", "knight"] as const) : [undefined]) {
        out.push(makeUci({ from, to, promotion }));
      }
    }
  }
  return out.sort();
}

const STARTS = [
  CHESS_START,
  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
  "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
  "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
  "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
  "4k3/1P6/8/3pP3/8/8/6p1/4K3 w - d6 0 1",
];

describe("chess agrees with chessops on random playouts", () => {
  it.each(STARTS)("same legal moves, position strings and game ends from %s", (fen) => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 100, size: "max" }), (picks) => {
        for (const position of playout(chess, picks, unwrap(chess.parsePosition(fen))).positions) {
          const turn = chess.turn(position);
          const outcome = chess.outcome(position);
          const pos = Chess.fromSetup(parseFen(position.fen).unwrap()).unwrap();
          // chessops prints the e.p. square only when a legal capture exists, as we do.
          expect(makeFen(pos.toSetup())).toBe(position.fen);
          if (
            outcome.status === "over" &&
            (outcome.reason === "repetition" || outcome.reason === "fifty-moves")
          )
            continue;
          const ours = chess
            .legalMoveTexts(position)
            .map((t) => uci(t, turn))
            .sort();
          if (outcome.status === "over" && outcome.reason === "insufficient-material") {
            expect(pos.isInsufficientMaterial()).toBe(true);
            continue;
          }
          expect(ours).toEqual(theirMoves(position.fen));
          expect(outcome.status === "over" && outcome.reason === "checkmate").toBe(pos.isCheckmate());
          expect(outcome.status === "over" && outcome.reason === "stalemate").toBe(pos.isStalemate());
        }
      }),
      { numRuns: 15, seed: 7 },
    );
  });
});
