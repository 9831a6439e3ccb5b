// The one drawing of a board: an SVG string used as is by the web pages and rasterised for emails.
// One square is 100 units; the `size` option only sets the picture's pixel width.

import type { Color } from "@/lib/engine";
import { labelPath } from "./coordinate-glyphs";
import { describeBoard } from "./describe";
import type { BoardModel, BoardSquare } from "./model";
import { EDGE_WIDTH, LOOKS, type ScreenVector } from "./piece-look";
import { drawingOf } from "./piece-set";
import { STEP } from "./pips";

export interface BoardPictureOptions {
  /** The side at the bottom of the picture (default White). */
  readonly orientation?: Color;
  /** The last move's origin and destination, tinted. */
  readonly lastMove?: { readonly from: string; readonly to: string };
  /** The square of a king in check, marked red. */
  readonly check?: string;
  /** The square the player has picked up a piece from. */
  readonly selected?: string;
  /** Where the selected piece may go: dots on empty squares, corner marks on captures. */
  readonly targets?: readonly string[];
  /** File letters and rank digits along the bottom and left edges (default on). */
  readonly coordinates?: boolean;
  /** Width in pixels (default 340); the height follows the board's shape. */
  readonly size?: number;
  /** Text for assistive technology; defaults to a short description of the position. */
  readonly label?: string;
  /**
   * Show only the part of the board around these squares (one square of margin, at least three
   * squares each way), larger: the move chooser's close-ups. `size` is then the crop's width.
   */
  readonly focus?: readonly string[];
  /** An arrow over the board, from one square to another: the engine's better or best move. */
  readonly arrow?: { readonly from: string; readonly to: string };
}

export const PALETTE = {
  light: "#efe4cf",
  dark: "#a67f5c",
  pit: "#3a322c",
  pitFloor: "#1f1a17",
  lastMove: "#f2c84b",
  selected: "#5fa35a",
  target: "#2f6e33",
  check: "#d4322c",
  arrow: "#2f8a3c",
  labelOnLight: "#8a6647",
  labelOnDark: "#f4ead8",
} as const;

const UNIT = 100;

/** The SVG picture of a board. */
export function renderBoardSvg(model: BoardModel, options: BoardPictureOptions = {}): string {
  const orientation = options.orientation ?? "w";
  const width = Math.round(options.size ?? 340);
  const height = Math.round((width * model.ranks) / model.files);
  const place = placer(model, orientation);
  const byName = new Map(model.squares.map((s) => [s.name, s]));
  const occupied = new Set(model.pieces.map((p) => p.square));
  const label = options.label ?? describeBoard(model);

  const art = squareArt(model, options, width);
  const layers: string[] = [];
  // Layer by layer over the whole board (a piece drawn a little larger than its square overlaps
  // its neighbours' ground, never their pieces).
  const drawn = model.squares.map((square) => art(square, place(square.name)));
  for (const kind of ["ground", "marks", "label", "piece"] as const)
    for (const square of drawn) layers.push(square[kind]);

  // A target holding one of the mover's own men is a swap (Juxtaposition): a ring, not the
  // capture corners, so the picture never says "capture" for it.
  const sides = new Map(model.pieces.map((p) => [p.square, p.side]));
  const moverSide = options.selected ? sides.get(options.selected) : undefined;
  for (const name of options.targets ?? []) {
    if (!byName.has(name)) continue;
    const [x, y] = place(name);
    const swap = name !== options.selected && moverSide !== undefined && sides.get(name) === moverSide;
    layers.push(swap ? swapRing(x, y) : occupied.has(name) ? captureCorners(x, y) : targetDot(x, y));
  }

  if (options.arrow && byName.has(options.arrow.from) && byName.has(options.arrow.to))
    layers.push(arrowOver(place(options.arrow.from), place(options.arrow.to)));

  const view = focusBox(model, place, options.focus) ?? {
    x: 0,
    y: 0,
    w: model.files * UNIT,
    h: model.ranks * UNIT,
  };
  const shownHeight = options.focus?.length ? Math.round((width * view.h) / view.w) : height;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${view.x} ${view.y} ${view.w} ${view.h}" ` +
    `width="${width}" height="${shownHeight}" role="img" aria-label="${escapeXml(label)}">${layers.join("")}</svg>`
  );
}

