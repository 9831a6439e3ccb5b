// The game's record: each move as players read it (SAN in chess, the long form as its tooltip) with
// its number. What the players wrote is in the conversation beside it (./chat-card.tsx). A long
// record scrolls within its box, which opens on the latest moves (game.module.css).

import type { GameView } from "@/lib/games/view/game-view";
import styles from "./game.module.css";

export function MoveList({ view }: { view: GameView }) {
  if (view.moves.length === 0)
    return <p className="muted small">No moves yet. {view.white.name} (White) moves first.</p>;
  return (
    <div className={styles.record}>
      <ol className={styles.moves}>
        {view.moves.map((move) => (
          <li key={move.ply} className={move.side === "WHITE" ? styles.whiteMove : styles.blackMove}>
            <span className={styles.moveLabel}>{move.label}</span>{" "}
            <span
              className={styles.notation}
              title={move.shown === move.notation ? undefined : move.notation}
            >
              {move.shown}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
