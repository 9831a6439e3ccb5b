import type { ReactNode } from "react";
import Link from "@/app/components/link";
import styles from "./new-game.module.css";

export type GameChoice = { id: string; name: string; board: string; summary: string };

/**
 * The six games to choose from, every new-game form's first field: one compact row each (its name
 * and board; the chosen one also what it is and a link to its rules), so on a phone the form's
 * button is within two screens. The start position's picture joins a row where the screen is wide
 * enough.
 */
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
            <input
              type="radio"
              name="gameType"
              value={game.id}
              defaultChecked={game.id === chosen}
              required
            />
            <span className={styles.about}>
              <span className={styles.choice}>
                <strong>{game.name}</strong>
                <span className="muted small">{game.board}</span>
              </span>
              <span className={`small ${styles.more}`}>
                {game.summary}{" "}
                <Link href={`/rules/${game.id}`} target="_blank" aria-label={`Rules of ${game.name}`}>
                  Rules
                </Link>
              </span>
            </span>
            <span className={styles.diagram}>{diagrams[game.id]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
