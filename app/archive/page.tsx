// /archive: finished games, newest first. The filter form is a GET form, so every combination of
// filters is a URL that can be shared; "Older games" follows the keyset cursor.
import type { Metadata } from "next";
import { FormError } from "@/app/components/form-error";
import Link from "@/app/components/link";
import { SelectField } from "@/app/components/select-field";
import { gameOptions } from "@/app/components/select-options";
import { addressFilterReason, archivePage, archiveQuery, dateRange, staleCursor } from "@/lib/archive/list";
import { currentUser } from "@/lib/auth/session";
import { gameName } from "@/lib/games/catalog/catalog";
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
  ["king-captured", `king captured (${gameName("wild-jokers")})`],
  ["bared", `all Flags and Stones captured (${gameName("juxtaposition")})`],
  ["pawn-reached-h8", `White pawn reached h8 (${gameName("diagonal")})`],
  ["pawn-reached-a1", `Black pawn reached a1 (${gameName("diagonal")})`],
  ["repetition", "repetition"],
  ["fifty-moves", "fifty moves"],
] as const;

type Search = Record<string, string | string[] | undefined>;

const archiveHref = (query: Record<string, string>) =>
  Object.keys(query).length ? `/archive?${new URLSearchParams(query)}` : "/archive";

export default async function ArchivePage({ searchParams }: { searchParams: Promise<Search> }) {
  const [search, user] = await Promise.all([searchParams, currentUser()]);
  const raw: Record<string, string> = {};
  for (const [key, value] of Object.entries(search)) {
    // A repeated field counts once, as the form sends it.
    const text = Array.isArray(value) ? value[0] : value;
    if (text !== undefined && text !== "") raw[key] = text;
  }
  const parsed = archiveQuery.safeParse(raw);
  const problem = parsed.success
    ? addressFilterReason(parsed.data.player, user?.email ?? null)
    : parsed.error.issues[0].message;
  const page =
    parsed.success && !problem ? await archivePage(parsed.data, user?.id ?? null) : { rows: [], next: null };
  const filtered = Object.keys(raw).some((key) => key !== "after");
  const nextHref = page.next ? `/archive?${new URLSearchParams({ ...raw, after: page.next })}` : null;
  const { after: _after, ...filters } = raw;
  const { playerId: _playerId, ...everyPlayer } = filters;
  const playerId = parsed.success ? parsed.data.playerId : undefined;
  // The player's name as the games show it (nothing is looked up for an id with no visible game).
  const playerName = playerId
    ? page.rows.map((row) => (row.whiteId === playerId ? row.white : row.black))[0]
    : undefined;

  return (
    <div className="wrap stack">
      <h1>Archive</h1>
      <p className="lead">
        Finished games, most recently finished first.{" "}
        {user ? "Your own games are here too, public or not." : ""}
      </p>
      <form method="get" action="/archive" className={`card ${styles.filters}`} aria-label="Filter games">
        <SelectField name="game" label="Game" options={gameOptions(true)} defaultValue={raw.game ?? ""} />
        <div className="field">
          <label htmlFor="player">Player</label>
          <input
            id="player"
            name="player"
            type="search"
            defaultValue={raw.player ?? ""}
            placeholder="Part of a name"
            minLength={3}
            maxLength={80}
            aria-describedby="player-hint"
          />
          <div className="hint" id="player-hint">
            {user
              ? "Three letters or more of a name, or your own email address for your games."
              : "Three letters or more of a player's name."}
          </div>
        </div>
        {playerId ? <input type="hidden" name="playerId" value={playerId} /> : null}
        <div className="field">
          <label htmlFor="result">Result</label>
          <select id="result" name="result" defaultValue={raw.result ?? ""}>
            <option value="">Any result</option>
            <option value="white">White won</option>
            <option value="black">Black won</option>
            <option value="draw">Draw</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="reason">How it ended</label>
          <select id="reason" name="reason" defaultValue={raw.reason ?? ""}>
            <option value="">Any way</option>
            {reasons.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="kind">Rated or casual</label>
          <select id="kind" name="kind" defaultValue={raw.kind ?? ""}>
            <option value="">Either</option>
            <option value="rated">Rated only</option>
            <option value="casual">Casual only</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="from">Finished from</label>
          <input
            id="from"
            name="from"
            type="date"
            min={dateRange.from}
            max={dateRange.to}
            defaultValue={raw.from ?? ""}
          />
        </div>
        <div className="field">
          <label htmlFor="to">to</label>
          <input
            id="to"
            name="to"
            type="date"
            min={dateRange.from}
            max={dateRange.to}
            defaultValue={raw.to ?? ""}
          />
        </div>
        <div className={styles.buttons}>
          <button type="submit">Show games</button>
          {filtered ? <Link href="/archive">Clear filters</Link> : null}
        </div>
      </form>

      {playerId ? (
        <p className="notice info">
          {playerName ? `Games of ${playerName}.` : "Games of one player."}{" "}
          <Link href={archiveHref(everyPlayer)}>Show every player</Link>
        </p>
      ) : null}

      <FormError message={problem}>
        {problem === staleCursor ? (
          <>
            {" "}
            <Link href={archiveHref(filters)}>First page</Link>
          </>
        ) : null}
      </FormError>

      {problem ? null : page.rows.length === 0 ? (
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
