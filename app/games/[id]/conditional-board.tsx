"use client";

// The game page's conditional moves built on a board, while the opponent is to move: the lines
// already kept are on it, the player plays the opponent's move and their answer (and on: their
// next move, the answer…) and keeps the line; stepping back, they answer the opponent's other
// moves, all without leaving the page. Each line is kept as soon as asked, by the same service as
// the typed form, and the card's list above shows it.

import { useRouter } from "next/navigation";
import { useActionState, useEffect, useMemo, useRef, useState } from "react";
import { type KeptLinesState, keepConditionalLine } from "@/app/actions/conditional/keep";
import { FormError } from "@/app/components/form-error";
import { SubmitButton } from "@/app/components/submit-button";
import type { LineMove } from "@/lib/conditional/tree";
import type { Color, Position } from "@/lib/engine";
import styles from "./conditional.module.css";
import { lineKey, numberedLine } from "./conditional-lines";
import { LineBoard } from "./line-board";

export interface ConditionalBoardProps {
  readonly gameId: string;
  readonly gameType: string;
  /** The game's position now. */
  readonly position: Position;
  /** The opponent's next move: the first move of every line. */
  readonly ply: number;
  readonly orientation: Color;
  readonly opponentName: string;
  /** The lines kept so far. */
  readonly lines: readonly (readonly LineMove[])[];
}

export function ConditionalBoard(props: ConditionalBoardProps) {
  const { gameId, gameType, ply, opponentName } = props;
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const [state, action] = useActionState<KeptLinesState, FormData>(keepConditionalLine, {});
  // A refusal belongs to the line it refused: it goes once the board shows another.
  const sent = useRef("");
  // The card's list of lines is the page's: it is read again once a line is kept.
  useEffect(() => {
    if (state.done) router.refresh();
  }, [state, router]);
  // The lines as last heard of: the action's answer at once, the page's once it is read again.
  const [lines, setLines] = useState(props.lines);
  useEffect(() => setLines(props.lines), [props.lines]);
  useEffect(() => {
    if (state.lines) setLines(state.lines);
  }, [state]);
  const texts = useMemo(() => lines.map((line) => line.map((m) => m.text)), [lines]);

  if (!open)
    return (
      <button type="button" className={`secondary ${styles.opener}`} onClick={() => setOpen(true)}>
        Play lines on a board
      </button>
    );
  return (
    <LineBoard
      gameType={gameType}
      position={props.position}
      ply={ply - 1}
      orientation={props.orientation}
      lines={texts}
      label="Board for your conditional lines"
    >
      {(path, start) => {
        const kept = lines.some(
          (line) => line.length >= path.length && path.every((m, i) => line[i].text === m.text),
        );
        const text = numberedLine(gameType, ply, path);
        return (
          <div className={styles.candidate}>
            {path.length === 0 ? (
              <p className="small">Play {opponentName}&apos;s move on the board, then your answer to it.</p>
            ) : path.length % 2 === 1 ? (
              <p className="small">
                <span className={styles.notation}>{text}</span>: now play your answer to{" "}
                {path[path.length - 1].san}.
              </p>
            ) : kept ? (
              <p className="small" role="status">
                <span className={styles.notation}>{text}</span> is kept. Go on with {opponentName}&apos;s next
                move, or{" "}
                <button type="button" className={styles.linkButton} onClick={start}>
                  back to the start
                </button>{" "}
                to answer another of their moves.
              </p>
            ) : (
              <form
                action={action}
                aria-label="Keep this line"
                onSubmit={() => (sent.current = lineKey(path))}
              >
                <input type="hidden" name="gameId" value={gameId} />
                <input type="hidden" name="ply" value={ply} />
                <input type="hidden" name="moves" value={lineKey(path)} />
                <p className="small">
                  If {opponentName} plays {path[0].san}, you answer {path[1].san}
                  {path.length > 2 ? ", and so on" : ""}: <span className={styles.notation}>{text}</span>
                </p>
                <div>
                  <SubmitButton label="Keep this line" pendingLabel="Keeping…" />
                </div>
              </form>
            )}
            <FormError message={sent.current === lineKey(path) && !kept ? state.error : null} />
          </div>
        );
      }}
    </LineBoard>
  );
}
