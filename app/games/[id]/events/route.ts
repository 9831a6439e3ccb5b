// GET /games/<id>/events: the game page's live stream (server-sent events). An event named
// "game", whose id is the game's version, each time something the page shows has changed; the
// page then reads itself again. For the game's players, or anyone signed in on a public finished
// game, like the page itself.
import { viewerId } from "@/app/_shared/respond";
import { answering503 } from "@/lib/db/unavailable";
import { gameVersion, watchedGame } from "@/lib/games/stored/watch";
import { liveStream, refusal, sinceOf } from "@/lib/live/stream";

export const dynamic = "force-dynamic";

export const GET = answering503(async function GET(
  request: Request,
  context: { params: Promise<{ id: string }> },
) {
  const { id } = await context.params;
  const userId = await viewerId(new Date());
  if (!userId) return refusal(401, "Sign in to follow this game live.");
  const game = await watchedGame(id, userId);
  if (!game) return refusal(404, "There is no such game.");
  return liveStream({
    request,
    userId,
    since: sinceOf(request),
    name: "game",
    wants: (event) => event.gameId === game.id,
    versionNow: () => gameVersion(game.id),
    versionAfter: (event) => event.version,
  });
});
