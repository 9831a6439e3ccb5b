// Keeping a person's analysis board of a game, so it survives a reload and follows them to another
// device: one GameAnalysis row per game and person, read and written only with that person's own
// id, for a game they may see (its players; anyone signed in, once a public game is over). Every
// read and every write replays the moves through the engine onto the game's own tree (./stored.ts),
// so what a board shows is always legal whatever the row or the request held.
//
// Two tabs or devices: each save names the revision its copy was read at. A save from an older
// copy is merged with what is kept (nothing of either is lost) and the board is handed the merged
// tree; the row is locked meanwhile, so two saves at once are one after the other, never one lost.
import { recordOf, visibleGame } from "../archive/record";
import { db } from "../db/prisma";
import { type AnalysisTree, gameTree } from "../games/view/analysis-tree";
import type { GameView } from "../games/view/game-view";
import type { Prisma } from "../generated/prisma/client";
import { hit, type Limit, waitPhrase } from "../rate-limit";
import { type AnalysisInput, analysisInput, storedAnalysis } from "./input";
import { restored, type StoredMove, storedOf, triedMoveLimit, triedMoves } from "./stored";

export type KeptAnalysis = {
  /** Saves so far; the next save names it. */
  revision: number;
  /** The analysis as kept, every move replayed and legal. */
  moves: StoredMove[];
  /** Kept moves that no longer play (a row changed by hand, a rules change), left out. */
  dropped: number;
};

export type SaveResult =
  | { ok: true; revision: number; moves: StoredMove[]; merged: boolean }
  | { ok: false; status: 400 | 404 | 409 | 429; reason: string };

const noSuchGame = { ok: false, status: 404, reason: "There is no such game." } as const;

/** The game's moves as the tree's main line. */
type GameMoves = { gameType: string; startPosition: string; record: readonly string[] };

/** The row's moves replayed onto the game's tree: what is legal of it, and how much was not. */
function replayed(
  game: GameMoves,
  json: Prisma.JsonValue | undefined,
): { tree: AnalysisTree | null; dropped: number } {
  const base = gameTree(game.gameType, game.startPosition, game.record);
  if (!base.ok) return { tree: null, dropped: 0 };
  if (json === undefined) return { tree: base.value, dropped: 0 };
  const parsed = storedAnalysis.safeParse(json);
  if (!parsed.success) return { tree: base.value, dropped: Array.isArray(json) ? json.length : 1 };
  const { tree, dropped } = restored(base.value, parsed.data);
  return { tree, dropped };
}

async function kept(game: GameMoves & { id: string }, userId: string): Promise<KeptAnalysis> {
  const row = await db().gameAnalysis.findUnique({ where: { gameId_userId: { gameId: game.id, userId } } });
  const { tree, dropped } = replayed(game, row?.moves);
  return { revision: row?.revision ?? 0, moves: tree ? storedOf(tree) : [], dropped };
}

/** The person's kept analysis of the game; null when they may not see the game. */
export async function readAnalysis(gameId: string, userId: string): Promise<KeptAnalysis | null> {
  const found = await visibleGame(gameId, userId);
  if (!found) return null;
  const { game } = found;
  return kept({ ...game, record: game.moves.map((m) => m.notation) }, userId);
}

/**
 * The analysis page's: `view` is the page's own game view for this viewer (gameView already let
 * them see the game), `viewerId` the signed-in viewer; never anyone else's id.
 */
export function analysisOnPage(
  view: Pick<GameView, "id" | "gameType" | "startPosition" | "moves">,
  viewerId: string,
): Promise<KeptAnalysis> {
  return kept({ ...view, record: view.moves.map((m) => m.notation) }, viewerId);
}

/** The row, made empty if missing; not Prisma's upsert, two of which at once can both insert. */
function ensureRow(tx: Prisma.TransactionClient, gameId: string, userId: string) {
  return tx.$executeRaw`INSERT INTO "GameAnalysis" ("gameId", "userId", "updatedAt") VALUES (${gameId}, ${userId}, now()) ON CONFLICT DO NOTHING`;
}

/**
 * Saves per person: the board saves a moment after each change, so a long session of analysis
 * makes a few hundred; replaying the largest analysis costs up to about 150 ms of CPU (bench/
 * analysis.ts), so a person (or a script) sending more is told to wait instead.
 */
export const analysisSaveLimit: Limit = { max: 300, windowSeconds: 600 };

const tooMany = `Your analysis can hold at most ${triedMoveLimit} moves of your own: delete a variation first.`;

/**
 * Keeps the board's analysis: checked (shape, size, every move legal from where it stands) before
 * anything is written; a refusal changes nothing and says why.
 */
export async function saveAnalysis(userId: string, input: AnalysisInput, now: Date): Promise<SaveResult> {
  const parsed = analysisInput.safeParse(input);
  if (!parsed.success) return { ok: false, status: 400, reason: parsed.error.issues[0].message };
  const { gameId, revision, moves } = parsed.data;
  const limited = await hit(`analysis-save:${userId}`, analysisSaveLimit, now);
  if (!limited.allowed)
    return {
      ok: false,
      status: 429,
      reason: `Your analysis has been saved very often in the last few minutes: it is kept again in ${waitPhrase(limited.retryAfterSeconds)}. Until then your moves stay on this page.`,
    };
  const found = await visibleGame(gameId, userId);
  if (!found) return noSuchGame;
  const record = recordOf(found.game);
  const base = gameTree(
    record.gameType,
    record.startPosition,
    record.moves.map((m) => m.notation),
  );
  if (!base.ok)
    return { ok: false, status: 409, reason: `This game's record does not replay: ${base.error.reason}` };
  const mine = restored(base.value, moves);
  if (mine.problem)
    return {
      ok: false,
      status: 400,
      reason: `Move ${mine.problem.index + 1} of your analysis (${mine.problem.move}) does not play there: ${mine.problem.reason}`,
    };
  if (mine.dropped > 0)
    return { ok: false, status: 400, reason: "The analysis does not read. Reload the page." };
  if (triedMoves(mine.tree) > triedMoveLimit) return { ok: false, status: 400, reason: tooMany };

  return db().$transaction(async (tx): Promise<SaveResult> => {
    await ensureRow(tx, gameId, userId);
    const rows = await tx.$queryRaw<{ revision: number; moves: Prisma.JsonValue }[]>`
      SELECT revision, moves FROM "GameAnalysis" WHERE "gameId" = ${gameId} AND "userId" = ${userId} FOR UPDATE`;
    const row = rows[0];
    let tree = mine.tree;
    const merged = row.revision !== revision;
    if (merged) {
      // Saved meanwhile from another copy: theirs joins this one (this copy's order first).
      const theirs = storedAnalysis.safeParse(row.moves);
      if (theirs.success) tree = restored(tree, theirs.data, false).tree;
      if (triedMoves(tree) > triedMoveLimit)
        return {
          ok: false,
          status: 409,
          reason: `Your analysis was changed in another tab or on another device, and together they hold more than ${triedMoveLimit} moves of your own. Reload the page to see it.`,
        };
    }
    const kept = storedOf(tree);
    await tx.gameAnalysis.update({
      where: { gameId_userId: { gameId, userId } },
      data: { moves: kept, revision: row.revision + 1 },
    });
    return { ok: true, revision: row.revision + 1, moves: kept, merged };
  });
}
