// The message a player sent with a move, quoted under it (a screen reader hears who wrote it): the
// replay's caption shows it with the move on the board. The whole conversation is ./chat-card.tsx.
import styles from "./game.module.css";

export function MoveMessage({ author, text }: { author: string; text: string | null }) {
  if (!text) return null;
  return (
    <blockquote className={styles.message}>
      <span className={styles.visuallyHidden}>{author} wrote: </span>
      {text}
    </blockquote>
  );
}
