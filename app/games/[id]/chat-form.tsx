"use client";

// The chat's form: a message to the opponent without a move. A plain form post (it works without
// JavaScript); with it, the character count, the pending button, and the box emptied once sent.

import { useActionState, useState } from "react";
import type { ChatFormState } from "@/app/_forms/chat";
import { sendChatAction } from "@/app/actions/game/chat";
import { FormError } from "@/app/components/form-error";
import { SubmitButton } from "@/app/components/submit-button";
import styles from "./chat.module.css";

export function ChatForm({
  gameId,
  opponentName,
  limit,
}: {
  gameId: string;
  opponentName: string;
  limit: number;
}) {
  const [state, action] = useActionState<ChatFormState, FormData>(sendChatAction, { sent: 0 });
  const [message, setMessage] = useState("");
  // A refused message comes back as it was typed; a sent one leaves the box empty.
  const [seen, setSeen] = useState(state);
  if (seen !== state) {
    setSeen(state);
    setMessage(state.error ? (state.message ?? message) : "");
  }
  return (
    <form action={action} className={styles.form} aria-label="Send a message">
      <input type="hidden" name="gameId" value={gameId} />
      <label htmlFor="chat-message">Message to {opponentName}</label>
      <textarea
        id="chat-message"
        name="message"
        rows={2}
        maxLength={limit}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        aria-describedby="chat-hint"
        required
      />
      <p id="chat-hint" className={`hint ${styles.hint}`}>
        <span>{opponentName} sees it here, and by email unless they turned game mail off.</span>
        <span aria-live="polite" className={styles.count}>
          {message.length} / {limit}
        </span>
      </p>
      <FormError message={state.error} />
      <div>
        <SubmitButton label="Send message" pendingLabel="Sending…" />
      </div>
    </form>
  );
}
