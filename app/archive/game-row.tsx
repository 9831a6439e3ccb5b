// One finished game in a list (the archive, a player's page): thumbnail of the final position,
// players, game, result and reason, number of moves, finish date.
import Link from "next/link";
import type { ArchiveRow } from "@/lib/archive/list";
import { gameName } from "@/lib/games/catalog";
import { resultText } from "@/lib/games/view";
import styles from "./archive.module.css";

function GameRowItem({ row }: { row: ArchiveRow }) {
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
          {gameName(row.gameType)} · {resultText(row.winner, row.reason, row.white, row.black)} ·{" "}
          {Math.ceil(row.plies / 2)} moves
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
        </p>
      </div>
    </li>
  );
}

/** Finished games, one card each. */
export function GameRows({ rows }: { rows: readonly ArchiveRow[] }) {
  return (
    <ol className={styles.rows}>
      {rows.map((row) => (
        <GameRowItem key={row.id} row={row} />
      ))}
    </ol>
  );
}
