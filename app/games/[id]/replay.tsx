"use client";

// The replay of a finished game. The server renders it at the ply in the URL (the board the game
// view has already read), and every control is a real link (`?ply=N`), so it works without
// JavaScript. In the browser, once hydrated, the positions are rebuilt once from the record with the
// rules engine (lib/games/replay), and the buttons, the arrow keys and the move list step through
// them without a round trip; the address follows along (history.replaceState), so the position on
// screen is always the one a copied link shows.

import {
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import Link from "@/app/components/link";
import { useStepKeys } from "@/app/components/step-keys";
import { boardModel } from "@/lib/board/model";
import type { Color } from "@/lib/engine";
import { type ReplayFrame, replayFrames } from "@/lib/games/stored/replay";
import { type Side, sideName } from "@/lib/games/stored/seats";
import type { MoveReview, ReviewOnPage } from "@/lib/review/read";
import styles from "./game.module.css";
import { GameBoard } from "./game-board";
import { MoveMessage } from "./move-message";
import { MoveMark, MoveReviewNote } from "./review-marks";

export type ReplayMove = {
  ply: number;
  label: string;
  notation: string;
  /** As players read it (SAN in chess); `notation` is its tooltip and what the replay plays. */
  shown: string;
  side: Side;
  message: string | null;
  took: string;
};

export interface ReplayProps {
  readonly gameId: string;
  readonly gameType: string;
  readonly startPosition: string;
  readonly moves: readonly ReplayMove[];
  readonly names: { readonly WHITE: string; readonly BLACK: string };
  readonly initialPly: number;
  /** The board at `initialPly`, read by the server: drawn until the browser has every frame. */
  readonly initialBoard: Pick<ReplayFrame, "lastMove" | "check"> & { readonly position: string };
  readonly orientation: Color;
  readonly flipped: boolean;
  /** The engine review (./review-marks.tsx), when the game has one. */
  readonly review?: ReviewOnPage | null;
  readonly children: ReactNode;
}

type Frames = { ok: true; value: ReplayFrame[] } | { ok: false; reason: string };

type ReplayState = {
  props: ReplayProps;
  ply: number;
  /** Every position of the game; null on the server and until the browser has replayed it. */
  frames: Frames | null;
  go: (ply: number) => void;
  href: (ply: number, flipped?: boolean) => string;
};

const ReplayContext = createContext<ReplayState | null>(null);

function useReplay(): ReplayState {
  const state = useContext(ReplayContext);
  if (!state) throw new Error("a replay part is drawn outside <Replay>");
  return state;
}

/** The engine review of the move that led to `ply`, if the game was reviewed. */
function reviewAt(props: ReplayProps, ply: number): MoveReview | undefined {
  return props.review?.status === "done" ? props.review.moves[ply - 1] : undefined;
}

/** Holds the ply shown; the board, the controls and the move list inside it all follow it. */
export function Replay(props: ReplayProps) {
  const { gameId, gameType, startPosition, moves, initialPly, flipped } = props;
  const [ply, setPly] = useState(initialPly);
  const last = moves.length;
  const [frames, setFrames] = useState<Frames | null>(null);
  // In the browser only: the server draws the one board it was asked for and replays nothing.
  // React runs this before it handles any step, so a step always finds the frames.
  useEffect(() => {
    const replayed = replayFrames(
      gameType,
      startPosition,
      moves.map((m) => m.notation),
    );
    setFrames(
      replayed.ok ? { ok: true, value: replayed.value } : { ok: false, reason: replayed.error.reason },
    );
  }, [gameType, startPosition, moves]);

  const href = useCallback(
    (to: number, flip = flipped) => {
      const query = new URLSearchParams({ ply: String(to) });
      if (flip) query.set("flip", "1");
      return `/games/${gameId}?${query}`;
    },
    [gameId, flipped],
  );

  const go = useCallback(
    (to: number) => {
      const next = Math.min(Math.max(to, 0), last);
      setPly(next);
      window.history.replaceState(null, "", href(next));
    },
    [last, href],
  );

  const steps = useMemo(() => ({ back: ply - 1, forward: ply + 1, first: 0, last }), [ply, last]);
  useStepKeys(steps, go);

  const state = useMemo(() => ({ props, ply, frames, go, href }), [props, ply, frames, go, href]);
  return <ReplayContext.Provider value={state}>{props.children}</ReplayContext.Provider>;
}

/** A plain click steps in place; a click that opens a new tab or window follows the link. */
function stepOnClick(go: (ply: number) => void, ply: number) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(ply);
  };
}

