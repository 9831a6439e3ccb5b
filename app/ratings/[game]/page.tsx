// /ratings/<game>: one game's leaderboard, best first, then the ratings still provisional, marked
// and apart (lib/ratings/read.ts says who is on each).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import Link from "@/app/components/link";
import { catalog } from "@/lib/games/catalog/catalog";
import { provisionalDeviation, provisionalMeaning, ratingWithDeviation } from "@/lib/ratings/glicko";
import { type LeaderboardLine, leaderboard, leaderboardSize } from "@/lib/ratings/read";
import styles from "../ratings.module.css";

type Props = { readonly params: Promise<{ game: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { game } = await params;
  const entry = catalog.find((e) => e.id === game);
  return entry
    ? { title: `${entry.name} ratings`, description: `The best ${entry.name} players on Pigeon Post.` }
    : { title: "Ratings" };
}

export default async function LeaderboardPage({ params }: Props) {
  const { game } = await params;
  const entry = catalog.find((e) => e.id === game);
  if (!entry) notFound();
  const now = new Date();
  const [settled, provisional] = await Promise.all([
    leaderboard(entry.id, now),
    leaderboard(entry.id, now, { provisional: true }),
  ]);
  return (
    <div className="wrap stack">
      <h1>{entry.name} ratings</h1>
      <p className="lead">
        The top {leaderboardSize} {entry.name} players with a rated game in the last year. A rating reads{" "}
        “1624 ± 95”: the number after “±” is how far off it may still be.
      </p>
      {settled.length === 0 && provisional.length === 0 ? (
        <div className="card">
          <p className="muted">No rated {entry.name} game in the last year.</p>
          <p>
            <Link href={`/new?game=${entry.id}`}>Start a rated game</Link>
          </p>
        </div>
      ) : null}
      {settled.length > 0 ? (
        <section className={`card ${styles.tableScroll}`} aria-labelledby="settled">
          <h2 id="settled">Leaderboard</h2>
          <Board lines={settled} places />
        </section>
      ) : provisional.length > 0 ? (
        <div className="card">
          <p className="muted">
            No settled {entry.name} rating yet: every rating is still provisional (off by{" "}
            {provisionalDeviation} points or more), so nobody is ranked yet.
          </p>
        </div>
      ) : null}
      {provisional.length > 0 ? (
        <section className={`card ${styles.tableScroll}`} aria-labelledby="provisional">
          <h2 id="provisional">Provisional ratings</h2>
          <p className="small muted">{provisionalMeaning} They join the leaderboard once settled.</p>
          <Board lines={provisional} places={false} />
        </section>
      ) : null}
      <p className="small">
        <Link href="/ratings">Every game's leaderboard</Link> ·{" "}
        <Link href={`/rules/${entry.id}`}>Rules of {entry.name}</Link>
      </p>
    </div>
  );
}

/** The players, best first; `places` numbers them (the settled board ranks, the provisional list does not). */
function Board({ lines, places }: { lines: LeaderboardLine[]; places: boolean }) {
  return (
    <table className={styles.board}>
      <thead>
        <tr>
          {places ? (
            <th scope="col" className={styles.place}>
              #
            </th>
          ) : null}
          <th scope="col">Player</th>
          <th scope="col" className={styles.ratingColumn}>
            Rating
          </th>
          <th scope="col" className={styles.gamesColumn}>
            Rated games
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.userId}>
            {places ? <td>{line.place}</td> : null}
            <th scope="row">
              <Link href={`/players/${line.userId}`}>{line.name}</Link>
            </th>
            <td className={styles.rating}>{ratingWithDeviation(line)}</td>
            <td>{line.games}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
