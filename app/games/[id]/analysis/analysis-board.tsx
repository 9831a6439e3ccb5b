"use client";

// The analysis board: the game's own moves are the main line, and the player (or a visitor of a
// public finished game) makes moves for both sides from any point of it with the same picker,
// chooser and legality as real play (the rules engine runs here, in the browser). Moving from an
// earlier point makes a variation; a variation can be promoted, up to the main line; a move can
// carry a comment. The tree is written out in notation, every move a button that goes back to it.
// For a signed-in viewer the tree is kept as it changes (use-kept-analysis.ts) and comes back on
// any device; nothing is ever sent to the opponent. What acts on the board's line (saving it to
// the notes, conditional moves) comes in through `actions` and `children`, and so can more panels
// beside the moves (an engine's, later).

import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { EngineMovePicker, useGame } from "@/app/components/board/engine-move-picker";
import { MoveTree } from "@/app/components/board/move-tree";
import { useMoveTree } from "@/app/components/board/use-move-tree";
import { useStepKeys } from "@/app/components/step-keys";
import { commentLimit, restored, type StoredMove } from "@/lib/analysis/stored";
import type { Color } from "@/lib/engine";
import { describeOutcome } from "@/lib/engine";
import {
  type AnalysisLine,
  type AnalysisTree,
  addLine,
  gameTree,
  lineOf,
  onMainLine,
  pathOf,
  playedAt,
  plyLabel,
  promote,
  rootId,
} from "@/lib/games/view/analysis-tree";
import type { MoveReview } from "@/lib/review/read";
import { boardShape } from "../board-shape";
import styles from "../game.module.css";
import { MoveMark } from "../review-marks";
import own from "./analysis.module.css";
import type { EngineLine } from "./engine-lines";
import { EnginePanel } from "./engine-panel";
import { type KeepState, useKeptAnalysis } from "./use-kept-analysis";

/** The viewer's kept analysis, as the page read it. */
export type KeptOnPage = {
  readonly gameId: string;
  readonly revision: number;
  readonly moves: readonly StoredMove[];
  readonly dropped: number;
};

export interface AnalysisBoardProps {
  readonly gameType: string;
  readonly startPosition: string;
  /** The game's moves so far (canonical notation): the tree's main line. */
  readonly record: readonly string[];
  /** The ply the board opens at (0 = the start). */
  readonly startPly: number;
  readonly orientation: Color;
  /** What shows until the script has built the tree (and all there is without JavaScript). */
  readonly fallback: ReactNode;
  /**
   * The signed-in viewer's kept analysis: the board starts from it and keeps every change. Null
   * for a visitor who is not signed in: the moves then stay in this page.
   */
  readonly keep: KeptOnPage | null;
  /** A line to add and show (a saved one the player picked); a new value each time it is asked for. */
  readonly show?: { readonly line: AnalysisLine; readonly key: number };
  /**
   * Called whenever the move shown changes, with the line through it (on to the end of its main
   * continuation) and the path to it, each as `moves` after the game's first `fromPly` half-moves
   * (empty while it follows the game). For whoever acts on the board's line (conditional moves).
   */
  readonly onLine?: (line: AnalysisLine, path: AnalysisLine) => void;
  /** Buttons under the move tree that act on the current line (save it to the notes). */
  readonly actions?: (line: AnalysisLine) => ReactNode;
  /** More of the side column, under the moves: panels (conditional moves, the player's notes). */
  readonly children?: ReactNode;
  /** The engine review's moves of a finished game: their marks ("??") on the game's moves. */
  readonly review?: readonly MoveReview[];
}

