// The confirm link in the answer to a reply we could not authenticate. Opening it changes nothing
// (mail scanners open links): it shows what the reply asked for, and only its button acts, by POST.
import type { Metadata } from "next";
import { replyStatus } from "@/lib/inbound/confirm";
import { ConfirmReplyForm } from "./confirm-form";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Confirm your reply",
  robots: { index: false, follow: false },
  // The key in this address must not leak to other sites through Referer (lib/http/security-headers.ts).
  referrer: "same-origin",
};

export default async function ConfirmReplyPage({ params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  const status = await replyStatus(key);
  const pending = status?.state === "pending" ? status : null;
  return (
    <div className="wrap narrow">
      <div className="card">
        <h1>Confirm your reply</h1>
        {pending ? (
          <>
            {pending.chat ? (
              <>
                <p>
                  Your reply to the {pending.gameName} chat email is a message for your opponent. We could not
                  check that it came from your address, so it has not been sent yet.
                </p>
                <p className="muted">“{pending.message}”</p>
              </>
            ) : (
              <>
                <p>
                  Your reply to the {pending.gameName} email said <strong>{pending.said}</strong>. We could
                  not check that it came from your address, so nothing has been played yet.
                </p>
                {pending.message ? <p className="muted">With your message: “{pending.message}”</p> : null}
              </>
            )}
            <ConfirmReplyForm replyKey={key} said={pending.said} />
            <p className="hint">
              If you did not send it, do nothing: the link stops working when the game moves on.
            </p>
          </>
        ) : status?.state === "done" ? (
          <div className="notice ok" role="status">
            This reply was confirmed. {status.summary} We have emailed you the position.
          </div>
        ) : (
          <p className="notice error">
            This confirm link does not work any more: it was used already, or the game has moved on since.
            Open the game from your latest email to see the position.
          </p>
        )}
      </div>
    </div>
  );
}
