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

// The one email a new game brings the player who was waiting: their invitation, rematch offer or
// open challenge was accepted. When they play White it is also their first "your move" (the
// board, the deadline, a reply address), so they get no second email for the same news. The
// player who accepted is on the game's page and gets none of this.

export type StartedBy = "invitation" | "rematch" | "challenge";

export type GameStartedEmailProps = {
  appUrl: string;
  email: string;
  preferencesUrl: string;
  gameUrl: string;
  gameName: string;
  opponentName: string;
  /** The opponent's rating for this game: "1624", "1500?"; null (named alone) with no rated game of it. */
  opponentRating: string | null;
  /** What the recipient had offered, that the opponent accepted. */
  accepted: StartedBy;
  rated: boolean;
  /** "3 days per move", "10 days + 2 days per move". */
  timeControl: string;
  youPlay: "White" | "Black";
  /** When the first move is the recipient's: what the your-move email would have said. */
  firstMove: {
    boardSrc: string;
    boardWidth: number;
    boardHeight: number;
    boardAlt: string;
    deadline: string;
    timeLeft: string;
    /** While a vacation pauses the clock, what that means for this move; null otherwise. */
    paused: string | null;
    /** The email's Reply-To takes a move. */
    canReply: boolean;
  } | null;
};

const offered: Record<StartedBy, string> = {
  invitation: "your invitation",
  rematch: "your rematch offer",
  challenge: "your challenge",
};

/** "Ben accepted your invitation: your move in Chess vs Ben", from the thread's subject stem. */
export function gameStartedSubject(p: {
  opponentName: string;
  accepted: StartedBy;
  stem: string;
  yourMove: boolean;
}): string {
  return p.yourMove
    ? `${p.opponentName} accepted ${offered[p.accepted]}: your move in ${p.stem}`
    : `${p.opponentName} accepted ${offered[p.accepted]}: ${p.stem} has started`;
}

export default function GameStartedEmail(given: Partial<GameStartedEmailProps>) {
  const {
    appUrl,
    email,
    preferencesUrl,
    gameUrl,
    gameName,
    opponentName,
    opponentRating,
    accepted,
    rated,
    timeControl,
    youPlay,
    firstMove,
  } = withPreview<GameStartedEmailProps>(given, {
    ...previewGame,
    accepted: "invitation",
    rated: false,
    timeControl: "3 days per move",
    youPlay: "White",
    firstMove: {
      boardSrc: previewGame.boardSrc,
      boardWidth: previewGame.boardWidth,
      boardHeight: previewGame.boardHeight,
      boardAlt: "The Kings Court start position, seen from White's side",
      deadline: previewDeadline,
      timeLeft: "3 days left",
      paused: null,
      canReply: true,
    },
  });
  const opponent = nameWithRating(opponentName, opponentRating);
  const game = `a ${rated ? "rated" : "casual"} game of ${gameName}, ${timeControl}`;
  return (
    <EmailLayout
      preview={`${opponentName} accepted ${offered[accepted]}: ${firstMove ? "the first move is yours" : `${opponentName} moves first`}.`}
      appUrl={appUrl}
      footer={<GameMailFooter preferencesUrl={preferencesUrl} email={email} />}
    >
      <Heading as="h1" style={heading}>
        {firstMove
          ? `${opponentName} accepted: your move`
          : `${opponentName} accepted: your game has started`}
      </Heading>
      <Text style={paragraph}>
        {opponent} accepted {offered[accepted]} to {game}. You play {youPlay}
        {firstMove
          ? ", so the first move is yours."
          : `; ${opponentName} plays White and moves first. We will write when it is your move.`}
      </Text>
      {firstMove ? (
        <>
          <BoardPicture
            src={firstMove.boardSrc}
            alt={firstMove.boardAlt}
            width={firstMove.boardWidth}
            height={firstMove.boardHeight}
          />
          <Text style={paragraph}>
            {firstMove.paused ?? `Make your move by ${firstMove.deadline}: ${firstMove.timeLeft}.`}
          </Text>
          {firstMove.canReply ? <ReplyHint opponentName={opponentName} /> : null}
        </>
      ) : null}
      <GameButton href={gameUrl} label={firstMove ? "Make the first move" : "Open the game"} />
      <LinkLine href={gameUrl} />
    </EmailLayout>
  );
}
