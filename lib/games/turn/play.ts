// Playing a move in a correspondence game. The whole turn is one transaction: the game row
// is locked, the submission's move number is checked against the game (a stale page or a
// double click changes nothing and says why), the engine validates the move, and the move,
// the new position and the jobs it causes (the opponent's email, the next deadline and
// reminder, or the game-over emails) commit together or not at all.

import { computerIn, computerToMove } from "../../accounts/computer";
import { conditionalReply } from "../../conditional/answer";
import { answersTree, keepAnswers, noLinesForComputer } from "../../conditional/lines";
import { retryingDeadlocks } from "../../db/deadlock";
import { db } from "../../db/prisma";
import { getGame, type Outcome, type PlayedMove, type Position } from "../../engine";
import type { Game as GameRow, Side } from "../../generated/prisma/client";
import { isRecordId } from "../../input/record-id";
import { changeJobs, type Transaction } from "../../jobs/queue";
import { announceGameChange } from "../../live/announce";
import { metrics } from "../../ops/metrics";
import { pliesToRate, rateGame } from "../../ratings/update";
import { withoutSpecReferences } from "../../rules-text";
import { moveShown } from "../catalog/catalog";
import { boardAt } from "../stored/board-at";
import type { RecordedMove } from "../stored/move-squares";
import { lockGame, moverOf, positionOf, sideOf, sideToMove } from "../stored/seats";
import { clockAfterMove } from "../stored/turn-clock";
import { unplayableReason, withEngine } from "../stored/unplayable";
import { messageLimit, typedMove } from "./input";
import { afterVacationOf } from "./pause";
import { scheduleGameOver, scheduleTurn, tournamentProgressJob } from "./schedule";

export type TurnFailure = {
  ok: false;
  status: 400 | 404 | 409;
  reason: string;
  /** The game moved on since the page was shown (a stale page): show it as it stands now. */
  movedOn?: true;
};
/** What a turn's write did: the game as it stands now, and for a move, the move as recorded. */
export type TurnResult = { ok: true; game: GameRow; played?: PlayedRecord } | TurnFailure;

/** A submitted move as the record keeps it (its ply, canonical notation and SAN). */
export type PlayedRecord = { ply: number; notation: string; san: string | null };

export type MoveSubmission = {
  gameId: string;
  userId: string;
  /** The ply the page showed as "your move" (1 = White's first move). */
  ply: number;
  move: string;
  message?: string;
  offerDraw?: boolean;
  /** Automatic plies this submission already brought (a conditional answer is submitted with 1). */
  automatic?: number;
  /** Conditional answers kept with the move: lines from the opponent's reply to it (lib/conditional). */
  answers?: readonly (readonly string[])[];
  /**
   * The game row the caller read in its transaction (`within`), and `move` as the engine read it in
   * that row's position: used when the locked game is still in that state, so the reply path reads
   * the move once (locking again in the same transaction costs one round trip, nothing more).
   */
  read?: { game: GameRow; move: PlayedMove };
};

export { messageLimit };

const notFound: TurnFailure = { ok: false, status: 404, reason: "There is no such game." };
const gameOver: TurnFailure = { ok: false, status: 409, reason: "This game is over." };
const gameAborted: TurnFailure = { ok: false, status: 409, reason: "This game was aborted." };

/**
 * Runs `work` on a running game the user plays in, with the game row locked: in a transaction of
 * its own, or in the caller's `tx` (a reply by email records itself in the same transaction).
 */
export function lockedGame(
  gameId: string,
  userId: string,
  work: (tx: Transaction, game: GameRow, side: Side) => Promise<TurnResult>,
  within?: Transaction,
): Promise<TurnResult> {
  if (!isRecordId(gameId)) return Promise.resolve(notFound);
  const locked = async (tx: Transaction): Promise<TurnResult> => {
    const game = await lockGame(tx, gameId);
    const side = game && sideOf(game, userId);
    if (!game || !side) return notFound;
    if (game.status === "FINISHED") return gameOver;
    if (game.status === "ABORTED") return gameAborted;
    const result = await work(tx, game, side);
    // Every action done here (a move, an offer or its answer, a resignation) shows on the game's
    // open pages once it commits.
    if (result.ok) await announceGameChange(tx, gameId);
    return result;
  };
  // Standalone, PostgreSQL may abort it as a deadlock with a vacation locking the same games.
  return within ? locked(within) : retryingDeadlocks(() => db().$transaction(locked));
}

