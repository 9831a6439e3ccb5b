// The archive list: finished games, most recently finished first, filtered by game, player,
// result, reason, rated or casual and finish date, paged by keyset (the last row's finish time and id), so a
// page is stable while games keep finishing and no page costs an OFFSET scan.
import { z } from "zod";
import { displayName } from "../accounts/display-name";
import { db } from "../db/prisma";
import { gameIds } from "../games/catalog/catalog";
import { RESULT_WORDS, resultWords } from "../games/stored/seats";
import { Prisma } from "../generated/prisma/client";
import { recordIdPattern } from "../input/record-id";
import { typedText } from "../input/text";
import { changesIn } from "../ratings/read";

export const pageSize = 25;

/** Finish dates the archive can hold; anything outside is a typo (0000-01-01, 99999-01-01). */
export const dateRange = { from: "2000-01-01", to: "2100-12-31" } as const;
const earliest = Date.parse(`${dateRange.from}T00:00:00Z`);
const latest = Date.parse(`${dateRange.to}T23:59:59.999Z`);
const inRange = (ms: number) => ms >= earliest && ms <= latest;

/** A calendar date as written: Date.parse rolls 2026-02-30 over to March, a real date reads back the same. */
const realDay = (text: string) => {
  const ms = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === text;
};

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Write dates as YYYY-MM-DD.")
  .refine(realDay, { message: "That date does not exist.", abort: true })
  .refine(
    (text) => inRange(Date.parse(`${text}T00:00:00Z`)),
    `Choose dates from ${dateRange.from} to ${dateRange.to}.`,
  );

export const staleCursor = "That page of results is out of date; start from the first page.";

type Cursor = { at: Date; id: string };

export function encodeCursor(row: { finishedAt: Date; id: string }): string {
  return Buffer.from(`${row.finishedAt.toISOString()}|${row.id}`).toString("base64url");
}

const cursorText = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([A-Za-z0-9_-]{1,64})$/;

/** The row a cursor continues after, or null for anything encodeCursor did not make. */
export function decodeCursor(text: string): Cursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return null;
  const match = cursorText.exec(Buffer.from(text, "base64url").toString("latin1"));
  if (!match) return null;
  const at = new Date(match[1]);
  return inRange(at.getTime()) && at.toISOString() === match[1] ? { at, id: match[2] } : null;
}

/** "Older games" links carry a cursor; one that does not decode is an old or edited link. */
export const cursorParam = z.string().transform((text, context) => {
  const cursor = decodeCursor(text);
  if (!cursor) context.addIssue({ code: "custom", message: staleCursor });
  return cursor ?? { at: new Date(0), id: "" };
});

/** The URL's query: every filter combination is a shareable address. */
export const archiveQuery = z
  .object({
    game: z.enum(gameIds, { error: "Choose a game from the list." }).optional(),
    player: typedText({ what: "Names", max: 80 })
      // Three letters make a trigram, so the name lookup is an index read at any number of players.
      .pipe(z.string().min(3, "Type at least three letters of a player's name."))
      .optional(),
    /** One person's games, by the id in their player page's address. */
    playerId: z.string().regex(recordIdPattern, "There is no such player.").optional(),
    result: z.enum(resultWords, { error: "Choose a result from the list." }).optional(),
    reason: z
      .string()
      .regex(/^[a-z0-9-]{2,40}$/, "Choose a reason from the list.")
      .optional(),
    /** Rated games only, or casual games only. */
    kind: z.enum(["rated", "casual"], { error: "Choose rated or casual games from the list." }).optional(),
    from: day.optional(),
    to: day.optional(),
    after: cursorParam.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "The first date is after the second: swap them.",
    path: ["to"],
  });
export type ArchiveQuery = z.output<typeof archiveQuery>;
/** The query as the address carries it (the cursor still encoded). */
export type ArchiveQueryInput = z.input<typeof archiveQuery>;

/**
 * Why an address typed into the player filter finds nothing: addresses are private, so only a
 * signed-in player's own address matches (their own games, however they like to find them).
 */
