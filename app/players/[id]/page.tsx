// /players/<id>: a player's ratings (with a chart of each), public finished games and record per
// game (won, drawn, lost). Only public games count in the record, for every reader alike; a person
// with neither such a game nor a rating has no page (404), so the page never reveals that someone
// was merely invited.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { GameRows } from "@/app/archive/game-row";
import { FormError } from "@/app/components/form-error";
import Link from "@/app/components/link";
import { archivePage, cursorParam } from "@/lib/archive/list";
import { type PlayerRecord, playerRecord } from "@/lib/archive/player";
import { currentUser } from "@/lib/auth/session";
import { gameIds } from "@/lib/games/catalog/catalog";
import { isRecordId } from "@/lib/input/record-id";
import { provisionalMeaning } from "@/lib/ratings/glicko";
import { playerTournaments } from "@/lib/tournaments/view";
import { ChallengePlayer } from "./challenge-player";
import styles from "./player.module.css";
import { RatingChart } from "./rating-chart";

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ game?: string | string[]; after?: string | string[] }>;
};

// The metadata and the page read the record once per request; an id that is no id names nobody.
const recordOf = cache((id: string) => (isRecordId(id) ? playerRecord(id) : null));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const record = await recordOf((await params).id);
  if (!record) return { title: "No such player" };
  return {
    title: record.name,
    description: `${record.name} on Pigeon Post: ${summary(record)}.`,
  };
}

