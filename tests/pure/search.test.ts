// The search (lib/search): it finds the mates in one and two of every game (each checked here by
// exhaustive play, not by trusting the search), the transposition table changes no score, every
// move it chooses in the positions of the games' test tables is legal, a seed and a node budget fix
// its choice, and the games' draw rules (fifty moves, repetition, dead material) count.
// Small node budgets keep it fast.

import { describe, expect, it } from "vitest";
import type { Game, Position } from "../../lib/engine";
import { getGame, unwrap } from "../../lib/engine";
import { analyse, type Score, search } from "../../lib/search";
import { perftCases as chessPerft } from "./chess-perft.cases";
import * as diagonal from "./diagonal.cases";
import * as joust from "./joust.cases";
import * as juxtaposition from "./juxtaposition.cases";
import * as kingsCourt from "./kings-court.cases";
import * as wildJokers from "./wild-jokers.cases";

const gameOf = (id: string): Game => unwrap(getGame(id));
const at = (id: string, fen: string, moves: readonly string[] = []): Position =>
  unwrap(gameOf(id).playMoves(unwrap(gameOf(id).parsePosition(fen)), moves));

/** Whether playing `text` ends the game with a win for the side that played it. */
function wins(game: Game, position: Position, text: string): boolean {
  const played = unwrap(game.move(position, text));
  return played.outcome.status === "over" && played.outcome.winner === game.turn(position);
}

/** Every move that wins at once. */
const winningMoves = (game: Game, position: Position): string[] =>
  game.legalMoveTexts(position).filter((m) => wins(game, position, m));

/** After `text`, whatever the reply, a move wins at once: a mate (or win) in two, proved by playing it out. */
function winsInTwo(game: Game, position: Position, text: string): boolean {
  const after = unwrap(game.move(position, text));
  if (after.outcome.status === "over") return false;
  return game
    .legalMoveTexts(after.position)
    .every((reply) => winningMoves(game, unwrap(game.playText(after.position, reply))).length > 0);
}

// From the rules documents' mates and wins (the game's own ways to win: mate, taking the King,
// baring, a pawn on its corner), and positions one move further from them.
const MATES: readonly { game: string; name: string; fen: string; mate: 1 | 2 }[] = [
  { game: "chess", name: "a back-rank mate", fen: "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", mate: 1 },
  {
    game: "chess",
    name: "Nf6+ gxf6 Bxf7#",
    fen: "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 10",
    mate: 2,
  },
  {
    game: "joust",
    name: "T9: a bare King mated by turning (Ka2@+)",
    fen: "8/8/8/8/8/8/K[x]7/k[x]7 w",
    mate: 1,
  },
  {
    game: "joust",
    name: "Queen and King against a bare King",
    fen: "6k[x]1/8/5K[+]2/8/8/8/8/Q[+]7 w",
    mate: 2,
  },
  {
    game: "wild-jokers",
    name: "WJ8: a Pikeman takes the King as it promotes",
    fen: "1b1k3/1*P*1*1/7/1*3*1/7/1*1*1*1/3K3 w - 0 1",
    mate: 1,
  },
  {
    game: "wild-jokers",
    name: "a Rook on the King's rank, every escape a pit or covered",
    fen: "4k2/1*1*1*1/4K2/1*3*1/R3p2/1*A*1*1/7 w - 0 1",
    mate: 2,
  },
  {
    game: "kings-court",
    name: "a Chancellor's mate with every flight square covered",
    fen: "k11/12/12/3C8/12/12/12/11K w - - 0 1 -",
    mate: 1,
  },
  {
    game: "kings-court",
    name: "the Queen one move from b7",
    fen: "k11/12/2K9/12/12/12/12/3Q8 w - - 0 1 -",
    mate: 2,
  },
  {
    game: "diagonal",
    name: "A8: the winning step though Black threatens mate",
    fen: "8/6P1/8/8/8/1q6/2k5/K7 w - - 0 1",
    mate: 1,
  },
  {
    game: "diagonal",
    name: "a smothered mate by the Camel",
    fen: "6rk/6pp/8/8/3N4/8/8/K7 w - - 0 1",
    mate: 1,
  },
  { game: "diagonal", name: "a pawn two steps from h8", fen: "k7/8/5P2/8/8/8/8/K7 w - - 0 1", mate: 2 },
  {
    game: "juxtaposition",
    name: "A4: the King bares into check",
    fen: "k2r4/8/8/8/8/8/3s4/4K2F w - - 0 1 -",
    mate: 1,
  },
  {
    game: "juxtaposition",
    name: "§4.1: a back-rank mate",
    fen: "4f2k/s5pp/8/8/8/8/8/F1K1R3 w - - 0 1 -",
    mate: 1,
  },
  {
    game: "juxtaposition",
    name: "take the Stone, then the Flag",
    fen: "4f2k/6pp/8/8/8/8/4s3/F1K1R3 w - - 0 1 -",
    mate: 2,
  },
];

