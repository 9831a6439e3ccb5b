"use client";

// Making a move on the game page: the shared picker (app/components/board/move-picker) finds the
// move, then the player confirms it with an optional message. The board and its legal moves come
// from the server; the rules engine loads in the browser once a piece is picked up (for the
// complete move and its preview), and the kept answers' board once a move is chosen. The server
// checks the move again.

import dynamic from "next/dynamic";
import { type ReactNode, useActionState, useEffect, useMemo, useState } from "react";
import type { GameFormState } from "@/app/_forms/game";
import { sendMove } from "@/app/actions/game/move";
import { MovePicker, type PickedMove } from "@/app/components/board/move-picker";
import { PieceNoteView, useAskedPiece } from "@/app/components/board/piece-note";
import { PlayableBoard } from "@/app/components/board/playable-board";
import { FormError } from "@/app/components/form-error";
import { SubmitButton } from "@/app/components/submit-button";
import { type BoardCode, boardOfCode } from "@/lib/board/board-code";
import { moveMapOfCode } from "@/lib/board/move-map-code";
import type { Color, Position } from "@/lib/engine";
import styles from "./game.module.css";
import { MoveMessageFields } from "./move-message-fields";

// With its own board and the engine: needed only once a move is chosen.
const KeepAnswers = dynamic(() => import("./keep-answers").then((m) => m.KeepAnswers), { ssr: false });

export interface MoveBoardProps {
  readonly gameId: string;
  readonly gameType: string;
  readonly position: Position;
  /** The position's board, as its code (lib/board/board-code.ts: a few strings in the page). */
  readonly board: BoardCode;
  /** Its legal moves' origins and destinations, as lib/board/move-map-code.ts writes them. */
  readonly moves: string;
  readonly orientation: Color;
  readonly nextPly: number;
  readonly lastMove?: { from: string; to: string };
  readonly check?: string;
  /** null against the computer: no message field and no kept answers (it reads neither). */
  readonly messageLimit: number | null;
  /** False while the opponent's draw offer waits (the move form then offers none). */
  readonly canOfferDraw: boolean;
  /** For the conditional answers kept with the move. */
  readonly opponentName?: string;
  /** What sits right under the board (the player at the bottom). */
  readonly belowBoard?: ReactNode;
}

const nothingMovable: ReadonlySet<string> = new Set();

const tapHint = "Your move: tap a piece, then where it goes.";

export function MoveBoard(props: MoveBoardProps) {
  const { gameId, gameType, orientation, nextPly, messageLimit } = props;
  const [chosen, setChosen] = useState<PickedMove>();
  const [state, action, pending] = useActionState<GameFormState, FormData>(sendMove, {});
  const [message, setMessage] = useState("");
  const [answers, setAnswers] = useState(0);
  // The board answers taps only once the page's script runs; until then (or without JavaScript)
  // the hint sends the player to the text box, which works as a plain form.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const model = useMemo(() => boardOfCode(props.board), [props.board]);
  const moves = useMemo(() => moveMapOfCode(props.moves), [props.moves]);
  const preview = chosen?.model;
  const asked = useAskedPiece(preview ?? null);

  return (
    <div className={styles.moveBoard}>
      {chosen && preview ? (
        <>
          <PlayableBoard
            model={preview}
            orientation={orientation}
            lastMove={{ from: chosen.from, to: chosen.to }}
            selected={asked.piece?.square ?? chosen.placed}
            targets={[]}
            movable={nothingMovable}
            onSquare={asked.ask}
            label={`The position after ${chosen.text}`}
          />
          {props.belowBoard}
          <PieceNoteView model={preview} piece={asked.piece} />
        </>
      ) : (
        <MovePicker
          gameType={gameType}
          position={props.position}
          model={model}
          moves={moves}
          orientation={orientation}
          lastMove={props.lastMove}
          check={props.check}
          disabled={pending}
          onPick={setChosen}
          belowBoard={props.belowBoard}
          takesEarlyTaps
          prompt={
            interactive ? (
              tapHint
            ) : (
              // Before the page's script runs, the early-taps script (early-taps.ts) answers taps and
              // swaps these two; without JavaScript the text form is the way to move.
              <>
                <span data-hint-without-script="">
                  Your move: type it in the “Or type your move” form; its list offers every legal move.
                </span>
                <span data-hint-with-script="" hidden>
                  {tapHint}
                </span>
              </>
            )
          }
        />
      )}

      {chosen ? (
        <form action={action} className={`card ${styles.confirm}`} aria-label="Confirm your move">
          <FormError message={state.error} />
          <p className={styles.confirmMove} aria-live="polite">
            Your move <strong>{chosen.text}</strong>
            <span className="muted small"> Check it, then send it.</span>
          </p>
          <input type="hidden" name="gameId" value={gameId} />
          <input type="hidden" name="ply" value={nextPly} />
          <input type="hidden" name="move" value={chosen.text} />
          <MoveMessageFields
            id="board-message"
            rows={3}
            limit={messageLimit}
            message={message}
            onMessage={setMessage}
            canOfferDraw={props.canOfferDraw}
          />
          {messageLimit === null ? null : (
            <KeepAnswers
              key={chosen.text}
              gameType={gameType}
              position={chosen.after}
              ply={nextPly}
              orientation={orientation}
              opponentName={props.opponentName ?? "your opponent"}
              onCount={setAnswers}
            />
          )}
          <div className={styles.buttons}>
            <SubmitButton
              label={
                answers === 0
                  ? "Send move"
                  : `Send move and keep ${answers === 1 ? "1 answer" : `${answers} answers`}`
              }
              pendingLabel="Sending…"
            />
            <button
              type="button"
              className="secondary"
              onClick={() => setChosen(undefined)}
              disabled={pending}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