/** A translucent arrow between two squares' centres (their top-left corners given), over the pieces. */
function arrowOver(from: readonly [number, number], to: readonly [number, number]): string {
  const [x1, y1] = [from[0] + UNIT / 2, from[1] + UNIT / 2];
  const [x2, y2] = [to[0] + UNIT / 2, to[1] + UNIT / 2];
  const length = Math.hypot(x2 - x1, y2 - y1);
  if (length === 0) return "";
  const [ux, uy] = [(x2 - x1) / length, (y2 - y1) / length];
  const head = 34;
  // The shaft stops where the head begins; the head's tip sits a little short of the centre.
  const tip: [number, number] = [x2 - ux * 10, y2 - uy * 10];
  const base: [number, number] = [tip[0] - ux * head, tip[1] - uy * head];
  const side = (k: number): string => `${r(base[0] - uy * k)},${r(base[1] + ux * k)}`;
  return (
    `<g opacity="0.8" data-arrow="1"><line x1="${r(x1)}" y1="${r(y1)}" x2="${r(base[0])}" y2="${r(base[1])}" ` +
    `stroke="${PALETTE.arrow}" stroke-width="16" stroke-linecap="round"/>` +
    `<polygon points="${r(tip[0])},${r(tip[1])} ${side(22)} ${side(-22)}" fill="${PALETTE.arrow}"/></g>`
  );
}

const r = (n: number): number => Math.round(n * 10) / 10;

/** Top-left corner, in picture units, of each square name. */
function placer(model: BoardModel, orientation: Color): (name: string) => [number, number] {
  const at = new Map(model.squares.map((s) => [s.name, s]));
  return (name) => {
    const s = at.get(name);
    if (!s) return [-UNIT, -UNIT];
    const col = orientation === "w" ? s.file : model.files - 1 - s.file;
    const row = orientation === "w" ? model.ranks - 1 - s.rank : s.rank;
    return [col * UNIT, row * UNIT];
  };
}

/** What one square shows, in drawing order, each part placed with its top-left corner at `at`. */
export type SquareArt = { ground: string; marks: string; label: string; piece: string };

/**
 * The drawing of each square of the board: its ground, the marks on it (last move, check), its
 * coordinate label and its piece. The SVG stacks them layer by layer; the PNG renders each square
 * once (./png-tiles.ts) and reuses it wherever the same drawing recurs.
 */
export function squareArt(
  model: BoardModel,
  options: BoardPictureOptions,
  width: number,
): (square: BoardSquare, at: readonly [number, number]) => SquareArt {
  const orientation = options.orientation ?? "w";
  const pieces = new Map(model.pieces.map((p) => [p.square, p]));
  const leftFile = orientation === "w" ? 0 : model.files - 1;
  const bottomRank = orientation === "w" ? 0 : model.ranks - 1;
  // at least 8 px tall on screen, so a 12-file board at phone width stays readable
  const labelHeight = Math.min(30, Math.max(22, (8 * UNIT * model.files) / width));
  const coordinates = options.coordinates ?? true;
  const tints: [string | undefined, string, number][] = [
    [options.lastMove?.from, PALETTE.lastMove, 0.45],
    [options.lastMove?.to, PALETTE.lastMove, 0.6],
    [options.selected, PALETTE.selected, 0.55],
  ];
  return (square, [x, y]) => {
    let marks = "";
    for (const [name, colour, opacity] of tints)
      if (name === square.name && !square.pit)
        marks += `<rect x="${x}" y="${y}" width="${UNIT}" height="${UNIT}" fill="${colour}" fill-opacity="${opacity}"/>`;
    if (options.check === square.name)
      marks +=
        `<rect x="${x}" y="${y}" width="${UNIT}" height="${UNIT}" fill="${PALETTE.check}" fill-opacity="0.35"/>` +
        `<circle cx="${x + 50}" cy="${y + 50}" r="44" fill="none" stroke="${PALETTE.check}" stroke-width="7"/>`;
    let label = "";
    if (coordinates) {
      const colour = square.pit || square.shade === "dark" ? PALETTE.labelOnDark : PALETTE.labelOnLight;
      if (square.file === leftFile)
        label += labelPath(String(square.rank + 1), x + 6, y + 6, labelHeight, colour);
      if (square.rank === bottomRank)
        label += labelPath(
          square.name.replace(/\d+$/, ""),
          x + UNIT - 6,
          y + UNIT - 8 - labelHeight,
          labelHeight,
          colour,
          "end",
        );
    }
    const piece = pieces.get(square.name);
    let drawing = "";
    if (piece) {
      const look = LOOKS[piece.side];
      const pips = piece.pips.map((d) => screenVector(STEP[d], orientation));
      drawing =
        `<g transform="${pieceTransform(x, y)}" fill="${look.body}" stroke="${look.edge}" stroke-width="${EDGE_WIDTH}" ` +
        `stroke-linejoin="round" stroke-linecap="round">${drawingOf(model.game, piece.name)(look, pips)}</g>`;
    }
    return { ground: groundOf(square, [x, y]), marks, label, piece: drawing };
  };
}

