// /challenges: the lobby. Open challenges newest first, the first of them in a phone's first screen:
// the filters are folded under one line that says which apply (a GET form: every combination is a
// URL), and the page's explanation follows the list. "Older challenges" follows the keyset cursor.
// Visitors can read it; accepting asks them to sign in first and brings them back to the challenge.
import type { Metadata } from "next";
import { FormError } from "@/app/components/form-error";
import Link from "@/app/components/link";
import { SelectField } from "@/app/components/select-field";
import { dayOptions, gameOptions } from "@/app/components/select-options";
import { currentUser } from "@/lib/auth/session";
import { followsOf } from "@/lib/challenges/follow";
import { type LobbyQuery, lobbyQuery } from "@/lib/challenges/input";
import { lobbyPage } from "@/lib/challenges/lobby";
import { catalog, gameName } from "@/lib/games/catalog/catalog";
import { provisionalMeaning } from "@/lib/ratings/glicko";
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
  const timeZone = user?.timeZone ?? "UTC";
  const postHref = user ? "/challenges/new" : "/signin?callbackUrl=/challenges/new";
  return (
    <div className="wrap stack">
      <div className={styles.head}>
        <h1>Open challenges</h1>
        <Link className="button" href={postHref}>
          Post a challenge
        </Link>
      </div>
      {notice ? (
        <div className="notice ok" role="status">
          {notice}
        </div>
      ) : null}
      <details className={styles.filterBox} open={!parsed.success}>
        <summary>
          <span className={styles.filterLabel}>Filter</span> {filterWords(parsed.success ? parsed.data : {})}
        </summary>
        <form method="get" action="/challenges" className={styles.filters} aria-label="Filter challenges">
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
          <div className={styles.filterButtons}>
            <button type="submit">Show</button>
            {filtered ? (
              <Link href="/challenges" className="button secondary">
                Clear
              </Link>
            ) : null}
          </div>
        </form>
      </details>
      {parsed.success ? null : <FormError message={parsed.error.issues[0].message} />}
      {page.rows.length > 0 ? (
        <ul className={styles.rows} aria-label="Challenges">
          {page.rows.map((row) => (
            <ChallengeRow key={row.id} row={row} signedIn={Boolean(user)} now={now} timeZone={timeZone} />
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
            <Link href={postHref}>Post a challenge</Link>
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
      <div className="small muted">
        <p>
          Players looking for a game. Accept one and the game starts at once; or post your own, and the
          players who follow that game hear of it. The number after a name is their rating for that game.
        </p>
        {page.rows.some((row) => row.challenger.provisional) ? <p>{provisionalMeaning}</p> : null}
      </div>
      {user ? (
        <section className="card" aria-labelledby="follow">
          <h2 id="follow">Email me about new challenges</h2>
          <p className="muted small">
            At once, or one email a day with the day's new challenges. Off unless you choose; every email has
            a link to stop them. Challenges outside your rating range are left out.
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

/** The filters that apply, in words: "all games, any time, rated or casual", "Kings Court, 3 days per move, rated". */
function filterWords(query: Partial<LobbyQuery>): string {
  const game = query.game ? gameName(query.game) : "all games";
  const days = query.days ? `${query.days} ${query.days === 1 ? "day" : "days"} per move` : "any time";
  const rated = query.rated === "rated" || query.rated === "casual" ? query.rated : "rated or casual";
  return `${game}, ${days}, ${rated}`;
}
