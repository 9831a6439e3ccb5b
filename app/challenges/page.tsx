// /challenges: the lobby. Open challenges newest first; the filter form is a GET form (every
// combination is a URL), "Older challenges" follows the keyset cursor. Visitors can read it;
// accepting asks them to sign in first and brings them back to the challenge.
import type { Metadata } from "next";
import Link from "next/link";
import { FormError } from "@/app/components/form-error";
import { SelectField } from "@/app/components/select-field";
import { dayOptions, gameOptions } from "@/app/components/select-options";
import { currentUser } from "@/lib/auth/session";
import { followsOf } from "@/lib/challenges/follow";
import { lobbyQuery } from "@/lib/challenges/input";
import { lobbyPage } from "@/lib/challenges/lobby";
import { catalog } from "@/lib/games/catalog";
import { FollowForm } from "./challenge-forms";
import { ChallengeRow } from "./challenge-row";
import styles from "./challenges.module.css";

export const metadata: Metadata = {
  title: "Open challenges",
  description: "Players looking for a correspondence game of chess or one of five chess variants.",
};

type Search = Record<string, string | string[] | undefined>;

export default async function LobbyPage({ searchParams }: { searchParams: Promise<Search> }) {
  const [search, user] = await Promise.all([searchParams, currentUser()]);
  const raw: Record<string, string> = {};
  for (const [key, value] of Object.entries(search)) {
    const text = Array.isArray(value) ? value[0] : value;
    if (text !== undefined && text !== "" && ["game", "days", "rated", "after"].includes(key))
      raw[key] = text;
  }
  const parsed = lobbyQuery.safeParse(raw);
  const now = new Date();
  const [page, follows] = await Promise.all([
    parsed.success
      ? lobbyPage(parsed.data, user?.id ?? null, now)
      : Promise.resolve({ rows: [], next: null }),
    user ? followsOf(user.id) : Promise.resolve(new Map<string, string>()),
  ]);
  const { after: _after, ...filters } = raw;
  const filtered = Object.keys(filters).length > 0;
  const nextHref = page.next ? `/challenges?${new URLSearchParams({ ...raw, after: page.next })}` : null;
  const notice = search.posted
    ? "Your challenge is posted. We will email you when someone accepts it."
    : search.withdrawn
      ? "Your challenge is withdrawn."
      : null;
  return (
    <div className="wrap stack">
      <div className={styles.head}>
        <h1>Open challenges</h1>
        <Link className="button" href={user ? "/challenges/new" : "/signin?callbackUrl=/challenges/new"}>
          Post a challenge
        </Link>
      </div>
      <p className="lead">
        Players looking for a game. Accept one and the game starts at once; or post your own, and the players
        who follow that game hear of it.
      </p>
      {notice ? (
        <div className="notice ok" role="status">
          {notice}
        </div>
      ) : null}
      <form
        method="get"
        action="/challenges"
        className={`card ${styles.filters}`}
        aria-label="Filter challenges"
      >
        <SelectField name="game" label="Game" options={gameOptions(true)} defaultValue={raw.game ?? ""} />
        <SelectField
          name="days"
          label="Time per move"
          options={dayOptions(true)}
          defaultValue={raw.days ?? ""}
        />
        <SelectField
          name="rated"
          label="Rated or casual"
          options={[
            ["any", "Either"],
            ["rated", "Rated"],
            ["casual", "Casual"],
          ]}
          defaultValue={raw.rated ?? "any"}
        />
        <div>
          <button type="submit">Show</button>
        </div>
      </form>
      {parsed.success ? null : <FormError message={parsed.error.issues[0].message} />}
      {page.rows.length > 0 ? (
        <ul className={styles.rows} aria-label="Challenges">
          {page.rows.map((row) => (
            <ChallengeRow key={row.id} row={row} signedIn={Boolean(user)} />
          ))}
        </ul>
      ) : parsed.success ? (
        <div className="card">
          <p>
            {filtered
              ? "No open challenge matches these filters. Try fewer filters, or post the game you want yourself."
              : "No open challenges right now. Post one: the players who follow that game will hear of it."}
          </p>
          <p>
            <Link href={user ? "/challenges/new" : "/signin?callbackUrl=/challenges/new"}>
              Post a challenge
            </Link>
            {" · "}
            <Link href="/new">Invite a friend by email</Link>
          </p>
        </div>
      ) : null}
      {nextHref ? (
        <p>
          <Link href={nextHref}>Older challenges →</Link>
        </p>
      ) : null}
      {user ? (
        <section className="card" aria-labelledby="follow">
          <h2 id="follow">Email me about new challenges</h2>
          <p className="muted small">
            At once, or one email a day with the day's new challenges. Off unless you choose; every email has
            a link to stop them.
          </p>
          <FollowForm
            games={catalog.map((entry) => ({ id: entry.id, name: entry.name }))}
            current={Object.fromEntries(follows)}
          />
        </section>
      ) : null}
    </div>
  );
}
