// The lobby's read model: open challenges newest first, filtered by game, time control and
// rated/casual, a page at a time by keyset (createdAt, id) through the partial indexes on open
// challenges. Each row says who is asking: their rating for that game ("1500?" with none yet),
// how many games they have finished and how often they lost one on time; and, for a signed-in reader whose rating
// is outside the challenge's range, why they may not accept it.

import { displayName } from "../accounts/display-name";
import { timeControlPhrase } from "../clock/clock";
import { db } from "../db/prisma";
import { gameName } from "../games/catalog/catalog";
import { Prisma as Sql } from "../generated/prisma/client";
import { isRecordId } from "../input/record-id";
import { type Glicko, provisionalDeviation, ratingLabel } from "../ratings/glicko";
import type { LobbyQuery } from "./input";
import { outOfRange, type RatingRange } from "./range";

export const lobbyPageSize = 20;

export type Challenger = {
  id: string;
  name: string;
  rating: string;
  /** The rating is provisional (shown with a "?"). */
  provisional: boolean;
  finished: number;
  /** Games lost on time, of those finished. */
  timeouts: number;
};

export type LobbyRow = {
  id: string;
  gameType: string;
  gameName: string;
  daysPerMove: number;
  /** "3 days per move", "10 days + 2 days per move". */
  timeControl: string;
  /** Takebacks may be asked for in the game. */
  takebacks: boolean;
  /** The challenger's colour; the one who accepts gets the other (or the coin decides). */
  colour: "white" | "black" | "random";
  rated: boolean;
  range: RatingRange;
  note: string | null;
  createdAt: Date;
  expiresAt: Date;
  challenger: Challenger;
  own: boolean;
  /**
   * Why the reader may not accept ("Not open to you: for players rated 1400–1700; you are 926?"),
   * and whether the rating it names is provisional; null when they may (or are not signed in).
   */
  closed: { reason: string; provisional: boolean } | null;
};

/** The reader's ratings by game (empty for a visitor), to check each row's range against. */
type ViewerRatings = ReadonlyMap<string, Pick<Glicko, "rating" | "deviation">>;

export type LobbyPage = { rows: LobbyRow[]; next: string | null };

const colourOf = { WHITE: "white", BLACK: "black", RANDOM: "random" } as const;

/** A challenge as the one lobby query reads it, with its challenger's name, rating and record. */
type ChallengeRead = {
  id: string;
  challengerId: string;
  gameType: string;
  daysPerMove: number;
  incrementDays: number | null;
  takebacks: boolean;
  color: "WHITE" | "BLACK" | "RANDOM";
  rated: boolean;
  minRating: number | null;
  maxRating: number | null;
  note: string | null;
  status: "OPEN" | "ACCEPTED" | "WITHDRAWN" | "EXPIRED";
  createdAt: Date;
  expiresAt: Date;
  gameId: string | null;
  name: string | null;
  email: string;
  rating: number | null;
  deviation: number | null;
  finished: bigint;
  timeouts: bigint;
};

/**
 * The challenges `where` selects, newest first, in one statement (one round trip for the page):
 * the challenger's name, their rating for the game, and their record, counted as four index
 * ranges of the games as White and as Black (an OR across the colours would read every game).
 */
function readChallenges(where: Sql.Sql, limit: number): Promise<ChallengeRead[]> {
  return db().$queryRaw<ChallengeRead[]>`
    select c.id, c."challengerId", c."gameType", c."daysPerMove", c."incrementDays", c.takebacks,
      c.color::text as color, c.rated,
      c."minRating", c."maxRating", c.note, c.status::text as status, c."createdAt", c."expiresAt", c."gameId",
      u.name, u.email, r.rating, r.deviation,
      (select count(*) from "Game" g where g."whiteId" = c."challengerId" and g.status = 'FINISHED')
        + (select count(*) from "Game" g where g."blackId" = c."challengerId" and g.status = 'FINISHED') as finished,
      (select count(*) from "Game" g where g."whiteId" = c."challengerId" and g.status = 'FINISHED'
          and g."resultReason" = 'time' and g.winner = 'b')
        + (select count(*) from "Game" g where g."blackId" = c."challengerId" and g.status = 'FINISHED'
          and g."resultReason" = 'time' and g.winner = 'w') as timeouts
    from (select * from "Challenge" c where ${where} order by c."createdAt" desc, c.id desc limit ${limit}) c
    join "User" u on u.id = c."challengerId"
    left join "Rating" r on r."userId" = c."challengerId" and r."gameType" = c."gameType"
    order by c."createdAt" desc, c.id desc`;
}

