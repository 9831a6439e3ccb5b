import { Heading, Text } from "@react-email/components";
import { EmailLayout, heading, paragraph } from "./layout";
import { GameButton, GameMailFooter, LinkLine } from "./parts/game-mail";
import { previewGame, withPreview } from "./parts/preview";

// To the player who does not move first, when an open challenge was accepted: the game is on,
// and the next email will be their move. (White's first your-move email says it for White.)

export type GameStartedEmailProps = {
  appUrl: string;
  email: string;
  preferencesUrl: string;
  gameUrl: string;
  gameName: string;
  opponentName: string;
  rated: boolean;
  daysPerMove: number;
  /** "3 days per move", "10 days + 2 days per move". */
  timeControl?: string;
};

export default function GameStartedEmail(given: Partial<GameStartedEmailProps>) {
  const { appUrl, email, preferencesUrl, gameUrl, gameName, opponentName, rated, daysPerMove, timeControl } =
    withPreview<GameStartedEmailProps>(given, { ...previewGame, rated: false, daysPerMove: 3 });
  const clock = timeControl ?? `${daysPerMove} ${daysPerMove === 1 ? "day" : "days"} per move`;
  return (
    <EmailLayout
      preview={`Your ${gameName} game with ${opponentName} has started.`}
      appUrl={appUrl}
      footer={<GameMailFooter preferencesUrl={preferencesUrl} email={email} />}
    >
      <Heading as="h1" style={heading}>
        Your {gameName} game has started
      </Heading>
      <Text style={paragraph}>
        You play Black against {opponentName} in a {rated ? "rated" : "casual"} game, {clock}. {opponentName}{" "}
        plays White and moves first: we will write when it is your move.
      </Text>
      <GameButton href={gameUrl} label="Open the game" />
      <LinkLine href={gameUrl} />
    </EmailLayout>
  );
}
