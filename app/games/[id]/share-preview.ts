// What a shared link to a game shows before anyone opens it: the page title, a description and, for
// a public finished game, the board at the linked ply as the Open Graph picture. A game the reader
// may not see gets exactly what a missing game gets, so a preview never tells that a game exists.
import type { Metadata } from "next";
import { getGame } from "@/lib/engine";
import type { GameView, GameViewResult } from "@/lib/games/view/game-view";

/** The size of the preview picture's longer side: large enough for link previews, small to draw. */
export const previewWidth = 600;

/** The metadata of a missing game, and of any game this reader may not see. */
export const unseenGameMetadata: Metadata = { title: "Game", robots: { index: false } };

/** The page's metadata for this view; `appUrl` makes the picture's address absolute. */
export function gameMetadata(
  found: GameViewResult,
  appUrl: string,
  options: { flip?: boolean } = {},
): Metadata {
  if (!found.ok) return unseenGameMetadata;
  const view = found.view;
  const players = `${view.white.name} – ${view.black.name}`;
  if (!view.replay) return { title: `${players} · ${view.gameName}`, robots: { index: false } };
  const replay = view.replay;
  const title = `${players} · ${view.gameName} · ${replay.resultHeadline}`;
  const moveCount = Math.ceil(replay.plies / 2);
  const description =
    `${view.white.name} (White) against ${view.black.name} (Black), ${view.gameName} at ${view.timeControl}: ` +
    `${replay.resultHeadline} in ${moveCount} move${moveCount === 1 ? "" : "s"}, finished ${replay.finishedOn}. ` +
    "Replay it move by move or download it.";
  // Only a public game gets a picture: the picture's address answers anyone, the page's only players.
  if (!view.isPublic) return { title, description, robots: { index: false } };

  const side = options.flip ? "b" : "w";
  const query = new URLSearchParams({ ply: String(replay.ply), size: String(previewWidth) });
  if (side === "b") query.set("side", "b");
  const image = {
    url: `/games/${view.id}/board.png?${query}`,
    width: previewWidth,
    height: pictureHeight(view.gameType, previewWidth),
    alt: `${view.gameName} board, ${plyWords(view, replay.ply)}`,
  };
  const pageUrl = `/games/${view.id}${replay.ply === replay.plies ? "" : `?ply=${replay.ply}`}`;
  return {
    title,
    description,
    metadataBase: new URL(appUrl),
    robots: { index: false },
    openGraph: {
      title,
      description,
      url: pageUrl,
      siteName: "Pigeon Post",
      type: "website",
      images: [image],
    },
    // A board is square (or 3:2): the small card shows all of it, the large one would crop it.
    twitter: { card: "summary", title, description, images: [image] },
  };
}

/** The picture's height for its width: the board's shape (Kings Court is 12×8). */
function pictureHeight(gameType: string, width: number): number {
  const game = getGame(gameType);
  return game.ok ? Math.round((width * game.value.ranks) / game.value.files) : width;
}

/** "the starting position", "after 12… Ng8-f6", "the final position after 41. Qh5xf7". */
export function plyWords(view: Pick<GameView, "moves">, ply: number): string {
  if (ply === 0) return "the starting position";
  const move = view.moves[ply - 1];
  const after = `after ${move.label} ${move.notation}`;
  return ply === view.moves.length ? `the final position ${after}` : after;
}
