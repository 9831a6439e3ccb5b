import { Heading, Text } from "@react-email/components";
import { EmailLayout } from "./layout";
import { BoardPicture, GameButton, GameMailFooter, heading, LinkLine, paragraph } from "./parts/game-mail";

export type ReminderEmailProps = {
  appUrl: string;
  email: string;
  preferencesUrl: string;
  gameUrl: string;
  gameName: string;
  opponentName: string;
  youPlay: "White" | "Black";
  hoursLeft: number;
  deadline: string;
  boardSrc: string;
  boardAlt: string;
};

export default function ReminderEmail({
  appUrl = "http://localhost:3000",
  email = "bo@example.com",
  preferencesUrl = "http://localhost:3000/unsubscribe/preview",
  gameUrl = "http://localhost:3000/play/preview",
  gameName = "Kings Court",
  opponentName = "Ana",
  youPlay = "Black",
  hoursLeft = 24,
  deadline = "Tuesday 24 November, 18:05 (Europe/Paris)",
  boardSrc = "https://placehold.co/360x240/png",
  boardAlt = "The board as it stands",
}: Partial<ReminderEmailProps>) {
  return (
    <EmailLayout
      preview={`${hoursLeft} hours left for your move against ${opponentName}.`}
      appUrl={appUrl}
      footer={<GameMailFooter preferencesUrl={preferencesUrl} email={email} />}
    >
      <Heading as="h1" style={heading}>
        {hoursLeft} hours left for your move
      </Heading>
      <Text style={paragraph}>
        Your {gameName} game with {opponentName} is waiting for your move (you play {youPlay}). If no move is
        made by {deadline}, the game is lost on time.
      </Text>
      <BoardPicture src={boardSrc} alt={boardAlt} />
      <GameButton href={gameUrl} label="Make your move" />
      <LinkLine href={gameUrl} />
    </EmailLayout>
  );
}
