// The page an email's footer links to: shows the person's current email choice and changes it
// without signing in (the key in the address is the proof). Opening it changes nothing (mail
// scanners open links); only its buttons do, by POST.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { clientKey } from "@/app/_shared/client-key";
import { MailChoiceForm } from "@/app/account/mail-choice-form";
import { StopFollowsForm } from "@/app/challenges/challenge-forms";
import Link from "@/app/components/link";
import { followsOf } from "@/lib/challenges/follow";
import { gameName } from "@/lib/games/catalog/catalog";
import { unsubscribeKeyOwner } from "@/lib/mail/unsubscribe";
import { choiceOf } from "@/lib/notify/preferences";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Email settings",
  robots: { index: false, follow: false },
  // The key in this address must not leak to other sites through Referer (lib/http/security-headers.ts).
  referrer: "same-origin",
};

export default async function UnsubscribePage({ params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  const lookup = await unsubscribeKeyOwner(key, await clientKey(), new Date());
  if (!lookup.ok && lookup.status === 404) notFound();
  const follows = lookup.ok ? await followsOf(lookup.person.id) : new Map();
  return (
    <div className="wrap narrow">
      <div className="card">
        <h1>Email settings</h1>
        {lookup.ok ? (
          <>
            <p className="muted">
              Which emails Pigeon Post sends to <strong>{lookup.person.email}</strong>:
            </p>
            <MailChoiceForm current={choiceOf(lookup.person)} unsubscribeKey={key} />
            {follows.size > 0 ? (
              <StopFollowsForm unsubscribeKey={key} games={[...follows.keys()].map(gameName).join(", ")} />
            ) : null}
          </>
        ) : (
          <>
            <p className="notice error">{lookup.reason}</p>
            <p>
              <Link href="/signin?callbackUrl=/account">Sign in</Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
