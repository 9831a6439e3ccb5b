// What a shared link to a game previews: a public finished game names its players, game and result
// and shows the board at the linked ply; any game the reader may not see previews exactly like a
// missing one.
import { describe, expect, it } from "vitest";
import { gameMetadata, unseenGameMetadata } from "@/app/games/[id]/share-preview";
import { resign } from "@/lib/games/turn/resolve";
import { gameView, type Viewer } from "@/lib/games/view/game-view";
import { hours, t0 } from "../support/clock";
import { person, playMoves, startGameBetween } from "../support/players";

const appUrl = "https://pigeonpost.example.com";

async function scholarsMate(options: { public: boolean; gameType?: string; moves?: string[] }) {
  const white = await person("Ana");
  const black = await person("Bart");
  const stranger = await person("Sam");
  const game = await startGameBetween(white, black, options, t0);
  const moves = options.moves ?? ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"];
  await playMoves(game, moves, (ply) => hours(ply));
  return { game, white, black, stranger };
}

const metadataFor = async (
  gameId: string,
  viewer: Viewer | null,
  ply?: string,
  flip = false,
): Promise<ReturnType<typeof gameMetadata>> =>
  gameMetadata(await gameView(gameId, viewer, t0, { ply, flip }), appUrl, { flip });

describe("a public finished game's link preview", () => {
  it("names the players, the game and the result, and pictures the final position by default", async () => {
    const { game } = await scholarsMate({ public: true });
    const metadata = await metadataFor(game.id, null);
    const title = "Ana – Bart · Chess · Ana won by checkmate";
    expect(metadata.title).toBe(title);
    expect(metadata.description).toBe(
      "Ana (White) against Bart (Black), Chess at 3 days per move: Ana won by checkmate in 4 moves, " +
        "finished 21 November 2026. Replay it move by move or download it.",
    );
    expect(metadata.metadataBase?.toString()).toBe(`${appUrl}/`);
    const image = {
      url: `/games/${game.id}/board.png?ply=7&size=600`,
      width: 600,
      height: 600,
      alt: "Chess board, the final position after 4. Qh5xf7",
    };
    expect(metadata.openGraph).toMatchObject({ title, url: `/games/${game.id}`, images: [image] });
    expect(metadata.twitter).toMatchObject({ card: "summary", title, images: [image] });
    // Relative to metadataBase, the picture's address is the app's own.
    expect(new URL(image.url, metadata.metadataBase ?? undefined).toString()).toBe(
      `${appUrl}/games/${game.id}/board.png?ply=7&size=600`,
    );
  });

  it("pictures the ply in the link, turned round when the link is, at the board's own shape", async () => {
    const { game } = await scholarsMate({ public: true });
    const atThree = await metadataFor(game.id, null, "3", true);
    expect(atThree.openGraph).toMatchObject({
      url: `/games/${game.id}?ply=3`,
      images: [
        {
          url: `/games/${game.id}/board.png?ply=3&size=600&side=b`,
          alt: "Chess board, after 2. Bf1-c4",
        },
      ],
    });
    expect((await metadataFor(game.id, null, "0")).openGraph).toMatchObject({
      images: [
        { url: `/games/${game.id}/board.png?ply=0&size=600`, alt: "Chess board, the starting position" },
      ],
    });

    // Kings Court is 12 files by 8 ranks: the picture is 600 × 400.
    const court = await person("Cleo");
    const jester = await person("Dan");
    const wide = await startGameBetween(court, jester, { gameType: "kings-court" }, t0);
    await resign(wide.id, jester.id, t0);
    const wideMeta = await metadataFor(wide.id, null);
    expect(wideMeta.title).toBe("Cleo – Dan · Kings Court · Cleo won by resignation");
    expect(wideMeta.openGraph).toMatchObject({
      images: [{ url: `/games/${wide.id}/board.png?ply=0&size=600`, width: 600, height: 400 }],
    });
  });
});

describe("a game the reader may not see", () => {
  it("previews exactly like a missing game: no names, no result, no picture", async () => {
    const hidden = await scholarsMate({ public: false });
    const running = await scholarsMate({ public: true, moves: ["e4", "e5"] });
    const missing = await metadataFor("no-such-game", null);
    expect(missing).toEqual(unseenGameMetadata);
    for (const [gameId, viewer] of [
      [hidden.game.id, null],
      [hidden.game.id, hidden.stranger],
      [running.game.id, null],
      [running.game.id, running.stranger],
    ] as const) {
      const metadata = await metadataFor(gameId, viewer);
      expect(metadata).toEqual(missing);
      expect(JSON.stringify(metadata)).not.toMatch(/Ana|Bart|checkmate|board\.png/);
    }
  });

  it("gives the players of a private game a title but no picture, which would not load for anyone else", async () => {
    const { game, white } = await scholarsMate({ public: false });
    const metadata = await metadataFor(game.id, white);
    expect(metadata.title).toBe("Ana – Bart · Chess · Ana won by checkmate");
    expect(metadata.openGraph).toBeUndefined();
    expect(metadata.twitter).toBeUndefined();
  });
});
