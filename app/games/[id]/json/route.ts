// GET /games/<id>/json: every move with its time, the players' display names, the result and the
// rules version, and each move's review once the game has one. Move messages are private to the
// players and only in their own download.

import { download, noSuchGame, viewerId } from "@/app/_shared/respond";
import { fileStem, jsonOf, visibleGame } from "@/lib/archive/record";
import { answering503 } from "@/lib/db/unavailable";
import { annotationsOf } from "@/lib/review/pgn";

export const dynamic = "force-dynamic";

export const GET = answering503(async function GET(
  _request: Request,
  context: { params: Promise<{ id: string }> },
) {
  const { id } = await context.params;
  const found = await visibleGame(id, await viewerId(new Date()));
  if (!found) return noSuchGame();
  const review = await annotationsOf(found.game);
  const json = `${JSON.stringify(jsonOf(found.game, found.isPlayer, review ?? undefined), null, 2)}\n`;
  return download(json, "application/json; charset=utf-8", `${fileStem(found.game)}.json`, found.isPlayer);
});
