"use client";

// The part of a move form after the move itself: an optional message to the opponent with a
// character counter, and the draw offer. Both fold away behind "Add a message or offer a draw" (a
// details element, so it opens without JavaScript too): on a phone the move and its Send button
// then sit right under the board. Against the computer there is no message field: it reads none
// (lib/bot/), so the form has only the draw offer, unfolded. Shared by the board's confirmation
// and the text form; the message is controlled by the form so it survives the form being closed
// and opened again (and then the fold opens with it).

import { useState } from "react";
import styles from "./game.module.css";

export function MoveMessageFields({
  id,
  rows,
  limit,
  message,
  onMessage,
  canOfferDraw,
}: {
  /** The textarea's id, distinct per form on the page. */
  id: string;
  rows: number;
  /** The message's length limit; null in a game against the computer, which reads no message. */
  limit: number | null;
  message: string;
  onMessage: (message: string) => void;
  /** False while the opponent's own offer waits: answer it instead (a move's offer would replace it). */
  canOfferDraw: boolean;
}) {
  // Open from the start only when there is already a message to show: after that, the player's.
  const [open] = useState(message !== "");
  if (limit === null)
    return canOfferDraw ? (
      <label className={styles.check}>
        <input type="checkbox" name="offerDraw" /> Offer the computer a draw with this move
      </label>
    ) : null;
  return (
    <details className={styles.moveExtras} open={open || undefined}>
      <summary>{canOfferDraw ? "Add a message or offer a draw" : "Add a message"}</summary>
      <div className="field">
        <label htmlFor={id}>Message to your opponent (optional)</label>
        <textarea
          id={id}
          name="message"
          rows={rows}
          maxLength={limit}
          value={message}
          onChange={(e) => onMessage(e.target.value)}
        />
        <div className="hint" aria-live="polite">
          {message.length} / {limit} characters
        </div>
      </div>
      {canOfferDraw ? (
        <label className={styles.check}>
          <input type="checkbox" name="offerDraw" /> Offer a draw with this move
        </label>
      ) : null}
    </details>
  );
}
