// GET /games/<id>/board.png, the archive thumbnail and the replay page's link preview, called as
// Next.js calls it. Only the request's cookie jar is stood in for (there is no request scope in a
// test); the session behind the cookie, the game and the drawing are real.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/games/[id]/board.png/route";
import { openSession } from "@/lib/auth/open-session";
import { db } from "@/lib/db/prisma";
import { resign } from "@/lib/games/turn/resolve";
import { minutes, t0 } from "../support/clock";
import { person, playMoves, startGameBetween } from "../support/players";
import { readPng } from "../support/png";

const jar = vi.hoisted(() => new Map<string, string>());
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
  }),
}));

beforeEach(() => jar.clear());

async function picture(gameId: string, query: string): Promise<Response> {
  return GET(new Request(`http://127.0.0.1/games/${gameId}/board.png?${query}`), {
    params: Promise.resolve({ id: gameId }),
  });
}

/** The picture a response carries, read whole (a truncated or corrupt PNG throws). */
async function readPngFrom(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/png");
  return readPng(Buffer.from(await response.arrayBuffer()));
}

async function finished(gameType: string, moves: string[], options: { public: boolean }) {
  const white = await person("Ana");
  const black = await person("Bart");
  const game = await startGameBetween(white, black, { gameType, public: options.public }, t0);
  await playMoves(game, moves, (ply) => minutes(ply));
  const row = await db().game.findUniqueOrThrow({ where: { id: game.id } });
  expect(row.status).toBe("FINISHED");
  return { game, white, black };
}

const foolsMate = ["f3", "e5", "g4", "Qh4#"];

describe("the board picture of a public finished game", () => {
  it("is a real PNG of the requested size at several plies, a different picture for a different position", async () => {
    const { game } = await finished("chess", foolsMate, { public: true });
    for (const [ply, size] of [
      [0, 120],
      [1, 360],
      [2, 600],
      [4, 1200],
    ]) {
      const png = await readPngFrom(await picture(game.id, `ply=${ply}&size=${size}`));
      expect([png.width, png.height], `ply ${ply}`).toEqual([size, size]);
      expect(png.pixels.length).toBeGreaterThanOrEqual(size * size * 3);
    }
    // Without a ply: the final position, the same picture as ?ply=4.
    const final = await readPngFrom(await picture(game.id, "size=360"));
    const atFour = await readPngFrom(await picture(game.id, "ply=4&size=360"));
    expect(final.pixels.equals(atFour.pixels)).toBe(true);
    const atThree = await readPngFrom(await picture(game.id, "ply=3&size=360"));
    expect(atThree.pixels.equals(atFour.pixels)).toBe(false);
  });

  it("keeps a wide board's shape: Kings Court at 600 px is 600 × 400", async () => {
    const game = await startGameBetween(
      await person("Cleo"),
      await person("Dan"),
      { gameType: "kings-court" },
      t0,
    );
    const over = await resign(game.id, game.blackId, t0);
    if (!over.ok) throw new Error(over.reason);
    const png = await readPngFrom(await picture(game.id, "ply=0&size=600"));
    expect([png.width, png.height]).toEqual([600, 400]);
  });

  it("answers a ply past the end, or a bad size, with a reason instead of a picture", async () => {
    const { game } = await finished("chess", foolsMate, { public: true });
    const past = await picture(game.id, "ply=5");
    expect(past.status).toBe(404);
    expect(await past.text()).toContain("choose a ply from 0 to 4");
    for (const query of ["size=2000", "ply=-1", "ply=two", "side=x"]) {
      const bad = await picture(game.id, query);
      expect(bad.status, query).toBe(400);
      expect(await bad.text()).toContain("ply must be a move number");
    }
  });
});

describe("the board picture of a private game", () => {
  it("answers its players and reads as missing to anyone else", async () => {
    const { game, white } = await finished("chess", foolsMate, { public: false });
    const missing = await picture("no-such-game", "ply=1");
    const hidden = await picture(game.id, "ply=1");
    expect([hidden.status, await hidden.text()]).toEqual([missing.status, await missing.text()]);

    const session = await openSession(white.id, new Date());
    jar.set(session.name, session.value);
    const own = await picture(game.id, "ply=1&size=240");
    expect((await readPngFrom(own)).width).toBe(240);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
  });
});
