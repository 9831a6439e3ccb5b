// Chess outcomes: mate, stalemate, threefold repetition, fifty moves, insufficient material.
import { describe, expect, it } from "vitest";
import { getGame, unwrap } from "../../lib/engine";

const chess = unwrap(getGame("chess"));
const at = (fen: string) => unwrap(chess.parsePosition(fen));
const afterMoves = (moves: string) => unwrap(chess.playMoves(chess.start(), moves.split(" ")));

describe("chess outcomes", () => {
  it.each([
    ["fool's mate", afterMoves("f3 e5 g4 Qh4#"), { status: "over", winner: "b", reason: "checkmate" }],
    ["back-rank mate", at("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"), { status: "ongoing" }],
    [
      "back-rank mate played",
      at("R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1"),
      { status: "over", winner: "w", reason: "checkmate" },
    ],
    [
      "stalemate",
      at("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"),
      { status: "over", winner: "draw", reason: "stalemate" },
    ],
    [
      "fifty moves",
      at("4k3/8/8/8/8/8/8/R3K3 w - - 100 80"),
      { status: "over", winner: "draw", reason: "fifty-moves" },
    ],
    ["99 plies", at("4k3/8/8/8/8/8/8/R3K3 w - - 99 80"), { status: "ongoing" }],
    [
      "mate on the 100th ply",
      at("R5k1/5ppp/8/8/8/8/8/6K1 b - - 100 80"),
      { status: "over", winner: "w", reason: "checkmate" },
    ],
    [
      "K v K",
      at("4k3/8/8/8/8/8/8/4K3 w - - 0 1"),
      { status: "over", winner: "draw", reason: "insufficient-material" },
    ],
    [
      "K+N v K",
      at("4k3/8/8/8/8/8/8/3NK3 w - - 0 1"),
      { status: "over", winner: "draw", reason: "insufficient-material" },
    ],
    [
      "K+B v K",
      at("4k3/8/8/8/8/8/8/3BK3 b - - 0 1"),
      { status: "over", winner: "draw", reason: "insufficient-material" },
    ],
    [
      "K+B v K+B same colour",
      at("2b1k3/8/8/8/8/8/8/3BK3 w - - 0 1"),
      { status: "over", winner: "draw", reason: "insufficient-material" },
    ],
    ["K+B v K+B opposite colours", at("3bk3/8/8/8/8/8/8/3BK3 w - - 0 1"), { status: "ongoing" }],
    ["K+N v K+N", at("3nk3/8/8/8/8/8/8/3NK3 w - - 0 1"), { status: "ongoing" }],
    ["K+P v K", at("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"), { status: "ongoing" }],
    ["start", chess.start(), { status: "ongoing" }],
  ])("%s", (_, position, outcome) => {
    expect(chess.outcome(position)).toEqual(outcome);
  });

  it("threefold repetition: the third occurrence draws, and the game then has no moves", () => {
    const twice = afterMoves("Nf3 Nf6 Ng1 Ng8");
    expect(chess.outcome(twice)).toEqual({ status: "ongoing" });
    expect(twice.history).toHaveLength(4);
    const thrice = unwrap(chess.playMoves(twice, ["Nf3", "Nf6", "Ng1", "Ng8"]));
    expect(chess.outcome(thrice)).toEqual({ status: "over", winner: "draw", reason: "repetition" });
    expect(chess.legalMoves(thrice)).toEqual([]);
  });

  it("repetition needs the same castling rights", () => {
    // After 2.Ke2 Ke7 3.Ke1 Ke8 the placement of 1...e5 is back but without castling rights, so
    // 5...Ke8 is only its second occurrence; 6.Ke2 Ke7 is the third of 2...Ke7's position.
    const p = afterMoves("e4 e5 Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8");
    expect(chess.outcome(p)).toEqual({ status: "ongoing" });
    const q = unwrap(chess.playMoves(p, ["Ke2", "Ke7"]));
    expect(chess.outcome(q)).toEqual({ status: "over", winner: "draw", reason: "repetition" });
  });

  it("an irreversible move clears the history", () => {
    const p = afterMoves("Nf3 Nf6 e4");
    expect(p.history).toEqual([]);
  });

  it("play never mutates its input and replays to the same value", () => {
    const start = chess.start();
    const copy = JSON.parse(JSON.stringify(start));
    const moves = chess.legalMoves(start);
    const next = chess.play(start, moves[0]);
    expect(start).toEqual(copy);
    expect(next).not.toEqual(start);
    expect(JSON.parse(JSON.stringify(next))).toEqual(next);
  });

  it("en passant is kept in the position string only when a pawn can take", () => {
    expect(afterMoves("e4").fen).toBe("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    expect(afterMoves("e4 Nf6 e5 d5").fen).toBe(
      "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
    );
  });
});

describe("game records", () => {
  it("replay rebuilds the position from the start and the move list", async () => {
    const { replay } = await import("../../lib/engine");
    const moves = ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"];
    expect(unwrap(replay("chess", moves))).toEqual(afterMoves(moves.join(" ")));
    const bad = replay("chess", ["e4", "e4"]);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.reason).toContain("move 2, e4");
  });
});
