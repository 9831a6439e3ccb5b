// A player's page: the record per game counts wins, draws and losses from either colour over
// public finished games only; ratings are public; a person with neither a public finished game, a
// rating nor a challenge posted has no page at all.
import { beforeAll, describe, expect, it } from "vitest";
import { archivePage } from "@/lib/archive/list";
import { playerRecord } from "@/lib/archive/player";
import { challengeInput } from "@/lib/challenges/input";
import { postChallenge } from "@/lib/challenges/post";
import { resign } from "@/lib/games/turn/resolve";
import { afterGame, newcomer } from "@/lib/ratings/glicko";
import { finishedRow, type Person, person, playMoves, startGameBetween } from "../support/players";

const tag = Math.random().toString(36).slice(2);
let dora: Person;
let emil: Person;
let fay: Person;
const publicOfDora: string[] = [];
const finishedAt = new Date("2002-05-01T12:00:00Z");

beforeAll(async () => {
  dora = await person("Dora", { name: `Dora ${tag}` });
  emil = await person("Emil", { name: null });
  fay = await person("Fay", { name: `Fay ${tag}` });
  // Chess: Dora wins once as White and once as Black, loses once as Black, draws once.
  for (const [white, black, winner] of [
    [dora, emil, "w"],
    [emil, dora, "b"],
    [emil, dora, "w"],
    [dora, emil, "draw"],
  ] as const)
    publicOfDora.push((await finishedRow(white, black, { winner, finishedAt })).id);
  // Kings Court: one loss as White.
  publicOfDora.push((await finishedRow(dora, emil, { gameType: "kings-court", winner: "b", finishedAt })).id);
  // Never counted: a private win, a game still running.
  await finishedRow(dora, emil, { gameType: "joust", winner: "w", public: false, finishedAt });
  await startGameBetween(dora, emil, { gameType: "diagonal" }, finishedAt);
  // Fay has played only in private.
  await finishedRow(fay, emil, { winner: "w", public: false, finishedAt });
});

describe("player record", () => {
  it("counts wins, draws and losses from either colour, per game, in the catalog's order", async () => {
    const record = await playerRecord(dora.id);
    expect(record).toEqual({
      id: dora.id,
      name: `Dora ${tag}`,
      lines: [
        { gameType: "chess", gameName: "Chess", played: 4, wins: 2, draws: 1, losses: 1 },
        { gameType: "kings-court", gameName: "Kings Court", played: 1, wins: 0, draws: 0, losses: 1 },
      ],
      total: { played: 5, wins: 2, draws: 1, losses: 2 },
      ratings: [],
    });
  });

  it("is the mirror image for the opponent, named without their address", async () => {
    const record = await playerRecord(emil.id);
    expect(record?.name).toBe(emil.email.split("@")[0]);
    expect(record?.total).toEqual({ played: 5, wins: 2, draws: 1, losses: 2 });
    expect(JSON.stringify(record)).not.toContain("@example.com");
  });

  it("has no page for someone with only private games, or for an unknown id", async () => {
    expect(await playerRecord(fay.id)).toBeNull();
    expect(await playerRecord("no-such-player")).toBeNull();
  });

  it("shows ratings, in the catalog's order, even of someone whose rated games were all private", async () => {
    const [gus, hal] = [await person("Gus"), await person("Hal")];
    for (const gameType of ["kings-court", "chess"]) {
      const game = await startGameBetween(gus, hal, { gameType, rated: true, public: false }, finishedAt);
      await playMoves(game, ["e4", "e5"], () => finishedAt);
      await resign(game.id, hal.id, finishedAt);
    }
    const record = await playerRecord(gus.id);
    expect(record?.lines).toEqual([]);
    const won = afterGame(newcomer, newcomer, 1);
    expect(record?.ratings).toEqual(
      ["chess", "kings-court"].map((gameType) => ({
        gameType,
        gameName: gameType === "chess" ? "Chess" : "Kings Court",
        rating: won.rating,
        deviation: won.deviation,
        label: `${Math.round(won.rating)}?`,
        withDeviation: `${Math.round(won.rating)}? ± ${Math.round(won.deviation)}`,
        provisional: true,
        games: 1,
        start: 1500,
        // A private game's point names no game: not its id, the opponent or the result.
        history: [
          { at: finishedAt, rating: won.rating, change: expect.stringMatching(/^\+\d+$/), game: null },
        ],
      })),
    );
    expect(JSON.stringify(record)).not.toContain(hal.id);
  });

  it("has a page for someone whose only public act is a challenge in the lobby (its row links there)", async () => {
    const ivo = await person("Ivo");
    expect(await playerRecord(ivo.id)).toBeNull();
    const posted = await postChallenge(
      ivo.id,
      challengeInput.parse({ gameType: "joust", colour: "random", daysPerMove: "3" }),
      finishedAt,
    );
    expect(posted.ok).toBe(true);
    expect(await playerRecord(ivo.id)).toMatchObject({ id: ivo.id, name: "Ivo", lines: [], ratings: [] });
  });

  it("lists exactly the player's public finished games, as either colour, filtered by game", async () => {
    const all = await archivePage({}, null, { playerId: dora.id });
    expect(all.rows.map((row) => row.id).sort()).toEqual([...publicOfDora].sort());
    expect(all.rows.every((row) => row.whiteId === dora.id || row.blackId === dora.id)).toBe(true);
    const kingsCourt = await archivePage({ game: "kings-court" }, null, { playerId: dora.id });
    expect(kingsCourt.rows.map((row) => row.gameType)).toEqual(["kings-court"]);
    expect((await archivePage({}, null, { playerId: fay.id })).rows).toEqual([]);
  });
});
