import { Heading, Link, Section, Text } from "@react-email/components";
import { EmailLayout, heading, paragraph, small } from "./layout";
import { GameMailFooter, ReplyHint } from "./parts/game-mail";
import { previewDeadline, previewGame, previewMail, withPreview } from "./parts/preview";

export type DigestGame = {
  gameName: string;
  opponentName: string;
  moveNumber: number;
  lastMove?: string;
  deadline: string;
  timeLeft: string;
  url: string;
  /** A pending draw offer or takeback request from the opponent: "Ana offers a draw". */
  offer?: string;
  /** False for a game listed only for its offer, while the opponent is to move. */
  yourMove?: boolean;
};

export type DigestEmailProps = {
  appUrl: string;
  email: string;
  preferencesUrl: string;
  games: DigestGame[];
  /** With one game waiting, the digest's Reply-To takes its move. */
  canReply: boolean;
};

export default function DigestEmail(given: Partial<DigestEmailProps>) {
  const { appUrl, email, preferencesUrl, games, canReply } = withPreview<DigestEmailProps>(given, {
    ...previewMail,
    canReply: true,
    games: [
      {
        gameName: previewGame.gameName,
        opponentName: previewGame.opponentName,
        moveNumber: 12,
        lastMove: "12. Jf1-g3",
        deadline: previewDeadline,
        timeLeft: "1 day 6 hours left",
        url: previewGame.gameUrl,
      },
    ],
  });
  const moves = games.filter((game) => game.yourMove !== false).length;
  const offers = games.length - moves;
  const count =
    moves === 0
      ? `${offers === 1 ? "An offer" : `${offers} offers`} to answer`
      : `${moves === 1 ? "One game waits" : `${moves} games wait`} for your move${offers ? ` (and ${offers === 1 ? "an offer" : `${offers} offers`} to answer)` : ""}`;
  return (
    <EmailLayout
      preview={`${count}.`}
      appUrl={appUrl}
      footer={<GameMailFooter preferencesUrl={preferencesUrl} email={email} />}
    >
      <Heading as="h1" style={heading}>
        {count}
      </Heading>
      <Text style={paragraph}>Soonest deadline first:</Text>
      {games.map((game) => (
        <Section key={game.url} style={{ margin: "0 0 14px" }}>
          <Text style={{ ...paragraph, margin: "0 0 2px" }}>
            <Link href={game.url} style={{ color: "#1f3a5f", fontWeight: 600 }}>
              {game.gameName} vs {game.opponentName}
            </Link>
            {game.yourMove === false
              ? `, ${game.opponentName} to move`
              : `, move ${game.moveNumber}${game.lastMove ? ` (they played ${game.lastMove})` : " (your first move)"}`}
          </Text>
          {game.offer ? (
            <Text style={{ ...small, fontWeight: 600 }}>{game.offer}: answer it on the game page.</Text>
          ) : null}
          {game.yourMove === false ? null : (
            <Text style={small}>
              {game.timeLeft}: by {game.deadline}
            </Text>
          )}
        </Section>
      ))}
      {canReply && games.length === 1 ? <ReplyHint opponentName={games[0].opponentName} /> : null}
    </EmailLayout>
  );
}
