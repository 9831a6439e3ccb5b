// /archive: finished games, newest first. The filter form is a GET form, so every combination of
// filters is a URL that can be shared; "Older games" follows the keyset cursor.
import type { Metadata } from "next";
import Link from "next/link";
import { FormError } from "@/app/components/form-error";
import { archivePage, archiveQuery } from "@/lib/archive/list";
import { currentUser } from "@/lib/auth/session";
import { catalog } from "@/lib/games/catalog";
import styles from "./archive.module.css";
import { GameRows } from "./game-row";

export const metadata: Metadata = {
  title: "Archive",
  description:
    "Finished correspondence games of chess and five chess variants: replay them or download them.",
};

const reasons = [
  ["checkmate", "checkmate"],
  ["resignation", "resignation"],
  ["time", "time"],
  ["agreement", "agreement"],
  ["stalemate", "stalemate"],
  ["no-moves", "no moves left"],
  ["insufficient-material", "insufficient material"],
  ["king-captured", "king captured (Wild Jokers)"],
  ["bared", "bare king (Juxtaposition)"],
  ["pawn-reached-h8", "White pawn reached h8 (Diagonal)"],
  ["pawn-reached-a1", "Black pawn reached a1 (Diagonal)"],
  ["repetition", "repetition"],
  ["fifty-moves", "fifty moves"],
] as const;

type Search = Record<string, string | string[] | undefined>;

export default async function ArchivePage({ searchParams }: { searchParams: Promise<Search> }) {
  const [search, user] = await Promise.all([searchParams, currentUser()]);
  const raw = Object.fromEntries(
    Object.entries(search)
      .map(([key, value]) => [key, Array.isArray(value) ? value[0] : value])
      .filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = archiveQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : {};
  const page = parsed.success ? await archivePage(parsed.data, user?.id ?? null) : { rows: [], next: null };
  const filtered = Object.keys(raw).some((key) => key !== "after");
  const nextHref = page.next ? `/archive?${new URLSearchParams({ ...raw, after: page.next })}` : null;

  return (
    <div className="wrap stack">
      <h1>Archive</h1>
      <p className="lead">
        Finished games, most recently finished first.{" "}
        {user ? "Your own games are here too, public or not." : ""}
      </p>
      <form method="get" action="/archive" className={`card ${styles.filters}`} aria-label="Filter games">
        <div className="field">
          <label htmlFor="game">Game</label>
          <select id="game" name="game" defaultValue={query.game ?? ""}>
            <option value="">All six games</option>
            {catalog.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="player">Player</label>
          <input
            id="player"
            name="player"
            type="search"
            defaultValue={query.player ?? ""}
            placeholder="Name or email"
            minLength={3}
          />
        </div>
        <div className="field">
          <label htmlFor="result">Result</label>
          <select id="result" name="result" defaultValue={query.result ?? ""}>
            <option value="">Any result</option>
            <option value="white">White won</option>
            <option value="black">Black won</option>
            <option value="draw">Draw</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="reason">How it ended</label>
          <select id="reason" name="reason" defaultValue={query.reason ?? ""}>
            <option value="">Any way</option>
            {reasons.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="from">Finished from</label>
          <input id="from" name="from" type="date" defaultValue={query.from ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="to">to</label>
          <input id="to" name="to" type="date" defaultValue={query.to ?? ""} />
        </div>
        <div className={styles.buttons}>
          <button type="submit">Show games</button>
          {filtered ? <Link href="/archive">Clear filters</Link> : null}
        </div>
      </form>

      <FormError message={parsed.success ? null : parsed.error.issues[0].message} />

      {page.rows.length === 0 ? (
        <div className="card">
          <h2>No games here yet</h2>
          <p className="muted">
            {filtered
              ? "No finished game matches these filters. Try fewer filters or a wider date range."
              : "When games finish, they appear here to replay and download."}
          </p>
          <p>
            {filtered ? <Link href="/archive">Show all games</Link> : <Link href="/new">Start a game</Link>}
          </p>
        </div>
      ) : (
        <GameRows rows={page.rows} />
      )}
      {nextHref ? (
        <p>
          <Link href={nextHref} className="button">
            Older games
          </Link>
        </p>
      ) : null}
    </div>
  );
}