export function addressFilterReason(player: string | undefined, viewerEmail: string | null): string | null {
  if (!player?.includes("@")) return null;
  if (viewerEmail && player.toLowerCase() === viewerEmail.toLowerCase()) return null;
  return "Email addresses are private, so the archive cannot search by them. Type part of the player's name instead, or open their page from one of their games.";
}

export type ArchiveRow = {
  id: string;
  gameType: string;
  white: string;
  black: string;
  whiteId: string;
  blackId: string;
  winner: string | null;
  reason: string | null;
  plies: number;
  finishedAt: Date;
  public: boolean;
  rated: boolean;
  /** What a rated game did to each player's rating ("+12", "−12"); null for none (casual games). */
  ratingChanges: { white: string; black: string } | null;
};

export type ArchivePage = { rows: ArchiveRow[]; next: string | null };

/**
 * Games the viewer may see: public finished games, and their own finished games. `playerId`
 * narrows the list to one person's games (their player page, which passes no viewer: public only).
 */
export async function archivePage(
  query: ArchiveQuery,
  viewerId: string | null,
  scope: { playerId?: string } = {},
): Promise<ArchivePage> {
  const where: Prisma.Sql[] = [Prisma.sql`g.status = 'FINISHED'`];
  where.push(
    viewerId
      ? Prisma.sql`(g.public or g."whiteId" = ${viewerId} or g."blackId" = ${viewerId})`
      : Prisma.sql`g.public`,
  );
  if (query.game) where.push(Prisma.sql`g."gameType" = ${query.game}`);
  if (query.result) where.push(Prisma.sql`g.winner = ${RESULT_WORDS[query.result]}`);
  if (query.reason) where.push(Prisma.sql`g."resultReason" = ${query.reason}`);
  if (query.kind) where.push(Prisma.sql`g.rated = ${query.kind === "rated"}`);
  if (query.from) where.push(Prisma.sql`g."finishedAt" >= ${new Date(`${query.from}T00:00:00Z`)}`);
  if (query.to)
    where.push(Prisma.sql`g."finishedAt" < ${new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000)}`);
  const cursor = query.after;
  if (cursor) where.push(Prisma.sql`(g."finishedAt", g.id) < (${cursor.at}, ${cursor.id})`);

  let games = newestFirst(where);
  const playerId = scope.playerId ?? query.playerId;
  if (playerId) {
    games = playedBy([playerId], where);
  } else if (query.player) {
    const ids = await playerIds(query.player, viewerId);
    if (ids.length === 0) return { rows: [], next: null };
    games = playedBy(ids, where);
  } else if (query.game || query.result || query.reason) {
    games = byGameAndResult(query, where);
  }
  const rows = await db().$queryRaw<
    (Omit<ArchiveRow, "white" | "black" | "ratingChanges"> & {
      whiteName: string | null;
      whiteEmail: string;
      blackName: string | null;
      blackEmail: string;
    })[]
  >`select g.id, g."gameType", g.winner, g."resultReason" as reason, g.plies, g."finishedAt", g.public,
      g.rated, g."whiteId", g."blackId", w.name as "whiteName", w.email as "whiteEmail", b.name as "blackName", b.email as "blackEmail"
    from (${games}) g join "User" w on w.id = g."whiteId" join "User" b on b.id = g."blackId"
    order by g."finishedAt" desc, g.id desc`;
  const shown = rows.slice(0, pageSize);
  const changes = await changesIn(shown.filter((row) => row.rated).map((row) => row.id));
  const page = shown.map((row): ArchiveRow => {
    const white = changes.get(row.id)?.get(row.whiteId);
    const black = changes.get(row.id)?.get(row.blackId);
    return {
      id: row.id,
      gameType: row.gameType,
      white: displayName({ name: row.whiteName, email: row.whiteEmail }),
      black: displayName({ name: row.blackName, email: row.blackEmail }),
      whiteId: row.whiteId,
      blackId: row.blackId,
      winner: row.winner,
      reason: row.reason,
      plies: row.plies,
      finishedAt: row.finishedAt,
      public: row.public,
      rated: row.rated,
      ratingChanges: white && black ? { white: white.change, black: black.change } : null,
    };
  });
  return { rows: page, next: rows.length > pageSize ? encodeCursor(page[page.length - 1]) : null };
}

