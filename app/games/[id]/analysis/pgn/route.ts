// GET /games/<id>/analysis/pgn: the signed-in person's own kept analysis of the game as a PGN file
// (the analysis tree as the movetext: its variations as RAV, their comments; for a player, their
// messages and note text too). Nobody else's, ever: without a session, or for a game the person may
// not see, it is the same 404 as a missing game.

import { download, noSuchGame, viewerId } from "@/app/_shared/respond";
import { analysisPgn } from "@/lib/analysis/pgn";
import { answering503 } from "@/lib/db/unavailable";

export const dynamic = "force-dynamic";

export const GET = answering503(async function GET(
  _request: Request,
  context: { params: Promise<{ id: string }> },
) {
  const { id } = await context.params;
  const viewer = await viewerId(new Date());
  const pgn = viewer ? await analysisPgn(id, viewer) : null;
  if (!pgn) return noSuchGame();
  return download(pgn.text, "application/x-chess-pgn; charset=utf-8", pgn.fileName, true);
});
