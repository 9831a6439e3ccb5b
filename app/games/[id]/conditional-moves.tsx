// The game page's "Conditional moves" section, for the player whose opponent is to move: their own
// lines (never anyone else's: the lines read are the viewer's), each with a delete button, and a
// form to add one. On the player's own turn it only shows why lines were dropped, if they were.
import { myConditionalMoves } from "@/lib/conditional/lines";
import { getGame, type Position } from "@/lib/engine";
import { moveShown } from "@/lib/games/catalog/catalog";
import type { GameView } from "@/lib/games/view/game-view";
import { AddLineForm, DeleteLineButton } from "./conditional-forms";
import { numberedLine as numbered } from "./conditional-lines";
import { ConditionalBoard } from "./engine-boards";
import styles from "./game.module.css";

/** Their first legal move and your first legal answer to it, as the page writes moves: "a6 a3". */
function exampleLine(gameType: string, position: Position): string {
  const game = getGame(gameType);
  if (!game.ok) return "";
  const theirs = game.value.legalMoveTexts(position)[0];
  const their = theirs === undefined ? null : game.value.move(position, theirs);
  if (!their?.ok) return "";
  const mine = game.value.legalMoveTexts(their.value.position)[0];
  const answer = mine === undefined ? null : game.value.move(their.value.position, mine);
  if (!answer?.ok) return "";
  return [their.value, answer.value]
    .map((m) => moveShown(gameType, { notation: m.text, san: m.san }))
    .join(" ");
}

export async function ConditionalMoves({ view }: { view: GameView }) {
  if (!view.viewerSide || view.finished) return null;
  const [me, opponent] = view.viewerSide === "WHITE" ? [view.white, view.black] : [view.black, view.white];
  const mine = await myConditionalMoves(
    {
      id: view.id,
      plies: view.nextPly - 1,
      whiteId: view.white.id,
      blackId: view.black.id,
    },
    me.id,
  );
  if (!mine) return null;
  const notice = mine.notice ? (
    <div className="notice info" role="status">
      {mine.notice}
    </div>
  ) : null;
  if (view.yourTurn || view.unplayable) {
    return notice ? (
      <section className="card" aria-labelledby="conditional-moves-title" id="conditional-moves">
        <h2 id="conditional-moves-title">Conditional moves</h2>
        {notice}
      </section>
    ) : null;
  }
  return (
    <section className="card stack" aria-labelledby="conditional-moves-title" id="conditional-moves">
      <h2 id="conditional-moves-title">Conditional moves</h2>
      <p className="small muted">
        If {opponent.name} plays a move one of your lines begins with, your answer is played at once, and the
        rest of that line waits for their next move. {opponent.name} never sees your lines.
      </p>
      {notice}
      {mine.lines.length === 0 ? (
        <p className="small">You have no conditional moves in this game.</p>
      ) : (
        <ul className={styles.conditionalLines} aria-label="Your conditional lines">
          {mine.lines.map((line) => {
            const text = numbered(view.gameType, mine.ply, line);
            return (
              <li key={line.map((m) => m.text).join(" ")}>
                <code>{text}</code>{" "}
                <DeleteLineButton
                  gameId={view.id}
                  line={line.map((m) => m.text).join(" ")}
                  label={`Delete the line ${text}`}
                />
              </li>
            );
          })}
        </ul>
      )}
      <ConditionalBoard
        gameId={view.id}
        gameType={view.gameType}
        position={view.position}
        ply={mine.ply}
        orientation={view.orientation}
        opponentName={opponent.name}
        lines={mine.lines}
      />
      {/* A new key after every change, so a refusal shown before it does not linger. */}
      <AddLineForm
        key={mine.lines.map((line) => line.map((m) => m.text).join(" ")).join("|")}
        gameId={view.id}
        ply={mine.ply}
        opponentName={opponent.name}
        example={exampleLine(view.gameType, view.position)}
      />
    </section>
  );
}
