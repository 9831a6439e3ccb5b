// GET /games/<id>/pgn: the game as a PGN file (standard PGN for chess; Variant/FEN tags and
// canonical moves for the variants). Players' own downloads carry the move messages as comments;
// `?notes=1` adds the downloading player's own private notes (text and saved lines), and is
// ignored for anyone else.

import { download, noSuchGame, viewerId } from "@/app/_shared/respond";
import { toPgn } from "@/lib/archive/pgn";
import { fileStem, ratedRecordOf, visibleGame } from "@/lib/archive/record";
import { answering503 } from "@/lib/db/unavailable";
import { pgnWithNotes } from "@/lib/notes/pgn";

export const dynamic = "force-dynamic";

export const GET = answering503(async function GET(
  request: Request,
  context: { params: Promise<{ id: string }> },
) {
  const { id } = await context.params;
  const viewer = await viewerId(new Date());
  const found = await visibleGame(id, viewer);
  if (!found) return noSuchGame();
  const type = "application/x-chess-pgn; charset=utf-8";
  if (viewer && found.isPlayer && new URL(request.url).searchParams.get("notes") === "1") {
    const pgn = await pgnWithNotes(id, viewer);
    if (pgn) return download(pgn, type, `${fileStem(found.game)}-with-my-notes.pgn`, true);
  }
  const pgn = toPgn(await ratedRecordOf(found.game), { withMessages: found.isPlayer });
  return download(pgn, type, `${fileStem(found.game)}.pgn`, found.isPlayer);
});
