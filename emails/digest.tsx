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
  const count = games.length === 1 ? "One game waits" : `${games.length} games wait`;
  return (
    <EmailLayout
      preview={`${count} for your move.`}
      appUrl={appUrl}
      footer={<GameMailFooter preferencesUrl={preferencesUrl} email={email} />}
    >
      <Heading as="h1" style={heading}>
        {count} for your move
      </Heading>
      <Text style={paragraph}>Soonest deadline first:</Text>
      {games.map((game) => (
        <Section key={game.url} style={{ margin: "0 0 14px" }}>
          <Text style={{ ...paragraph, margin: "0 0 2px" }}>
            <Link href={game.url} style={{ color: "#1f3a5f", fontWeight: 600 }}>
              {game.gameName} vs {game.opponentName}
            </Link>
            , move {game.moveNumber}
            {game.lastMove ? ` (they played ${game.lastMove})` : " (your first move)"}
          </Text>
          <Text style={small}>
            {game.timeLeft}: by {game.deadline}
          </Text>
        </Section>
      ))}
      {canReply && games.length === 1 ? <ReplyHint opponentName={games[0].opponentName} /> : null}
    </EmailLayout>
  );
}
