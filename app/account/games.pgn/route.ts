// GET /account/games.pgn: every finished game of the signed-in player in one PGN file, newest
// first, with their move messages as comments.

import { download, viewerId } from "@/app/_shared/respond";
import { ownGamesPgn } from "@/lib/archive/own-games";
import { answering503 } from "@/lib/db/unavailable";

export const dynamic = "force-dynamic";

export const GET = answering503(async function GET() {
  const userId = await viewerId(new Date());
  if (!userId) {
    return new Response("Sign in to download your games.\n", {
      status: 401,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  const pgn = await ownGamesPgn(userId);
  return download(pgn, "application/x-chess-pgn; charset=utf-8", "pigeon-post-games.pgn", true);
});
