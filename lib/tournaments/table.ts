// A stage's tables read from the database: each group's seats (Berger order) and games, put
// through the pure standings (./standings.ts). What the page, the emails, the exports, the next
// stage's qualifiers and the final places all read: one reading of the results.
import { db } from "../db/prisma";
import type { Transaction } from "../jobs/queue";
import { type Result, type Standing, standings, type TableGame } from "./standings";

export type GroupSeat = { number: number; userId: string; struck: boolean; withdrawal: string | null };
export type GroupTable = {
  stage: number;
  group: number;
  seats: GroupSeat[];
  games: (TableGame & { plies: number; reason: string | null })[];
  standings: Standing[];
};

const asResult = (status: string, winner: string | null): Result | null =>
  status === "FINISHED" && (winner === "w" || winner === "b" || winner === "draw") ? winner : null;

/** Every group's table of `stage` (all stages when undefined), group by group. */
export async function groupTables(
  tournamentId: string,
  stage?: number,
  tx: Transaction = db() as unknown as Transaction,
): Promise<GroupTable[]> {
  const [seats, games] = await Promise.all([
    tx.tournamentSeat.findMany({
      where: { tournamentId, ...(stage === undefined ? {} : { stage }) },
      orderBy: [{ stage: "asc" }, { group: "asc" }, { number: "asc" }],
    }),
    tx.game.findMany({
      where: { tournamentId, ...(stage === undefined ? {} : { tournamentStage: stage }) },
      orderBy: [{ tournamentRound: "asc" }, { number: "asc" }],
      select: {
        id: true,
        whiteId: true,
        blackId: true,
        status: true,
        winner: true,
        resultReason: true,
        plies: true,
        tournamentStage: true,
        tournamentGroup: true,
        tournamentRound: true,
      },
    }),
  ]);
  const tables = new Map<string, GroupTable>();
  for (const seat of seats) {
    const key = `${seat.stage}:${seat.group}`;
    const table = tables.get(key) ?? {
      stage: seat.stage,
      group: seat.group,
      seats: [],
      games: [],
      standings: [],
    };
    table.seats.push({
      number: seat.number,
      userId: seat.userId,
      struck: seat.struck,
      withdrawal: seat.withdrawal,
    });
    tables.set(key, table);
  }
  for (const game of games) {
    const table = tables.get(`${game.tournamentStage}:${game.tournamentGroup}`);
    table?.games.push({
      gameId: game.id,
      round: game.tournamentRound ?? 0,
      whiteId: game.whiteId,
      blackId: game.blackId,
      result: asResult(game.status, game.winner),
      plies: game.plies,
      reason: game.resultReason,
    });
  }
  for (const table of tables.values())
    table.standings = standings(
      table.seats.map((seat) => seat.userId),
      table.games,
      new Set(table.seats.filter((seat) => seat.struck).map((seat) => seat.userId)),
    );
  return [...tables.values()];
}
