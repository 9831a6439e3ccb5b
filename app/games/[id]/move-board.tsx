"use client";

// Making a move on the board: tap a piece, its legal destinations light up, tap one; when several
// moves share that origin and destination (promotion piece, Mercenary placement, Joust heading or
// route) choose among previews of the positions they lead to; then confirm with an optional message.
// Legal moves come from the rules engine running here in the browser; the server checks again.

import { useActionState, useEffect, useMemo, useState } from "react";
import type { GameFormState } from "@/app/actions/game-forms";
import { sendMove } from "@/app/actions/game-move";
import { BoardView } from "@/app/components/board/board-view";
import { PlayableBoard } from "@/app/components/board/playable-board";
import { FormError } from "@/app/components/form-error";
import { SubmitButton } from "@/app/components/submit-button";
import { boardModel } from "@/lib/board";
import { joustTurnChoices } from "@/lib/board/joust-choices";
import { differingSquares, moveCaption, promotionOrder } from "@/lib/board/move-caption";
import { type Color, type Game, getGame, type Position } from "@/lib/engine";
import styles from "./game.module.css";
import { MoveMessageFields } from "./move-message-fields";

type Choice = {
  from: string;
  to: string;
  text: string;
  after: Position;
  /** Where a piece is placed besides the move (Wild Jokers' Mercenary), marked on the preview. */
  placed?: string;
  caption?: string;
};

export interface MoveBoardProps {
  readonly gameId: string;
  readonly gameType: string;
  readonly position: Position;
  readonly orientation: Color;
  readonly nextPly: number;
  readonly lastMove?: { from: string; to: string };
  readonly check?: string;
  readonly messageLimit: number;
}

