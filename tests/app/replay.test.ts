// The replay of a finished game, for each of the six games: a whole engine-scripted game is played
// through the service, then every ply of the replay (the browser's frames and the page's view at
// ?ply=N) is compared with a separate walk through the script using only the engine's legal moves.
import { describe, expect, it } from "vitest";
import { getGame, unwrap } from "@/lib/engine";
import { gameIds } from "@/lib/games/catalog/catalog";
import { choosePly, moveDurations, replayFrames } from "@/lib/games/stored/replay";
import { gameView } from "@/lib/games/view/game-view";
import { hourMs, hours, minuteMs, secondMs, t0 } from "../support/clock";
import { person, playMoves, startGameBetween } from "../support/players";
import { playout } from "../support/playout";

type Walked = { fen: string; lastMove?: { from: string; to: string }; toMove: "w" | "b" };

/**
 * The script walked with nothing but legal-move generation and printing: each move is found among
 * the legal moves by its text, never parsed, and the side to move follows from the ply's parity.
 */
function walk(gameType: string, moves: readonly string[]): Walked[] {
  const game = unwrap(getGame(gameType));
  let position = game.start();
  const walked: Walked[] = [{ fen: position.fen, toMove: "w" }];
  for (const [index, text] of moves.entries()) {
    const choice = game.moveChoices(position).find((c) => c.text === text);
    if (!choice) throw new Error(`${gameType} ply ${index + 1}: ${text} is not among the legal moves`);
    position = game.play(position, choice.move);
    walked.push({
      fen: position.fen,
      lastMove: { from: choice.from, to: choice.to },
      toMove: index % 2 === 0 ? "b" : "w",
    });
  }
  return walked;
}

/** A public game of `gameType` played to its result through submitMove, ply n at t0 + n hours. */
async function finishedGame(gameType: string) {
  const white = await person("Ana");
  const black = await person("Bart");
  const game = await startGameBetween(white, black, { gameType }, t0);
  const script = playout(gameType, 11);
  await playMoves(game, script.moves, (ply) => hours(ply));
  return { game, white, black, script };
}

describe.each(gameIds)("the replay of a finished game of %s", (gameType) => {
  it("shows at every ply the position, the last move's squares and the side to move of the record", async () => {
    const { game, script } = await finishedGame(gameType);
    const walked = walk(gameType, script.moves);
    const final = await gameView(game.id, null, t0);
    if (!final.ok || !final.view.replay) throw new Error("the finished game has no replay");
    expect(final.view.replay).toMatchObject({
      plies: script.moves.length,
      ply: script.moves.length,
      notice: null,
    });
    expect(final.view.replay.startPosition).toBe(walked[0].fen);

    // The browser's frames, all at once.
    const frames = unwrap(replayFrames(gameType, final.view.replay.startPosition, script.moves));
    expect(frames).toHaveLength(walked.length);
    for (const [ply, expected] of walked.entries()) {
      expect(
        {
          ply: frames[ply].ply,
          fen: frames[ply].position.fen,
          lastMove: frames[ply].lastMove,
          toMove: frames[ply].toMove,
        },
        `${gameType} frame ${ply}`,
      ).toEqual({ ply, ...expected });
    }
    expect(frames.at(-1)?.position.fen).toBe(script.final.fen);

    // The page, asked for each ply in its address.
    for (const [ply, expected] of walked.entries()) {
      const found = await gameView(game.id, null, t0, { ply: String(ply) });
      if (!found.ok) throw new Error(found.reason);
      const view = found.view;
      expect(
        { ply: view.replay?.ply, fen: view.position.fen, lastMove: view.lastMove, check: view.check },
        `${gameType} page at ?ply=${ply}`,
      ).toEqual({ ply, fen: expected.fen, lastMove: expected.lastMove, check: frames[ply].check });
    }

    // A king in check is marked where one can be (not in Wild Jokers, where the king is simply taken).
    if (script.reason === "checkmate") {
      const loser = script.winner === "w" ? "b" : "w";
      const king = unwrap(getGame(gameType))
        .boardView(script.final)
        .find((piece) => piece.letter === "K" && piece.color === loser);
      expect(frames.at(-1)?.check).toBe(king?.square);
    }
  });
});

