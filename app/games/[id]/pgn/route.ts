// GET /games/<id>/pgn: the game as a PGN file (standard PGN for chess; Variant/FEN tags and
// canonical moves for the variants). Players' own downloads carry the move messages as comments.
import { toPgn } from "@/lib/archive/pgn";
import { fileStem, recordOf, visibleGame } from "@/lib/archive/record";
import { download, noSuchGame, viewerId } from "@/lib/archive/respond";
import { answering503 } from "@/lib/db/unavailable";

export const dynamic = "force-dynamic";

export const GET = answering503(async function GET(
  _request: Request,
  context: { params: Promise<{ id: string }> },
) {
  const { id } = await context.params;
  const found = await visibleGame(id, await viewerId(new Date()));
  if (!found) return noSuchGame();
  const pgn = toPgn(recordOf(found.game), { withMessages: found.isPlayer });
  return download(
    pgn,
    "application/x-chess-pgn; charset=utf-8",
    `${fileStem(found.game)}.pgn`,
    found.isPlayer,
  );
});
