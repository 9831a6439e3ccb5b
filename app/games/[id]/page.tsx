import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { answerDrawAction } from "@/app/actions/game/answer-draw";
import { offerDrawAction } from "@/app/actions/game/offer-draw";
import { resignGame } from "@/app/actions/game/resign";
import { EarlyTaps } from "@/app/components/board/early-taps-keeper";
import Link from "@/app/components/link";
import { LiveUpdates } from "@/app/components/live-updates";
import { computerIn } from "@/lib/accounts/computer";
import { currentUser } from "@/lib/auth/session";
import { boardCode } from "@/lib/board/board-code";
import { boardModel } from "@/lib/board/model";
import { positionMoveMap } from "@/lib/board/move-map";
import { moveMapCode } from "@/lib/board/move-map-code";
import { config } from "@/lib/config";
import { moveExamples, moveSuggestions } from "@/lib/games/catalog/move-examples";
import { otherSide, sideOfColor } from "@/lib/games/stored/seats";
import { messageLimit } from "@/lib/games/turn/play";
import { type GameView, gameView } from "@/lib/games/view/game-view";
import { type NoteView, notesOnGamePage } from "@/lib/notes/notes";
import { reviewOnPage } from "@/lib/review/read";
import { MessageActionForm } from "./action-message";
import { AnswerBanner } from "./answer-banner";
import { BoardLegend } from "./board-legend";
import { boardShape } from "./board-shape";
import { ChatCard } from "./chat-card";
import { ConditionalMoves } from "./conditional-moves";
import { doneNotice, staleNotice } from "./done-notice";
import styles from "./game.module.css";
import { GameActionForm } from "./game-action-form";
import { GameBoard } from "./game-board";
import { GamePieceLegend } from "./game-piece-legend";
import { MoveBoard } from "./move-board";
import { MoveList } from "./move-list";
import { MoveTextForm } from "./move-text-form";
import { NextGame, showsNextGame } from "./next-game";
import { NotesCard } from "./notes-card";
import { Player } from "./player";
import { ReplayPage } from "./replay-page";
import { gameMetadata } from "./share-preview";
import { AbortAndTakebackButtons, TakebackBanner } from "./takeback-parts";
import { TournamentLine } from "./tournament-line";

type Search = { flip?: string; done?: string; stale?: string; confirm?: string; ply?: string | string[] };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Search> };

// The metadata and the page read the game once per request.
const viewOf = cache(async (id: string, flip: boolean, ply: string | undefined) =>
  gameView(id, await currentUser(), new Date(), { flip, ply }),
);

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ id }, search] = await Promise.all([params, searchParams]);
  const flip = search.flip === "1";
  return gameMetadata(await viewOf(id, flip, firstOf(search.ply)), config().appUrl, { flip });
}

export default async function GamePage({ params, searchParams }: Props) {
  const [{ id }, search] = await Promise.all([params, searchParams]);
  const found = await viewOf(id, search.flip === "1", firstOf(search.ply));
  if (!found.ok) notFound();
  const view = found.view;
  const note = await notesOnGamePage(view);
  const review = view.replay ? await reviewOnPage({ ...view, plies: view.moves.length }) : null;
  // A finished game with no review and none coming (it ended before reviews existed) may ask for
  // one, by a signed-in viewer (lib/review/ask.ts); not while reviews are turned off.
  const signedIn = (await currentUser()) !== null;
  const canAskReview =
    signedIn && view.replay !== null && review === null && view.moves.length > 0 && config().reviewNodes > 0;
  const done = doneNotice(firstOf(search.done), view);
  const stale = staleNotice(firstOf(search.stale), view);
  const flipped = search.flip === "1";
  return (
    <div className={`wrap ${styles.page}`}>
      {/* After a move, the notice is part of the next-game bar: one bar above the board, not two. */}
      {done && !showsNextGame(view, firstOf(search.done)) ? (
        <div className="notice ok" role="status">
          {done}
        </div>
      ) : null}
      <NextGame view={view} done={firstOf(search.done)} notice={done} />
      {/* The players' page follows the game live: moves, chat, offers, the end. */}
      {/* A signed-in viewer of a public game waiting for its review follows it too: the review
          job announces the stored review (lib/review/store.ts). */}
      {view.viewerSide || (signedIn && review?.status === "pending") || canAskReview ? (
        <LiveUpdates path={`/games/${view.id}/events`} since={view.version} event="game" />
      ) : null}
      {stale ? (
        <div className="notice error" role="alert">
          {stale}
        </div>
      ) : null}
      {view.replay ? (
        <ReplayPage view={view} flipped={flipped} note={note} review={review} canAskReview={canAskReview} />
      ) : (
        <RunningGame view={view} flipped={flipped} confirmResign={search.confirm === "resign"} note={note} />
      )}
    </div>
  );
}

