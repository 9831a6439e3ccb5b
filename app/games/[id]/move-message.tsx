// The messages of a game's record: the one a player sent with a move, quoted under it (a screen
// reader hears who wrote it), and one sent with a draw offer, an answer or a resignation, which
// says with what.
import type { ConversationEntry } from "@/lib/games/view";
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

/** The conversation's messages written after move `ply` (0: before the first move). */
export function ConversationAfter({
  ply,
  conversation,
  names,
}: {
  ply: number;
  conversation: readonly ConversationEntry[];
  names: { readonly WHITE: string; readonly BLACK: string };
}) {
  const here = conversation.filter((entry) => entry.afterPly === ply);
  if (here.length === 0) return null;
  return here.map((entry) => (
    <blockquote key={entry.id} className={styles.message} data-conversation="">
      <span className={entry.action ? styles.said : styles.visuallyHidden}>
        {names[entry.side]} {entry.action ?? "wrote"}:{" "}
      </span>
      {entry.body}
    </blockquote>
  ));
}
