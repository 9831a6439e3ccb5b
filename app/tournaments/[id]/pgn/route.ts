// GET /tournaments/<id>/pgn: every game of the tournament the viewer may see, as one PGN file, each
// game as its own export has it plus [Event "<name>"] and [Round "<stage>.<round>"]. An
// invitation-only tournament needs its key (?key=…), as its page does.

import { download, viewerId } from "@/app/_shared/respond";
import { tournamentFileStem, tournamentGames, tournamentPgn } from "@/lib/archive/tournament-games";
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
  const pgn = await tournamentPgn(found);
  return download(
    pgn,
    "application/x-chess-pgn; charset=utf-8",
    `${tournamentFileStem(found)}.pgn`,
    found.private,
  );
});
