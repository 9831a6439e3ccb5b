// /challenges/<id>: one challenge, where a follower's email and a visitor's sign-in lead. Opening it
// changes nothing; its Accept button (a form) starts the game.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import Link from "@/app/components/link";
import { currentUser } from "@/lib/auth/session";
import { computerOfferOnPage } from "@/lib/bot/fallback";
import { challengeView } from "@/lib/challenges/lobby";
import { provisionalMeaning } from "@/lib/ratings/glicko";
import { ChallengeRow } from "../challenge-row";
import styles from "../challenges.module.css";
import { ComputerOfferCard } from "./computer-offer";

export const metadata: Metadata = { title: "Challenge" };

const closedWords = {
  accepted: "Someone accepted this challenge: its game has started.",
  withdrawn: "The player who posted this challenge withdrew it.",
  expired: "This challenge has expired.",
} as const;

export default async function ChallengePage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, user] = await Promise.all([params, currentUser()]);
  const now = new Date();
  const view = await challengeView(id, user?.id ?? null, now);
  if (!view) notFound();
  const offer = await computerOfferOnPage(id, user?.id ?? null, now);
  return (
    <div className="wrap narrow stack">
      <h1>
        {view.row.gameName}: {view.row.challenger.name} is looking for a game
      </h1>
      {view.state === "open" ? (
        <ul className={styles.rows} aria-label="Challenge">
          <ChallengeRow
            row={view.row}
            signedIn={Boolean(user)}
            now={now}
            timeZone={user?.timeZone ?? "UTC"}
          />
        </ul>
      ) : (
        <div className="card">
          <p>{closedWords[view.state]}</p>
          <p>
            <Link href={`/challenges?game=${view.row.gameType}`}>Other {view.row.gameName} challenges</Link>
          </p>
        </div>
      )}
      {offer ? (
        <ComputerOfferCard
          challengeId={id}
          gameName={view.row.gameName}
          label={offer.label}
          rating={offer.newcomer ? `${offer.rating}, as a newcomer` : String(offer.rating)}
        />
      ) : null}
      {view.row.challenger.provisional ? <p className="small muted">{provisionalMeaning}</p> : null}
      <p>
        <Link href="/challenges">← All open challenges</Link>
      </p>
    </div>
  );
}
