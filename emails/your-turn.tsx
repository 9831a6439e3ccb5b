import { Heading, Text } from "@react-email/components";
import { EmailLayout, heading, paragraph } from "./layout";
import {
  BoardPicture,
  GameButton,
  GameMailFooter,
  LinkLine,
  nameWithRating,
  RecentMoves,
  ReplyHint,
  WrittenMessage,
} from "./parts/game-mail";
import { previewDeadline, previewGame, withPreview } from "./parts/preview";

export type YourTurnEmailProps = {
  appUrl: string;
  email: string;
  preferencesUrl: string;
  gameUrl: string;
  gameName: string;
  opponentName: string;
  /** The opponent's rating for this game, shown after their name: "1624", "1500?"; null (named alone) with no rated game of it. */
  opponentRating: string | null;
  youPlay: "White" | "Black";
  /** Full-move number of the move to make. */
  moveNumber: number;
  /** The opponent's move just made ("11... Pe7-e5"), absent when the game has just started. */
  lastMove?: { text: string; message?: string } | null;
  deadline: string;
  timeLeft: string;
  /** While a vacation pauses the clock, what that means for this move's deadline; null otherwise. */
  paused: string | null;
  drawOffered: boolean;
  boardSrc: string;
  /** The picture's size in pixels. */
  boardWidth: number;
  boardHeight: number;
  boardAlt: string;
  /** The email's Reply-To takes a move: say so. */
  canReply: boolean;
  recentMoves: string[];
};

export default function YourTurnEmail(given: Partial<YourTurnEmailProps>) {
  const {
    appUrl,
    email,
    preferencesUrl,
    gameUrl,
    gameName,
    opponentName,
    opponentRating,
    youPlay,
    moveNumber,
    lastMove,
    deadline,
    timeLeft,
    paused,
    drawOffered,
    boardSrc,
    boardWidth,
    boardHeight,
    boardAlt,
    recentMoves,
    canReply,
  } = withPreview<YourTurnEmailProps>(given, {
    ...previewGame,
    youPlay: "Black",
    moveNumber: 12,
    lastMove: { text: "12. Jf1-g3", message: "Your Jester looks lonely." },
    deadline: previewDeadline,
    timeLeft: "3 days left",
    paused: null,
    drawOffered: false,
    canReply: true,
    boardAlt: "The board after Ana's move",
    recentMoves: ["11. Pe2-e4 Pe7-e5", "12. Jf1-g3"],
  });
  const started = !lastMove;
  const opponent = nameWithRating(opponentName, opponentRating);
  const preview = started
    ? `Your ${gameName} game with ${opponent} has started: you play White.`
    : `${opponent} played ${lastMove.text}. ${timeLeft}.`;
  return (
    <EmailLayout
      preview={preview}
      appUrl={appUrl}
      footer={<GameMailFooter preferencesUrl={preferencesUrl} email={email} />}
    >
      <Heading as="h1" style={heading}>
        {started ? `Your game has started: make the first move` : `Your move in ${gameName}`}
      </Heading>
      {started ? (
        <Text style={paragraph}>
          Your {gameName} game with {opponent} has started. You play {youPlay}, so you make the first move.
        </Text>
      ) : (
        <Text style={paragraph}>
          {opponent} played <strong>{lastMove.text}</strong>. You play {youPlay}; it is move {moveNumber}.
        </Text>
      )}
      {lastMove?.message ? <WrittenMessage author={opponentName} text={lastMove.message} /> : null}
      {drawOffered ? (
        <Text style={paragraph}>
          <strong>{opponentName} offers a draw.</strong> Accept or decline it on the game page; making a move
          declines it.
        </Text>
      ) : null}
      <BoardPicture src={boardSrc} alt={boardAlt} width={boardWidth} height={boardHeight} />
      <Text style={paragraph}>{paused ?? `Make your move by ${deadline}: ${timeLeft}.`}</Text>
      {canReply ? <ReplyHint opponentName={opponentName} /> : null}
      <GameButton href={gameUrl} label={started ? "Make the first move" : "Make your move"} />
      <RecentMoves lines={recentMoves} />
      <LinkLine href={gameUrl} />
    </EmailLayout>
  );
}
