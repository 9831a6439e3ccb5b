// The lobby's read model: open challenges newest first, filtered by game, time control and
// rated/casual, a page at a time by keyset (createdAt, id) through the partial indexes on open
// challenges. Each row says who is asking: their rating for that game (or "new"), how many games
// they have finished and how often they lost one on time.
import { displayName } from "../accounts/display-name";
import { db } from "../db/prisma";
import { gameName } from "../games/catalog";
import type { Prisma } from "../generated/prisma/client";
import { Prisma as Sql } from "../generated/prisma/client";
import { isRecordId } from "../input/record-id";
import { ratingLabel } from "../ratings/glicko";
import type { LobbyQuery } from "./input";

export const lobbyPageSize = 20;

export type Challenger = {
  id: string;
  name: string;
  rating: string;
  finished: number;
  /** Games lost on time, of those finished. */
  timeouts: number;
};

export type LobbyRow = {
  id: string;
  gameType: string;
  gameName: string;
  daysPerMove: number;
  /** The challenger's colour; the one who accepts gets the other (or the coin decides). */
  colour: "white" | "black" | "random";
  rated: boolean;
  range: { min: number | null; max: number | null };
  note: string | null;
  createdAt: Date;
  expiresAt: Date;
  challenger: Challenger;
  own: boolean;
};

export type LobbyPage = { rows: LobbyRow[]; next: string | null };

const colourOf = { WHITE: "white", BLACK: "black", RANDOM: "random" } as const;

/** Finished games and losses on time of each person, in one query for the page. */
async function records(ids: string[]): Promise<Map<string, { finished: number; timeouts: number }>> {
  if (ids.length === 0) return new Map();
  // Four counts per person, each an index range of the games as White or as Black (an OR across
  // the two colours would read every finished game).
  const rows = await db().$queryRaw<{ id: string; finished: bigint; timeouts: bigint }[]>`
    select p.id,
      (select count(*) from "Game" g where g."whiteId" = p.id and g.status = 'FINISHED')
        + (select count(*) from "Game" g where g."blackId" = p.id and g.status = 'FINISHED') as finished,
      (select count(*) from "Game" g where g."whiteId" = p.id and g.status = 'FINISHED'
          and g."resultReason" = 'time' and g.winner = 'b')
        + (select count(*) from "Game" g where g."blackId" = p.id and g.status = 'FINISHED'
          and g."resultReason" = 'time' and g.winner = 'w') as timeouts
    from unnest(${ids}::text[]) as p(id)`;
  return new Map(
    rows.map((row) => [row.id, { finished: Number(row.finished), timeouts: Number(row.timeouts) }]),
  );
}

export function cursorOf(row: { createdAt: Date; id: string }): string {
  return `${row.createdAt.getTime()}_${row.id}`;
}

/** One page of the lobby for `viewerId` (null: a visitor). */
export async function lobbyPage(
  query: LobbyQuery,
  viewerId: string | null,
  now: Date,
  size = lobbyPageSize,
): Promise<LobbyPage> {
  const where: Prisma.ChallengeWhereInput = { status: "OPEN", expiresAt: { gt: now } };
  if (query.game) where.gameType = query.game;
  if (query.days) where.daysPerMove = query.days;
  if (query.rated !== "any") where.rated = query.rated === "rated";
  if (query.after) {
    const [ms, id] = [Number(query.after.slice(0, 13)), query.after.slice(14)];
    const at = new Date(ms);
    where.OR = [{ createdAt: { lt: at } }, { createdAt: at, id: { lt: id } }];
  }
  const found = await db().challenge.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: size + 1,
    include: { challenger: { select: { id: true, name: true, email: true } } },
  });
  const page = found.slice(0, size);
  return {
    rows: await rowsOf(page, viewerId),
    next: found.length > size ? cursorOf(page[page.length - 1]) : null,
  };
}

type ChallengeWithChallenger = Prisma.ChallengeGetPayload<{
  include: { challenger: { select: { id: true; name: true; email: true } } };
}>;

async function rowsOf(page: ChallengeWithChallenger[], viewerId: string | null): Promise<LobbyRow[]> {
  const ids = [...new Set(page.map((c) => c.challengerId))];
  const [stats, ratings] = await Promise.all([
    records(ids),
    page.length
      ? db().rating.findMany({
          where: { OR: page.map((c) => ({ userId: c.challengerId, gameType: c.gameType })) },
        })
      : Promise.resolve([]),
  ]);
  const ratingOf = (userId: string, gameType: string) =>
    ratings.find((r) => r.userId === userId && r.gameType === gameType) ?? null;
  return page.map((c) => ({
    id: c.id,
    gameType: c.gameType,
    gameName: gameName(c.gameType),
    daysPerMove: c.daysPerMove,
    colour: colourOf[c.color],
    rated: c.rated,
    range: { min: c.minRating, max: c.maxRating },
    note: c.note,
    createdAt: c.createdAt,
    expiresAt: c.expiresAt,
    challenger: {
      id: c.challengerId,
      name: displayName(c.challenger),
      rating: ratingLabel(ratingOf(c.challengerId, c.gameType)),
      ...(stats.get(c.challengerId) ?? { finished: 0, timeouts: 0 }),
    },
    own: c.challengerId === viewerId,
  }));
}

export type ChallengeState = "open" | "accepted" | "withdrawn" | "expired";

/** One challenge as its own page shows it (where a follow email or a visitor's sign-in leads). */
export async function challengeView(
  challengeId: string,
  viewerId: string | null,
  now: Date,
): Promise<{ row: LobbyRow; state: ChallengeState; gameId: string | null } | null> {
  if (!isRecordId(challengeId)) return null;
  const challenge = await db().challenge.findUnique({
    where: { id: challengeId },
    include: { challenger: { select: { id: true, name: true, email: true } } },
  });
  if (!challenge) return null;
  const [row] = await rowsOf([challenge], viewerId);
  const state: ChallengeState =
    challenge.status === "OPEN"
      ? challenge.expiresAt > now
        ? "open"
        : "expired"
      : (challenge.status.toLowerCase() as ChallengeState);
  return { row, state, gameId: challenge.gameId };
}

/** Per game: open challenges and running games, for the home page. */
export async function activityByGame(now: Date): Promise<Map<string, { open: number; running: number }>> {
  const rows = await db().$queryRaw<{ gameType: string; open: bigint; running: bigint }[]>(Sql.sql`
    select "gameType", sum(open) as open, sum(running) as running from (
      select "gameType", count(*) as open, 0 as running from "Challenge"
        where status = 'OPEN' and "expiresAt" > ${now} group by "gameType"
      union all
      select "gameType", 0, count(*) from "Game" where status = 'ONGOING' group by "gameType"
    ) t group by "gameType"`);
  return new Map(rows.map((r) => [r.gameType, { open: Number(r.open), running: Number(r.running) }]));
}
