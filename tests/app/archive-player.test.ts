// A player's page: the record per game counts wins, draws and losses from either colour over
// public finished games only, and a person with no public finished game has no page at all.
import { beforeAll, describe, expect, it } from "vitest";
import { archivePage } from "@/lib/archive/list";
import { playerRecord } from "@/lib/archive/player";
import { db } from "@/lib/db/prisma";

const start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const tag = Math.random().toString(36).slice(2);
let dora: { id: string };
let emil: { id: string };
let fay: { id: string };
const publicOfDora: string[] = [];

type Seat = { white: { id: string }; black: { id: string } };

function game(
  seat: Seat,
  gameType: string,
  winner: string | null,
  extra: { public?: boolean; status?: "ONGOING" | "FINISHED" } = {},
) {
  const finished = (extra.status ?? "FINISHED") === "FINISHED";
  return db().game.create({
    data: {
      gameType,
      rulesVersion: `${gameType}-1`,
      startPosition: start,
      position: start,
      history: [],
      whiteId: seat.white.id,
      blackId: seat.black.id,
      daysPerMove: 3,
      status: extra.status ?? "FINISHED",
      winner: finished ? winner : null,
      resultReason: finished ? (winner === "draw" ? "agreement" : "resignation") : null,
      public: extra.public ?? true,
      plies: 12,
      finishedAt: finished ? new Date("2002-05-01T12:00:00Z") : null,
    },
  });
}

beforeAll(async () => {
  dora = await db().user.create({ data: { email: `dora-${tag}@example.com`, name: `Dora ${tag}` } });
  emil = await db().user.create({ data: { email: `emil-${tag}@example.com`, name: null } });
  fay = await db().user.create({ data: { email: `fay-${tag}@example.com`, name: `Fay ${tag}` } });
  const doraWhite = { white: dora, black: emil };
  const doraBlack = { white: emil, black: dora };
  // Chess: Dora wins once as White and once as Black, loses once as Black, draws once.
  for (const [seat, winner] of [
    [doraWhite, "w"],
    [doraBlack, "b"],
    [doraBlack, "w"],
    [doraWhite, "draw"],
  ] as const)
    publicOfDora.push((await game(seat, "chess", winner)).id);
  // Kings Court: one loss as White.
  publicOfDora.push((await game(doraWhite, "kings-court", "b")).id);
  // Never counted: a private win, a game still running.
  await game(doraWhite, "joust", "w", { public: false });
  await game(doraWhite, "diagonal", null, { status: "ONGOING" });
  // Fay has played only in private.
  await game({ white: fay, black: emil }, "chess", "w", { public: false });
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
    });
  });

  it("is the mirror image for the opponent, named without their address", async () => {
    const record = await playerRecord(emil.id);
    expect(record?.name).toBe(`emil-${tag}`);
    expect(record?.total).toEqual({ played: 5, wins: 2, draws: 1, losses: 2 });
    expect(JSON.stringify(record)).not.toContain("@example.com");
  });

  it("has no page for someone with only private games, or for an unknown id", async () => {
    expect(await playerRecord(fay.id)).toBeNull();
    expect(await playerRecord("no-such-player")).toBeNull();
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
