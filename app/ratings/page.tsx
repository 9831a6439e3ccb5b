// /ratings: the leaderboards, one per game, each with its top three; a game with no settled rating
// yet shows its best provisional ones, marked.
import type { Metadata } from "next";
import Link from "@/app/components/link";
import { catalog } from "@/lib/games/catalog/catalog";
import { provisionalMeaning, ratingWithDeviation } from "@/lib/ratings/glicko";
import { leaderboard } from "@/lib/ratings/read";
import styles from "./ratings.module.css";

export const metadata: Metadata = {
  title: "Ratings",
  description: "Leaderboards of Pigeon Post: the best Glicko-2 ratings in chess and five chess variants.",
};

export default async function RatingsIndexPage() {
  const now = new Date();
  const boards = await Promise.all(
    catalog.map(async (entry) => {
      const settled = await leaderboard(entry.id, now);
      const top = settled.length > 0 ? settled : await leaderboard(entry.id, now, { provisional: true });
      return { entry, top: top.slice(0, 3), provisional: settled.length === 0 };
    }),
  );
  return (
    <div className="wrap stack">
      <h1>Ratings</h1>
      <p className="lead">
        Every game has its own rating, changed only by rated games. A leaderboard ranks the players whose
        rating is settled and who finished a rated game of it in the last year.
      </p>
      <ul className={styles.games}>
        {boards.map(({ entry, top, provisional }) => (
          <li key={entry.id} className="card">
            <h2>
              <Link href={`/ratings/${entry.id}`}>{entry.name}</Link>
            </h2>
            {top.length === 0 ? (
              <p className="small muted">No rated game in the last year.</p>
            ) : (
              <>
                {provisional ? (
                  <p className="small muted">No settled rating yet; the best provisional:</p>
                ) : null}
                <ol className={styles.top}>
                  {top.map((line) => (
                    <li key={line.userId}>
                      <Link href={`/players/${line.userId}`}>{line.name}</Link>{" "}
                      <span className={styles.rating}>{ratingWithDeviation(line)}</span>
                    </li>
                  ))}
                </ol>
              </>
            )}
          </li>
        ))}
      </ul>
      {boards.some((board) => board.provisional && board.top.length > 0) ? (
        <p className="small muted">{provisionalMeaning}</p>
      ) : null}
    </div>
  );
}
