// /games/<id>/analysis?ply=N: the analysis board, opened at half-move N of the game (its current
// or final position when no N). Whoever may see the game may analyse it: its players while it
// runs, anyone once a public game has ended (the board only replays the public record). A
// signed-in viewer's analysis is kept (lib/analysis/), only for them. The players also get their
// private notes beside it, and while the game runs their conditional moves. The board runs in the
// browser; until its script runs (or without JavaScript) the page shows the position and says so.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EarlyTaps } from "@/app/components/board/early-taps-keeper";
import Link from "@/app/components/link";
import { computerIn } from "@/lib/accounts/computer";
import { analysisOnPage } from "@/lib/analysis/keep";
import { currentUser } from "@/lib/auth/session";
import { boardCode } from "@/lib/board/board-code";
import { boardModel } from "@/lib/board/model";
import { positionMoveMap } from "@/lib/board/move-map";
import { moveMapCode } from "@/lib/board/move-map-code";
import { myConditionalMoves } from "@/lib/conditional/lines";
import { boardAt } from "@/lib/games/stored/board-at";
import { choosePly } from "@/lib/games/stored/replay";
import { gameView } from "@/lib/games/view/game-view";
import { readNote } from "@/lib/notes/notes";
import { reviewOnPage } from "@/lib/review/read";
import styles from "../game.module.css";
import { GameBoard } from "../game-board";
import { AnalysisWorkspace } from "./analysis-workspace";

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ ply?: string | string[]; line?: string | string[] }>;
};

export const metadata: Metadata = { title: "Analysis board", robots: { index: false } };

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function AnalysisPage({ params, searchParams }: Props) {
  const [{ id }, search] = await Promise.all([params, searchParams]);
  const user = await currentUser();
  const found = await gameView(id, user, new Date());
  if (!found.ok) notFound();
  const view = found.view;
  const record = view.moves.map((m) => m.notation);
  const chosen = choosePly(firstOf(search.ply), record.length);
  const note = user && view.viewerSide ? await readNote(view.id, user.id) : null;
  const kept = user ? await analysisOnPage(view, user.id) : null;
  // No conditional moves against the computer: it answers at once (lib/bot/).
  const running =
    view.viewerSide &&
    !view.finished &&
    !view.unplayable &&
    !computerIn({ whiteId: view.white.id, blackId: view.black.id });
  const [me, opponent] = view.viewerSide === "WHITE" ? [view.white, view.black] : [view.black, view.white];
  const mine =
    user && running
      ? await myConditionalMoves(
          { id: view.id, plies: view.nextPly - 1, whiteId: view.white.id, blackId: view.black.id },
          me.id,
        )
      : null;
  // A reviewed finished game's marks ("??") on its moves, as on the game page.
  const review = view.finished ? await reviewOnPage({ ...view, plies: record.length }) : null;
  const asked = firstOf(search.line);
  const saved = note?.lines.find((line) => line.id === asked);
  const shown =
    chosen.ply === record.length
      ? { position: view.position, lastMove: view.lastMove }
      : boardAt(view.gameType, view.startPosition, record, chosen.ply);
  const shownModel = shown ? boardModel(view.gameType, shown.position) : null;

  return (
    <div className={`wrap ${styles.page}`}>
      <p className="small">
        <Link href={`/games/${view.id}`}>← Back to the game</Link>
      </p>
      <h1 className={styles.title}>
        Analysis board: {view.white.name} – {view.black.name}
      </h1>
      <p className={`small muted ${styles.facts}`}>
        {view.gameName} ·{" "}
        {user ? "your analysis is kept for you alone" : "the moves you try here stay in this page"}
        {view.viewerSide ? "; nothing is sent to your opponent." : "."}
      </p>
      {chosen.notice ? (
        <div className="notice info" role="status">
          {chosen.notice}
        </div>
      ) : null}
      <AnalysisWorkspace
        gameId={view.id}
        gameType={view.gameType}
        startPosition={view.startPosition}
        record={record}
        startPly={chosen.ply}
        orientation={view.orientation}
        note={note}
        initialLine={saved ? { fromPly: saved.fromPly, moves: saved.moves } : undefined}
        keep={kept ? { gameId: view.id, ...kept } : null}
        review={review?.status === "done" ? review.moves : undefined}
        conditional={
          running && mine
            ? {
                turn: view.yourTurn ? "mine" : "theirs",
                position: view.position,
                opponentName: opponent.name,
                lines: view.yourTurn ? [] : mine.lines,
              }
            : null
        }
        fallback={
          <>
            {shown && shownModel?.ok ? (
              <GameBoard
                board={boardCode(shownModel.value)}
                orientation={view.orientation}
                lastMove={shown.lastMove}
                // Until the analysis board replaces this one, a tap on a piece lights up its moves.
                earlyMoves={moveMapCode(positionMoveMap(view.gameType, shown.position))}
              />
            ) : null}
            <EarlyTaps />
            {/* Not <noscript>: a browser that blocks scripts for one site still parses it as text. The
                board replaces this as soon as its script runs. */}
            <p className="notice info" role="status">
              The analysis board runs in your browser and needs JavaScript. If this message stays, turn
              JavaScript on to try moves here; above is the game at half-move {chosen.ply}.
            </p>
          </>
        }
      />
    </div>
  );
}
