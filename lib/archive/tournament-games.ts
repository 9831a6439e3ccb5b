// A tournament's games as the archive hands them out (/tournaments/<id>/pgn and /json): each game
// exactly as its own export has it, to whoever may see it (a game still being played is its players'
// own until it ends, ./record.ts), in stage, round and board order. An invitation-only tournament
// is seen only with its key, or by its organiser and its players; otherwise it reads as missing.
import { db } from "../db/prisma";
import { type StoredGame, storedGameInclude } from "../games/stored/stored-game";
import { isPlayerOf, mayView } from "../games/stored/viewers";
import { isRecordId } from "../input/record-id";
import { toPgn } from "./pgn";
import { jsonOf, ratingsOfGames, recordOf } from "./record";

export type TournamentGames = {
  id: string;
  number: number;
  name: string;
  /** Some game in it is the viewer's own, or the tournament is by invitation: not for shared caches. */
  private: boolean;
  games: { game: StoredGame; isPlayer: boolean; stage: number; group: number; round: number }[];
};

export async function tournamentGames(
  tournamentId: string,
  viewerId: string | null,
  key: string | null,
): Promise<TournamentGames | null> {
  if (!isRecordId(tournamentId)) return null;
  const tournament = await db().tournament.findUnique({
    where: { id: tournamentId },
    select: {
      id: true,
      number: true,
      name: true,
      inviteKey: true,
      creatorId: true,
      entries: { where: { userId: viewerId ?? "" }, select: { userId: true } },
    },
  });
  if (!tournament) return null;
  const inside = viewerId !== null && (tournament.creatorId === viewerId || tournament.entries.length > 0);
  if (tournament.inviteKey !== null && key !== tournament.inviteKey && !inside) return null;
  const rows = await db().game.findMany({
    where: { tournamentId },
    orderBy: [
      { tournamentStage: "asc" },
      { tournamentRound: "asc" },
      { tournamentGroup: "asc" },
      { number: "asc" },
    ],
    include: storedGameInclude,
  });
  const games = rows
    .filter((game) => mayView(game, viewerId))
    .map((game) => ({
      game,
      isPlayer: isPlayerOf(game, viewerId),
      stage: game.tournamentStage ?? 1,
      group: game.tournamentGroup ?? 0,
      round: game.tournamentRound ?? 0,
    }));
  return {
    id: tournament.id,
    number: tournament.number,
    name: tournament.name,
    private: tournament.inviteKey !== null || games.some((each) => each.isPlayer),
    games,
  };
}

/** Every game as PGN, one after the other, with [Event "<name>"] and [Round "<stage>.<round>"]. */
export async function tournamentPgn(found: TournamentGames): Promise<string> {
  const ratings = await ratingsOfGames(found.games.map((each) => each.game));
  return found.games
    .map(({ game, isPlayer, stage, round }) =>
      toPgn(recordOf(game, ratings.get(game.id)), {
        withMessages: isPlayer,
        event: found.name,
        round: `${stage}.${round}`,
      }),
    )
    .join("\n");
}

/** The tournament and each game as its own JSON export has it, with its stage, group and round. */
export function tournamentJson(found: TournamentGames) {
  return {
    id: found.id,
    number: found.number,
    name: found.name,
    games: found.games.map(({ game, isPlayer, stage, group, round }) => ({
      stage,
      group,
      round,
      ...jsonOf(game, isPlayer),
    })),
  };
}

/** "tournament-12": the files' name. */
export const tournamentFileStem = (found: TournamentGames) => `tournament-${found.number}`;
