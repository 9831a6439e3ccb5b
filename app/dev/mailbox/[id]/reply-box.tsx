"use client";

import { useActionState } from "react";
import { useFormStatus } from "react-dom";
import { type MailboxReplyState, sendMailboxReply } from "@/app/actions/reply/mailbox-reply";
import { FormError } from "@/app/components/form-error";

/** Reply to this email as a mail client would: the move on the first line, a message below. */
export function ReplyBox({ messageId, replyTo }: { messageId: string; replyTo: string }) {
  const [state, action] = useActionState<MailboxReplyState, FormData>(sendMailboxReply, {});
  return (
    <form
      action={action}
      className="card stack"
      aria-label="Reply to this email"
      style={{ overflowWrap: "anywhere" }}
    >
      <h2 style={{ margin: 0 }}>Reply</h2>
      <p className="hint" style={{ margin: 0 }}>
        Sent by email to <code>{replyTo}</code>: your move on the first line, a message to your opponent below
        it.
      </p>
      <input type="hidden" name="id" value={messageId} />
      <FormError message={state.error} />
      {state.sent ? (
        <div className="notice ok" role="status">
          Reply sent. The answer will be in the <a href="/dev/mailbox">mailbox</a> in a moment.
        </div>
      ) : null}
      <label htmlFor="reply-text">Your reply</label>
      <textarea id="reply-text" name="text" rows={4} placeholder={"e5\nYour move!"} required />
      <SendButton />
    </form>
  );
}

function SendButton() {
  const { pending } = useFormStatus();
  return (
    <button type="submit" disabled={pending}>
      {pending ? "Sending…" : "Send reply"}
    </button>
  );
}
