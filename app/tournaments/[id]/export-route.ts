// The tournament's exports, GET /tournaments/<id>/pgn and /json: every game of the tournament the
// viewer may see, each as its own export has it (the PGN with [Event "<name>"] and
// [Round "<stage>.<round>"]; the JSON with its stage, group and round). An invitation-only
// tournament needs its key (?key=…), as its page does; without it, the same 404 as a missing one.
import { download, viewerId } from "@/app/_shared/respond";
import {
  type TournamentGames,
  tournamentFileStem,
  tournamentGames,
  tournamentJson,
  tournamentPgn,
} from "@/lib/archive/tournament-games";
import { answering503 } from "@/lib/db/unavailable";

const formats = {
  pgn: {
    type: "application/x-chess-pgn; charset=utf-8",
    body: (found: TournamentGames) => tournamentPgn(found),
  },
  json: {
    type: "application/json; charset=utf-8",
    body: async (found: TournamentGames) => `${JSON.stringify(tournamentJson(found), null, 2)}\n`,
  },
} as const;

export function exportRoute(format: keyof typeof formats) {
  return answering503(async (request: Request, context: { params: Promise<{ id: string }> }) => {
    const { id } = await context.params;
    const key = new URL(request.url).searchParams.get("key");
    const found = await tournamentGames(id, await viewerId(new Date()), key);
    if (!found)
      return new Response("There is no such tournament.\n", {
        status: 404,
        headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
      });
    const { type, body } = formats[format];
    return download(await body(found), type, `${tournamentFileStem(found)}.${format}`, found.private);
  });
}
