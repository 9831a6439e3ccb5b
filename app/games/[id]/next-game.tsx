// After a move is sent (?done=move): what the move did ("Move sent. …"), the next game waiting for
// this player's move, with how many wait, and the way back to all their games. The quickest path
// from one move to the next. One compact bar, the height of a notice, in place of the page's
// notice: the board under it keeps its back rank and the move prompt on the first screen (the
// board's room, game.module.css `.fitted`, leaves space for one notice).
import Link from "@/app/components/link";
import { currentUser } from "@/lib/auth/session";
import type { GameView } from "@/lib/games/view/game-view";
import { nextGameFor } from "@/lib/home/next-game";
import styles from "./next-game.module.css";

/** Whether the page shows the bar (and so not its own notice): after a move, to a player. */
export const showsNextGame = (view: GameView, done: string | undefined) =>
  done === "move" && !!view.viewerSide;

export async function NextGame({
  view,
  done,
  notice,
}: {
  view: GameView;
  done: string | undefined;
  /** The page's notice for the move ("Move sent. …"), shown first in the bar. */
  notice: string | undefined;
}) {
  if (!showsNextGame(view, done)) return null;
  const user = await currentUser();
  if (!user) return null;
  const { waiting, next } = await nextGameFor(user.id, view.id, new Date());
  return (
    <nav className={`notice ok ${styles.next}`} aria-label="Next game" data-part="next-game">
      <p className={styles.what}>
        {notice ? (
          <span role="status" className={styles.done}>
            {notice}
          </span>
        ) : null}
        {next ? (
          <span>
            <strong>
              {waiting === 1 ? "Next game waiting for you" : `Next game waiting for you (${waiting} in all)`}
            </strong>
            <span className="muted">
              {" "}
              · {next.gameName} vs {next.opponentName}
              {next.timeLeft ? ` · ${next.timeLeft}` : ""}
            </span>
          </span>
        ) : (
          <strong>No other game waits for your move.</strong>
        )}
      </p>
      <span className={styles.links}>
        {next ? (
          <Link href={next.href} className={`button ${styles.small}`}>
            Next game
          </Link>
        ) : null}
        <Link href="/" className={`button secondary ${styles.small}`}>
          Back to my games
        </Link>
      </span>
    </nav>
  );
}
