import Link from "@/app/components/link";
import { levelForRating } from "@/lib/bot/levels";
import { newcomer } from "@/lib/ratings/glicko";
import { ratingsFor } from "@/lib/ratings/read";
import styles from "./new-game.module.css";

/** Who to play: a friend by email, anyone through an open challenge, or the computer. */
export function OpponentChoice({ chosen }: { chosen: "friend" | "computer" }) {
  const choice = (key: "friend" | "computer" | "challenge", href: string, label: string) =>
    key === chosen ? (
      <span className={styles.tabChosen} aria-current="page">
        {label}
      </span>
    ) : (
      <Link className={styles.tab} href={href}>
        {label}
      </Link>
    );
  return (
    <nav className={styles.tabs} aria-label="Who to play">
      {choice("friend", "/new", "Invite a friend")}
      {choice("challenge", "/challenges/new", "Open challenge")}
      {choice("computer", "/new?against=computer", "Play the computer")}
    </nav>
  );
}

/** The level that suits the player's rating for this game (a newcomer's 1500 for none). */
export async function suggestedLevel(userId: string, gameType: string): Promise<number> {
  const rating = (await ratingsFor([userId], gameType)).get(userId) ?? newcomer;
  return levelForRating(Math.round(rating.rating));
}
