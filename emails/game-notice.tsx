import { Heading, Text } from "@react-email/components";
import { EmailLayout, heading, paragraph } from "./layout";
import { BoardPicture, GameButton, GameMailFooter, LinkLine, WrittenMessage } from "./parts/game-mail";
import { previewGame, withPreview } from "./parts/preview";

// What the other player did in a game besides moving: aborted it, offered a draw, asked to take a
// move back, or answered such a request. Answering is done on the game page (the button opens it
// signed in; the page's forms post the answer), never by the link itself.

export type GameNoticeEmailProps = {
  appUrl: string;
  email: string;
  preferencesUrl: string;
  gameUrl: string;
  gameName: string;
  opponentName: string;
  /** "Ana offers a draw". */
  headline: string;
  /** What it means and what the reader can do, one paragraph each. */
  paragraphs: string[];
  /** What the other player wrote with it; null when nothing. */
  message: string | null;
  buttonLabel: string;
  /** A board under the paragraphs (a takeback request's destination), with what it shows. */
  board: { src: string; width: number; height: number; alt: string; caption: string } | null;
};

export default function GameNoticeEmail(given: Partial<GameNoticeEmailProps>) {
  const {
    appUrl,
    email,
    preferencesUrl,
    gameUrl,
    opponentName,
    headline,
    paragraphs,
    message,
    buttonLabel,
    board,
  } = withPreview<GameNoticeEmailProps>(given, {
    ...previewGame,
    headline: "Ana offers a draw",
    paragraphs: [
      "In your Kings Court game with Ana (you play Black), Ana offers a draw. Accept it or decline it on the game page; a move declines it too.",
      "It is your move: you have 2 days 4 hours (until Tuesday 24 November, 18:05 (Europe/Paris)).",
    ],
    message: "The position is dead level, I think.",
    buttonLabel: "Answer the offer",
    board: null,
  });
  return (
    <EmailLayout
      preview={`${headline}.`}
      appUrl={appUrl}
      footer={<GameMailFooter preferencesUrl={preferencesUrl} email={email} />}
    >
      <Heading as="h1" style={heading}>
        {headline}
      </Heading>
      {/* What happened, then what the other player wrote with it and the board it concerns, then the rest. */}
      {paragraphs.slice(0, 1).map((text) => (
        <Text key={text} style={paragraph}>
          {text}
        </Text>
      ))}
      {message ? <WrittenMessage author={opponentName} text={message} /> : null}
      {board ? (
        <>
          <Text style={paragraph}>{board.caption}</Text>
          <BoardPicture src={board.src} alt={board.alt} width={board.width} height={board.height} />
        </>
      ) : null}
      {paragraphs.slice(1).map((text) => (
        <Text key={text} style={paragraph}>
          {text}
        </Text>
      ))}
      <GameButton href={gameUrl} label={buttonLabel} />
      <LinkLine href={gameUrl} />
    </EmailLayout>
  );
}
