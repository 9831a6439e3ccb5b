// One finished game in a list (the archive, a player's page): thumbnail of the final position,
// players, game, result and reason, number of moves, finish date.
import Link from "next/link";
import type { ArchiveRow } from "@/lib/archive/list";
import { gameName } from "@/lib/games/catalog";
import { resultText } from "@/lib/games/result";
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
          {gameName(row.gameType)} · {resultText(row.winner, row.reason, row.white, row.black)} ·{" "}
          {Math.ceil(row.plies / 2)} move{Math.ceil(row.plies / 2) === 1 ? "" : "s"}
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