export default async function PlayerPage({ params, searchParams }: Props) {
  const [{ id }, search, user] = await Promise.all([params, searchParams, currentUser()]);
  const record = await recordOf(id);
  if (!record) notFound();
  const game = gameIds.find((known) => known === first(search.game));
  const after = search.after === undefined ? undefined : cursorParam.safeParse(first(search.after));
  // An edited or ancient "Older games" link: say so, with the way back, instead of guessing a page.
  const stale = after?.success === false ? after.error.issues[0].message : null;
  const [page, entered] = await Promise.all([
    stale ? { rows: [], next: null } : archivePage({ game, after: after?.data }, null, { playerId: id }),
    playerTournaments(id),
  ]);
  // Invitation-only ones are for their own players: the player sees theirs, no one else does.
  const tournaments = entered.filter((entry) => !entry.inviteOnly || user?.id === id);
  const here = (extra: Record<string, string>) => {
    const query = new URLSearchParams({ ...(game ? { game } : {}), ...extra }).toString();
    return query ? `/players/${id}?${query}` : `/players/${id}`;
  };

  return (
    <div className="wrap stack">
      <h1>{record.name}</h1>
      <p className="lead">{summary(record)}.</p>
      <ChallengePlayer record={record} viewerId={user?.id ?? null} game={game} />
      {user?.id === id ? (
        <p className="notice info">
          This is your page as everyone sees it: only games you made public count here. All your games,
          private ones too, are in <Link href="/archive">the archive</Link> for you.
        </p>
      ) : null}

      {record.ratings.length > 0 ? (
        <section className="card" aria-labelledby="ratings">
          <h2 id="ratings">Ratings</h2>
          <ul className={styles.ratings}>
            {record.ratings.map((rating) => (
              <li key={rating.gameType}>
                <p className={styles.ratingHead}>
                  <Link href={`/ratings/${rating.gameType}`}>{rating.gameName}</Link>{" "}
                  <strong className={styles.rating}>{rating.withDeviation}</strong>{" "}
                  <span className="muted small">
                    {plural(rating.games, "rated game")}
                    {rating.provisional ? ", provisional" : ""}
                  </span>
                </p>
                <RatingChart rating={rating} gameName={rating.gameName} />
              </li>
            ))}
          </ul>
          <p className="small muted">
            Glicko-2 ratings, one per game. The number after “±” is how far off a rating may still be: it
            shrinks as rated games are played.{" "}
            {record.ratings.some((rating) => rating.provisional) ? `${provisionalMeaning} ` : ""}
            <Link href="/ratings">Leaderboards</Link>
          </p>
        </section>
      ) : null}

      {tournaments.length > 0 ? (
        <section className="card" aria-labelledby="tournaments">
          <h2 id="tournaments">Tournaments</h2>
          <ul className={styles.tournaments}>
            {tournaments.map((entry) => (
              <li key={entry.id}>
                <Link href={`/tournaments/${entry.id}`}>{entry.name}</Link>{" "}
                <span className="muted small">
                  {entry.gameName} · {tournamentStanding(entry)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="card" aria-labelledby="record">
        <h2 id="record">Record</h2>
        {record.lines.length === 0 ? (
          <p className="muted">No public games yet.</p>
        ) : (
          <div className={styles.tableScroll}>
            <table className={styles.record}>
              <thead>
                <tr>
                  <th scope="col">Game</th>
                  <th scope="col">Played</th>
                  <th scope="col">Won</th>
                  <th scope="col">Drawn</th>
                  <th scope="col">Lost</th>
                  <th scope="col">Score</th>
                </tr>
              </thead>
              <tbody>
                {record.lines.map((line) => (
                  <tr key={line.gameType}>
                    <th scope="row">
                      <Link href={here({ game: line.gameType })}>{line.gameName}</Link>
                    </th>
                    <td>{line.played}</td>
                    <td>{line.wins}</td>
                    <td>{line.draws}</td>
                    <td>{line.losses}</td>
                    <td>{score(line)}</td>
                  </tr>
                ))}
              </tbody>
              {record.lines.length > 1 ? (
                <tfoot>
                  <tr>
                    <th scope="row">All games</th>
                    <td>{record.total.played}</td>
                    <td>{record.total.wins}</td>
                    <td>{record.total.draws}</td>
                    <td>{record.total.losses}</td>
                    <td>{score(record.total)}</td>
                  </tr>
                </tfoot>
              ) : null}
            </table>
          </div>
        )}
      </section>

      <section className="stack" aria-labelledby="games">
        <h2 id="games">
          {game
            ? `${record.lines.find((line) => line.gameType === game)?.gameName ?? "Games"} games`
            : "Games"}
        </h2>
        <p className="small">
          {game ? (
            <>
              <Link href={`/players/${id}`}>Show every game</Link> ·{" "}
            </>
          ) : null}
          <Link href={`/archive?playerId=${id}`}>Filter their games by result or date in the archive</Link>
        </p>
        <FormError message={stale} />
        {page.rows.length === 0 ? (
          <div className="card">
            {stale ? null : (
              <p className="muted">
                {after ? "No older games." : `No public ${game ? "games of this kind" : "games"} yet.`}
              </p>
            )}
            <p>
              <Link href={`/players/${id}`}>Back to the newest games</Link>
            </p>
          </div>
        ) : (
          <GameRows rows={page.rows} pagePlayerId={id} />
        )}
        {page.next ? (
          <p>
            <Link href={here({ after: page.next })} className="button">
              Older games
            </Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** "1st of 6", "withdrawn", "playing", "waiting to start". */
function tournamentStanding(entry: {
  place: number | null;
  withdrawn: boolean;
  maxPlayers: number;
  entrants: number;
  status: string;
}): string {
  if (entry.withdrawn) return "withdrawn";
  if (entry.place !== null) return `${ordinal(entry.place)} of ${entry.entrants}`;
  if (entry.status === "RUNNING") return "playing";
  return "waiting to start";
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st. */
function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** "12 public games finished: 7 won, 2 drawn, 3 lost". */
function summary(record: PlayerRecord): string {
  const { played, wins, draws, losses } = record.total;
  return `${plural(played, "public game")} finished: ${wins} won, ${draws} drawn, ${losses} lost`;
}

/** Points as a share of the games: a win is 1, a draw ½; "58%". */
function score(line: { played: number; wins: number; draws: number }): string {
  return line.played === 0 ? "–" : `${Math.round(((line.wins + line.draws / 2) / line.played) * 100)}%`;
}
