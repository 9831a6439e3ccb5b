// The page an email's footer links to: shows the person's current email choice and changes it
// without signing in (the key in the address is the proof). Opening it changes nothing (mail
// scanners open links); only its buttons do, by POST.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MailChoiceForm } from "@/app/account/mail-choice-form";
import { choiceOf, findByUnsubscribeKey } from "@/lib/notify/preferences";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Email settings",
  robots: { index: false, follow: false },
  // The key in this address must not leak to other sites through Referer.
  referrer: "no-referrer",
};

export default async function UnsubscribePage({ params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  const person = await findByUnsubscribeKey(key);
  if (!person) notFound();
  return (
    <div className="wrap narrow">
      <div className="card">
        <h1>Email settings</h1>
        <p className="muted">
          Which emails Pigeon Post sends to <strong>{person.email}</strong>:
        </p>
        <MailChoiceForm current={choiceOf(person)} unsubscribeKey={key} />
      </div>
    </div>
  );
}
