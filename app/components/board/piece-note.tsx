"use client";

// "White knight on g1: A knight moves two squares…": what the board says under itself when a piece
// on it is tapped. The owner of the board keeps which piece was asked about (useAskedPiece); the
// note is a live region, so a screen reader hears the answer too.

import { useState } from "react";
import type { BoardModel, BoardPiece } from "@/lib/board/model";
import { pieceNote } from "@/lib/board/piece-note";
import styles from "./piece-note.module.css";

/** The piece last asked about; asking about it again puts the question away. */
export function useAskedPiece(model: BoardModel | null) {
  const [square, setSquare] = useState<string>();
  const piece = square ? model?.pieces.find((p) => p.square === square) : undefined;
  const next = (asked: string | undefined, at: string | undefined) =>
    at && at !== asked && model?.pieces.some((p) => p.square === at) ? at : undefined;
  return {
    piece,
    /** A tap on `square`: asks about its piece, or forgets the question (an empty square, the same piece). */
    ask: (at: string | undefined) => setSquare(next(square, at)),
    /** Taps made before the board could answer, in order, as if made now (early-taps.ts). */
    replay: (taps: readonly string[]) => setSquare(taps.reduce(next, square)),
  };
}

export function PieceNoteView({ model, piece }: { readonly model: BoardModel; readonly piece?: BoardPiece }) {
  const note = piece ? pieceNote(model, piece) : null;
  return (
    <div className={styles.note} aria-live="polite" data-piece-note="">
      {note ? (
        <>
          <span
            className={styles.picture}
            // Our own drawing, no user text.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
            dangerouslySetInnerHTML={{ __html: note.svg }}
          />
          <p>
            <strong>{note.title}.</strong> {note.moves}
            {note.pips ? ` ${note.pips}` : ""}
          </p>
        </>
      ) : null}
    </div>
  );
}
