// /tournaments/<id>: one tournament. What it is, who has joined (before the start), what the reader
// may do (join, leave, withdraw, cancel), and each stage's group tables. An invitation-only one is
// reached by its link (?key=…); without it, to anyone not in it, it reads as missing (404).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import Link from "@/app/components/link";
import { currentUser } from "@/lib/auth/session";
import { rangeWords } from "@/lib/challenges/range";
import { config } from "@/lib/config";
import { isRecordId } from "@/lib/input/record-id";
import { tournamentView } from "@/lib/tournaments/view";
import { withdrawalExplained } from "@/lib/tournaments/withdrawal";
import { whenWords } from "../when";
import { Crosstable } from "./crosstable";
import styles from "./tournament.module.css";
import { CancelButton, InviteLink, JoinButton, LeaveButton, WithdrawButton } from "./tournament-forms";

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const keyOf = (value: string | undefined) => (value && /^[A-Za-z0-9_-]{16,64}$/.test(value) ? value : null);

// The metadata and the page read it once per request; an id that is no id names nothing.
const viewOf = cache(async (id: string, key: string | null) => {
  if (!isRecordId(id)) return null;
  const user = await currentUser();
  return tournamentView(id, user?.id ?? null, key);
});

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const view = await viewOf((await params).id, keyOf(first((await searchParams).key)));
  return view
    ? { title: view.name, description: `${view.gameName}, ${view.formName.toLowerCase()}` }
    : { title: "No such tournament" };
}

const statusWords = {
  OPEN: "Open for entry",
  RUNNING: "Running",
  FINISHED: "Finished",
  CANCELLED: "Cancelled",
} as const;

const notices: Record<string, string> = {
  created: "Your tournament is created.",
  joined: "You are in. We will email you when it starts, with your games.",
  withdrawn: "You have withdrawn: your unfinished games are lost.",
  cancelled: "The tournament is cancelled; everyone who joined is told.",
};

