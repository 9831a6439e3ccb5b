"use client";

// The analysis board's conditional moves, for a player of the running game: lines are played on
// the analysis board itself, and kept from here without leaving it.
// - While the opponent is to move: the line from the game's position to the move shown (their
//   move, the answer, …) is kept at once; the lines kept are listed, each to show on the board or
//   delete, so several variations are built one after another.
// - On the player's own move: their move, a reply they expect and their answer make a line; the
//   lines are gathered here, then the move is sent with them ("play my move and keep these
//   answers"), by the game's own move form.

import { useActionState, useEffect, useRef, useState } from "react";
import type { GameFormState } from "@/app/_forms/game";
import {
  dropConditionalLine,
  type KeptLinesState,
  keepConditionalLine,
} from "@/app/actions/conditional/keep";
import { sendMove } from "@/app/actions/game/move";
import { useGame } from "@/app/components/board/engine-move-picker";
import { FormError } from "@/app/components/form-error";
import { SubmitButton } from "@/app/components/submit-button";
import { type LineMove, type Tree, withLine } from "@/lib/conditional/tree";
import type { Position } from "@/lib/engine";
import type { AnalysisLine } from "@/lib/games/view/analysis-tree";
import styles from "../conditional.module.css";
import { lineKey, lineMovesFrom, numberedLine } from "../conditional-lines";

export interface ConditionalPanelProps {
  readonly gameId: string;
  readonly gameType: string;
  /** The game's position now, and the half-moves played to it. */
  readonly position: Position;
  readonly plies: number;
  /** "theirs": the opponent is to move; "mine": the player is. */
  readonly turn: "theirs" | "mine";
  readonly opponentName: string;
  /** The lines kept (while the opponent is to move). */
  readonly lines: readonly (readonly LineMove[])[];
  /** The board's line from the start to the move shown. */
  readonly path: AnalysisLine | null;
  /** Shows a line on the board (its last move). */
  readonly onShow: (line: AnalysisLine) => void;
}

export function ConditionalPanel(props: ConditionalPanelProps) {
  return (
    <section className="card stack" aria-labelledby="analysis-conditional">
      <h2 id="analysis-conditional">Conditional moves</h2>
      {props.turn === "theirs" ? <TheirTurn {...props} /> : <MyTurn {...props} />}
    </section>
  );
}

/** The board's line as moves from the game's position, or why it is not one. */
function fromNow(props: ConditionalPanelProps, game: ReturnType<typeof useGame>): LineMove[] | string {
  const { path, plies } = props;
  if (!path || !game) return "";
  if (path.fromPly < plies || (path.fromPly > plies && path.moves.length > 0))
    return "Conditional moves start from the game's position now: go to its last move on the board.";
  return lineMovesFrom(game, props.position, path.moves) ?? "";
}

/** Back to the game's position now (its last move), on the board. */
function GoNow({ props }: { props: ConditionalPanelProps }) {
  return (
    <button
      type="button"
      className="secondary"
      onClick={() => props.onShow({ fromPly: props.plies, moves: [] })}
    >
      Go to the position now
    </button>
  );
}

