import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { updateComputerMail, updateReplyMoves } from "@/app/actions/account/preferences";
import Link from "@/app/components/link";
import { currentZoneName, timeZoneGroups } from "@/lib/accounts/time-zones";
import { ownFinishedCounts } from "@/lib/archive/own-games";
import { currentUser } from "@/lib/auth/session";
import { choiceOf, mailSettingsOf } from "@/lib/notify/preferences";
import { vacationPanel } from "@/lib/vacation/vacation";
import { AccountForm } from "./account-form";
import { MailChoiceForm } from "./mail-choice-form";
import { SwitchForm } from "./switch-form";
import { VacationForm } from "./vacation-form";

export const metadata: Metadata = { title: "Your account" };

export default async function AccountPage() {
  const user = await currentUser();
  if (!user) redirect("/signin?callbackUrl=/account");
  const [mail, { finished, public: publicGames }, vacation] = await Promise.all([
    mailSettingsOf(user.id),
    ownFinishedCounts(user.id),
    vacationPanel(user.id, user.timeZone, new Date()),
  ]);
  return (
    <div className="wrap narrow stack">
      <div className="card">
        <h1>Your account</h1>
        <p className="muted">
          Signed in as <strong>{user.email}</strong>
        </p>
        <AccountForm
          name={user.name ?? ""}
          timeZone={currentZoneName(user.timeZone)}
          timeZoneGroups={timeZoneGroups}
        />
      </div>
      <section className="card" aria-labelledby="email-settings">
        <h2 id="email-settings">Email</h2>
        <p className="muted small">
          Game results and the reminder a day before a deadline come with every choice but the last.
        </p>
        <MailChoiceForm current={choiceOf(mail)} />
        <h3 style={{ marginTop: "1.5rem" }}>Moving by reply</h3>
        <SwitchForm
          action={updateReplyMoves}
          field="replyMoves"
          on={mail.replyMoves}
          words={{
            on: (
              <>
                <strong>Moves by reply are on.</strong> Reply to a “your move” email with your move on the
                first line and it is played; we answer with the new position.
              </>
            ),
            off: (
              <>
                <strong>Moves by reply are off.</strong> Game emails have no reply address that plays moves;
                you move on the game page.
              </>
            ),
            turnOff: "Turn off moves by reply",
            turnOn: "Turn on moves by reply",
          }}
        />
        <h3 style={{ marginTop: "1.5rem" }}>Games against the computer</h3>
        <SwitchForm
          action={updateComputerMail}
          field="computerMail"
          on={mail.computerMail}
          words={{
            on: (
              <>
                <strong>One email when the computer has answered and you have been away 10 minutes.</strong>{" "}
                No other until you come back; results show on the game page, not by email.
              </>
            ),
            off: (
              <>
                <strong>No email about games against the computer.</strong> The computer answers on the game
                page, and your games list shows which wait for you.
              </>
            ),
            turnOff: "Stop these emails",
            turnOn: "Email me when I am away",
          }}
        />
      </section>
      <section className="card" aria-labelledby="vacation">
        <h2 id="vacation">Vacation</h2>
        <p>
          Vacation left: <strong>{vacation.left}</strong>. {vacation.rule}
        </p>
        <VacationForm until={vacation.until} earliest={vacation.earliest} />
      </section>
      <section className="card" aria-labelledby="your-games">
        <h2 id="your-games">Your finished games</h2>
        {finished === 0 ? (
          <p className="muted">None yet. When a game ends, it is kept here to replay and download.</p>
        ) : (
          <ul>
            <li>
              <a href="/account/games.pgn">
                {finished === 1 ? "Download it as a PGN file" : `Download all ${finished} as one PGN file`}
              </a>
            </li>
            <li>
              <Link href="/archive">Find them in the archive</Link>, private ones included for you
            </li>
            {publicGames > 0 ? (
              <li>
                <Link href={`/players/${user.id}`}>Your public page</Link>: your record, as others see it
              </li>
            ) : null}
          </ul>
        )}
      </section>
    </div>
  );
}
