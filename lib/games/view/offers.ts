// What the game page offers and shows of the players' requests: a draw offer or a takeback
// request seen from the viewer, and whether the viewer may abort or ask for a takeback now.
import type { Side } from "../../generated/prisma/client";
import type { StoredGame } from "../stored/stored-game";
import { abortable } from "../turn/abort";
import { lastPlyOf } from "../turn/takeback";
import type { GameView } from "./types";

type OffersView = Pick<GameView, "takeback" | "drawOffer" | "canAbort" | "takebacks" | "canAskTakeback">;

export function offersView(row: StoredGame, viewerSide: Side | null, finished: boolean): OffersView {
  const takeback = !row.takebackBy
    ? "none"
    : row.takebackBy === viewerSide
      ? "by-you"
      : viewerSide
        ? "by-opponent"
        : "none";
  const drawOffer = !row.drawOfferedBy
    ? "none"
    : viewerSide
      ? row.drawOfferedBy === viewerSide
        ? "by-you"
        : "by-opponent"
      : row.drawOfferedBy === "WHITE"
        ? "by-white"
        : "by-black";
  return {
    takeback,
    drawOffer,
    canAbort: !finished && viewerSide !== null && abortable(row),
    takebacks: row.takebacks,
    canAskTakeback:
      !finished &&
      row.takebacks &&
      viewerSide !== null &&
      row.takebackBy === null &&
      lastPlyOf(viewerSide, row.plies) > 0,
  };
}
