// One finished game in a list (the archive, a player's page): thumbnail of the final position,
// players, game, rated (with what it did to each rating), result and reason, number of moves,
// finish date.
import Link from "@/app/components/link";
import { RatingChange } from "@/app/components/rating-change";
import type { ArchiveRow } from "@/lib/archive/list";
import { gameName } from "@/lib/games/catalog/catalog";
import { resultText } from "@/lib/games/stored/result";
import styles from "./archive.module.css";

function GameRowItem({ row, pagePlayerId }: { row: ArchiveRow; pagePlayerId?: string }) {
  // Both players of a public game have a page (it counts there); a private game's may not.
  const others = row.public
    ? [
        { id: row.whiteId, name: row.white },
        { id: row.blackId, name: row.black },
      ].filter((player) => player.id !== pagePlayerId)
    : [];
  return (
    <li className={`card ${styles.row}`}>
      <Link href={`/games/${row.id}`} className={styles.thumb} aria-hidden="true" tabIndex={-1}>
        {/* biome-ignore lint/performance/noImgElement: a server-drawn PNG, cached; next/image adds nothing */}
        <img src={`/games/${row.id}/board.png?size=160`} alt="" width={96} height={96} loading="lazy" />
      </Link>
      <div>
        <p className={styles.players}>
          <Link href={`/games/${row.id}`}>
            {row.white} – {row.black}
          </Link>
          {row.public ? null : <span className="small muted"> · private</span>}
        </p>
        <p className="small">
          {gameName(row.gameType)} · <Rated row={row} />
          {resultText(row.winner, row.reason, row.white, row.black)} · {Math.ceil(row.plies / 2)} move
          {Math.ceil(row.plies / 2) === 1 ? "" : "s"}
        </p>
        <p className="small muted">
          Finished{" "}
          <time dateTime={row.finishedAt.toISOString()}>
            {row.finishedAt.toLocaleDateString("en-GB", {
              day: "numeric",
              month: "long",
              year: "numeric",
              timeZone: "UTC",
            })}
          </time>
          {others.length > 0 ? " · more by " : null}
          {others.map((player, index) => (
            <span key={player.id}>
              {index > 0 ? " or " : null}
              <Link href={`/players/${player.id}`}>{player.name}</Link>
            </span>
          ))}
        </p>
      </div>
    </li>
  );
}

/** "rated: Ana +12, Bart −12 · " for a rated game; nothing for a casual one. */
function Rated({ row }: { row: ArchiveRow }) {
  if (!row.rated) return null;
  if (!row.ratingChanges) return <>rated (no rating change) · </>;
  return (
    <>
      rated: {row.white} <RatingChange change={row.ratingChanges.white} />, {row.black}{" "}
      <RatingChange change={row.ratingChanges.black} /> ·{" "}
    </>
  );
}

/** Finished games, one card each; on a player's page, `pagePlayerId` is that player. */
export function GameRows({ rows, pagePlayerId }: { rows: readonly ArchiveRow[]; pagePlayerId?: string }) {
  return (
    <ol className={styles.rows}>
      {rows.map((row) => (
        <GameRowItem key={row.id} row={row} pagePlayerId={pagePlayerId} />
      ))}
    </ol>
  );
}
