import { Heading, Section, Text } from "@react-email/components";
import { EmailLayout, heading, paragraph, small } from "./layout";
import { GameButton, GameMailFooter, Lines, LinkLine } from "./parts/game-mail";
import { previewGame, withPreview } from "./parts/preview";

// What the other player wrote in a game's chat, several messages written close together in one
// email. A reply to it goes to the chat (its Reply-To's key is a chat key), never moves.

export type ChatLine = {
  body: string;
  /** "24 Nov, 18:05", in the reader's time zone. */
  at: string;
  /** Where in the game: "after 12... Nf6", "after the game". */
  stage: string;
};

export type ChatEmailProps = {
  appUrl: string;
  email: string;
  preferencesUrl: string;
  /** The game page, at its chat. */
  gameUrl: string;
  gameName: string;
  gameNumber: number;
  opponentName: string;
  messages: ChatLine[];
  /** "It is your move." / "It is Ana's move." / "The game is over: Ana won on time." */
  standing: string;
  /** The email's Reply-To adds to the chat: say so. */
  canReply: boolean;
};

export default function ChatEmail(given: Partial<ChatEmailProps>) {
  const {
    appUrl,
    email,
    preferencesUrl,
    gameUrl,
    gameName,
    gameNumber,
    opponentName,
    messages,
    standing,
    canReply,
  } = withPreview<ChatEmailProps>(given, {
    ...previewGame,
    gameUrl: `${previewGame.gameUrl}#chat`,
    gameNumber: 1042,
    messages: [
      {
        body: "Good game so far! Your Jester had me worried.",
        at: "24 Nov, 18:05",
        stage: "after 12... Nf6",
      },
      { body: "Shall we try Joust Chess next?", at: "24 Nov, 18:06", stage: "after 12... Nf6" },
    ],
    standing: "It is your move.",
    canReply: true,
  });
  const title =
    messages.length === 1
      ? `${opponentName} wrote to you`
      : `${messages.length} messages from ${opponentName}`;
  return (
    <EmailLayout
      preview={`${opponentName}: ${messages[0]?.body ?? ""}`}
      appUrl={appUrl}
      footer={<GameMailFooter preferencesUrl={preferencesUrl} email={email} />}
    >
      <Heading as="h1" style={heading}>
        {title}
      </Heading>
      <Text style={paragraph}>
        In the chat of your {gameName} game #{gameNumber} with {opponentName}:
      </Text>
      {messages.map((message) => (
        <Section key={`${message.at}${message.body}`} style={{ margin: "0 0 14px" }}>
          <Text style={{ ...small, margin: "0 0 2px" }}>
            {message.at} · {message.stage}
          </Text>
          <Text style={quote}>
            “<Lines text={message.body} />”
          </Text>
        </Section>
      ))}
      <Text style={paragraph}>{standing}</Text>
      {canReply ? (
        <Text style={paragraph}>
          <strong>Reply to this email to answer {opponentName}.</strong> All of your reply goes to the chat;
          it never makes a move, even on your turn (to move by email, reply to a your-move email).
        </Text>
      ) : null}
      <GameButton href={gameUrl} label="Open the chat" />
      <LinkLine href={gameUrl} />
    </EmailLayout>
  );
}

const quote = {
  ...paragraph,
  margin: 0,
  borderLeft: "3px solid #e3ddd0",
  paddingLeft: "12px",
};
