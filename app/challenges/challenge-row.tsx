import Link from "next/link";
import type { LobbyRow } from "@/lib/challenges/lobby";
import { ChallengeButton } from "./challenge-forms";
import styles from "./challenges.module.css";

const colourWords = { white: "plays White", black: "plays Black", random: "colours by lot" } as const;

function rangeWords({ min, max }: LobbyRow["range"]): string | null {
  if (min !== null && max !== null) return `for players rated ${min}–${max}`;
  if (min !== null) return `for players rated ${min} or more`;
  if (max !== null) return `for players rated ${max} or less`;
  return null;
}

/** "12 finished games, 1 lost on time (8%)" */
function record({ finished, timeouts }: LobbyRow["challenger"]): string {
  if (finished === 0) return "no finished games yet";
  const games = `${finished} finished ${finished === 1 ? "game" : "games"}`;
  if (timeouts === 0) return `${games}, none lost on time`;
  return `${games}, ${timeouts} lost on time (${Math.round((100 * timeouts) / finished)}%)`;
}

/** One challenge: what it is, who asks, and the one thing this viewer can do with it. */
export function ChallengeRow({ row, signedIn }: { row: LobbyRow; signedIn: boolean }) {
  const range = rangeWords(row.range);
  return (
    <li className={`card ${styles.row}`}>
      <div className={styles.what}>
        <p>
          <Link href={`/challenges/${row.id}`} className={styles.game}>
            {row.gameName}
          </Link>{" "}
          · {row.timeControl} · {row.rated ? "rated" : "casual"}
          {row.takebacks ? " · takebacks allowed" : ""}
        </p>
        <p>
          <strong>{row.challenger.name}</strong> ({row.challenger.rating}) {colourWords[row.colour]}
          {range ? `, ${range}` : ""}
        </p>
        <p className="muted small">{record(row.challenger)}</p>
        {row.note ? <p className={styles.note}>“{row.note}”</p> : null}
      </div>
      <div className={styles.act}>
        {row.own ? (
          <ChallengeButton challengeId={row.id} own label="Withdraw" />
        ) : signedIn ? (
          <ChallengeButton challengeId={row.id} own={false} label="Accept and start" />
        ) : (
          <Link
            className="button"
            href={`/signin?callbackUrl=${encodeURIComponent(`/challenges/${row.id}`)}`}
          >
            Sign in to accept
          </Link>
        )}
      </div>
    </li>
  );
}
