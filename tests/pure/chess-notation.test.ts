// Chess notation: canonical printing, what the parser accepts, and the reasons it gives.
import { describe, expect, it } from "vitest";
import { getGame, unwrap } from "../../lib/engine";

const chess = unwrap(getGame("chess"));
const at = (fen: string) => unwrap(chess.parsePosition(fen));
const START = chess.start();
const canonical = (fen: string, text: string) => {
  const position = at(fen);
  return chess.printMove(position, unwrap(chess.parseMove(position, text)));
};

const KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const PROMO = "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
const EP = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
const TWO_KNIGHTS = "4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1";
const TWO_ROOKS = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1";

describe("chess notation: canonical form and accepted input", () => {
  it.each([
    // [position, input, canonical]
    [START.fen, "Pe2-e4", "Pe2-e4"],
    [START.fen, "e4", "Pe2-e4"],
    [START.fen, "e2e4", "Pe2-e4"],
    [START.fen, "  Nf3  ", "Ng1-f3"],
    [START.fen, "nf3", "Ng1-f3"],
    [START.fen, "pe2-e4", "Pe2-e4"],
    [START.fen, "Ng1f3", "Ng1-f3"],
    [START.fen, "Nf3+", "Ng1-f3"],
    [START.fen, "Nf3!?", "Ng1-f3"],
    [KIWIPETE, "O-O", "O-O"],
    [KIWIPETE, "0-0-0", "O-O-O"],
    [KIWIPETE, "e1g1", "O-O"],
    [KIWIPETE, "Bxa6", "Be2xa6"],
    [KIWIPETE, "Nxf7", "Ne5xf7"],
    [KIWIPETE, "dxe6", "Pd5xe6"],
    [KIWIPETE, "Qf3xf6", "Qf3xf6"],
    [PROMO, "b8=Q", "Pb7-b8=Q"],
    [PROMO, "b8N", "Pb7-b8=N"],
    [PROMO, "bxa8=R+", "Pb7xa8=R"],
    [PROMO, "b7a8q", "Pb7xa8=Q"],
    [PROMO, "Pb7xa8=B#", "Pb7xa8=B"],
    [EP, "exf6", "Pe5xf6"],
    [EP, "Pe5xf6 e.p.", "Pe5xf6"],
    [TWO_KNIGHTS, "Nbd2", "Nb1-d2"],
    [TWO_KNIGHTS, "Ngf3", "Ng1-f3"],
    [TWO_ROOKS, "R1a3", "Ra1-a3"],
    [TWO_ROOKS, "R5a3", "Ra5-a3"],
  ])("%s: %s → %s", (fen, input, expected) => {
    expect(canonical(fen, input)).toBe(expected);
  });

  it("prints every legal move of Kiwipete in canonical form, sorted", () => {
    const texts = chess.legalMoveTexts(at(KIWIPETE));
    expect(texts).toHaveLength(48);
    expect(texts).toContain("O-O");
    expect(texts).toContain("O-O-O");
    expect(texts).toContain("Pd5xe6");
    expect(texts).toContain("Pa2-a4");
    expect(texts).toEqual([...texts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("promotion choices share an origin and destination (for a chooser)", () => {
    expect(chess.movesBetween(at(PROMO), "b7", "b8").map((c) => c.text)).toEqual([
      "Pb7-b8=B",
      "Pb7-b8=N",
      "Pb7-b8=Q",
      "Pb7-b8=R",
    ]);
    expect(chess.destinations(START, "g1")).toEqual(["f3", "h3"]);
    expect(chess.destinations(START, "e1")).toEqual([]);
  });
});

describe("chess notation: errors name the token and say why", () => {
  it.each([
    [START.fen, "Pe2-e5", "Pe2-e5: a pawn moves one square forward, or two from its first rank"],
    [START.fen, "Pe3-e4", "Pe3-e4: there is no piece on e3"],
    [START.fen, "Pe7-e5", "Pe7-e5: the pawn on e7 is Black's, and it is White's turn"],
    [START.fen, "Bg1-f3", "Bg1-f3: the piece on g1 is a knight, not a bishop"],
    [START.fen, "Ng1-e2", "Ng1-e2: e2 is occupied by your own pawn"],
    [START.fen, "Ng1xf3", "Ng1xf3: there is nothing to capture on f3"],
    [START.fen, "Nd4", "Nd4: none of your knights (on b1, g1) can move to d4"],
    [START.fen, "Ke2", "Ke2: e2 is occupied by your own pawn"],
    [START.fen, "O-O", "O-O: cannot castle: f1 is not empty"],
    [START.fen, "e9", "e9: not a move in this game's notation"],
    [START.fen, "hello", "hello: not a move in this game's notation"],
    [START.fen, "Xe2-e4", 'Xe2-e4: "X" is not a piece of this game (pieces: P N B R Q K)'],
    [START.fen, "", "empty move"],
    [PROMO, "b8", "b8: say what it promotes to (=Q, =R, =B, =N)"],
    [PROMO, "b8=K", "b8=K: a pawn cannot become a king here"],
    [
      "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1",
      "Nd2",
      "Nd2: ambiguous: 2 knights can go to d2 (Nb1-d2, Nf3-d2); say which",
    ],
    ["4k3/8/8/8/8/8/8/R3K2R w - - 0 1", "O-O", "O-O: castling is no longer allowed"],
    [
      "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1",
      "O-O",
      "O-O: cannot castle: the king would cross or land on f1, which is attacked",
    ],
    ["4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1", "O-O-O", "O-O-O: cannot castle: the king is in check"],
    [
      "4k3/8/8/8/8/8/8/r3K3 w - - 0 1",
      "Kd1",
      "Kd1: your king is in check, and this move does not get it out of check",
    ],
    ["4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", "Bd3", "Bd3: it would leave your king in check"],
  ])("%s: %s", (fen, input, reason) => {
    const parsed = chess.parseMove(at(fen), input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.reason).toContain(reason);
  });

  it("refuses moves once the game is over", () => {
    const mated = unwrap(chess.playMoves(START, ["f3", "e5", "g4", "Qh4#"]));
    const parsed = chess.parseMove(mated, "Pa2-a3");
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.reason).toBe("Pa2-a3: the game is over (Black won by checkmate)");
  });

  it("validateMove: the fast path gives the same answers", () => {
    expect(unwrap(chess.validateMove(START.fen, "e4"))).toEqual(unwrap(chess.parseMove(START, "Pe2-e4")));
    const bad = chess.validateMove(START.fen, "Pe2-e5");
    expect(bad.ok).toBe(false);
    const badPosition = chess.validateMove("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "e4");
    expect(badPosition.ok).toBe(false);
  });
});

describe("chess position strings", () => {
  it.each([
    ["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"],
    [KIWIPETE],
    [EP],
    ["8/8/8/8/8/8/8/K6k b - - 99 200"],
  ])("round-trips %s", (fen) => {
    expect(at(fen).fen).toBe(fen);
  });

  it.each([
    ["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "the board has 7 ranks"],
    ["rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank 6"],
    ["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", 'the side to move must be "w" or "b"'],
    ["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkz - 0 1", '"z" is not a castling right'],
    ["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e4 0 1", "en passant square"],
    ["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0", "expected 6 fields"],
    ["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBXR w KQkq - 0 1", '"X" is not a piece of this game'],
    ["rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", "Black has no king"],
    ["4k3/8/8/8/8/8/8/4K2R w KQ - 0 1", 'castling right "Q" needs the king on e1 and the rook on a1'],
    ["4k3/8/8/8/8/8/8/4K2R w K - x 1", "half-move clock must be a number"],
    ["4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", "Black is in check but it is White's turn"],
    ["P3k3/8/8/8/8/8/8/4K3 w - - 0 1", "a pawn cannot stand on a8"],
  ])("rejects %s", (fen, reason) => {
    const parsed = chess.parsePosition(fen);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.reason).toContain(reason);
  });
});

describe("chess: what the board UI asks for", () => {
  it("moveChoices lists every move with its squares, sorted by text", () => {
    const choices = chess.moveChoices(START);
    expect(choices).toHaveLength(20);
    expect(choices[0]).toMatchObject({ from: "b1", to: "a3", text: "Nb1-a3" });
    expect(choices.map((c) => c.text)).toEqual(chess.legalMoveTexts(START));
  });

  it("boardView lists the pieces with their squares", () => {
    const view = chess.boardView(START);
    expect(view).toHaveLength(32);
    expect(view).toContainEqual({ square: "e1", letter: "K", color: "w", token: "K" });
    expect(view).toContainEqual({ square: "d8", letter: "Q", color: "b", token: "q" });
  });

  it("the registry describes the game", () => {
    expect(chess).toMatchObject({
      id: "chess",
      name: "Chess",
      rulesVersion: "chess-1",
      files: 8,
      ranks: 8,
      holes: [],
    });
    expect(chess.squares).toHaveLength(64);
    expect(chess.pieces.map((p) => p.letter)).toEqual(["P", "N", "B", "R", "Q", "K"]);
  });
});

describe("chess: registry entry as a plain value", () => {
  it("info() is JSON-able and names the game", () => {
    const info = chess.info();
    expect(JSON.parse(JSON.stringify(info))).toEqual(info);
    expect(info).toMatchObject({ id: "chess", rulesVersion: "chess-1", start: START.fen });
  });
});
