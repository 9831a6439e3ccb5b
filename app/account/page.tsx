import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { timeZones } from "@/lib/accounts/profile";
import { currentUser } from "@/lib/auth/session";
import { db } from "@/lib/db/prisma";
import { choiceOf } from "@/lib/notify/preferences";
import { AccountForm } from "./account-form";
import { MailChoiceForm } from "./mail-choice-form";

export const metadata: Metadata = { title: "Your account" };

export default async function AccountPage({ searchParams }: { searchParams: Promise<{ welcome?: string }> }) {
  const user = await currentUser();
  if (!user) redirect("/signin?callbackUrl=/account");
  const { welcome } = await searchParams;
  const mail = await db().user.findUniqueOrThrow({
    where: { id: user.id },
    select: { emailMode: true, mailOff: true },
  });
  return (
    <div className="wrap narrow stack">
      {welcome ? (
        <div className="notice info">
          <strong>Welcome to Pigeon Post!</strong> Choose the name your opponents will see.
        </div>
      ) : null}
      <div className="card">
        <h1>Your account</h1>
        <p className="muted">
          Signed in as <strong>{user.email}</strong>
        </p>
        <AccountForm
          name={user.name ?? ""}
          timeZone={user.timeZone}
          timeZones={timeZones}
          guessZone={Boolean(welcome) && user.timeZone === "UTC"}
        />
      </div>
      <section className="card" aria-labelledby="email-settings">
        <h2 id="email-settings">Email</h2>
        <p className="muted small">
          Game results and the reminder a day before a deadline come with every choice but the last.
        </p>
        <MailChoiceForm current={choiceOf(mail)} />
      </section>
    </div>
  );
}
