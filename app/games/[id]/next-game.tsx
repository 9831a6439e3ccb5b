// After a move is sent (?done=move): the next game waiting for this player's move, with how many
// wait, and the way back to all their games. The quickest path from one move to the next.
import Link from "next/link";
import { currentUser } from "@/lib/auth/session";
import type { GameView } from "@/lib/games/view";
import { nextGameFor } from "@/lib/home/next-game";
import styles from "./next-game.module.css";

export async function NextGame({ view, done }: { view: GameView; done: string | undefined }) {
  if (done !== "move" || !view.viewerSide) return null;
  const user = await currentUser();
  if (!user) return null;
  const { waiting, next } = await nextGameFor(user.id, view.id, new Date());
  return (
    <nav className={`card ${styles.next}`} aria-label="Next game">
      {next ? (
        <>
          <p className={styles.what}>
            <strong>
              {waiting === 1 ? "Next game waiting for you" : `Next game waiting for you (${waiting} in all)`}
            </strong>
            <span className="muted small">
              {next.gameName} vs {next.opponentName}
              {next.timeLeft ? ` · ${next.timeLeft}` : ""}
            </span>
          </p>
          <Link href={next.href} className="button">
            Next game
          </Link>
        </>
      ) : (
        <p className={styles.what}>
          <strong>No other game waits for your move.</strong>
        </p>
      )}
      <Link href="/" className={`button secondary ${styles.back}`}>
        Back to my games
      </Link>
    </nav>
  );
}
