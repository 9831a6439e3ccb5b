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
    .min(2, "Type at least two letters of a name or an email address.")
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

/** Games the viewer may see: public finished games, and their own finished games. */
export async function archivePage(query: ArchiveQuery, viewerId: string | null): Promise<ArchivePage> {
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
  if (query.player) {
    const ids = await playerIds(query.player);
    if (ids.length === 0) return { rows: [], next: null };
    where.push(Prisma.sql`(g."whiteId" in (${Prisma.join(ids)}) or g."blackId" in (${Prisma.join(ids)}))`);
  }
  const cursor = query.after ? decodeCursor(query.after) : null;
  if (cursor) where.push(Prisma.sql`(g."finishedAt", g.id) < (${cursor.at}, ${cursor.id})`);

  const rows = await db().$queryRaw<
    (Omit<ArchiveRow, "white" | "black"> & {
      whiteName: string | null;
      whiteEmail: string;
      blackName: string | null;
      blackEmail: string;
    })[]
  >`select g.id, g."gameType", g.winner, g."resultReason" as reason, g.plies, g."finishedAt", g.public,
      w.name as "whiteName", w.email as "whiteEmail", b.name as "blackName", b.email as "blackEmail"
    from "Game" g join "User" w on w.id = g."whiteId" join "User" b on b.id = g."blackId"
    where ${Prisma.join(where, " and ")}
    order by g."finishedAt" desc, g.id desc
    limit ${pageSize + 1}`;
  const page = rows.slice(0, pageSize).map((row) => ({
    id: row.id,
    gameType: row.gameType,
    white: displayName({ name: row.whiteName, email: row.whiteEmail }),
    black: displayName({ name: row.blackName, email: row.blackEmail }),
    winner: row.winner,
    reason: row.reason,
    plies: row.plies,
    finishedAt: row.finishedAt,
    public: row.public,
  }));
  return { rows: page, next: rows.length > pageSize ? encodeCursor(page[page.length - 1]) : null };
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
