// The board picture: a model of a position, its SVG (web) and the legend. `png.ts` is imported on
// its own (server only) because it loads resvg's native binary.

export type { BoardCode } from "./board-code";
export { asBoardModel, boardCode, boardOfCode } from "./board-code";
export { describeBoard } from "./describe";
export type { LegendEntry } from "./legend";
export { pieceLegend } from "./legend";
export type { BoardModel, BoardPiece, BoardSquare } from "./model";
export { boardModel, checkSquare, pipsOf, startModel } from "./model";
export type { PieceNote } from "./piece-note";
export { pieceNote, pieceSvg } from "./piece-note";
export { hasDrawing } from "./piece-set";
export type { Direction } from "./pips";
export type { BoardPictureOptions } from "./render-svg";
export { PALETTE, renderBoardSvg } from "./render-svg";
