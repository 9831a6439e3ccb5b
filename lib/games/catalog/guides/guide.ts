// The shape of a rules guide: a game's rules for a player, as data. One file per game next to this
// one; app/rules renders them all with one page component. Diagrams name a position and a square;
// the squares a piece can reach are always computed by the engine (./diagram.ts), never listed here.

import type { GameId } from "../catalog";

/** The game's start position, so guides do not copy the engine's start string. */
export const START = "start";

/** A board picture: a position, optionally moves played from it, and a piece whose moves light up. */
export interface Diagram {
  readonly kind: "diagram";
  /** A position string of the game, or START. */
  readonly fen: string;
  /** Moves played from `fen` before drawing; the last one is marked on the board. */
  readonly moves?: readonly string[];
  /** The square of the piece whose legal destinations are highlighted. */
  readonly show?: string;
  readonly caption: string;
}

export interface BulletList {
  readonly kind: "list";
  readonly items: readonly string[];
}

/** A paragraph is plain text; **word** marks a term the paragraph defines. */
export type Block = string | Diagram | BulletList;

export interface Section {
  readonly heading: string;
  readonly body: readonly Block[];
}

/** A move written in this service's notation, with the position it is legal in. */
export interface NotationExample {
  /** Canonical text, exactly as the engine prints it. */
  readonly move: string;
  readonly meaning: string;
  /** The position it is played in (START when absent) ... */
  readonly fen?: string;
  /** ... after these moves. */
  readonly after?: readonly string[];
  /** Other spellings the move box accepts for the same move. */
  readonly alsoAccepted?: readonly string[];
}

export interface Guide {
  readonly game: GameId;
  /** What the game is, in two sentences. */
  readonly intro: string;
  /** The board and the set-up, with a diagram of the start position. */
  readonly setup: Section;
  /** How each piece moves, with a diagram per unusual piece. */
  readonly pieces: Section;
  /** Castling, en passant, promotion and each game's own special moves. */
  readonly special: readonly Section[];
  /** How the game is won, lost and drawn. */
  readonly ending: Section;
  /** How to write a move here. */
  readonly notation: Section & { readonly examples: readonly NotationExample[] };
}

export const diagram = (
  fen: string,
  caption: string,
  extra: { show?: string; moves?: readonly string[] } = {},
): Diagram => ({ kind: "diagram", fen, caption, ...extra });

export const list = (...items: string[]): BulletList => ({ kind: "list", items });