export function AnalysisBoard(props: AnalysisBoardProps) {
  const { gameType, startPosition, record, startPly, onLine, show, keep } = props;
  const game = useGame(gameType);
  const marks = useMemo(
    () =>
      new Map(
        (props.review ?? [])
          .filter((move) => move.mark)
          .map((move) => [move.ply, <MoveMark key="mark" review={move} />]),
      ),
    [props.review],
  );
  const { built, setBuilt, problem, setProblem, go, play, remove, promoteShown, commentShown, steps } =
    useMoveTree();
  const [flipped, setFlipped] = useState(false);
  const [left, setLeft] = useState(0);
  // The engine's best move, when its panel is asked to show it.
  const [arrow, setArrow] = useState<{ from: string; to: string } | null>(null);
  const [engineLine, setEngineLine] = useState<EngineLine | null>(null);
  const boardColumn = useRef<HTMLElement>(null);
  // On a phone the engine's card is under the board's tools: once it starts, bring the board back
  // to the top of the screen, with the evaluation drawn under it (own.underBoard).
  const engineStarted = useCallback(() => {
    if (window.matchMedia("(max-width: 879px)").matches)
      boardColumn.current?.scrollIntoView({ block: "start" });
  }, []);

  // In the browser only: the server draws the fallback and replays nothing. The page drawn again
  // with the same game record (a form's answer) keeps the board as the player left it.
  useEffect(() => {
    const tree = gameTree(gameType, startPosition, record);
    if (!tree.ok) {
      setProblem(`This game's record does not replay: ${tree.error.reason}`);
      return;
    }
    setBuilt((now) => {
      if (now && sameRecord(now.tree, record)) return now;
      const back = keep ? restored(tree.value, keep.moves) : { tree: tree.value, dropped: 0 };
      setLeft(back.dropped + (keep?.dropped ?? 0));
      return { tree: back.tree, current: playedAt(back.tree, startPly) };
    });
  }, [gameType, startPosition, record, startPly, keep, setBuilt, setProblem]);

  useEffect(() => {
    if (!show) return;
    setBuilt((now) => {
      if (!now) return now;
      const added = addLine(now.tree, show.line);
      if (!added.ok) {
        setProblem(`That line no longer plays: ${added.error.reason}`);
        return now;
      }
      setProblem(null);
      return { tree: added.value.tree, current: added.value.node };
    });
  }, [show, setBuilt, setProblem]);

  // Another tab's or device's moves, merged by the server, join this tree.
  const adopt = useCallback(
    (merged: StoredMove[]) =>
      setBuilt((now) => (now ? { ...now, tree: restored(now.tree, merged, false).tree } : now)),
    [setBuilt],
  );
  // The revision the page was read at; the hook counts on from there.
  const [keeping] = useState(() => (keep ? { gameId: keep.gameId, revision: keep.revision } : null));
  const kept = useKeptAnalysis(keeping, built?.tree ?? null, adopt);

  const line = useMemo(() => (built ? lineOf(built.tree, built.current) : null), [built]);
  const path = useMemo(() => (built ? pathOf(built.tree, built.current) : null), [built]);
  useEffect(() => {
    if (line && path) onLine?.(line, path);
  }, [line, path, onLine]);

  useStepKeys(steps, go);

  const orientation: Color = flipped ? (props.orientation === "w" ? "b" : "w") : props.orientation;
  const node = built ? built.tree.nodes[built.current] : null;
  const outcome = game && node ? game.outcome(node.position) : null;
  const toMove = game && node ? (game.turn(node.position) === "w" ? "White" : "Black") : "";

  return (
    <div className={`${styles.layout} ${own.fitted}`} style={boardShape(gameType)}>
      <section className={styles.boardColumn} aria-label="Analysis board" ref={boardColumn}>
        {built && node && steps ? (
          <div className={styles.moveBoard}>
            <EngineMovePicker
              key={`${built.current}-${built.tree.nodes.length}`}
              gameType={gameType}
              position={node.position}
              orientation={orientation}
              lastMove={node.lastMove}
              check={node.check}
              arrow={arrow ?? undefined}
              onPick={(move) => play(move.text)}
              takesEarlyTaps
              prompt={
                outcome && outcome.status === "over"
                  ? `Game over here: ${describeOutcome(outcome)}.`
                  : `${toMove} to move: tap a piece, then where it goes.`
              }
            />
            {engineLine ? (
              <p className={`small ${own.underBoard}`}>
                <strong className={own.evaluation} data-part="board-evaluation" title="From White's side">
                  {engineLine.evaluation}
                </strong>{" "}
                <span className="muted">
                  {engineLine.best ? `best ${engineLine.best.shown} · ` : ""}depth {engineLine.depth}
                </span>
              </p>
            ) : null}
            <nav className={styles.steps} aria-label="Step through the analysis">
              <Step label="First position" text="« First" to={steps.first} go={go} />
              <Step label="Back one move" text="‹ Back" to={steps.back} go={go} />
              <Step label="Forward one move" text="Forward ›" to={steps.forward} go={go} />
              <Step label="End of this line" text="End »" to={steps.last} go={go} />
            </nav>
            <p className="small">
              <button type="button" className={own.linkButton} onClick={() => setFlipped(!flipped)}>
                Turn the board round
              </button>
              <span className={`muted ${styles.keyHint}`}> · Keys: ← → step, Home and End jump.</span>
            </p>
          </div>
        ) : (
          props.fallback
        )}
        {problem ? (
          <p className="notice error" role="alert">
            {problem}
          </p>
        ) : null}
      </section>

      <div className={styles.side}>
        <EnginePanel
          gameType={gameType}
          position={node?.position ?? null}
          ply={node?.ply ?? 0}
          onArrow={setArrow}
          onLine={setEngineLine}
          onStart={engineStarted}
        />
        <section className="card" aria-labelledby="analysis-moves">
          <h2 id="analysis-moves">Moves and variations</h2>
          {built && node ? (
            <>
              <p className="small muted" aria-live="polite">
                {node.id === rootId
                  ? "The starting position."
                  : `${plyLabel(node.ply)} ${node.shown}: ${node.played ? "played in the game" : "your analysis"}.`}
              </p>
              <ShownMoveButtons built={built} remove={remove} promoteShown={promoteShown} />
              <MoveTree tree={built.tree} current={built.current} go={go} marks={marks} />
              {node.id !== rootId ? (
                <CommentField
                  key={`${built.current}-${node.comment ?? ""}`}
                  label={`Your comment on ${plyLabel(node.ply)} ${node.shown}`}
                  comment={node.comment ?? ""}
                  onKeep={commentShown}
                />
              ) : null}
              {left > 0 ? (
                <p className="notice info small" role="status">
                  {left === 1 ? "One move" : `${left} moves`} of your kept analysis no longer{" "}
                  {left === 1 ? "plays" : "play"} here, so {left === 1 ? "it was" : "they were"} left out.
                </p>
              ) : null}
              <KeepStatus keep={keep} state={kept.state} flush={kept.flush} />
              {line && props.actions ? <div className={own.actions}>{props.actions(line)}</div> : null}
            </>
          ) : (
            <p className="small muted">The moves appear here once the board&apos;s script runs.</p>
          )}
        </section>
        {props.children}
      </div>
    </div>
  );
}

