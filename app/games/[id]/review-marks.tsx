"use client";

import { askForReviewAction } from "@/app/actions/game/review-ask";
// The engine review on a finished game's page (lib/review/read.ts reads it): each marked move's
// symbol in the move list, and for the move shown its mark, the better move (also an arrow on the
// board: ./replay.tsx) and the evaluation; the summary card with the legend and each player's
// counts, or "Review pending…" while the review job has not finished (the job announces the stored
// review, lib/review/store.ts, and the page's live updates show it: no polling); or, for a finished
// game with none, "Ask for a review".
import Link from "@/app/components/link";
import type { Mark } from "@/lib/review/marks";
import type { MoveReview, ReviewOnPage } from "@/lib/review/read";
import { GameActionForm } from "./game-action-form";
import styles from "./review.module.css";

const NAMES: Record<Mark, { symbol: string; one: string; many: string }> = {
  inaccuracy: { symbol: "?!", one: "inaccuracy", many: "inaccuracies" },
  mistake: { symbol: "?", one: "mistake", many: "mistakes" },
  blunder: { symbol: "??", one: "blunder", many: "blunders" },
};
const ORDER: readonly Mark[] = ["inaccuracy", "mistake", "blunder"];

/** "??" in the blunder's colour, named for screen readers. */
export function MoveMark({ review }: { review: MoveReview | undefined }) {
  if (!review?.mark) return null;
  return (
    <span
      className={`${styles.mark} ${styles[review.mark]}`}
      title={review.words ?? undefined}
      data-mark={review.mark}
    >
      <span aria-hidden="true">{NAMES[review.mark].symbol}</span>
      <span className={styles.hidden}> ({NAMES[review.mark].one})</span>
    </span>
  );
}

/**
 * Under the caption of the move shown: its mark and the better move with its line (and a link to
 * the analysis board at the position before the move, to try it), and the evaluation.
 */
export function MoveReviewNote({ review, gameId }: { review: MoveReview | undefined; gameId: string }) {
  if (!review) return null;
  const evaluation = (
    <span className="small muted">
      Evaluation after this move: <span className={styles.evaluation}>{review.evaluation}</span> (White&apos;s
      side)
    </span>
  );
  if (!review.mark || !review.better) return <p>{evaluation}</p>;
  return (
    <div className={styles.better} data-part="better-move">
      <p>
        <MoveMark review={review} /> <strong>{review.words}.</strong> Better was{" "}
        <strong className={styles.line}>{review.better.shown}</strong> (the green arrow).
      </p>
      <p className="small">
        The line: <span className={styles.line}>{review.better.line}</span> ·{" "}
        <Link href={`/games/${gameId}/analysis?ply=${review.ply - 1}`}>Try it on the analysis board</Link>
      </p>
      <p>{evaluation}</p>
    </div>
  );
}

/** A finished game with no review (it ended before reviews existed): one button to ask for it. */
export function AskReviewCard({ gameId }: { gameId: string }) {
  return (
    <section className="card" aria-labelledby="review" data-part="review">
      <h2 id="review">Computer review</h2>
      <p className="small muted">
        This game has no review: it ended before the computer reviewed games. Ask, and it goes through the
        game move by move; the marks then appear here and in the moves.
      </p>
      <GameActionForm
        action={askForReviewAction}
        gameId={gameId}
        label="Ask for a review"
        pendingLabel="Asking…"
        secondary
      />
    </section>
  );
}

/** The review's card: pending, or the legend and each player's marks. */
export function ReviewSummary({
  review,
  names,
}: {
  review: ReviewOnPage;
  names: { WHITE: string; BLACK: string };
}) {
  if (review.status === "pending")
    return (
      <section className="card" aria-labelledby="review" data-part="review">
        <h2 id="review">Computer review</h2>
        <p className="small muted" role="status">
          Review pending… The computer is going through the game move by move. The marks appear here and in
          the moves when it is done.
        </p>
      </section>
    );
  return (
    <section className="card" aria-labelledby="review" data-part="review">
      <h2 id="review">Computer review</h2>
      <ul className={`${styles.legend} small`} aria-label="What the marks mean">
        {ORDER.map((mark) => (
          <li key={mark}>
            <span className={`${styles.mark} ${styles[mark]}`} aria-hidden="true">
              {NAMES[mark].symbol}
            </span>{" "}
            {NAMES[mark].one}
          </li>
        ))}
      </ul>
      <table className={`${styles.counts} small`}>
        <thead>
          <tr>
            <th>
              <span className={styles.hidden}>Player</span>
            </th>
            {ORDER.map((mark) => (
              <th key={mark} title={NAMES[mark].many} scope="col">
                <span className={`${styles.mark} ${styles[mark]}`} aria-hidden="true">
                  {NAMES[mark].symbol}
                </span>
                <span className={styles.hidden}>{NAMES[mark].many}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(["WHITE", "BLACK"] as const).map((side) => (
            <tr key={side}>
              <th scope="row">{names[side]}</th>
              {ORDER.map((mark) => (
                <td key={mark}>{review.counts[side][mark]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="small muted">
        Each move was searched the same way; a mark says how much the mover&apos;s winning chances fell. Step
        to a marked move to see the better one.
        {review.skipped > 0 ? ` The last ${review.skipped} half-moves were not reviewed (long game).` : ""}
      </p>
    </section>
  );
}
