// What a Move row keeps besides its notation: the squares the piece went from and to (the
// last-move highlight on the game page and in every email, without replaying the game) and the
// engine's short notation (SAN with its check or mate mark). A move writes them when it is played
// (./play.ts). Rows older than these columns are filled once by `fillMoveSquares`, which the
// service runs in the background at start; until it reaches a game, readers replay that game as
// they always did, so nothing shows differently in between.
import { getGame } from "../../engine";
import type { PrismaClient } from "../../generated/prisma/client";
import type { BoardAt } from "./board-at";

export type RecordedMove = { notation: string; san: string; fromSquare: string; toSquare: string };

type SquaresRow = { fromSquare: string | null; toSquare: string | null };

/** The highlight of a stored move, or undefined when the row predates the squares. */
export function squaresOf(move: SquaresRow | undefined): BoardAt["lastMove"] {
  return move?.fromSquare && move.toSquare ? { from: move.fromSquare, to: move.toSquare } : undefined;
}

type Filled = { games: number; moves: number };

/**
 * Fills `san`, `fromSquare` and `toSquare` on every Move row that lacks them, a batch of games at a
 * time (one replay per game, one UPDATE per batch). Idempotent: rows that have their squares are
 * never read again, and a game whose record no longer replays (rules changed since it was played)
 * keeps what could be filled and is passed over, so the walk always ends.
 */
export async function fillMoveSquares(
  db: PrismaClient,
  options: { batch?: number; log?: (line: string) => void } = {},
): Promise<Filled> {
  const batch = options.batch ?? 200;
  const filled: Filled = { games: 0, moves: 0 };
  let after = "";
  for (;;) {
    const ids = await db.$queryRaw<{ gameId: string }[]>`
      select distinct "gameId" from "Move"
      where "fromSquare" is null and "gameId" > ${after}
      order by "gameId" limit ${batch}`;
    if (ids.length === 0) break;
    after = ids[ids.length - 1].gameId;
    const games = await db.game.findMany({
      where: { id: { in: ids.map((r) => r.gameId) } },
      select: {
        gameType: true,
        startPosition: true,
        moves: { orderBy: { ply: "asc" }, select: { id: true, notation: true, fromSquare: true } },
      },
    });
    const updates = { id: [] as string[], san: [] as string[], from: [] as string[], to: [] as string[] };
    for (const game of games) {
      const engine = getGame(game.gameType);
      if (!engine.ok) continue;
      let position = engine.value.parsePosition(game.startPosition);
      for (const move of game.moves) {
        if (!position.ok) break;
        const played = engine.value.move(position.value, move.notation);
        if (!played.ok) break;
        if (move.fromSquare === null) {
          updates.id.push(move.id);
          updates.san.push(played.value.san);
          updates.from.push(played.value.from);
          updates.to.push(played.value.to);
        }
        position = { ok: true, value: played.value.position };
      }
      filled.games++;
    }
    if (updates.id.length) {
      await db.$executeRaw`
        update "Move" as m set san = v.san, "fromSquare" = v.f, "toSquare" = v.t
        from unnest(${updates.id}::text[], ${updates.san}::text[], ${updates.from}::text[], ${updates.to}::text[])
          as v(id, san, f, t)
        where m.id = v.id and m."fromSquare" is null`;
      filled.moves += updates.id.length;
    }
    options.log?.(`Filled the squares of ${filled.moves} older moves in ${filled.games} games…`);
  }
  return filled;
}
