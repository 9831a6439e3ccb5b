// The page of a finished game: the replay (./replay, at the ply in the address), the result and
// its reason, the rules version, the dates, the downloads, and the moves with their times.

import { EarlyTaps } from "@/app/components/board/early-taps-keeper";
import Link from "@/app/components/link";
import { computerIn } from "@/lib/accounts/computer";
import { otherSide, sideOfColor } from "@/lib/games/stored/seats";
import type { GameView } from "@/lib/games/view/game-view";
import type { NoteView } from "@/lib/notes/notes";
import type { ReviewOnPage } from "@/lib/review/read";
import { BoardLegend } from "./board-legend";
import { boardShape } from "./board-shape";
import { ChatCard } from "./chat-card";
import { Replay, ReplayBoard, ReplayMoves, ReplaySteps } from "./engine-boards";
import styles from "./game.module.css";
import { GamePieceLegend } from "./game-piece-legend";
import { NotesCard } from "./notes-card";
import { Player } from "./player";
import { RematchCard } from "./rematch-card";
import { AskReviewCard, ReviewSummary } from "./review-marks";
import { TournamentLine } from "./tournament-line";

/**
 * A finished game: its replay at the ply in the URL (every control a link, so it works without
 * JavaScript), the result, the rules version, the dates and the downloads.
 */
export function ReplayPage({
  view,
  flipped,
  note,
  review,
  canAskReview = false,
}: {
  view: GameView;
  flipped: boolean;
  /** The viewer's own private notes (players only). */
  note: NoteView | null;
  /** The engine review: done, pending, or none (lib/review/read.ts). */
  review: ReviewOnPage | null;
  /** No review and none coming: the viewer may ask for one. */
  canAskReview?: boolean;
}) {
  const replay = view.replay;
  if (!replay) return null;
  const moveCount = Math.ceil(replay.plies / 2);
  const bottom = sideOfColor(view.orientation);
  const top = otherSide(bottom);
  return (
    <>
      {replay.notice ? (
        <div className="notice info" role="status">
          {replay.notice}
        </div>
      ) : null}
      <Replay
        key={replay.ply}
        gameId={view.id}
        gameType={view.gameType}
        startPosition={replay.startPosition}
        moves={view.moves.map(({ ply, label, notation, shown, side, message, took }) => ({
          ply,
          label,
          notation,
          shown,
          side,
          message,
          took,
        }))}
        names={{ WHITE: view.white.name, BLACK: view.black.name }}
        initialPly={replay.ply}
        initialBoard={{ position: view.position.fen, lastMove: view.lastMove, check: view.check }}
        orientation={view.orientation}
        flipped={flipped}
        review={review}
      >
        <div className={`${styles.layout} ${styles.fitted}`} style={boardShape(view.gameType)}>
          <section className={styles.boardColumn} aria-label="Board">
            <Player view={view} side={top} />
            <ReplayBoard belowBoard={<Player view={view} side={bottom} />} />
            {/* The replay's board loads with its rules engine, after the page: a piece tapped
                before then is kept and described once it can be (early-taps.ts). */}
            <EarlyTaps />
            <ReplaySteps />
            <BoardLegend gameName={view.gameName}>
              <GamePieceLegend gameId={view.gameType} />
            </BoardLegend>
          </section>

          <div className={styles.side}>
            <section className="card" aria-labelledby="game-title">
              <h1 id="game-title" className={styles.title}>
                <Link href={`/players/${view.white.id}`}>{view.white.name}</Link> –{" "}
                <Link href={`/players/${view.black.id}`}>{view.black.name}</Link>
              </h1>
              <p className={styles.result}>
                <strong>{view.resultLine}</strong>
              </p>
              <p className={styles.facts}>
                <Link href={view.rulesHref}>{view.gameName}</Link> #{view.number} · {view.timeControl} ·{" "}
                {moveCount} move
                {moveCount === 1 ? "" : "s"} · {view.rated ? "rated" : "casual"}
                {view.isPublic ? null : " · private game"}
              </p>
              <TournamentLine line={view.tournament} />
              {view.rated && !view.white.ratingChange ? (
                <p className="small muted">
                  It ended before both sides had moved, so the ratings did not change.
                </p>
              ) : null}
              <p className="small">
                {replay.rulesLine}.
                <br />
                {replay.startedOn === replay.finishedOn
                  ? `Started and finished on ${replay.finishedOn}.`
                  : `Started ${replay.startedOn}, finished ${replay.finishedOn}.`}
              </p>
              <p className="small">
                Download: <a href={`/games/${view.id}/pgn`}>PGN</a> ·{" "}
                <a href={`/games/${view.id}/json`}>JSON</a>
                {view.viewerSide ? <span className="muted"> (your copy, with your messages)</span> : null}
              </p>
            </section>

            {/* The story: the moves and the players' messages, in order. */}
            <div className={styles.story} data-part="story">
              <section className="card" aria-labelledby="moves">
                <h2 id="moves">Moves</h2>
                {view.viewerSide ? null : (
                  <p className="small muted">The players&apos; messages to each other stay private.</p>
                )}
                <ReplayMoves />
              </section>
              {review ? (
                <ReviewSummary review={review} names={{ WHITE: view.white.name, BLACK: view.black.name }} />
              ) : canAskReview ? (
                <AskReviewCard gameId={view.id} />
              ) : null}
              {/* The computer reads no chat (lib/bot/). */}
              {computerIn({ whiteId: view.white.id, blackId: view.black.id }) ? null : (
                <ChatCard view={view} />
              )}
            </div>

            {/* The tools: what a player can do with the finished game. */}
            <div className={styles.tools} data-part="tools">
              <RematchCard view={view} />
              {note ? <NotesCard gameId={view.id} note={note} /> : null}
            </div>
          </div>
        </div>
      </Replay>
    </>
  );
}