const columns = Prisma.sql`g.id, g."gameType", g.winner, g."resultReason", g.plies, g."finishedAt", g.public,
  g.rated, g."whiteId", g."blackId"`;

/** One page (and one row more, to know whether there is a next) in archive order. */
function newestFirst(where: Prisma.Sql[]): Prisma.Sql {
  return Prisma.sql`select ${columns} from "Game" g where ${Prisma.join(where, " and ")}
    order by g."finishedAt" desc, g.id desc limit ${pageSize + 1}`;
}

const winners = Object.values(RESULT_WORDS);

/**
 * The page among games of a kind (game, result, reason). One index per filter would leave any
 * mix of them to a scan: "chess" and "bare king" (a Juxtaposition ending) would read all 40 000
 * bare-king games and find none. Instead every (game, result) pair the filters allow (18 at
 * most) reads its own ordered range, behind the reason when there is one, a page at most each,
 * and the newest of those win: every mix costs a page per pair at any depth. Finished games
 * always have a winner in `winners` and a game type in `gameIds` (finishGame, startGame).
 */
function byGameAndResult(query: ArchiveQuery, where: Prisma.Sql[]): Prisma.Sql {
  const pairs = (query.game ? [query.game] : gameIds).flatMap((game) =>
    (query.result ? [RESULT_WORDS[query.result]] : winners).map((winner) => Prisma.sql`(${game}, ${winner})`),
  );
  return Prisma.sql`select g.* from (values ${Prisma.join(pairs)}) as kind(game, winner) cross join lateral (
      select ${columns} from "Game" g where g."gameType" = kind.game and g.winner = kind.winner
        and ${Prisma.join(where, " and ")}
        order by g."finishedAt" desc, g.id desc limit ${pageSize + 1}
    ) g
    order by g."finishedAt" desc, g.id desc limit ${pageSize + 1}`;
}

/**
 * The page among games any of `ids` played, White or Black. `whiteId in (...) or blackId in (...)`
 * would fetch and sort every game of every matched player (thousands for a busy one); instead each
 * player's games as White and as Black are read newest first from their own index, a page at most
 * from each, and the newest of those win. A game between two matched players comes only from its
 * White side, so it is listed once.
 */
function playedBy(ids: string[], where: Prisma.Sql[]): Prisma.Sql {
  const filters = Prisma.join(where, " and ");
  const players = Prisma.join(ids.map((id) => Prisma.sql`(${id})`));
  return Prisma.sql`select g.* from (values ${players}) as p(id) cross join lateral (
      (select ${columns} from "Game" g where g."whiteId" = p.id and ${filters}
        order by g."finishedAt" desc, g.id desc limit ${pageSize + 1})
      union all
      (select ${columns} from "Game" g where g."blackId" = p.id and g."whiteId" not in (${Prisma.join(ids)})
        and ${filters}
        order by g."finishedAt" desc, g.id desc limit ${pageSize + 1})
    ) g
    order by g."finishedAt" desc, g.id desc limit ${pageSize + 1}`;
}

/**
 * People whose name contains `text` (a bounded lookup before the game query), and the viewer
 * when `text` is their own address: nobody else is ever found by address, or the filter would
 * tell anyone which games an address played and under which name.
 */
async function playerIds(text: string, viewerId: string | null): Promise<string[]> {
  const ownAddress = viewerId && text.includes("@") ? [{ id: viewerId, email: text.toLowerCase() }] : [];
  const users = await db().user.findMany({
    where: {
      OR: [...ownAddress, { name: { contains: text, mode: "insensitive" } }],
    },
    select: { id: true },
    take: 50,
  });
  return users.map((user) => user.id);
}