/** The board at the current ply, its last move tinted and a king in check marked. */
export function ReplayBoard({ belowBoard }: { readonly belowBoard?: ReactNode }) {
  const { props, ply, frames } = useReplay();
  if (frames && !frames.ok)
    return (
      <>
        <p className="notice error">This game&apos;s record does not replay: {frames.reason}</p>
        {belowBoard}
      </>
    );
  const frame = frames ? frames.value[ply] : props.initialBoard;
  const model = boardModel(props.gameType, frame.position);
  if (!model.ok) return <p className="notice error">{model.error.reason}</p>;
  return (
    <GameBoard
      board={model.value}
      orientation={props.orientation}
      lastMove={frame.lastMove}
      check={frame.check}
      arrow={reviewAt(props, ply)?.better ?? undefined}
      belowBoard={belowBoard}
      takesEarlyTaps
    />
  );
}

/** First, previous, next, last; what the current move was; turning the board round. */
export function ReplaySteps() {
  const { props, ply, go, href } = useReplay();
  const last = props.moves.length;
  const steps: { label: string; text: string; to: number; disabled: boolean }[] = [
    { label: "First position", text: "« First", to: 0, disabled: ply === 0 },
    { label: "Previous move", text: "‹ Previous", to: ply - 1, disabled: ply === 0 },
    { label: "Next move", text: "Next ›", to: ply + 1, disabled: ply === last },
    { label: "Last move", text: "Last »", to: last, disabled: ply === last },
  ];

  return (
    <div className={styles.replay}>
      <nav className={styles.steps} aria-label="Step through the game">
        {steps.map((step) =>
          step.disabled ? (
            // Nothing to step to (already at that end): shown, but not a way to go anywhere.
            <button key={step.label} type="button" className={styles.step} aria-label={step.label} disabled>
              {step.text}
            </button>
          ) : (
            <a
              key={step.label}
              className={styles.step}
              href={href(step.to)}
              aria-label={step.label}
              onClick={stepOnClick(go, step.to)}
            >
              {step.text}
            </a>
          ),
        )}
      </nav>
      <Caption />
      <p className="small">
        <Link href={href(ply, !props.flipped)} scroll={false}>
          Turn the board round
        </Link>{" "}
        · <Link href={`/games/${props.gameId}/analysis?ply=${ply}`}>Analyse from here</Link>
        <span className={`muted ${styles.keyHint}`}> · Keys: ← → step, Home and End jump.</span>
      </p>
    </div>
  );
}

/** "12… Ng8-f6 — Bart (Black), took 2 days 3 hours", and the message sent with it. */
function Caption() {
  const { props, ply } = useReplay();
  const last = props.moves.length;
  const move = ply > 0 ? props.moves[ply - 1] : null;
  const side = (who: Side) => `${props.names[who]} (${sideName(who)})`;
  return (
    <div className={styles.caption} aria-live="polite">
      <p id="replay-caption" className={styles.captionLine}>
        {move ? (
          <>
            <strong
              className={styles.notation}
              title={move.shown === move.notation ? undefined : move.notation}
            >
              {move.label} {move.shown}
            </strong>{" "}
            — {side(move.side)}, took {move.took}
          </>
        ) : (
          <>
            <strong>Starting position</strong> — {side("WHITE")} moves first
          </>
        )}
      </p>
      <p className="small muted">
        Half-move {ply} of {last}
        {ply === last ? " · the final position" : ""}
      </p>
      {move ? <MoveReviewNote review={reviewAt(props, ply)} gameId={props.gameId} /> : null}
      {move ? <MoveMessage author={props.names[move.side]} text={move.message} /> : null}
    </div>
  );
}

/** The record as links to each ply, the current one marked; it keeps the current move in view. */
export function ReplayMoves() {
  const { props, ply, go, href } = useReplay();
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    // Scroll the list itself, never the page: stepping with the keys must not move the board away.
    const box = list.current;
    const item = box?.querySelector<HTMLElement>(`[data-ply="${ply}"]`);
    if (!box || !item) return;
    const top = item.offsetTop;
    const bottom = top + item.offsetHeight;
    if (top < box.scrollTop) box.scrollTop = top;
    else if (bottom > box.scrollTop + box.clientHeight) box.scrollTop = bottom - box.clientHeight;
  }, [ply]);

  const entry = (to: number, content: ReactNode) => (
    <a
      href={href(to)}
      className={styles.moveLink}
      aria-current={to === ply ? "true" : undefined}
      onClick={stepOnClick(go, to)}
    >
      {content}
    </a>
  );

  return (
    <ol className={`${styles.moves} ${styles.replayMoves}`} ref={list}>
      <li data-ply={0} className={styles.replayMove}>
        {entry(0, <span>Starting position</span>)}
      </li>
      {props.moves.map((move) => (
        <li key={move.ply} data-ply={move.ply} className={styles.replayMove}>
          {entry(
            move.ply,
            <>
              <span className={styles.moveLabel}>{move.label}</span>{" "}
              <span
                className={styles.notation}
                title={move.shown === move.notation ? undefined : move.notation}
              >
                {move.shown}
              </span>
              <MoveMark review={reviewAt(props, move.ply)} />
            </>,
          )}
          <span className={styles.took}>
            <span className={styles.visuallyHidden}>took </span>
            {move.took}
          </span>
        </li>
      ))}
    </ol>
  );
}
