import { Heading, Text } from "@react-email/components";
import { EmailLayout, heading, paragraph } from "./layout";
import { GameButton, GameMailFooter, LinkLine } from "./parts/game-mail";
import { previewGame, withPreview } from "./parts/preview";

export type ConditionalMoveEmailProps = {
  appUrl: string;
  email: string;
  preferencesUrl: string;
  gameUrl: string;
  gameName: string;
  opponentName: string;
  /** The opponent's move that a line answered or that reached a dropped line: "12. Pe2-e4". */
  theirMove: string;
  /** The answer played from the recipient's conditional moves ("12... Pe7-e5"); null when none was. */
  yourMove: string | null;
  /** Why lines were dropped or not played, when any were. */
  notice: string | null;
  /** How many of the recipient's lines are left to answer the opponent's next move. */
  linesLeft: number;
};

export default function ConditionalMoveEmail(given: Partial<ConditionalMoveEmailProps>) {
  const {
    appUrl,
    email,
    preferencesUrl,
    gameUrl,
    gameName,
    opponentName,
    theirMove,
    yourMove,
    notice,
    linesLeft,
  } = withPreview<ConditionalMoveEmailProps>(given, {
    ...previewGame,
    theirMove: "12. Pe2-e4",
    yourMove: "12... Pe7-e5",
    notice: null,
    linesLeft: 1,
  });
  const left =
    linesLeft === 0
      ? "You have no conditional moves left in this game."
      : `${linesLeft === 1 ? "One line" : `${linesLeft} lines`} of your conditional moves ${linesLeft === 1 ? "is" : "are"} still set for ${opponentName}'s next move.`;
  return (
    <EmailLayout
      preview={
        yourMove
          ? `Played for you: ${yourMove}`
          : `Your conditional moves against ${opponentName} were dropped.`
      }
      appUrl={appUrl}
      footer={<GameMailFooter preferencesUrl={preferencesUrl} email={email} />}
    >
      <Heading as="h1" style={heading}>
        {yourMove ? "Your conditional move was played" : "Your conditional moves were dropped"}
      </Heading>
      <Text style={paragraph}>
        In your {gameName} game, {opponentName} played {theirMove}.{" "}
        {yourMove
          ? `Your conditional move ${yourMove} answered it at once, as you had set. It is ${opponentName}'s move now.`
          : "It is your move now."}
      </Text>
      {notice ? <Text style={paragraph}>{notice}</Text> : null}
      {yourMove ? <Text style={paragraph}>{left}</Text> : null}
      <GameButton href={gameUrl} label={yourMove ? "See the game" : "Make your move"} />
      <LinkLine href={gameUrl} />
    </EmailLayout>
  );
}
