import { Heading, Text } from "@react-email/components";
import { EmailLayout, heading, paragraph } from "./layout";
import {
  BoardPicture,
  GameButton,
  GameMailFooter,
  LinkLine,
  nameWithRating,
  RecentMoves,
  WrittenMessage,
} from "./parts/game-mail";
import { previewGame, withPreview } from "./parts/preview";

export type GameOverEmailProps = {
  appUrl: string;
  email: string;
  preferencesUrl: string;
  gameUrl: string;
  gameName: string;
  opponentName: string;
  /** The opponent's rating for this game, shown after their name: "1624", "1500?"; null (named alone) with no rated game of it. */
  opponentRating: string | null;
  /** "Rated game: your Chess rating is now 1636 (+12)."; null for a game that changed no rating. */
  ratingLine: string | null;
  /** "You won by checkmate.", "Ana won on time.", "Drawn by agreement." */
  result: string;
  moveCount: number;
  boardSrc: string;
  /** The picture's size in pixels. */
  boardWidth: number;
  boardHeight: number;
  boardAlt: string;
  recentMoves: string[];
  /** What the opponent wrote with what ended the game (a resignation, an accepted draw); null when nothing. */
  message: string | null;
};

export default function GameOverEmail(given: Partial<GameOverEmailProps>) {
  const {
    appUrl,
    email,
    preferencesUrl,
    gameUrl,
    gameName,
    opponentName,
    opponentRating,
    ratingLine,
    result,
    moveCount,
    boardSrc,
    boardWidth,
    boardHeight,
    boardAlt,
    recentMoves,
    message,
  } = withPreview<GameOverEmailProps>(given, {
    ...previewGame,
    result: "You won by checkmate.",
    ratingLine: "Rated game: your Kings Court rating is now 1636 (+12).",
    moveCount: 41,
    boardAlt: "The final position",
    recentMoves: ["40. Qd1-d7 Kf8-g8", "41. Qd7-f7"],
    message: null,
  });
  return (
    <EmailLayout
      preview={`${gameName} vs ${opponentName}: ${result}`}
      appUrl={appUrl}
      footer={<GameMailFooter preferencesUrl={preferencesUrl} email={email} />}
    >
      <Heading as="h1" style={heading}>
        Game over: {result}
      </Heading>
      <Text style={paragraph}>
        Your {gameName} game with {nameWithRating(opponentName, opponentRating)} has ended after {moveCount}{" "}
        {moveCount === 1 ? "move" : "moves"}. {result}
      </Text>
      {message ? <WrittenMessage author={opponentName} text={message} /> : null}
      {ratingLine ? <Text style={paragraph}>{ratingLine}</Text> : null}
      <BoardPicture src={boardSrc} alt={boardAlt} width={boardWidth} height={boardHeight} />
      <GameButton href={gameUrl} label="See the finished game" />
      <RecentMoves lines={recentMoves} />
      <LinkLine href={gameUrl} />
    </EmailLayout>
  );
}
