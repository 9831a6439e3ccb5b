// GET /events: the signed-in person's live stream for their home page: an event named "games"
// whenever one of their games changes or starts, so its lists and waiting counts read again.
import { viewerId } from "@/app/_shared/respond";
import { answering503 } from "@/lib/db/unavailable";
import { playerVersion } from "@/lib/games/stored/watch";
import { liveStream, refusal, sinceOf } from "@/lib/live/stream";

export const dynamic = "force-dynamic";

export const GET = answering503(async function GET(request: Request) {
  const userId = await viewerId(new Date());
  if (!userId) return refusal(401, "Sign in to see your games live.");
  return liveStream({
    request,
    userId,
    since: sinceOf(request),
    name: "games",
    wants: (event) => event.playerIds.includes(userId),
    versionNow: () => playerVersion(userId),
    versionAfter: () => playerVersion(userId),
  });
});
