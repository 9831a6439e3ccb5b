// What the game page shows, as plain values (./game-view.ts reads them; its parts fill them in).
import type { Color, Position } from "../../engine";
import type { Side } from "../../generated/prisma/client";
import type { ChatView } from "../talk/talk";

export type Viewer = { id: string; timeZone: string };

export type MoveEntry = {
  ply: number;
  /** The move number: plies 1 and 2 are move 1. */
  number: number;
  side: Side;
  /** "1." before White's move, "1…" before Black's. */
  label: string;
  /** Canonical notation: the record, and the tooltip of `shown`. */
  notation: string;
  /** What the page shows: SAN in chess ("Nf3", "Qxf7#"), a variant's notation with its check mark. */
  shown: string;
  /** The message sent with the move: the players' own correspondence, null for anyone else. */
  message: string | null;
  /** How long the move took: since the move before it (the first: since the game started). */
  tookMs: number;
  /** The same in words: "2 days 3 hours". */
  took: string;
};

/** What the replay page of a finished game adds. */
export type ReplayView = {
  startPosition: string;
  /** The half-move shown: 0 is the start, `plies` the final position. */
  ply: number;
  plies: number;
  /** Why the ply asked for in the URL is not the one shown, or null. */
  notice: string | null;
  /** The result without sides, for titles: "Ana won by checkmate". */
  resultHeadline: string;
  rulesVersion: string;
  /** "Played under the Kings Court rules, version 1". */
  rulesLine: string;
  /** Days in the viewer's zone: "21 November 2026". */
  startedOn: string;
  finishedOn: string;
};

export type PlayerView = {
  id: string;
  name: string;
  side: Side;
  /** Beside the name: "1624" or "1500?" (also with no rated game yet); after a rated game, the rating it left them with. */
  rating: string;
  /** What the finished rated game did to their rating ("+12", "−12"); null for any other game. */
  ratingChange: string | null;
};

export type GameView = {
  id: string;
  /** The short number emails name the game by ("Chess #1042 vs Ana"). */
  number: number;
  gameType: string;
  gameName: string;
  rulesHref: string;
  timeControl: string;
  finished: boolean;
  /** Anyone may see it once it is finished. */
  isPublic: boolean;
  /** The position the game started from (the record is this plus `moves`). */
  startPosition: string;
  /** A rated game changes the players' ratings for this game when it ends; a casual one does not. */
  rated: boolean;
  white: PlayerView;
  black: PlayerView;
  /** The viewer's side, or null for a visitor of a public finished game (read-only). */
  viewerSide: Side | null;
  /** Who sits at the bottom of the board: the viewer's side, turned round by `flip`. */
  orientation: Color;
  toMove: Side;
  /** The move number a submission from this page carries (stale pages are refused by it). */
  nextPly: number;
  yourTurn: boolean;
  /** "your move — 2 days 4 hours left", "Ana's move — time is up"; null once finished. */
  turnLine: string | null;
  /** The computer is to move (lib/bot/): the page says it is thinking; its answer arrives live. */
  computerThinking: boolean;
  /** The game's version when this view was read: the page's live stream starts from it (lib/live/). */
  version: number;
  /** The deadline as a wall-clock time in the viewer's zone (while paused: the one after the return). */
  deadlineText: string | null;
  deadline: Date | null;
  /** "Deadline: …", or while paused "Clock paused; after the return on 28 November the deadline is …". */
  deadlineLine: string | null;
  /** Ended by a player before both sides had moved: no result, unrated. */
  aborted: boolean;
  /** The viewer may abort it now (a player, before both sides have moved). */
  canAbort: boolean;
  /** Takebacks may be asked for in this game. */
  takebacks: boolean;
  /** A pending takeback request, seen from the viewer. */
  takeback: "none" | "by-you" | "by-opponent";
  /** The viewer may ask to take back their last move now. */
  canAskTakeback: boolean;
  /** "Ana is on vacation until 3 December: the clocks are paused."; null while the clocks run. */
  pauseLine: string | null;
  /** With an increment: each side's time in words ("9 days 4 hours"), the side to move's running. */
  banks: Record<Side, string> | null;
  /** Who has offered a draw, seen from the viewer. */
  drawOffer: "none" | "by-you" | "by-opponent" | "by-white" | "by-black";
  /** "Ana won by checkmate", "Draw by agreement"; null while the game runs. */
  resultLine: string | null;
  moves: MoveEntry[];
  /** The players' conversation and whether it takes more: for the players only, null for anyone else. */
  chat: ChatView | null;
  /** The replay of a finished game (position, lastMove and check are then at its ply); null while it runs. */
  replay: ReplayView | null;
  position: Position;
  lastMove?: { from: string; to: string };
  check?: string;
  /** Why the position shown cannot be played from or drawn (./unplayable.ts); null when it can. */
  unplayable: string | null;
  status: string;
  /** Its tournament, round and group; null for a game outside any. */
  tournament: TournamentLine | null;
};

/** A tournament game's place: "Round 3 of <name>, group A", linking to the tournament. */
export type TournamentLine = { href: string; round: number; name: string; where: string };

export type GameViewResult = { ok: true; view: GameView } | { ok: false; reason: string };
