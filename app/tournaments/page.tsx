// /tournaments: open-to-all tournaments of one state (open for entry, running, finished), newest
// first, filtered by game, time control and the reader's rating (a GET form: every combination is a
// URL; a bad value is said, not guessed). Invitation-only tournaments are never listed.
import type { Metadata } from "next";
import { FormError } from "@/app/components/form-error";
import Link from "@/app/components/link";
import { SelectField } from "@/app/components/select-field";
import { dayOptions, gameOptions } from "@/app/components/select-options";
import { currentUser } from "@/lib/auth/session";
import { rangeWords } from "@/lib/challenges/range";
import { gameName } from "@/lib/games/catalog/catalog";
import { type ListQuery, listQuery, listStates } from "@/lib/tournaments/input";
import { listTournaments, type TournamentSummary } from "@/lib/tournaments/view";
import styles from "./tournaments.module.css";
import { whenWords } from "./when";

export const metadata: Metadata = {
  title: "Tournaments",
  description: "Correspondence round robin tournaments of chess and five chess variants.",
};

type Search = Record<string, string | string[] | undefined>;
type State = (typeof listStates)[number];

const stateWords: Record<State, { tab: string; empty: string }> = {
  open: { tab: "Open for entry", empty: "open" },
  running: { tab: "Running", empty: "running" },
  finished: { tab: "Finished", empty: "finished" },
};

export default async function TournamentsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const [search, user] = await Promise.all([searchParams, currentUser()]);
  const raw: Record<string, string> = {};
  for (const [key, value] of Object.entries(search)) {
    const text = Array.isArray(value) ? value[0] : value;
    if (text !== undefined && text !== "" && ["game", "days", "state", "rating"].includes(key))
      raw[key] = text;
  }
  const parsed = listQuery.safeParse(raw);
  const rows = parsed.success ? await listTournaments(parsed.data) : [];
  const state: State = parsed.success ? parsed.data.state : "open";
  const { state: _state, ...filters } = raw;
  const filtered = Object.keys(filters).length > 0;
  const timeZone = user?.timeZone ?? "UTC";
  const newHref = (game?: string) => {
    const target = game ? `/tournaments/new?game=${game}` : "/tournaments/new";
    return user ? target : `/signin?callbackUrl=${encodeURIComponent(target)}`;
  };
  const tabHref = (tab: State) => {
    const query = new URLSearchParams({ ...filters, ...(tab === "open" ? {} : { state: tab }) }).toString();
    return query ? `/tournaments?${query}` : "/tournaments";
  };
  return (
    <div className="wrap stack">
      <div className={styles.head}>
        <h1>Tournaments</h1>
        <Link className="button" href={newHref()}>
          Create a tournament
        </Link>
      </div>
      {search.left ? (
        <div className="notice ok" role="status">
          You have left the tournament.
        </div>
      ) : null}
      <nav className={styles.tabs} aria-label="Tournaments by state">
        {listStates.map((tab) => (
          <Link key={tab} href={tabHref(tab)} aria-current={tab === state ? "page" : undefined}>
            {stateWords[tab].tab}
          </Link>
        ))}
      </nav>
      <form
        method="get"
        action="/tournaments"
        className={`card ${styles.filters}`}
        aria-label="Filter tournaments"
      >
        {state === "open" ? null : <input type="hidden" name="state" value={state} />}
        <SelectField name="game" label="Game" options={gameOptions(true)} defaultValue={raw.game ?? ""} />
        <SelectField
          name="days"
          label="Time per move"
          options={dayOptions(true)}
          defaultValue={raw.days ?? ""}
        />
        <div className="field">
          <label htmlFor="rating">My rating</label>
          <input
            id="rating"
            name="rating"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 1500"
            defaultValue={raw.rating ?? ""}
          />
        </div>
        <div className={styles.filterButtons}>
          <button type="submit">Show</button>
          {filtered ? (
            <Link
              href={state === "open" ? "/tournaments" : `/tournaments?state=${state}`}
              className="button secondary"
            >
              Clear
            </Link>
          ) : null}
        </div>
      </form>
      {parsed.success ? null : <FormError message={parsed.error.issues[0].message} />}
      {rows.length > 0 ? (
        <ul className={styles.rows} aria-label="Tournaments">
          {rows.map((row) => (
            <TournamentRow key={row.id} row={row} timeZone={timeZone} />
          ))}
        </ul>
      ) : parsed.success ? (
        <div className="card">
          <p>{emptyWords(parsed.data)}</p>
          {state === "open" ? (
            <p>
              Create one: <Link href={newHref(parsed.data.game)}>Create a tournament</Link>. It starts when it
              is full, or on the date you choose.
            </p>
          ) : (
            <p>
              <Link href={tabHref("open")}>See the tournaments open for entry</Link>
            </p>
          )}
        </div>
      ) : null}
      <div className="small muted">
        <p>
          Round robin tournaments played by correspondence: everyone in a group plays everyone else, all games
          at once. With more players than a group holds, the best of each group go on to the next stage.
          Tournaments by invitation are not listed: their organiser sends the link.
        </p>
      </div>
    </div>
  );
}

/** "No open tournaments for Joust Chess yet." */
function emptyWords(query: ListQuery): string {
  const game = query.game ? ` for ${gameName(query.game)}` : "";
  const days = query.days ? ` at ${query.days} ${query.days === 1 ? "day" : "days"} per move` : "";
  const rating = query.rating !== undefined ? ` open to a rating of ${query.rating}` : "";
  const yet = query.state === "open" ? " yet" : "";
  return `No ${stateWords[query.state].empty} tournaments${game}${days}${rating}${yet}.`;
}

function TournamentRow({ row, timeZone }: { row: TournamentSummary; timeZone: string }) {
  const range = rangeWords({ min: row.minRating, max: row.maxRating });
  return (
    <li className={`card ${styles.row}`}>
      <p>
        <Link href={`/tournaments/${row.id}`} className={styles.name}>
          {row.name}
        </Link>
      </p>
      <p>
        {row.gameName} · {row.formName.toLowerCase()} · {row.timeControl} · {row.rated ? "rated" : "casual"}
      </p>
      <p className="muted small">
        {row.entrants} of {row.maxPlayers} players · {range ? `for players ${range}` : "open to every rating"}{" "}
        · {whenWords(row, timeZone)}
      </p>
    </li>
  );
}