describe("the ply in the address", () => {
  it.each([
    [undefined, 40, 40, null],
    ["", 40, 40, null],
    ["0", 40, 0, null],
    ["17", 40, 17, null],
    ["40", 40, 40, null],
    [["3", "9"], 40, 3, null],
    [
      "41",
      40,
      40,
      "This game ended after 40 half-moves, so there is no half-move 41: showing the final position.",
    ],
    ["-1", 40, 40, "“-1” is not a half-move number (0 to 40): showing the final position."],
    ["2.5", 40, 40, "“2.5” is not a half-move number (0 to 40): showing the final position."],
    ["e4", 40, 40, "“e4” is not a half-move number (0 to 40): showing the final position."],
    ["9999999", 40, 40, "“9999999” is not a half-move number (0 to 40): showing the final position."],
    ["2", 1, 1, "This game ended after 1 half-move, so there is no half-move 2: showing the final position."],
  ] as const)("?ply=%j in a game of %i half-moves shows ply %i", (asked, plies, ply, notice) => {
    expect(choosePly(asked as string | string[] | undefined, plies)).toEqual({ ply, notice });
  });

  it("past the end of a stored game: the page shows the final position and says why", async () => {
    const { game, script } = await finishedGame("chess");
    const found = await gameView(game.id, null, t0, { ply: "500" });
    if (!found.ok) throw new Error(found.reason);
    expect(found.view.replay?.ply).toBe(script.moves.length);
    expect(found.view.replay?.notice).toContain("there is no half-move 500");
    expect(found.view.position.fen).toBe(script.final.fen);
  });

  it("is ignored while a game runs: its players always see the current position", async () => {
    const white = await person("Ana");
    const black = await person("Bart");
    const game = await startGameBetween(white, black, {}, t0);
    await playMoves(game, ["e4", "e5"], () => hours(1));
    const found = await gameView(game.id, white, t0, { ply: "0" });
    if (!found.ok) throw new Error(found.reason);
    expect(found.view.replay).toBeNull();
    expect(found.view.lastMove).toEqual({ from: "e7", to: "e5" });
  });
});

describe("the time each move took", () => {
  it("counts from the move before, and the first move from the start of the game", () => {
    expect(moveDurations(t0, [hours(3), hours(54), hours(54), hours(54.5)])).toEqual([
      3 * hourMs,
      51 * hourMs,
      0,
      0.5 * hourMs,
    ]);
    expect(moveDurations(t0, [])).toEqual([]);
  });

  it("reads in words in the move list: 3 hours, 2 days 3 hours, less than a minute", async () => {
    const white = await person("Ana");
    const black = await person("Bart");
    const game = await startGameBetween(white, black, {}, t0);
    const playedAt = [
      3 * hourMs,
      3 * hourMs + 51 * hourMs,
      54 * hourMs + 30 * secondMs,
      54 * hourMs + 30 * secondMs + 90 * minuteMs,
    ];
    await playMoves(game, ["f3", "e5", "g4", "Qh4#"], (ply) => new Date(t0.getTime() + playedAt[ply - 1]));
    const found = await gameView(game.id, null, t0, { ply: "2" });
    if (!found.ok) throw new Error(found.reason);
    expect(found.view.moves.map((m) => [m.label, m.tookMs, m.took])).toEqual([
      ["1.", 3 * hourMs, "3 hours"],
      ["1…", 51 * hourMs, "2 days 3 hours"],
      ["2.", 30_000, "less than a minute"],
      ["2…", 90 * minuteMs, "1 hour 30 minutes"],
    ]);
    expect(found.view.replay).toMatchObject({
      ply: 2,
      plies: 4,
      rulesVersion: "chess-1",
      rulesLine: "Played under the Chess rules, version 1",
      startedOn: "21 November 2026",
      finishedOn: "23 November 2026",
      resultHeadline: "Bart won by checkmate",
    });
    expect(found.view.lastMove).toEqual({ from: "e7", to: "e5" });
  });
});
