import { Heading, Text } from "@react-email/components";
import { EmailLayout, heading, paragraph } from "./layout";
import {
  BoardPicture,
  GameButton,
  GameMailFooter,
  LinkLine,
  nameWithRating,
  ReplyHint,
} from "./parts/game-mail";
import { previewDeadline, previewGame, withPreview } from "./parts/preview";

export type ReminderEmailProps = {
  appUrl: string;
  email: string;
  preferencesUrl: string;
  gameUrl: string;
  gameName: string;
  opponentName: string;
  /** The opponent's rating for this game, shown after their name: "1624", "1500?"; null (named alone) with no rated game of it. */
  opponentRating: string | null;
  youPlay: "White" | "Black";
  hoursLeft: number;
  /** The time left in words: "14 hours 24 minutes", "2 days 9 hours". */
  timeLeft: string;
  /** "3 days per move", "10 days + 2 days per move". */
  timeControl: string;
  deadline: string;
  boardSrc: string;
  /** The picture's size in pixels. */
  boardWidth: number;
  boardHeight: number;
  boardAlt: string;
  /** The email's Reply-To takes a move: say so. */
  canReply: boolean;
};

export default function ReminderEmail(given: Partial<ReminderEmailProps>) {
  const {
    appUrl,
    email,
    preferencesUrl,
    gameUrl,
    gameName,
    opponentName,
    opponentRating,
    youPlay,
    timeLeft,
    timeControl,
    deadline,
    boardSrc,
    boardWidth,
    boardHeight,
    boardAlt,
    canReply,
  } = withPreview<ReminderEmailProps>(given, {
    ...previewGame,
    youPlay: "Black",
    hoursLeft: 24,
    timeLeft: "1 day",
    timeControl: "3 days per move",
    deadline: previewDeadline,
    canReply: true,
    boardAlt: "The board as it stands",
  });
  return (
    <EmailLayout
      preview={`${timeLeft} left for your move against ${opponentName}.`}
      appUrl={appUrl}
      footer={<GameMailFooter preferencesUrl={preferencesUrl} email={email} />}
    >
      <Heading as="h1" style={heading}>
        {timeLeft} left for your move
      </Heading>
      <Text style={paragraph}>
        Your {gameName} game with {nameWithRating(opponentName, opponentRating)} is waiting for your move (you
        play {youPlay}, {timeControl}). You have {timeLeft}: if no move is made by {deadline}, the game is
        lost on time.
      </Text>
      <BoardPicture src={boardSrc} alt={boardAlt} width={boardWidth} height={boardHeight} />
      {canReply ? <ReplyHint opponentName={opponentName} /> : null}
      <GameButton href={gameUrl} label="Make your move" />
      <LinkLine href={gameUrl} />
    </EmailLayout>
  );
}
