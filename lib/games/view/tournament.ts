// A tournament game's place in its tournament, for the game page: "Round 3 of Winter Joust, group A".
import { db } from "../../db/prisma";
import type { StoredGame } from "../stored/stored-game";
import { groupLetter } from "../stored/tournament-group";
import type { TournamentLine } from "./types";

export async function tournamentLine(row: StoredGame): Promise<TournamentLine | null> {
  if (!row.tournamentId) return null;
  const tournament = row.tournament;
  if (!tournament) return null;
  // A group's letter says something only when its stage has more than one.
  const groups = await db().tournamentSeat.count({
    where: { tournamentId: row.tournamentId, stage: row.tournamentStage ?? 1, number: 1 },
  });
  const stage = row.tournamentStage ?? 1;
  const where = [
    ...(stage > 1 ? [`stage ${stage}`] : []),
    ...(groups > 1 ? [`group ${groupLetter(row.tournamentGroup ?? 0)}`] : []),
  ];
  return {
    href: `/tournaments/${row.tournamentId}`,
    round: row.tournamentRound ?? 1,
    name: tournament.name,
    where: where.join(", "),
  };
}