describe("mates in one and two", () => {
  it.each(MATES)("$game: $name (mate in $mate)", ({ game: id, fen, mate }) => {
    const game = gameOf(id);
    const position = at(id, fen);
    const found = unwrap(search(id, position, { nodes: 60_000 }));
    expect(found.score).toEqual({ mate });
    if (mate === 1) expect(wins(game, position, found.move)).toBe(true);
    else {
      expect(winningMoves(game, position)).toEqual([]); // no faster win: "two" is exact
      expect(winsInTwo(game, position, found.move)).toBe(true);
      // The defender sees its own mate coming.
      const after = unwrap(game.playText(position, found.move));
      expect(unwrap(search(id, after, { nodes: 60_000 })).score).toEqual({ mate: -1 });
    }
  });
});

/** A start and a position a few moves in, per game (no repetition within reach). */
const MIDDLES: readonly { game: string; fen: string; moves: string[] }[] = [
  { game: "chess", fen: "r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1 w - - 0 8", moves: [] },
  // joust A4's position: few pieces, many captures (the whole army makes the table-less search slow).
  { game: "joust", fen: "7k[+]/2p[N]p[N]4/2p[N]5/3P[N]4/3Q[+]4/8/8/7K[+] w", moves: ["Qd4@x", "Pc7@E"] },
  { game: "wild-jokers", fen: wildJokers.START, moves: ["Pe2-e3", "Pc6-c5", "Lc1-c3"] },
  { game: "kings-court", fen: kingsCourt.START, moves: ["Pf2-f4", "Pg7-g5", "Pf4xg5"] },
  { game: "diagonal", fen: diagonal.START, moves: ["Pd2-e3", "Pe7-d6", "Pc3-d4"] },
  { game: "juxtaposition", fen: juxtaposition.START, moves: ["Pe2-e4", "Pd7-d5", "Pe4xd5"] },
];

describe("the transposition table", () => {
  // Without what makes a value depend on the window it is searched with or on the depth a stored
  // result had (null move, reductions, futility, aspiration, delta pruning, check extensions), a
  // search with the table must reach the same value as one without, depth by depth.
  const plain = {
    nullMove: false,
    lateMoveReductions: false,
    futility: false,
    aspiration: false,
    checkExtension: false,
    quiescencePruning: false,
  };
  it.each(MIDDLES)(
    "$game: the same score with and without it at each fixed depth",
    ({ game: id, fen, moves }) => {
      const position = at(id, fen, moves);
      const deepest = id === "kings-court" ? 2 : 3;
      for (let depth = 1; depth <= deepest; depth++) {
        const withTable = unwrap(search(id, position, { depth, nodes: 5e6, features: plain }));
        const without = unwrap(
          search(id, position, { depth, nodes: 5e6, features: { ...plain, transpositionTable: false } }),
        );
        expect(withTable.score).toEqual(without.score);
        expect(withTable.depth).toBe(depth);
      }
    },
  );
});

/** The positions of a game's test tables: its perft rows and move rows, moves played. */
function tablePositions(
  id: string,
  start: string,
  rows: readonly { position?: string; moves?: string | readonly string[] }[],
) {
  return rows.flatMap((row) => {
    const moves = typeof row.moves === "string" ? row.moves.split(" ").filter(Boolean) : (row.moves ?? []);
    const game = gameOf(id);
    const parsed = game.parsePosition(row.position ?? start);
    if (!parsed.ok) return [];
    const played = game.playMoves(parsed.value, moves);
    return played.ok && game.outcome(played.value).status === "ongoing" ? [played.value] : [];
  });
}

