// GET /account/games.pgn: every finished game of the signed-in player in one PGN file, newest
// first, with their move messages as comments.
import { toPgn } from "@/lib/archive/pgn";
import { recordOf } from "@/lib/archive/record";
import { download, viewerId } from "@/lib/archive/respond";
import { db } from "@/lib/db/prisma";
import { storedGameInclude } from "@/lib/games/stored-game";

export const dynamic = "force-dynamic";

export async function GET() {
  const userId = await viewerId(new Date());
  if (!userId) {
    return new Response("Sign in to download your games.\n", {
      status: 401,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  const games = await db().game.findMany({
    where: { status: "FINISHED", OR: [{ whiteId: userId }, { blackId: userId }] },
    orderBy: [{ finishedAt: "desc" }, { id: "desc" }],
    include: storedGameInclude,
  });
  const pgn = games.map((game) => toPgn(recordOf(game), { withMessages: true })).join("\n");
  return download(pgn, "application/x-chess-pgn; charset=utf-8", "pigeon-post-games.pgn", true);
}