async function staleReason(
  tx: Transaction,
  game: GameRow,
  side: Side,
  submission: Pick<MoveSubmission, "ply" | "move">,
): Promise<string | null> {
  const expected = game.plies + 1;
  const { ply } = submission;
  if (ply === expected) return sideToMove(game) === side ? null : "It is your opponent's turn.";
  if (ply < expected) {
    const lastMover = moverOf(game.plies);
    if (lastMover !== side)
      return "Your opponent has moved since this page was loaded. Look at the new position and choose again.";
    // A double click sends the same move again; a second tab may have chosen another one.
    const played = await tx.move.findUnique({
      where: { gameId_ply: { gameId: game.id, ply: game.plies } },
      select: { notation: true, san: true },
    });
    const typed = submission.move.trim();
    if (!played || typed === played.notation || typed === played.san)
      return "You already moved: this move was not sent again.";
    // Both moves named the way the game page writes moves ("f6", not "Pf7-f6").
    const other = await shownBefore(tx, game, typed);
    if (other === moveShown(game.gameType, played)) return "You already moved: this move was not sent again.";
    return `You already played ${moveShown(game.gameType, played)} for this turn (from another tab or device, perhaps), so ${other ?? "your other move"} was not sent. The game page shows the position now.`;
  }
  return "This page is ahead of the game. Reload it and try again.";
}

/**
 * `typed` as the game page writes it, read in the position before the game's last move (a move
 * sent from a page that showed that position); null when it is no legal move there.
 */
async function shownBefore(tx: Transaction, game: GameRow, typed: string): Promise<string | null> {
  const moves = await tx.move.findMany({
    where: { gameId: game.id, ply: { lt: game.plies } },
    orderBy: { ply: "asc" },
    select: { notation: true },
  });
  const before = boardAt(
    game.gameType,
    game.startPosition,
    moves.map((m) => m.notation),
  );
  const engine = getGame(game.gameType);
  const read = before && engine.ok ? engine.value.move(before.position, typed) : null;
  return read?.ok ? moveShown(game.gameType, { notation: read.value.text, san: read.value.san }) : null;
}

/** Ends a game inside the caller's transaction, rates it when it is rated, and tells both players. */
export async function finishGame(
  tx: Transaction,
  game: GameRow,
  result: { winner: "w" | "b" | "draw"; reason: string },
  now: Date,
): Promise<GameRow> {
  const finished = await tx.game.update({
    where: { id: game.id },
    data: {
      status: "FINISHED",
      winner: result.winner,
      resultReason: result.reason,
      finishedAt: now,
      deadline: null,
      drawOfferedBy: null,
      takebackBy: null,
      pausedAt: null,
    },
  });
  await rateGame(tx, finished, result.winner, now);
  await scheduleGameOver(tx, game.id);
  // A tournament's standings, stage and end follow from its results (lib/tournaments/progress.ts).
  if (finished.tournamentId) await changeJobs(tx, [tournamentProgressJob(finished.tournamentId)]);
  return finished;
}

/**
 * The engine's part of a turn, before anything is written: the move read, played and judged, in
 * one engine call that reads the position once.
 */
function engineTurn(
  game: GameRow,
  text: string,
  read?: PlayedMove,
): { refused: string } | { after: Position; outcome: Outcome; recorded: RecordedMove } {
  let move = read;
  if (!move) {
    const engine = getGame(game.gameType);
    if (!engine.ok) return { refused: engine.error.reason };
    const played = engine.value.move(positionOf(game), text);
    if (!played.ok) return { refused: played.error.reason };
    move = played.value;
  }
  const { position, outcome, san, from, to } = move;
  return {
    after: position,
    outcome,
    recorded: { notation: move.text, san, fromSquare: from, toSquare: to },
  };
}