export function MoveBoard(props: MoveBoardProps) {
  const { gameId, gameType, position, orientation, nextPly, messageLimit } = props;
  const game = useMemo(() => {
    const found = getGame(gameType);
    return found.ok ? found.value : null;
  }, [gameType]);
  const choices = useMemo(() => (game ? game.moveChoices(position) : []), [game, position]);
  const model = useMemo(() => boardModel(gameType, position), [gameType, position]);
  const [selected, setSelected] = useState<string>();
  const [options, setOptions] = useState<{ to: string; list: Choice[] }>();
  const [chosen, setChosen] = useState<Choice>();
  const [state, action, pending] = useActionState<GameFormState, FormData>(sendMove, {});
  const [message, setMessage] = useState("");
  // The board answers taps only once the page's script runs; until then (or without JavaScript)
  // the hint sends the player to the text box, which works as a plain form.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);

  if (!game || !model.ok) return null;
  const movable = new Set(choices.map((c) => c.from));
  const targets = selected ? [...new Set(choices.filter((c) => c.from === selected).map((c) => c.to))] : [];

  // The options' close-ups show what differs between them (a heading, a promoted piece, a rook, a
  // placed Mercenary) and the landing square, larger than the whole board would.
  const focus = options
    ? differingSquares(
        game,
        options.list.map((c) => c.after),
        [options.to],
      )
    : [];

  const reset = () => {
    setSelected(undefined);
    setOptions(undefined);
    setChosen(undefined);
  };

  const onSquare = (square: string) => {
    if (chosen || pending) return;
    if (selected && targets.includes(square)) {
      const list = choicesBetween(game, position, selected, square);
      if (list.length === 1) setChosen(list[0]);
      else setOptions({ to: square, list });
      return;
    }
    setOptions(undefined);
    setSelected(movable.has(square) && square !== selected ? square : undefined);
  };

  const preview = chosen ? boardModel(gameType, chosen.after) : null;

  return (
    <div className={styles.moveBoard}>
      {chosen && preview?.ok ? (
        <BoardView
          model={preview.value}
          orientation={orientation}
          lastMove={{ from: chosen.from, to: chosen.to }}
          selected={chosen.placed}
          size={640}
          className={styles.boardPicture}
          label={`The position after ${chosen.text}`}
        />
      ) : (
        <PlayableBoard
          model={model.value}
          orientation={orientation}
          lastMove={selected ? undefined : props.lastMove}
          check={props.check}
          selected={selected}
          targets={targets}
          movable={movable}
          onSquare={onSquare}
          disabled={pending}
        />
      )}
      <p className="muted small" aria-live="polite">
        {chosen
          ? `Your move: ${chosen.text}. Check it, then send it.`
          : options
            ? `Several moves go from ${selected} to ${options.to}: choose one below.`
            : selected
              ? targets.length > 0
                ? `${selected} is selected: tap a highlighted square.`
                : `The piece on ${selected} cannot move.`
              : interactive
                ? "Your move: tap a piece, then where it goes."
                : "Your move: type it in the “Or type your move” form; its list offers every legal move."}
      </p>

      {options && !chosen ? (
        <fieldset className={styles.chooser}>
          <legend>Choose the move</legend>
          <ul className={styles.choices}>
            {options.list.map((choice) => {
              const preview = boardModel(gameType, choice.after);
              return (
                <li key={choice.text}>
                  <button type="button" className={styles.choice} onClick={() => setChosen(choice)}>
                    {preview.ok ? (
                      <BoardView
                        model={preview.value}
                        orientation={orientation}
                        lastMove={selected ? { from: selected, to: options.to } : undefined}
                        selected={choice.placed}
                        coordinates={false}
                        focus={focus}
                        size={150}
                        label={`The position after ${choice.text}`}
                      />
                    ) : null}
                    <span className={styles.choiceText}>{choice.text}</span>
                    {choice.caption ? <span className="small muted">{choice.caption}</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
          <button type="button" className="secondary" onClick={reset}>
            Cancel
          </button>
        </fieldset>
      ) : null}

      {selected && !options && !chosen ? (
        <button type="button" className="secondary" onClick={reset}>
          Put the piece back
        </button>
      ) : null}

      {chosen ? (
        <form action={action} className={`card ${styles.confirm}`} aria-label="Confirm your move">
          <FormError message={state.error} />
          <p className={styles.confirmMove}>
            Your move <strong>{chosen.text}</strong>
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
          />
          <div className={styles.buttons}>
            <SubmitButton label="Send move" pendingLabel="Sending…" />
            <button type="button" className="secondary" onClick={reset} disabled={pending}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

/** The complete moves from `from` to `to`, each with the position it leads to. */
function choicesBetween(game: Game, position: Position, from: string, to: string): Choice[] {
  if (game.id === "joust") {
    const landing = joustTurnChoices(game, position, from).find((l) => l.to === to);
    return (landing?.turns ?? []).map((turn) => ({
      from,
      to,
      text: turn.text,
      after: turn.position,
      caption: [
        headingWords(turn.heading),
        turn.captures.length > 0 ? `captures on ${turn.captures.join(", ")}` : "",
      ]
        .filter(Boolean)
        .join(", "),
    }));
  }
  const landedOn = (after: Position) => game.boardView(after).find((p) => p.square === to)?.letter;
  return game
    .movesBetween(position, from, to)
    .map((choice) => {
      const after = game.play(position, choice.move);
      const caption = moveCaption(game, position, { ...choice, from, to }, after);
      return { from, to, text: choice.text, after, placed: choice.placed, caption };
    })
    .sort((a, b) => promotionOrder(game, landedOn(a.after)) - promotionOrder(game, landedOn(b.after)));
}

const compass: Record<string, string> = {
  N: "north",
  NE: "north-east",
  E: "east",
  SE: "south-east",
  S: "south",
  SW: "south-west",
  W: "west",
  NW: "north-west",
};

/** Joust's heading code in words: "Ends facing north-east", "Ends with its pips on the diagonals (x)". */
function headingWords(heading: string): string {
  if (heading === "+") return "Ends with its pips on the ranks and files (+)";
  if (heading === "x") return "Ends with its pips on the diagonals (x)";
  return `Ends facing ${compass[heading] ?? heading}`;
}