function rowOf(c: ChallengeRead, viewerId: string | null, viewerRatings: ViewerRatings): LobbyRow {
  const range = { min: c.minRating, max: c.maxRating };
  const rating =
    c.rating === null || c.deviation === null ? null : { rating: c.rating, deviation: c.deviation };
  const own = c.challengerId === viewerId;
  const viewerRating = viewerRatings.get(c.gameType) ?? null;
  const refusal = viewerId === null || own ? null : outOfRange(range, viewerRating, gameName(c.gameType));
  return {
    id: c.id,
    gameType: c.gameType,
    gameName: gameName(c.gameType),
    daysPerMove: c.daysPerMove,
    timeControl: timeControlPhrase(c),
    takebacks: c.takebacks,
    colour: colourOf[c.color],
    rated: c.rated,
    range,
    note: c.note,
    createdAt: c.createdAt,
    expiresAt: c.expiresAt,
    challenger: {
      id: c.challengerId,
      name: displayName(c),
      rating: ratingLabel(rating),
      provisional: rating === null || rating.deviation >= provisionalDeviation,
      finished: Number(c.finished),
      timeouts: Number(c.timeouts),
    },
    own,
    closed: refusal
      ? { reason: refusal, provisional: (viewerRating?.deviation ?? 0) >= provisionalDeviation }
      : null,
  };
}

/** The reader's rating in every game they have a rated game of. */
async function ratingsOf(viewerId: string | null): Promise<ViewerRatings> {
  if (viewerId === null) return new Map();
  const rows = await db().rating.findMany({
    where: { userId: viewerId, games: { gt: 0 } },
    select: { gameType: true, rating: true, deviation: true },
  });
  return new Map(rows.map(({ gameType, ...rating }) => [gameType, rating]));
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
  // The partial indexes on open challenges serve "status = 'OPEN'" newest first, with or without the game.
  const conditions = [Sql.sql`c.status = 'OPEN'`, Sql.sql`c."expiresAt" > ${now}`];
  if (query.game) conditions.push(Sql.sql`c."gameType" = ${query.game}`);
  if (query.days) conditions.push(Sql.sql`c."daysPerMove" = ${query.days}`);
  if (query.rated !== "any") conditions.push(Sql.sql`c.rated = ${query.rated === "rated"}`);
  if (query.after) {
    const at = new Date(Number(query.after.slice(0, 13)));
    conditions.push(Sql.sql`(c."createdAt", c.id) < (${at}, ${query.after.slice(14)})`);
  }
  const [found, viewerRatings] = await Promise.all([
    readChallenges(Sql.join(conditions, " and "), size + 1),
    ratingsOf(viewerId),
  ]);
  const page = found.slice(0, size);
  return {
    rows: page.map((c) => rowOf(c, viewerId, viewerRatings)),
    next: found.length > size ? cursorOf(page[page.length - 1]) : null,
  };
}

export type ChallengeState = "open" | "accepted" | "withdrawn" | "expired";

/** One challenge as its own page shows it (where a follow email or a visitor's sign-in leads). */
export async function challengeView(
  challengeId: string,
  viewerId: string | null,
  now: Date,
): Promise<{ row: LobbyRow; state: ChallengeState; gameId: string | null } | null> {
  if (!isRecordId(challengeId)) return null;
  const [[challenge], viewerRatings] = await Promise.all([
    readChallenges(Sql.sql`c.id = ${challengeId}`, 1),
    ratingsOf(viewerId),
  ]);
  if (!challenge) return null;
  const state: ChallengeState =
    challenge.status === "OPEN"
      ? challenge.expiresAt > now
        ? "open"
        : "expired"
      : (challenge.status.toLowerCase() as ChallengeState);
  return { row: rowOf(challenge, viewerId, viewerRatings), state, gameId: challenge.gameId };
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
