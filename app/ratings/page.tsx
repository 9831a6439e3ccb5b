// /ratings: the leaderboards, one per game, each with its top three.
import type { Metadata } from "next";
import Link from "next/link";
import { catalog } from "@/lib/games/catalog";
import { leaderboard } from "@/lib/ratings/read";
import styles from "./ratings.module.css";

export const metadata: Metadata = {
  title: "Ratings",
  description: "Leaderboards of Pigeon Post: the best Glicko-2 ratings in chess and five chess variants.",
};

export default async function RatingsIndexPage() {
  const now = new Date();
  const boards = await Promise.all(
    catalog.map(async (entry) => ({ entry, top: await leaderboard(entry.id, now) })),
  );
  return (
    <div className="wrap stack">
      <h1>Ratings</h1>
      <p className="lead">
        Every game has its own rating, changed only by rated games. A leaderboard lists the players whose
        rating is settled and who finished a rated game of it in the last year.
      </p>
      <ul className={styles.games}>
        {boards.map(({ entry, top }) => (
          <li key={entry.id} className="card">
            <h2>
              <Link href={`/ratings/${entry.id}`}>{entry.name}</Link>
            </h2>
            {top.length === 0 ? (
              <p className="small muted">No settled ratings yet.</p>
            ) : (
              <ol className={styles.top}>
                {top.slice(0, 3).map((line) => (
                  <li key={line.userId}>
                    <Link href={`/players/${line.userId}`}>{line.name}</Link> {line.label}
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
