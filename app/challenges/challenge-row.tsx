import Link from "@/app/components/link";
import type { LobbyRow } from "@/lib/challenges/lobby";
import { rangeWords } from "@/lib/challenges/range";
import { expiresPhrase, postedPhrase } from "@/lib/challenges/when";
import { formatDeadline } from "@/lib/games/stored/deadline";
import { provisionalDeviation } from "@/lib/ratings/glicko";
import { ChallengeButton, WithdrawButton } from "./challenge-forms";
import styles from "./challenges.module.css";

const colourWords = { white: "plays White", black: "plays Black", random: "colours by lot" } as const;

/** "12 finished games, 1 lost on time (8%)" */
function record({ finished, timeouts }: LobbyRow["challenger"]): string {
  if (finished === 0) return "no finished games yet";
  const games = `${finished} finished ${finished === 1 ? "game" : "games"}`;
  if (timeouts === 0) return `${games}, none lost on time`;
  return `${games}, ${timeouts} lost on time (${Math.round((100 * timeouts) / finished)}%)`;
}

/** A moment as a row says it ("posted 3 hours ago"), with the exact time in the reader's zone. */
function When({ at, text, timeZone }: { at: Date; text: string; timeZone: string }) {
  return (
    <time dateTime={at.toISOString()} title={formatDeadline(at, timeZone)}>
      {text}
    </time>
  );
}

/** `text` with `part` (the range, "rated 1400–1700") kept on one line. */
function KeepTogether({ text, part }: { text: string; part: string | null }) {
  const at = part ? text.indexOf(part) : -1;
  if (!part || at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <span className={styles.nowrap}>{part}</span>
      {text.slice(at + part.length)}
    </>
  );
}

/**
 * One challenge: what it is, who asks (their name leads to their page), when it was posted and
 * leaves, and the one thing this reader can do with it; outside its rating range, why they cannot.
 */
export function ChallengeRow({
  row,
  signedIn,
  now,
  timeZone,
}: {
  row: LobbyRow;
  signedIn: boolean;
  now: Date;
  timeZone: string;
}) {
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
          <Link href={`/players/${row.challenger.id}`} className={styles.who}>
            {row.challenger.name}
          </Link>{" "}
          ({row.challenger.rating}) {colourWords[row.colour]}
          {range ? `, for players ${range}` : ""}
        </p>
        <p className="muted small">
          {record(row.challenger)} ·{" "}
          <When at={row.createdAt} text={postedPhrase(row.createdAt, now)} timeZone={timeZone} /> ·{" "}
          <When at={row.expiresAt} text={expiresPhrase(row.expiresAt, now)} timeZone={timeZone} />
        </p>
        {row.note ? <p className={styles.note}>“{row.note}”</p> : null}
      </div>
      <div className={styles.act}>
        {row.own ? (
          <WithdrawButton challengeId={row.id} />
        ) : row.closed ? (
          <div className={styles.closed}>
            <p>
              <KeepTogether text={row.closed.reason} part={range} />
            </p>
            {row.closed.provisional ? (
              <p className="muted small">
                The “?” says your rating is provisional: it may still be off by {provisionalDeviation} points
                or more. It counts as it stands.
              </p>
            ) : null}
          </div>
        ) : signedIn ? (
          <ChallengeButton challengeId={row.id} label="Accept and start" />
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