function TheirTurn(props: ConditionalPanelProps) {
  const { gameId, gameType, plies, opponentName } = props;
  const game = useGame(gameType);
  const [keepState, keep] = useActionState<KeptLinesState, FormData>(keepConditionalLine, {});
  const [dropState, drop] = useActionState<KeptLinesState, FormData>(dropConditionalLine, {});
  const [lines, setLines] = useState(props.lines);
  useEffect(() => {
    if (keepState.lines) setLines(keepState.lines);
  }, [keepState]);
  useEffect(() => {
    if (dropState.lines) setLines(dropState.lines);
  }, [dropState]);
  const sent = useRef("");
  const line = fromNow(props, game);
  const ply = plies + 1;
  const text = typeof line === "string" ? "" : numberedLine(gameType, ply, line);
  const kept =
    typeof line !== "string" &&
    lines.some((l) => l.length >= line.length && line.every((m, i) => l[i].text === m.text));

  return (
    <>
      <p className="small muted">
        Play {opponentName}&apos;s move on the board, then your answer, and keep the line: if {opponentName}{" "}
        plays that move, your answer is played at once. Step back to answer their other moves. {opponentName}{" "}
        never sees your lines.
      </p>
      <div className={styles.candidate}>
        {typeof line === "string" ? (
          line ? (
            <p className="small">
              {line} <GoNow props={props} />
            </p>
          ) : null
        ) : line.length === 0 ? (
          <p className="small">Play {opponentName}&apos;s move on the board, then your answer to it.</p>
        ) : line.length % 2 === 1 ? (
          <p className="small">
            <span className={styles.notation}>{text}</span>: now play your answer to{" "}
            {line[line.length - 1].san}.
          </p>
        ) : kept ? (
          <p className="small" role="status">
            <span className={styles.notation}>{text}</span> is kept. Go on with {opponentName}&apos;s next
            move, or step back to answer another.
          </p>
        ) : (
          <form
            action={keep}
            aria-label="Keep as conditional moves"
            onSubmit={() => (sent.current = lineKey(line))}
          >
            <input type="hidden" name="gameId" value={gameId} />
            <input type="hidden" name="ply" value={ply} />
            <input type="hidden" name="moves" value={lineKey(line)} />
            <p className="small">
              If {opponentName} plays {line[0].san}, you answer {line[1].san}
              {line.length > 2 ? ", and so on" : ""}: <span className={styles.notation}>{text}</span>
            </p>
            <div>
              <SubmitButton label="Keep this line" pendingLabel="Keeping…" />
            </div>
          </form>
        )}
        <FormError
          message={
            typeof line !== "string" && sent.current === lineKey(line) && !kept ? keepState.error : null
          }
        />
      </div>
      {lines.length === 0 ? (
        <p className="small">You have no conditional moves in this game.</p>
      ) : (
        <ul className={styles.lines} aria-label="Your conditional lines">
          {lines.map((kept) => {
            const shown = numberedLine(gameType, ply, kept);
            return (
              <li key={lineKey(kept)}>
                <span className={styles.notation}>{shown}</span>
                <span className={styles.lineButtons}>
                  <button
                    type="button"
                    className="secondary"
                    aria-label={`Show the line ${shown} on the board`}
                    onClick={() => props.onShow({ fromPly: plies, moves: kept.map((m) => m.text) })}
                  >
                    Show
                  </button>
                  <form action={drop}>
                    <input type="hidden" name="gameId" value={gameId} />
                    <input type="hidden" name="line" value={lineKey(kept)} />
                    <SubmitButton
                      label="Delete"
                      pendingLabel="Deleting…"
                      ariaLabel={`Delete the line ${shown}`}
                    />
                  </form>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <FormError message={dropState.error} />
    </>
  );
}

function MyTurn(props: ConditionalPanelProps) {
  const { gameId, gameType, plies, opponentName } = props;
  const game = useGame(gameType);
  const [answers, setAnswers] = useState<LineMove[][]>([]);
  const [refusal, setRefusal] = useState<{ line: string; reason: string } | null>(null);
  const [state, send] = useActionState<GameFormState, FormData>(sendMove, {});
  const line = fromNow(props, game);
  const ply = plies + 1;
  const text = typeof line === "string" ? "" : numberedLine(gameType, ply, line);
  const mine = answers[0]?.[0];
  const kept =
    typeof line !== "string" &&
    answers.some((l) => l.length >= line.length && line.every((m, i) => l[i].text === m.text));

  const add = (path: readonly LineMove[]) => {
    let tree: Tree = [];
    for (const answer of [...answers, path]) {
      const added = withLine(tree, answer.slice(1));
      if ("refused" in added) {
        setRefusal({ line: lineKey(path), reason: added.refused });
        return;
      }
      tree = added.tree;
    }
    setRefusal(null);
    setAnswers([...answers, [...path]]);
  };

  return (
    <>
      <p className="small muted">
        It is your move. Play it on the board, then a reply {opponentName} may make and your answer, and keep
        the line; then send your move with its answers. If {opponentName} replies so, your answer is played at
        once. {opponentName} never sees them.
      </p>
      <div className={styles.candidate}>
        {typeof line === "string" ? (
          line ? (
            <p className="small">
              {line} <GoNow props={props} />
            </p>
          ) : null
        ) : line.length === 0 ? (
          <p className="small">Play your move on the board.</p>
        ) : mine && line[0].text !== mine.text ? (
          <p className="small">
            Your answers go with your move {mine.san}: to keep answers to {line[0].san} instead, remove them
            first.
          </p>
        ) : line.length === 1 ? (
          <p className="small">
            Now play a reply {opponentName} may make to {line[0].san}, and your answer.
          </p>
        ) : line.length % 2 === 0 ? (
          <p className="small">
            <span className={styles.notation}>{text}</span>: now play your answer to{" "}
            {line[line.length - 1].san}.
          </p>
        ) : kept ? (
          <p className="small" role="status">
            <span className={styles.notation}>{text}</span> goes with your move. Step back to answer another
            reply.
          </p>
        ) : (
          <>
            <p className="small">
              After {line[0].san}, if {opponentName} replies {line[1].san}, you answer {line[2].san}
              {line.length > 3 ? ", and so on" : ""}: <span className={styles.notation}>{text}</span>
            </p>
            <div>
              <button type="button" onClick={() => add(line)}>
                Keep this answer
              </button>
            </div>
          </>
        )}
        {refusal && typeof line !== "string" && refusal.line === lineKey(line) && !kept ? (
          <p className="notice error" role="alert">
            {refusal.reason}
          </p>
        ) : null}
      </div>
      {answers.length > 0 && mine ? (
        <form action={send} aria-label="Send your move with its answers" className="stack">
          <ul className={styles.lines} aria-label="Answers kept with your move">
            {answers.map((answer, index) => {
              const shown = numberedLine(gameType, ply, answer);
              return (
                <li key={lineKey(answer)}>
                  <span className={styles.notation}>{shown}</span>
                  <button
                    type="button"
                    className="secondary"
                    aria-label={`Remove the answer ${shown}`}
                    onClick={() => setAnswers(answers.filter((_, i) => i !== index))}
                  >
                    Remove
                  </button>
                </li>
              );
            })}
          </ul>
          <input type="hidden" name="gameId" value={gameId} />
          <input type="hidden" name="ply" value={ply} />
          <input type="hidden" name="move" value={mine.text} />
          <input
            type="hidden"
            name="answers"
            value={JSON.stringify(answers.map((answer) => answer.slice(1).map((m) => m.text)))}
          />
          <FormError message={state.error} />
          <div>
            <SubmitButton
              label={`Send ${numberedLine(gameType, ply, [mine])} and keep ${answers.length === 1 ? "this answer" : `these ${answers.length} answers`}`}
              pendingLabel="Sending…"
            />
          </div>
        </form>
      ) : null}
    </>
  );
}