const SUITES: readonly { game: string; positions: Position[] }[] = [
  { game: "chess", positions: tablePositions("chess", "", chessPerft) },
  {
    game: "joust",
    positions: tablePositions("joust", joust.START, [...joust.perftCases, ...joust.turnsCases]),
  },
  {
    game: "wild-jokers",
    positions: tablePositions("wild-jokers", wildJokers.START, [
      ...wildJokers.perftCases,
      ...wildJokers.moveCases,
    ]),
  },
  {
    game: "kings-court",
    positions: tablePositions("kings-court", kingsCourt.START, [
      ...kingsCourt.perftCases,
      ...kingsCourt.movesCases,
    ]),
  },
  {
    game: "diagonal",
    positions: tablePositions("diagonal", diagonal.START, [...diagonal.perftCases, ...diagonal.movesCases]),
  },
  {
    game: "juxtaposition",
    positions: tablePositions("juxtaposition", juxtaposition.START, [
      ...juxtaposition.perftCases,
      ...juxtaposition.movesCases,
    ]),
  },
];

describe("every move the computer chooses is legal", () => {
  it.each(SUITES)(
    "$game: in each position of its test tables, at the strongest and weakest level",
    ({ game: id, positions }) => {
      const game = gameOf(id);
      expect(positions.length).toBeGreaterThan(3);
      for (const position of positions) {
        const legal = game.legalMoveTexts(position);
        for (const level of [8, 1]) {
          const chosen = unwrap(search(id, position, { level, nodes: 300, seed: 7 }));
          expect(legal, `${position.fen} level ${level}`).toContain(chosen.move);
          expect(legal).toContain(chosen.pv[0]);
        }
      }
    },
  );
});

describe("determinism", () => {
  it.each(MIDDLES)(
    "$game: the same seed and node budget give the same move, whatever ran before",
    ({ game: id, fen, moves }) => {
      const position = at(id, fen, moves);
      const options = { level: 4, nodes: 3_000, seed: 42 };
      const first = unwrap(search(id, position, options));
      search(id, at(id, fen), { nodes: 2_000 }); // another search in between (the table is reused)
      const second = unwrap(search(id, position, options));
      expect({ ...second, timeMs: 0 }).toEqual({ ...first, timeMs: 0 });
    },
  );

  it("the noise of a weak level follows the seed", () => {
    const position = at("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    const chosen = new Set(
      Array.from({ length: 12 }, (_, seed) => unwrap(search("chess", position, { level: 1, seed })).move),
    );
    expect(chosen.size).toBeGreaterThan(2);
  });
});

describe("the games' own rules in the search", () => {
  it("the fifty-move rule: a lost position one quiet move from it is a draw", () => {
    // Black alone against King and Queen, the clock at 99: any King move draws.
    const position = at("chess", "8/8/8/8/8/4k3/8/1QK5 b - - 99 80");
    expect(unwrap(search("chess", position, { nodes: 5_000 })).score).toEqual({ cp: 0 });
    // With the clock at 0 the same position is lost.
    const fresh = at("chess", "8/8/8/8/8/4k3/8/1QK5 b - - 0 80");
    const lost = unwrap(search("chess", fresh, { nodes: 5_000 })).score;
    expect("mate" in lost ? lost.mate < 0 : lost.cp < -500).toBe(true);
  });

  it("threefold repetition: the side that is lost repeats the position a third time", () => {
    const shuffle = ["Qh4-h5", "Ka8-b8", "Qh5-h4", "Kb8-a8", "Qh4-h5", "Ka8-b8", "Qh5-h4"];
    const position = at("chess", "k7/8/8/8/7Q/8/8/7K w - - 0 1", shuffle);
    expect(position.history.length).toBe(7);
    const found = unwrap(search("chess", position, { nodes: 5_000 }));
    expect(found.move).toBe("Kb8-a8");
    expect(found.score).toEqual({ cp: 0 });
    expect(unwrap(gameOf("chess").move(position, found.move)).outcome).toMatchObject({
      reason: "repetition",
    });
  });

  it("dead material (Kings Court, K+J v K): taking the last pawn draws, and it is the best there is", () => {
    // Black's b2 pawn queens unless the Jester takes it, leaving King and Jester against King.
    const position = at("kings-court", "k11/12/12/12/12/12/1p10/J10K w - - 0 1 -");
    const found = unwrap(search("kings-court", position, { nodes: 5_000 }));
    expect(found.move).toBe("Ja1xb2");
    expect(found.score).toEqual({ cp: 0 });
  });

  it("a win by the game's own rule scores as a mate: baring (Juxtaposition), the corner (Diagonal)", () => {
    expect(
      unwrap(
        search("juxtaposition", at("juxtaposition", "k2r4/8/8/8/8/8/3s4/4K2F w - - 0 1 -"), { nodes: 2_000 }),
      ).score,
    ).toEqual({ mate: 1 });
    expect(
      unwrap(search("diagonal", at("diagonal", "8/6P1/8/8/8/1q6/2k5/K7 w - - 0 1"), { nodes: 2_000 })).score,
    ).toEqual({ mate: 1 });
  });
});

