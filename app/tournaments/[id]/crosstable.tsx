// One group's crosstable: a row per player in Berger order (number, name, then a cell per opponent
// with the result from the row player's side, each linked to its game), then points, games played,
// Sonneborn-Berger, wins and place. A double round robin has two results per cell, the row
// player's White game first. The table scrolls sideways inside its own box, the names staying put.
import Link from "@/app/components/link";
import type { Standing } from "@/lib/tournaments/standings";
import type { GroupView } from "@/lib/tournaments/view";
import styles from "./tournament.module.css";

type TableGame = GroupView["games"][number];

const fractions: Record<number, string> = { 0.25: "¼", 0.5: "½", 0.75: "¾" };
/** Points (halves) and Sonneborn-Berger (quarters) as a reader writes them: 2½, ¾, 3. */
export const score = (points: number) => {
  const whole = Math.floor(points);
  const part = fractions[points - whole] ?? "";
  return whole === 0 && part ? part : `${whole}${part}`;
};

/** A game's result from `playerId`'s side: "1", "½", "0"; a game lost by withdrawal "+"/"−"; "·" while played. */
function cellResult(game: TableGame, playerId: string): { text: string; words: string } {
  if (game.result === null) return { text: "·", words: "being played" };
  if (game.result === "draw") return { text: "½", words: "drawn" };
  const won = (game.result === "w") === (game.whiteId === playerId);
  if (game.reason === "withdrawal")
    return won ? { text: "+", words: "won: the opponent withdrew" } : { text: "−", words: "lost: withdrew" };
  return won ? { text: "1", words: "won" } : { text: "0", words: "lost" };
}

export function Crosstable({ group, label }: { group: GroupView; label: string }) {
  const byPlayer = new Map<string, Standing>(group.standings.map((row) => [row.playerId, row]));
  const name = (userId: string) => group.names.get(userId) ?? "A player";
  /** The games between two players, `rowId`'s White game first. */
  const between = (rowId: string, columnId: string) =>
    group.games
      .filter(
        (game) =>
          (game.whiteId === rowId && game.blackId === columnId) ||
          (game.whiteId === columnId && game.blackId === rowId),
      )
      .sort((a, b) => Number(b.whiteId === rowId) - Number(a.whiteId === rowId));
  return (
    <section className={styles.tableBox} aria-label={label}>
      <table className={styles.crosstable}>
        <thead>
          <tr>
            <th scope="col" className={styles.nameCell}>
              Player
            </th>
            {group.seats.map((seat) => (
              <th key={seat.number} scope="col" className={styles.num} title={name(seat.userId)}>
                {seat.number}
              </th>
            ))}
            <th scope="col" title="Points">
              Pts
            </th>
            <th scope="col" title="Games finished">
              Games
            </th>
            <th scope="col" title="Sonneborn-Berger">
              SB
            </th>
            <th scope="col">Wins</th>
            <th scope="col">Place</th>
          </tr>
        </thead>
        <tbody>
          {group.seats.map((seat) => {
            const standing = byPlayer.get(seat.userId);
            return (
              <tr key={seat.number} className={seat.struck ? styles.struck : undefined}>
                <th scope="row" className={styles.nameCell}>
                  <span className={styles.seatNumber}>{seat.number}</span>{" "}
                  <Link href={`/players/${seat.userId}`}>{name(seat.userId)}</Link>
                  {seat.withdrawal ? (
                    <span className={styles.withdrawn}>
                      {seat.struck ? "withdrawn — results struck" : "withdrawn — unfinished games lost"}
                    </span>
                  ) : null}
                </th>
                {group.seats.map((opponent) =>
                  opponent.userId === seat.userId ? (
                    <td key={opponent.number} className={styles.self} aria-label="no game">
                      ×
                    </td>
                  ) : (
                    <td
                      key={opponent.number}
                      className={opponent.struck || seat.struck ? styles.void : undefined}
                    >
                      {between(seat.userId, opponent.userId).map((game) => {
                        const { text, words } = cellResult(game, seat.userId);
                        const colour = game.whiteId === seat.userId ? "White" : "Black";
                        return (
                          <Link
                            key={game.gameId}
                            href={`/games/${game.gameId}`}
                            className={styles.result}
                            aria-label={`${name(seat.userId)} against ${name(opponent.userId)}, with ${colour}, round ${game.round}: ${words}`}
                          >
                            {text}
                          </Link>
                        );
                      })}
                    </td>
                  ),
                )}
                <td className={styles.points}>{standing ? score(standing.points) : "–"}</td>
                <td>{standing ? standing.played : "–"}</td>
                <td>{standing ? score(standing.sonnebornBerger) : "–"}</td>
                <td>{standing ? standing.wins : "–"}</td>
                <td>{standing ? standing.place : "–"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
