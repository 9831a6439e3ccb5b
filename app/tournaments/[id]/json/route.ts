// GET /tournaments/<id>/json: every game of the tournament the viewer may see, each as its own JSON
// export has it, with its stage, group and round. An invitation-only tournament needs its key.

import { download, viewerId } from "@/app/_shared/respond";
import { tournamentFileStem, tournamentGames, tournamentJson } from "@/lib/archive/tournament-games";
import { answering503 } from "@/lib/db/unavailable";
import { noSuchTournamentResponse } from "../no-such-tournament";

export const dynamic = "force-dynamic";

export const GET = answering503(async function GET(
  request: Request,
  context: { params: Promise<{ id: string }> },
) {
  const { id } = await context.params;
  const key = new URL(request.url).searchParams.get("key");
  const found = await tournamentGames(id, await viewerId(new Date()), key);
  if (!found) return noSuchTournamentResponse();
  const json = `${JSON.stringify(tournamentJson(found), null, 2)}\n`;
  return download(
    json,
    "application/json; charset=utf-8",
    `${tournamentFileStem(found)}.json`,
    found.private,
  );
});