describe("Joust's wide positions", () => {
  // About 200 turns a position: the principal variation's full-depth look at every one of them was
  // most of a search (lib/search/search.ts, the `widePv` feature). With it reduced as the rest of
  // the tree is, five plies cost fewer nodes than four did without.
  it("the start reaches depth 5 in fewer nodes than depth 4 took with the PV searched in full", () => {
    const start = gameOf("joust").start();
    const five = unwrap(search("joust", start, { depth: 5, nodes: 1e6 }));
    const fourInFull = unwrap(search("joust", start, { depth: 4, nodes: 1e6, features: { widePv: false } }));
    expect(five.depth).toBe(5);
    expect(fourInFull.depth).toBe(4);
    expect(five.nodes).toBeLessThan(fourInFull.nodes);
    expect(gameOf("joust").legalMoveTexts(start)).toContain(five.move);
  });
});

describe("the public entry", () => {
  it("refuses a finished game, an unknown game and a bad position as values", () => {
    const mated = at("chess", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", ["Ra1-a8"]);
    expect(search("chess", mated)).toMatchObject({ ok: false, error: { code: "game-over" } });
    expect(search("shogi", mated)).toMatchObject({ ok: false, error: { code: "unknown-game" } });
    expect(search("chess", { game: "chess", fen: "nonsense", history: [] })).toMatchObject({
      ok: false,
      error: { code: "bad-position" },
    });
  });

  it("analyse: the best move and the move played, at the same depth, from the mover's side", () => {
    const position = at("chess", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    const review = unwrap(analyse("chess", position, { nodes: 20_000, move: "Kg1-f1" }));
    expect(review.best).toMatchObject({ move: "Ra1-a8", san: "Ra8#", score: { mate: 1 } });
    expect(review.played?.move).toBe("Kg1-f1");
    const played = review.played?.score as Score;
    expect("cp" in played && played.cp > 0 && played.cp < 1000).toBe(true);
    const same = unwrap(analyse("chess", position, { nodes: 20_000, move: "Ra8" }));
    expect(same.played).toEqual({
      move: "Ra1-a8",
      san: "Ra8#",
      score: { mate: 1 },
      depth: same.best.depth,
      sameButFacing: false,
    });
    expect(analyse("chess", position, { move: "Ra1-a9" })).toMatchObject({ ok: false });
  });

  it("streams each finished depth, deepening, with its line", () => {
    const seen: { depth: number; pv: readonly string[] }[] = [];
    const position = at("chess", "r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1 w - - 0 8");
    const result = unwrap(search("chess", position, { nodes: 20_000, onProgress: (p) => seen.push(p) }));
    expect(seen.map((p) => p.depth)).toEqual(Array.from({ length: seen.length }, (_, i) => i + 1));
    expect(seen.length).toBe(result.depth);
    expect(seen.every((p) => p.pv.length >= 1)).toBe(true);
  });

  it("a time limit needs a clock, and stops the search when the clock says so", () => {
    const position = at("chess", "r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1 w - - 0 8");
    expect(() => search("chess", position, { timeMs: 100 })).toThrow(/clock/);
    let now = 0;
    // A clock that jumps a second every reading: the search stops at its first look.
    const result = unwrap(search("chess", position, { timeMs: 500, clock: () => (now += 1000) }));
    expect(result.nodes).toBeLessThan(5_000);
    expect(gameOf("chess").legalMoveTexts(position)).toContain(result.move);
  });
});
