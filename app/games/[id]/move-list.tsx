// The game's record: each move as players read it (SAN in chess, the long form as its tooltip) with
// its number, and the message sent with it; then what the players wrote with draw offers, answers
// and resignations, after the move they followed.

import type { GameView } from "@/lib/games/view";
import styles from "./game.module.css";
import { ConversationAfter, MoveMessage } from "./move-message";

export function MoveList({ view }: { view: GameView }) {
  const names = { WHITE: view.white.name, BLACK: view.black.name };
  const before = <ConversationAfter ply={0} conversation={view.conversation} names={names} />;
  if (view.moves.length === 0)
    return (
      <>
        <p className="muted small">No moves yet. {view.white.name} (White) moves first.</p>
        {before}
      </>
    );
  return (
    <>
      {before}
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
            <MoveMessage author={names[move.side]} text={move.message} />
            <ConversationAfter ply={move.ply} conversation={view.conversation} names={names} />
          </li>
        ))}
      </ol>
    </>
  );
}
