// /ratings/<game>: one game's leaderboard, best first (lib/ratings/read.ts says who is on it).
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { catalog } from "@/lib/games/catalog";
import { provisionalDeviation } from "@/lib/ratings/glicko";
import { leaderboard, leaderboardSize } from "@/lib/ratings/read";
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
  const lines = await leaderboard(entry.id, new Date());
  return (
    <div className="wrap stack">
      <h1>{entry.name} ratings</h1>
      <p className="lead">
        The top {leaderboardSize} {entry.name} players: a settled rating (its deviation under{" "}
        {provisionalDeviation}) and a rated game finished in the last year.
      </p>
      {lines.length === 0 ? (
        <div className="card">
          <p className="muted">
            No settled {entry.name} ratings yet. A rating settles after a few rated games.
          </p>
          <p>
            <Link href={`/new?game=${entry.id}`}>Start a rated game</Link>
          </p>
        </div>
      ) : (
        <div className={`card ${styles.tableScroll}`}>
          <table className={styles.board}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Player</th>
                <th scope="col">Rating</th>
                <th scope="col">Rated games</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.userId}>
                  <td>{line.place}</td>
                  <th scope="row">
                    <Link href={`/players/${line.userId}`}>{line.name}</Link>
                  </th>
                  <td>{line.label}</td>
                  <td>{line.games}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="small">
        <Link href="/ratings">Every game's leaderboard</Link> ·{" "}
        <Link href={`/rules/${entry.id}`}>Rules of {entry.name}</Link>
      </p>
    </div>
  );
}
