import { Heading, Link, Section, Text } from "@react-email/components";
import { EmailLayout, heading, link, paragraph, small } from "./layout";
import { GameButton, GameMailFooter } from "./parts/game-mail";
import { previewMail, withPreview } from "./parts/preview";

// A tournament's news to one player, one email per event (lib/tournaments/mail.ts): its start or a
// new stage (every new game of theirs in one list, not one email per game), its cancellation, the
// final table, or their withdrawal under the silence rule. Links open pages; none changes anything.

export type TournamentGameLine = {
  opponent: string;
  /** "White" or "Black" */
  colour: string;
  /** "Your move, by Tuesday 1 December, 18:05 (UTC)" or "Ana moves first" */
  turn: string;
  url: string;
};

export type TableLine = { place: number | null; name: string; points: string; you: boolean };

export type TournamentEmailProps = {
  appUrl: string;
  email: string;
  preferencesUrl: string;
  kind: "started" | "stage" | "cancelled" | "finished" | "withdrawn";
  /** "Joust Spring Round Robin (Joust Chess, single round robin, 3 days per move)" */
  title: string;
  tournamentName: string;
  tournamentUrl: string;
  /** "Stage 2, group A" for a stage's email; null otherwise. */
  where: string | null;
  games: TournamentGameLine[];
  table: TableLine[];
  /** The player's own place in the final table, in words ("You finished 2nd of 6."); null otherwise. */
  yourPlace: string | null;
  /** For a withdrawal: what happened to their results. */
  withdrawal: string | null;
};

export default function TournamentEmail(given: Partial<TournamentEmailProps>) {
  const p = withPreview<TournamentEmailProps>(given, {
    ...previewMail,
    kind: "started",
    title: "Joust Spring Round Robin (Joust Chess, single round robin, 3 days per move)",
    tournamentName: "Joust Spring Round Robin",
    tournamentUrl: "http://localhost:3000/tournaments/preview",
    where: null,
    games: [
      { opponent: "Ana", colour: "White", turn: "Your move, by Tuesday 1 December, 18:05 (UTC)", url: "http://localhost:3000/play/a" },
      { opponent: "Ben", colour: "Black", turn: "Ben moves first", url: "http://localhost:3000/play/b" },
    ],
    table: [
      { place: 1, name: "Ana", points: "3½", you: false },
      { place: 2, name: "You", points: "2", you: true },
    ],
    yourPlace: "You finished 2nd of 4.",
    withdrawal: null,
  });
  const headline = {
    started: `${p.tournamentName} has started`,
    stage: `You go on to the next stage of ${p.tournamentName}`,
    cancelled: `${p.tournamentName} was cancelled`,
    finished: `${p.tournamentName} is over`,
    withdrawn: `You were withdrawn from ${p.tournamentName}`,
  }[p.kind];
  return (
    <EmailLayout
      preview={headline}
      appUrl={p.appUrl}
      footer={<GameMailFooter preferencesUrl={p.preferencesUrl} email={p.email} />}
    >
      <Heading as="h1" style={heading}>
        {headline}
      </Heading>
      <Text style={paragraph}>{p.title}</Text>
      {p.kind === "started" || p.kind === "stage" ? (
        <>
          <Text style={paragraph}>
            {p.where ? `${p.where}: you` : "You"} have {p.games.length} {p.games.length === 1 ? "game" : "games"}, all
            played at once. Each is an ordinary game: a "your move" email when it is your turn, replies with a move,
            conditional moves and vacation as usual.
          </Text>
          {p.games.map((game) => (
            <Section key={game.url} style={{ margin: "0 0 12px" }}>
              <Text style={{ ...paragraph, margin: "0 0 2px" }}>
                <Link href={game.url} style={{ ...link, fontWeight: 600 }}>
                  {game.colour} against {game.opponent}
                </Link>
              </Text>
              <Text style={small}>{game.turn}</Text>
            </Section>
          ))}
        </>
      ) : null}
      {p.kind === "cancelled" ? (
        <Text style={paragraph}>
          It did not have enough players by its start, or its organiser called it off. No games were played. The
          tournaments page has others open for entry.
        </Text>
      ) : null}
      {p.kind === "withdrawn" ? (
        <Text style={paragraph}>
          You lost two of your games on time, and a tournament treats that as leaving it (as ICCF does).{" "}
          {p.withdrawal}
        </Text>
      ) : null}
      {p.kind === "finished" ? (
        <>
          {p.yourPlace ? <Text style={paragraph}>{p.yourPlace}</Text> : null}
          {p.table.map((line) => (
            <Text key={`${line.place}-${line.name}`} style={{ ...paragraph, margin: "0 0 4px", fontWeight: line.you ? 700 : 400 }}>
              {line.place ?? "–"}. {line.name}: {line.points}
            </Text>
          ))}
        </>
      ) : null}
      <GameButton href={p.tournamentUrl} label={p.kind === "cancelled" ? "See the tournaments" : "See the table"} />
    </EmailLayout>
  );
}
