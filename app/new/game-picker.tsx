import Link from "next/link";
import type { ReactNode } from "react";
import styles from "./new-game.module.css";

export type GameChoice = { id: string; name: string; board: string; summary: string };

/** The six games as cards to choose from, each with its board, summary and rules: every new-game form's first field. */
export function GamePicker({
  games,
  diagrams,
  chosen,
}: {
  games: GameChoice[];
  diagrams: Record<string, ReactNode>;
  chosen: string;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Game</legend>
      <div className={styles.games}>
        {games.map((game) => (
          <label key={game.id} className={`card ${styles.game}`}>
            <span className={styles.choice}>
              <input
                type="radio"
                name="gameType"
                value={game.id}
                defaultChecked={game.id === chosen}
                required
              />
              <strong>{game.name}</strong>
              <span className="muted small">{game.board}</span>
            </span>
            <span className={styles.diagram}>{diagrams[game.id]}</span>
            <span className={`small ${styles.summary}`}>{game.summary}</span>
            <Link href={`/rules/${game.id}`} className="small" target="_blank">
              Rules of {game.name}
            </Link>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