/** Where a piece drawing (a 100-unit square of its own) sits on the square at x, y: slightly enlarged. */
export const pieceTransform = (x: number, y: number): string =>
  `translate(${x + 50} ${y + 50}) scale(1.06) translate(-50 -50)`;

/** A board direction (x toward h, y toward rank 8) as seen on screen (y down). */
function screenVector([dx, dy]: readonly [number, number], orientation: Color): ScreenVector {
  return orientation === "w" ? [dx, -dy] : [-dx, dy];
}

function groundOf(square: BoardSquare, [x, y]: readonly [number, number]): string {
  if (square.pit)
    return (
      `<rect x="${x}" y="${y}" width="${UNIT}" height="${UNIT}" fill="${PALETTE.pit}"/>` +
      `<rect x="${x + 12}" y="${y + 12}" width="${UNIT - 24}" height="${UNIT - 24}" rx="10" fill="${PALETTE.pitFloor}"/>`
    );
  const fill = square.shade === "light" ? PALETTE.light : PALETTE.dark;
  return `<rect x="${x}" y="${y}" width="${UNIT}" height="${UNIT}" fill="${fill}"/>`;
}

/** A dashed ring: the selected man may swap places with the one standing here. */
const swapRing = (x: number, y: number): string =>
  `<circle cx="${x + 50}" cy="${y + 50}" r="40" fill="none" stroke="${PALETTE.target}" stroke-width="7" stroke-dasharray="14 9" stroke-opacity="0.85" data-marker="swap"/>`;

const targetDot = (x: number, y: number): string =>
  `<circle cx="${x + 50}" cy="${y + 50}" r="15" fill="${PALETTE.target}" fill-opacity="0.55"/>`;

/** Four corner triangles: the square is a capture target, and the piece on it stays visible. */
const captureCorners = (x: number, y: number): string =>
  `<path d="M${x} ${y} l26 0 l-26 26 Z M${x + UNIT} ${y} l0 26 l-26 -26 Z M${x + UNIT} ${y + UNIT} l-26 0 l26 -26 Z M${x} ${y + UNIT} l0 -26 l26 26 Z" fill="${PALETTE.target}" fill-opacity="0.6"/>`;

const escapeXml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The screen rectangle around `squares`, one square of margin, at least 3×3, within the board. */
function focusBox(
  model: BoardModel,
  place: (name: string) => [number, number],
  squares: readonly string[] | undefined,
): { x: number; y: number; w: number; h: number } | null {
  const known = new Set(model.squares.map((s) => s.name));
  const spots = (squares ?? []).filter((name) => known.has(name)).map(place);
  if (spots.length === 0) return null;
  const span = (values: number[], limit: number): [number, number] => {
    let low = Math.max(0, Math.min(...values) - UNIT);
    let high = Math.min(limit, Math.max(...values) + 2 * UNIT);
    while (high - low < 3 * UNIT && (low > 0 || high < limit)) {
      if (low > 0) low -= UNIT;
      if (high - low < 3 * UNIT && high < limit) high += UNIT;
    }
    return [low, high];
  };
  const [x0, x1] = span(
    spots.map(([x]) => x),
    model.files * UNIT,
  );
  const [y0, y1] = span(
    spots.map(([, y]) => y),
    model.ranks * UNIT,
  );
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}
