import { Heading, Link, Section, Text } from "@react-email/components";
import { EmailLayout, heading, link, paragraph, small } from "./layout";
import { GameMailFooter, Lines, ReplyHint } from "./parts/game-mail";
import { previewDeadline, previewGame, previewMail, withPreview } from "./parts/preview";

export type DigestGame = {
  gameName: string;
  gameNumber: number;
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

/** What the opponent wrote in a game's chat since the last email that carried their messages. */
export type DigestChat = {
  gameName: string;
  gameNumber: number;
  opponentName: string;
  url: string;
  messages: { body: string; at: string }[];
};

export type DigestEmailProps = {
  appUrl: string;
  email: string;
  preferencesUrl: string;
  games: DigestGame[];
  chats: DigestChat[];
  /** With one game waiting and no chat, the digest's Reply-To takes its move. */
  canReply: boolean;
  /** With one game's chat and nothing else, the digest's Reply-To adds to that chat. */
  canReplyToChat: boolean;
};

export default function DigestEmail(given: Partial<DigestEmailProps>) {
  const { appUrl, email, preferencesUrl, games, chats, canReply, canReplyToChat } =
    withPreview<DigestEmailProps>(given, {
      ...previewMail,
      canReply: false,
      canReplyToChat: false,
      chats: [
        {
          gameName: "Joust Chess",
          gameNumber: 1043,
          opponentName: "Ben",
          url: previewGame.gameUrl,
          messages: [{ body: "gg! That endgame was a fight.", at: "23 Nov, 21:40" }],
        },
      ],
      games: [
        {
          gameName: previewGame.gameName,
          gameNumber: 1042,
          opponentName: previewGame.opponentName,
          moveNumber: 12,
          lastMove: "12. Jf1-g3",
          deadline: previewDeadline,
          timeLeft: "1 day 6 hours left",
          url: previewGame.gameUrl,
        },
      ],
    });
  const count = digestCount(games, chats);
  return (
    <EmailLayout
      preview={`${count}.`}
      appUrl={appUrl}
      footer={<GameMailFooter preferencesUrl={preferencesUrl} email={email} />}
    >
      <Heading as="h1" style={heading}>
        {count}
      </Heading>
      {games.length > 0 ? <Text style={paragraph}>Soonest deadline first:</Text> : null}
      {games.map((game) => (
        <Section key={game.url} style={{ margin: "0 0 14px" }}>
          <Text style={{ ...paragraph, margin: "0 0 2px" }}>
            <Link href={game.url} style={{ ...link, fontWeight: 600 }}>
              {game.gameName} #{game.gameNumber} vs {game.opponentName}
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
      {chats.length > 0 ? (
        <Heading as="h2" style={subheading}>
          New messages
        </Heading>
      ) : null}
      {chats.map((chat) => (
        <Section key={chat.url} style={{ margin: "0 0 14px" }}>
          <Text style={{ ...paragraph, margin: "0 0 4px" }}>
            <Link href={chat.url} style={{ ...link, fontWeight: 600 }}>
              {chat.gameName} #{chat.gameNumber} vs {chat.opponentName}
            </Link>
            : {chat.opponentName} wrote
          </Text>
          {chat.messages.map((message) => (
            <Text key={`${message.at}${message.body}`} style={quote}>
              <span style={{ ...small, display: "block" }}>{message.at}</span>“<Lines text={message.body} />”
            </Text>
          ))}
        </Section>
      ))}
      {canReply && games.length === 1 ? <ReplyHint opponentName={games[0].opponentName} /> : null}
      {canReplyToChat && chats.length === 1 ? (
        <Text style={paragraph}>
          <strong>Reply to this email to answer {chats[0].opponentName}.</strong> All of your reply goes to
          the game's chat; it never makes a move.
        </Text>
      ) : null}
    </EmailLayout>
  );
}

/** "One game waits for your move (and an offer to answer); 2 new messages". */
export function digestCount(games: readonly DigestGame[], chats: readonly DigestChat[]): string {
  const moves = games.filter((game) => game.yourMove !== false).length;
  const offers = games.length - moves;
  const messages = chats.reduce((sum, chat) => sum + chat.messages.length, 0);
  const turns =
    games.length === 0
      ? ""
      : moves === 0
        ? `${offers === 1 ? "An offer" : `${offers} offers`} to answer`
        : `${moves === 1 ? "One game waits" : `${moves} games wait`} for your move${offers ? ` (and ${offers === 1 ? "an offer" : `${offers} offers`} to answer)` : ""}`;
  const said = messages === 0 ? "" : `${messages === 1 ? "a new message" : `${messages} new messages`}`;
  if (!turns) return said.charAt(0).toUpperCase() + said.slice(1);
  return said ? `${turns}; ${said}` : turns;
}

const subheading = { fontSize: "17px", margin: "8px 0 10px", color: "#26231d" };
const quote = {
  ...paragraph,
  margin: "0 0 8px",
  borderLeft: "3px solid #e3ddd0",
  paddingLeft: "12px",
};