/** Whether the tree's moves of the game are `record`. */
function sameRecord(tree: AnalysisTree, record: readonly string[]): boolean {
  let at = rootId;
  for (const text of record) {
    const next = tree.nodes[at].children.find((id) => tree.nodes[id].played);
    if (next === undefined || tree.nodes[next].text !== text) return false;
    at = next;
  }
  return !tree.nodes[at].children.some((id) => tree.nodes[id].played);
}

/** What can be done to the move shown: delete a tried one, promote a variation. */
function ShownMoveButtons({
  built,
  remove,
  promoteShown,
}: {
  built: NonNullable<ReturnType<typeof useMoveTree>["built"]>;
  remove: () => void;
  promoteShown: (all: boolean) => void;
}) {
  const node = built.tree.nodes[built.current];
  const main = onMainLine(built.tree, built.current);
  // One step up reaches the main line, or more are needed: "Make it the main line" then too.
  const oneStep = !main && onMainLine(promote(built.tree, built.current), built.current);
  if (node.id === rootId || (node.played && main)) return null;
  return (
    <p className={`small ${own.shownButtons}`}>
      {!main ? (
        <button type="button" className="secondary" onClick={() => promoteShown(false)}>
          Promote this variation
        </button>
      ) : null}
      {!main && !oneStep ? (
        <button type="button" className="secondary" onClick={() => promoteShown(true)}>
          Make it the main line
        </button>
      ) : null}
      {!node.played ? (
        <button type="button" className="secondary" onClick={remove}>
          {node.children.length > 0 ? `Delete ${node.shown} and the moves after it` : `Delete ${node.shown}`}
        </button>
      ) : null}
    </p>
  );
}

/** A comment on the move shown: kept with the analysis and written into its PGN. */
function CommentField({
  label,
  comment,
  onKeep,
}: {
  label: string;
  comment: string;
  onKeep: (text: string) => void;
}) {
  const [draft, setDraft] = useState(comment);
  const changed = draft.trim() !== comment;
  return (
    <form
      className={own.comment}
      onSubmit={(event) => {
        event.preventDefault();
        onKeep(draft.trim());
      }}
    >
      <label htmlFor="move-comment" className="small">
        {label}
      </label>
      <textarea
        id="move-comment"
        rows={2}
        maxLength={commentLimit}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder="An idea, a warning, a plan."
      />
      {changed ? (
        <div>
          <button type="submit" className="secondary">
            {draft.trim() ? "Keep the comment" : "Remove the comment"}
          </button>
        </div>
      ) : null}
    </form>
  );
}

/** Whether what the board shows is kept, and the PGN of what is. */
function KeepStatus({
  keep,
  state,
  flush,
}: {
  keep: KeptOnPage | null;
  state: KeepState;
  flush: () => Promise<void>;
}) {
  if (!keep)
    return (
      <p className="small muted">
        The moves you try stay in this page until you leave it. Sign in to keep your analysis.
      </p>
    );
  const href = `/games/${keep.gameId}/analysis/pgn`;
  return (
    <div className={own.keep}>
      {state.status === "error" ? (
        <p className="notice error small" role="alert">
          {state.error}{" "}
          <button type="button" className={own.linkButton} onClick={() => void flush()}>
            Try again
          </button>
        </p>
      ) : (
        <p className="small muted" role="status">
          {state.status === "kept"
            ? "Your analysis is kept: it is here when you come back, on any device. Only you see it."
            : "Saving your analysis…"}
        </p>
      )}
      <p className="small">
        <a
          href={href}
          onClick={(event) => {
            // The file is what is kept: a change still on its way is kept first.
            if (state.status === "kept") return;
            event.preventDefault();
            void flush().then(() => window.location.assign(href));
          }}
        >
          Download this analysis (PGN)
        </a>
      </p>
    </div>
  );
}

function Step({
  label,
  text,
  to,
  go,
}: {
  label: string;
  text: string;
  to?: number;
  go: (to?: number) => void;
}) {
  return (
    <button
      type="button"
      className={styles.step}
      aria-label={label}
      disabled={to === undefined}
      onClick={() => go(to)}
    >
      {text}
    </button>
  );
}