export default async function TournamentPage({ params, searchParams }: Props) {
  const [{ id }, search, user] = await Promise.all([params, searchParams, currentUser()]);
  const key = keyOf(first(search.key));
  const view = await viewOf(id, key);
  if (!view) notFound();
  const timeZone = user?.timeZone ?? "UTC";
  const notice = Object.keys(notices).find((name) => search[name] !== undefined);
  const range = rangeWords({ min: view.minRating, max: view.maxRating });
  const open = view.status === "OPEN";
  const { viewer } = view;
  const here = `/tournaments/${view.id}${key ? `?key=${key}` : ""}`;
  const withdrawals = view.stages.flatMap((stage) =>
    stage.groups.flatMap((group) =>
      group.seats
        .filter((seat) => seat.withdrawal === "struck" || seat.withdrawal === "forfeit")
        .map((seat) =>
          withdrawalExplained(
            group.names.get(seat.userId) ?? "A player",
            seat.withdrawal as "struck" | "forfeit",
          ),
        ),
    ),
  );
  const exportQuery = key ? `?key=${key}` : "";
  return (
    <div className="wrap stack">
      <header className={styles.header}>
        <p className={styles.kicker}>
          <Link href="/tournaments">Tournaments</Link> · {statusWords[view.status]}
        </p>
        <h1>{view.name}</h1>
        <p className={styles.facts}>
          {view.gameName} · {view.formName.toLowerCase()} · {view.timeControl} ·{" "}
          {view.rated ? "rated" : "casual"}
        </p>
        <p className="muted">
          {view.entrants} of {view.maxPlayers} players ·{" "}
          {range ? `for players ${range}` : "open to every rating"} · {whenWords(view, timeZone)}
          {view.maxPlayers > view.groupSize
            ? ` · groups of up to ${view.groupSize}, ${view.qualifiers} going on from each`
            : ""}
          {view.inviteOnly ? " · by invitation" : ""}
        </p>
        <p className="muted small">Organised by {view.creatorName}</p>
        {view.description ? <p className={styles.description}>{view.description}</p> : null}
      </header>
      {notice ? (
        <div className="notice ok" role="status">
          {notices[notice]}
        </div>
      ) : null}

      <section className={`card ${styles.actions}`} aria-label="What you can do">
        {open && viewer.joinRefusal === null ? (
          <JoinButton tournamentId={view.id} inviteKey={key} />
        ) : open && !viewer.signedIn ? (
          <Link className="button" href={`/signin?callbackUrl=${encodeURIComponent(here)}`}>
            Sign in to join
          </Link>
        ) : open && !viewer.entered && viewer.joinRefusal ? (
          <p className={styles.refusal}>{viewer.joinRefusal}</p>
        ) : null}
        {open && viewer.entered ? (
          <>
            <p>You have joined.</p>
            <LeaveButton tournamentId={view.id} />
          </>
        ) : null}
        {view.status === "RUNNING" && viewer.entered && !viewer.withdrawn ? (
          <WithdrawButton tournamentId={view.id} />
        ) : null}
        {viewer.withdrawn ? <p>You have withdrawn from this tournament.</p> : null}
        {open && viewer.isCreator ? <CancelButton tournamentId={view.id} /> : null}
        {viewer.inviteKey && open ? (
          <InviteLink
            href={new URL(`/tournaments/${view.id}?key=${viewer.inviteKey}`, config().appUrl).toString()}
          />
        ) : null}
        {!open ? (
          <p className="small">
            All its games: <a href={`/tournaments/${view.id}/pgn${exportQuery}`}>PGN</a> ·{" "}
            <a href={`/tournaments/${view.id}/json${exportQuery}`}>JSON</a>{" "}
            <span className="muted">(games still being played are their players' own until they end)</span>
          </p>
        ) : null}
      </section>

      {open || view.status === "CANCELLED" ? (
        <section className="card" aria-labelledby="entrants">
          <h2 id="entrants">Entrants</h2>
          {view.entrantList.length === 0 ? (
            <p className="muted">Nobody has joined yet.</p>
          ) : (
            <ol className={styles.entrants}>
              {view.entrantList.map((entrant) => (
                <li key={entrant.userId}>
                  <Link href={`/players/${entrant.userId}`}>{entrant.name}</Link>{" "}
                  <span className="muted">{entrant.rating}</span>
                </li>
              ))}
            </ol>
          )}
          <p className="small muted">
            Ratings for {view.gameName} when they joined; the groups are drawn by the ratings at the start.
          </p>
        </section>
      ) : null}

      {view.stages.map((stage) => (
        <section key={stage.stage} className="stack" aria-labelledby={`stage-${stage.stage}`}>
          <h2 id={`stage-${stage.stage}`}>
            {view.stages.length > 1 || stage.groups.length > 1 ? `Stage ${stage.stage}` : "Crosstable"}
          </h2>
          {stage.groups.map((group) => {
            const label = stage.groups.length > 1 ? `Group ${group.letter}` : `Stage ${stage.stage}`;
            return (
              <div key={group.group} className="stack">
                {stage.groups.length > 1 ? <h3>Group {group.letter}</h3> : null}
                <Crosstable group={group} label={`Crosstable, ${label}`} />
              </div>
            );
          })}
        </section>
      ))}

      {view.stages.length > 0 ? (
        <section className={`small ${styles.placing}`} aria-labelledby="how-placed">
          <h2 id="how-placed">How places are decided</h2>
          <p>
            A win is 1 point, a draw ½. In each cell, the result of the row's player against the column's; “·”
            is a game still being played, “+” and “−” games decided by a withdrawal. Players equal on points
            are separated by, in this order:
          </p>
          <ol>
            {view.tieBreaks.map((rule) => (
              <li key={rule.name}>
                <strong>{rule.name}</strong>
                {rule.name === "Sonneborn-Berger" ? " (SB)" : ""}: {rule.explained}
              </li>
            ))}
          </ol>
          <h3>Withdrawals</h3>
          {withdrawals.length > 0 ? (
            withdrawals.map((text) => <p key={text}>{text}</p>)
          ) : (
            <p>
              A player who withdraws loses their unfinished games. With fewer than half of their games
              finished, all their results are struck out and count for no one; otherwise their finished
              results stand.
            </p>
          )}
        </section>
      ) : null}
    </div>
  );
}
