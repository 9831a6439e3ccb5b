"use client";

// "Play my move and keep these answers": inside the move's confirm form, the player may play, on a
// board that starts after their chosen move, replies the opponent may make and their answer to
// each, and keep those lines with the move. Nothing is sent until the move is: the lines ride in
// the form (`answers`) and are checked and kept in the move's own transaction, so they are in place
// before the opponent can reply.

import { useEffect, useMemo, useState } from "react";
import { type LineMove, type Tree, withLine } from "@/lib/conditional/tree";
import type { Color, Position } from "@/lib/engine";
import styles from "./conditional.module.css";
import { lineKey, numberedLine } from "./conditional-lines";
import { LineBoard } from "./line-board";

export interface KeepAnswersProps {
  readonly gameType: string;
  /** The position after the player's chosen move. */
  readonly position: Position;
  /** Half-moves played up to and including the chosen move. */
  readonly ply: number;
  readonly orientation: Color;
  readonly opponentName: string;
  /** How many answers will go with the move, for the send button. */
  readonly onCount: (count: number) => void;
}

export function KeepAnswers(props: KeepAnswersProps) {
  const { gameType, ply, opponentName, onCount } = props;
  const [open, setOpen] = useState(false);
  const [answers, setAnswers] = useState<LineMove[][]>([]);
  const [refusal, setRefusal] = useState<{ line: string; reason: string } | null>(null);
  useEffect(() => onCount(answers.length), [answers, onCount]);
  const texts = useMemo(() => answers.map((line) => line.map((m) => m.text)), [answers]);

  /** The answers as one tree, as they will be kept: a reply answered once. */
  const add = (line: readonly LineMove[]) => {
    let tree: Tree = [];
    for (const kept of [...answers, line]) {
      const added = withLine(tree, kept);
      if ("refused" in added) {
        setRefusal({ line: lineKey(line), reason: added.refused });
        return;
      }
      tree = added.tree;
    }
    setRefusal(null);
    setAnswers([...answers, [...line]]);
  };

  return (
    <div className="stack">
      {answers.length > 0 ? (
        <>
          <input type="hidden" name="answers" value={JSON.stringify(texts)} />
          <p className="small">Sent with your move, to be played at once if {opponentName} replies so:</p>
          <ul className={styles.lines} aria-label="Answers kept with your move">
            {answers.map((line, index) => {
              const text = numberedLine(gameType, ply + 1, line);
              return (
                <li key={lineKey(line)}>
                  <span className={styles.notation}>{text}</span>
                  <button
                    type="button"
                    className="secondary"
                    aria-label={`Remove the answer ${text}`}
                    onClick={() => setAnswers(answers.filter((_, i) => i !== index))}
                  >
                    Remove
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {!open ? (
        <button type="button" className={`secondary ${styles.opener}`} onClick={() => setOpen(true)}>
          Keep answers to {opponentName}&apos;s replies…
        </button>
      ) : (
        <LineBoard
          gameType={gameType}
          position={props.position}
          ply={ply}
          orientation={props.orientation}
          lines={texts}
          label={`Board for your answers to ${opponentName}'s replies`}
        >
          {(path, start) => {
            const text = numberedLine(gameType, ply + 1, path);
            const kept = answers.some(
              (line) => line.length >= path.length && path.every((m, i) => line[i].text === m.text),
            );
            return (
              <div className={styles.candidate}>
                {path.length === 0 ? (
                  <p className="small">
                    Play a reply {opponentName} may make to your move, then your answer to it. If they play
                    it, your answer is played at once.
                  </p>
                ) : path.length % 2 === 1 ? (
                  <p className="small">
                    <span className={styles.notation}>{text}</span>: now play your answer to{" "}
                    {path[path.length - 1].san}.
                  </p>
                ) : kept ? (
                  <p className="small" role="status">
                    <span className={styles.notation}>{text}</span> goes with your move.{" "}
                    <button type="button" className={styles.linkButton} onClick={start}>
                      Back to the start
                    </button>{" "}
                    to answer another reply.
                  </p>
                ) : (
                  <>
                    <p className="small">
                      If {opponentName} replies {path[0].san}, you answer {path[1].san}
                      {path.length > 2 ? ", and so on" : ""}: <span className={styles.notation}>{text}</span>
                    </p>
                    <div>
                      <button type="button" onClick={() => add(path)}>
                        Keep this answer
                      </button>
                    </div>
                  </>
                )}
                {refusal && refusal.line === lineKey(path) && !kept ? (
                  <p className="notice error" role="alert">
                    {refusal.reason}
                  </p>
                ) : null}
              </div>
            );
          }}
        </LineBoard>
      )}
    </div>
  );
}