/**
 * A game in play, in reading order (in two columns on a desktop):
 * - the board column: the players, the board (to move on when it is the viewer's turn, with the
 *   chosen move's Send right under it), what a tapped piece does, and the pieces of this game;
 * - the game: who plays what, whose turn, the deadline;
 * - its story: the moves and the messages, in the order they came (on a phone shown before the
 *   game's card, so the conversation is within a screen of the board: game.module.css);
 * - the tools: the typed move, conditional moves, resign or draw, private notes.
 */
function RunningGame({
  view,
  flipped,
  confirmResign,
  note,
}: {
  view: GameView;
  flipped: boolean;
  confirmResign: boolean;
  note: NoteView | null;
}) {
  const flipHref = flipped ? `/games/${view.id}` : `/games/${view.id}?flip=1`;
  // The computer reads no message, chat or conditional line (lib/bot/): its game has none of them.
  const computer = computerIn({ whiteId: view.white.id, blackId: view.black.id });
  const moveMessageLimit = computer ? null : messageLimit;
  const bottom = <Player view={view} side={sideOfColor(view.orientation)} />;
  // The board and its legal moves go to the browser drawn and listed: its first load needs no
  // rules engine (the move picker loads it once a piece is picked up). The board travels as its
  // code (a few strings, not an object per square), which the browser turns back into the model.
  const board = boardModel(view.gameType, view.position);
  return (
    <>
      {view.drawOffer === "by-opponent" ? (
        <AnswerBanner
          gameId={view.id}
          action={answerDrawAction}
          asked={`${opponentOf(view).name} offers a draw.`}
          choices={
            view.yourTurn
              ? "Accept it, decline it, or simply move (a move declines it)."
              : "Accept it or decline it; your next move will decline it too."
          }
          acceptLabel="Accept the draw"
          opponentName={opponentOf(view).name}
          messageLimit={messageLimit}
        />
      ) : null}
      <TakebackBanner view={view} opponentName={opponentOf(view).name} />

      <div className={`${styles.layout} ${styles.fitted}`} style={boardShape(view.gameType)}>
        <section className={styles.boardColumn} aria-label="Board">
          <Player view={view} side={otherSide(sideOfColor(view.orientation))} />
          {!board.ok ? (
            <p className="notice error">{board.error.reason}</p>
          ) : view.unplayable ? (
            <>
              <div className="notice error" role="alert">
                {view.unplayable} You can still resign or agree a draw.
              </div>
              {bottom}
            </>
          ) : view.yourTurn ? (
            <MoveBoard
              key={view.nextPly}
              gameId={view.id}
              gameType={view.gameType}
              position={view.position}
              board={boardCode(board.value)}
              moves={moveMapCode(positionMoveMap(view.gameType, view.position))}
              orientation={view.orientation}
              nextPly={view.nextPly}
              lastMove={view.lastMove}
              check={view.check}
              messageLimit={moveMessageLimit}
              canOfferDraw={view.drawOffer !== "by-opponent"}
              opponentName={opponentOf(view).name}
              belowBoard={bottom}
            />
          ) : (
            <GameBoard
              board={boardCode(board.value)}
              orientation={view.orientation}
              lastMove={view.lastMove}
              check={view.check}
              belowBoard={bottom}
              takesEarlyTaps
            />
          )}
          {view.unplayable ? null : <EarlyTaps />}
          <p className="small">
            <Link href={flipHref} scroll={false}>
              Turn the board round
            </Link>{" "}
            · <Link href={`/games/${view.id}/analysis`}>Analysis board</Link>
          </p>
          <BoardLegend gameName={view.gameName}>
            <GamePieceLegend gameId={view.gameType} />
          </BoardLegend>
        </section>

        <div className={styles.side}>
          <section className="card" aria-labelledby="game-title">
            <h1 id="game-title" className={styles.title}>
              {view.white.name} – {view.black.name}
            </h1>
            <p className={styles.facts}>
              <Link href={view.rulesHref}>{view.gameName}</Link> #{view.number} · {view.timeControl} ·{" "}
              {view.rated ? "rated" : "casual"}
              {view.isPublic ? " · public in the archive when it ends" : " · private game"}
            </p>
            <TournamentLine line={view.tournament} />
            <p className={view.yourTurn ? styles.yourTurn : styles.turn} aria-live="polite">
              {capitalise(view.turnLine)}
            </p>
            {view.deadlineLine ? <p className="small muted">{view.deadlineLine}</p> : null}
            {view.pauseLine ? <p className="small">{view.pauseLine}</p> : null}
            {view.banks ? (
              <p className="small muted">
                Time left: {view.white.name} {view.banks.WHITE} · {view.black.name} {view.banks.BLACK}
              </p>
            ) : null}
            <p className="small muted">
              {view.status}
              {view.drawOffer === "by-you" ? ". You have offered a draw." : ""}
              {view.takeback === "by-you" ? ". You have asked to take back your move." : ""}
              {view.drawOffer === "by-white" || view.drawOffer === "by-black" ? "." : ""}
            </p>
          </section>

          {/* The story: the moves and the players' messages, in order. Talk belongs here. */}
          <div className={styles.story} data-part="story">
            <section className="card" aria-labelledby="moves">
              <h2 id="moves">Moves</h2>
              <MoveList view={view} />
            </section>
            {computer ? null : <ChatCard view={view} />}
          </div>

          {/* The tools: what the viewer can do next. */}
          <div className={styles.tools} data-part="tools">
            {view.yourTurn && !view.unplayable ? (
              <section className={`card ${styles.typeMove}`} aria-labelledby="type-move">
                <h2 id="type-move">Or type your move</h2>
                <MoveTextForm
                  key={view.nextPly}
                  gameId={view.id}
                  nextPly={view.nextPly}
                  legalMoves={moveSuggestions(view.gameType, view.position)}
                  examples={moveExamples(view.gameType, view.position)}
                  messageLimit={moveMessageLimit}
                  canOfferDraw={view.drawOffer !== "by-opponent"}
                />
              </section>
            ) : null}

            {computer ? null : <ConditionalMoves view={view} />}

            {view.viewerSide ? (
              <section className="card" aria-labelledby="game-actions">
                <h2 id="game-actions">{view.canAbort ? "Abort, resign or draw" : "Resign or draw"}</h2>
                {confirmResign ? (
                  <div className="stack">
                    <p>
                      <strong>Resign this game?</strong> {opponentOf(view).name} wins, and it cannot be
                      undone.
                    </p>
                    <GameActionForm
                      action={resignGame}
                      gameId={view.id}
                      label="Yes, resign"
                      pendingLabel="Resigning…"
                      message={{
                        label: `A last word to ${opponentOf(view).name} (optional)`,
                        limit: messageLimit,
                      }}
                    >
                      <Link href={`/games/${view.id}`} className="button secondary">
                        Keep playing
                      </Link>
                    </GameActionForm>
                  </div>
                ) : (
                  <div className={styles.buttons}>
                    {view.drawOffer === "none" ? (
                      <MessageActionForm
                        action={offerDrawAction}
                        gameId={view.id}
                        opener="Offer a draw…"
                        question={`Offer ${opponentOf(view).name} a draw?`}
                        messageLabel="Message with your offer (optional)"
                        label="Offer a draw"
                        pendingLabel="Offering…"
                        limit={messageLimit}
                      />
                    ) : null}
                    <AbortAndTakebackButtons view={view} />
                    <Link
                      href={`/games/${view.id}?confirm=resign`}
                      className="button secondary"
                      scroll={false}
                    >
                      Resign…
                    </Link>
                  </div>
                )}
              </section>
            ) : null}

            {note ? <NotesCard gameId={view.id} note={note} /> : null}
          </div>
        </div>
      </div>
    </>
  );
}

const opponentOf = (view: GameView) => (view.viewerSide === "WHITE" ? view.black : view.white);

const capitalise = (text: string | null) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : "");
