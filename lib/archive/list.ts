// The archive list: finished games, most recently finished first, filtered by game, player,
// result, reason and finish date, paged by keyset (the last row's finish time and id), so a
// page is stable while games keep finishing and no page costs an OFFSET scan.
import { z } from "zod";
import { displayName } from "../accounts/display-name";
import { db } from "../db/prisma";
import { gameIds } from "../games/catalog";
import { Prisma } from "../generated/prisma/client";

export const pageSize = 25;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Write dates as YYYY-MM-DD.")
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), "That date does not exist.");

/** The URL's query: every filter combination is a shareable address. */
export const archiveQuery = z.object({
  game: z.enum(gameIds).optional(),
  player: z
    .string()
    .trim()
    // Three letters make a trigram, so the name lookup is an index read at any number of players.
    .min(3, "Type at least three letters of a name, or an email address.")
    .max(80)
    .optional(),
  result: z.enum(["white", "black", "draw"]).optional(),
  reason: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, "Choose a reason from the list.")
    .optional(),
  from: day.optional(),
  to: day.optional(),
  after: z.string().max(200).optional(),
});
export type ArchiveQuery = z.infer<typeof archiveQuery>;

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
};

export type ArchivePage = { rows: ArchiveRow[]; next: string | null };

type Cursor = { at: Date; id: string };

export function encodeCursor(row: { finishedAt: Date; id: string }): string {
  return Buffer.from(`${row.finishedAt.toISOString()}|${row.id}`).toString("base64url");
}

export function decodeCursor(text: string): Cursor | null {
  const [at, id] = Buffer.from(text, "base64url").toString().split("|");
  const date = new Date(at ?? "");
  return id && !Number.isNaN(date.getTime()) ? { at: date, id } : null;
}

const winnerOf = { white: "w", black: "b", draw: "draw" } as const;

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
  if (query.result) where.push(Prisma.sql`g.winner = ${winnerOf[query.result]}`);
  if (query.reason) where.push(Prisma.sql`g."resultReason" = ${query.reason}`);
  if (query.from) where.push(Prisma.sql`g."finishedAt" >= ${new Date(`${query.from}T00:00:00Z`)}`);
  if (query.to)
    where.push(Prisma.sql`g."finishedAt" < ${new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000)}`);
  const cursor = query.after ? decodeCursor(query.after) : null;
  if (cursor) where.push(Prisma.sql`(g."finishedAt", g.id) < (${cursor.at}, ${cursor.id})`);

  let games = newestFirst(where);
  if (scope.playerId) {
    games = playedBy([scope.playerId], where);
  } else if (query.player) {
    const ids = await playerIds(query.player);
    if (ids.length === 0) return { rows: [], next: null };
    games = playedBy(ids, where);
  } else if (query.game || query.result || query.reason) {
    games = byGameAndResult(query, where);
  }
  const rows = await db().$queryRaw<
    (Omit<ArchiveRow, "white" | "black"> & {
      whiteName: string | null;
      whiteEmail: string;
      blackName: string | null;
      blackEmail: string;
    })[]
  >`select g.id, g."gameType", g.winner, g."resultReason" as reason, g.plies, g."finishedAt", g.public,
      g."whiteId", g."blackId", w.name as "whiteName", w.email as "whiteEmail", b.name as "blackName", b.email as "blackEmail"
    from (${games}) g join "User" w on w.id = g."whiteId" join "User" b on b.id = g."blackId"
    order by g."finishedAt" desc, g.id desc`;
  const page = rows.slice(0, pageSize).map((row) => ({
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
  }));
  return { rows: page, next: rows.length > pageSize ? encodeCursor(page[page.length - 1]) : null };
}

const columns = Prisma.sql`g.id, g."gameType", g.winner, g."resultReason", g.plies, g."finishedAt", g.public,
  g."whiteId", g."blackId"`;

/** One page (and one row more, to know whether there is a next) in archive order. */
function newestFirst(where: Prisma.Sql[]): Prisma.Sql {
  return Prisma.sql`select ${columns} from "Game" g where ${Prisma.join(where, " and ")}
    order by g."finishedAt" desc, g.id desc limit ${pageSize + 1}`;
}

const winners = Object.values(winnerOf);

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
    (query.result ? [winnerOf[query.result]] : winners).map((winner) => Prisma.sql`(${game}, ${winner})`),
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

/** People matching a name fragment or an exact address (a bounded lookup before the game query). */
async function playerIds(text: string): Promise<string[]> {
  const users = await db().user.findMany({
    where: {
      OR: [{ email: text.toLowerCase() }, { name: { contains: text, mode: "insensitive" } }],
    },
    select: { id: true },
    take: 50,
  });
  return users.map((user) => user.id);
}
