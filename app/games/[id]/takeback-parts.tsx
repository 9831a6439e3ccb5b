// The game page's takeback and abort parts: the banner asking the viewer to answer a takeback
// request, and the buttons that abort the game or ask for a takeback. Each button is a POST form.
import { abortGameAction } from "@/app/actions/game/abort";
import { answerTakebackAction, requestTakebackAction } from "@/app/actions/game/takeback";
import { messageLimit } from "@/lib/games/turn/input";
import type { GameView } from "@/lib/games/view/game-view";
import { MessageActionForm } from "./action-message";
import { AnswerBanner } from "./answer-banner";
import { GameActionForm } from "./game-action-form";

export function TakebackBanner({ view, opponentName }: { view: GameView; opponentName: string }) {
  if (view.takeback !== "by-opponent") return null;
  // Taking back the asker's move also takes back the viewer's reply when the viewer has replied.
  const what = view.yourTurn ? "their last move" : "their last move and your reply to it";
  return (
    <AnswerBanner
      gameId={view.id}
      action={answerTakebackAction}
      asked={`${opponentName} asks to take back ${what}.`}
      choices={
        view.yourTurn
          ? "Accept it, decline it, or simply move (a move declines it)."
          : "Accept it or decline it."
      }
      acceptLabel="Accept the takeback"
      opponentName={opponentName}
      messageLimit={messageLimit}
    />
  );
}

/** Abort (before both sides have moved) and ask for a takeback (games that allow it). */
export function AbortAndTakebackButtons({ view }: { view: GameView }) {
  return (
    <>
      {view.canAbort ? (
        <GameActionForm
          action={abortGameAction}
          gameId={view.id}
          label="Abort the game"
          pendingLabel="Aborting…"
          secondary
        />
      ) : null}
      {view.canAskTakeback ? (
        <MessageActionForm
          action={requestTakebackAction}
          gameId={view.id}
          opener="Ask to take back your move…"
          question={`Ask ${view.viewerSide === "WHITE" ? view.black.name : view.white.name} to let you take back your last move?`}
          messageLabel="Message with your request (optional)"
          label="Ask to take back your move"
          pendingLabel="Asking…"
          limit={messageLimit}
        />
      ) : null}
    </>
  );
}