export async function submitMove(
  submission: MoveSubmission,
  now: Date,
  within?: Transaction,
): Promise<TurnResult> {
  const typed = typedMove.safeParse({ move: submission.move, message: submission.message });
  if (!typed.success) return { ok: false, status: 400, reason: typed.error.issues[0].message };
  const message = typed.data.message ?? null;
  const result = await lockedGame(
    submission.gameId,
    submission.userId,
    async (tx, locked, side): Promise<TurnResult> => {
      const stale = await staleReason(tx, locked, side, { ply: submission.ply, move: typed.data.move });
      if (stale)
        return submission.ply === locked.plies + 1
          ? { ok: false, status: 409, reason: stale }
          : { ok: false, status: 409, reason: stale, movedOn: true };
      // Moving instead of answering declines the opponent's draw offer; offering one with the move
      // would put the mover's offer in its place, when both want a draw: answer theirs instead.
      const opponentOffer = locked.drawOfferedBy !== null && locked.drawOfferedBy !== side;
      if (submission.offerDraw && opponentOffer)
        return {
          ok: false,
          status: 409,
          reason:
            "Your opponent has offered you a draw: accept it, or send your move without offering one (the move declines their offer).",
        };

      // An engine failure refuses the move plainly; nothing has been written yet.
      // The caller's reading stands only when the game is still in the state it was read in (the
      // same ply, record version and position), for the same text; otherwise the move is read again.
      const from = submission.read?.game;
      const read =
        from &&
        from.id === locked.id &&
        from.plies === locked.plies &&
        from.rewinds === locked.rewinds &&
        from.position === locked.position &&
        submission.read?.move.text === typed.data.move
          ? submission.read.move
          : undefined;
      const turn = withEngine(locked, () => engineTurn(locked, typed.data.move, read));
      if (!turn.ok) return { ok: false, status: 409, reason: unplayableReason(locked) ?? turn.reason };
      if ("refused" in turn.value)
        return { ok: false, status: 400, reason: withoutSpecReferences(turn.value.refused) };
      const { after, outcome, recorded } = turn.value;
      if (submission.answers?.length && computerIn(locked))
        return { ok: false, status: 409, reason: noLinesForComputer };
      // Answers kept with the move are checked from the position after it, before anything is written.
      const answers = submission.answers?.length
        ? answersTree(locked.gameType, after, submission.answers)
        : null;
      if (answers && "refused" in answers) return { ok: false, status: 400, reason: answers.refused };

      // The move will be played, so it ends its player's vacation (a refused one does not): their
      // clocks run again before this turn's clock is read. A conditional answer played for them
      // while they are away does not: the game stays paused.
      const game = submission.automatic ? locked : await afterVacationOf(tx, locked, submission.userId, now);
      const ply = game.plies + 1;

      await tx.move.create({
        data: { gameId: game.id, ply, ...recorded, message, playedAt: now },
      });
      const { bank, ...clock } = clockAfterMove(game, side, now);
      const { deadline } = clock;
      let updated = await tx.game.update({
        where: { id: game.id },
        data: {
          position: after.fen,
          history: [...after.history],
          plies: ply,
          lastMoveAt: now,
          ...clock,
          ...(ply >= pliesToRate ? { bothMoved: true } : {}),
          // A move answers a takeback request: asked by the mover, it is withdrawn; by the other, declined.
          takebackBy: null,
          // Moving instead of answering declines the opponent's offer; an offer may ride along a move.
          drawOfferedBy: submission.offerDraw ? side : opponentOffer ? null : game.drawOfferedBy,
        },
      });
      if (outcome.status === "over") {
        updated = await finishGame(tx, updated, outcome, now);
      } else {
        await scheduleTurn(
          tx,
          {
            gameId: game.id,
            ply,
            deadline,
            bank,
            paused: clock.pausedAt !== null,
            computer: computerToMove(updated),
            players: updated,
          },
          now,
        );
      }
      // The mover's answers are in place before the other player's conditional moves may answer.
      if (answers) await keepAnswers(tx, updated, submission.userId, answers.tree);
      // The other player's conditional moves may answer this move, in this transaction.
      const automatic = submission.automatic ?? 0;
      const moved = { text: recorded.notation, offerDraw: submission.offerDraw === true };
      const answer = await conditionalReply(tx, updated, moved, automatic);
      if (answer) {
        const { userId, ply: answerPly, move } = answer;
        const answered = await submitMove(
          { gameId: game.id, userId, ply: answerPly, move, automatic: automatic + 1 },
          now,
          tx,
        );
        // The line was checked by the engine a moment ago, under this lock: a refusal is a bug.
        if (!answered.ok) throw new Error(`conditional answer ${move} refused: ${answered.reason}`);
        return { ...answered, played: { ply, notation: recorded.notation, san: recorded.san } };
      }
      return { ok: true, game: updated, played: { ply, notation: recorded.notation, san: recorded.san } };
    },
    within,
  );
  if (result.ok && !within) metrics().movesCommitted.inc(); // in a caller's transaction, the caller counts
  // A move sent to a game that ended since its page was shown: that page is out of date too.
  if (result === gameOver || result === gameAborted) return { ...result, movedOn: true };
  return result;
}
