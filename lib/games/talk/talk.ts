// The game's conversation as the game page shows it to a player: every message in time order, the
// one a move carried, the one an offer, answer or resignation carried, and the chat, each with who
// wrote it, when, and after which move (so it reads in order with the moves). Pure: the game view
// (./view.ts) hands in what it has read.

import type { Side } from "../../generated/prisma/client";
import { safeZone } from "../stored/deadline";
import { playerSide } from "../stored/seats";
import { actionWords, type ConversationMessage } from "./conversation";

export type TalkEntry = {
  id: string;
  side: Side;
  /** Written by the viewer. */
  mine: boolean;
  body: string;
  /** What it went with, after the name: "with 12… Nf6", "offered a draw"; null for a chat message. */
  went: string | null;
  /**
   * Where in the game it was written, for the line that sets it among the moves: "1. e4",
   * "12… Nf6", "Before the first move", "After the game".
   */
  stage: string;
  /** When, in the viewer's time zone: "24 Nov, 18:05". */
  at: string;
  /** The same, for a machine (the page's `<time>`). */
  iso: string;
};

export type ChatView = {
  entries: TalkEntry[];
  /** Why no more can be written, or null while the chat is open. */
  closed: string | null;
};

type MoveRead = {
  ply: number;
  label: string;
  shown: string;
  side: Side;
  message: string | null;
  playedAt: Date;
};

/**
 * The conversation in time order. `conversation` holds the messages besides the moves' own (as
 * read from GameMessage); a message written after moves later taken back follows the last move
 * that stands. `endedAt` is when the game ended (null while it goes on).
 */
export function talkOf(
  moves: readonly MoveRead[],
  conversation: readonly ConversationMessage[],
  players: { whiteId: string; viewerSide: Side },
  timeZone: string,
  endedAt: Date | null,
): TalkEntry[] {
  const zone = safeZone(timeZone);
  const stageAfter = (ply: number) => {
    const move = moves[Math.min(ply, moves.length) - 1];
    return move ? `${move.label} ${move.shown}` : "Before the first move";
  };
  const entries: (TalkEntry & { order: number })[] = [];
  for (const move of moves) {
    if (!move.message) continue;
    entries.push({
      ...common(`move-${move.ply}`, move.side, move.playedAt, zone, players.viewerSide),
      body: move.message,
      went: `with ${move.label} ${move.shown}`,
      stage: stageAfter(move.ply),
      order: move.playedAt.getTime(),
    });
  }
  for (const message of conversation) {
    const side: Side = playerSide(players, message.authorId);
    const afterEnd = endedAt !== null && message.writtenAt > endedAt;
    entries.push({
      ...common(message.id, side, message.writtenAt, zone, players.viewerSide),
      body: message.body,
      went: message.action ? actionWords[message.action] : null,
      stage: afterEnd ? "After the game" : stageAfter(message.ply),
      order: message.writtenAt.getTime(),
    });
  }
  // Stable: at the same moment a move's message comes before what was written with it.
  return entries.sort((a, b) => a.order - b.order).map(({ order: _, ...entry }) => entry);
}

function common(id: string, side: Side, at: Date, zone: string, viewerSide: Side) {
  return { id, side, mine: side === viewerSide, at: shortTime(at, zone), iso: at.toISOString() };
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** "24 Nov, 18:05" in `timeZone`. */
export function shortTime(at: Date, timeZone: string): string {
  const zone = safeZone(timeZone);
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formats.set(zone, format);
  }
  return format.format(at).replace(" at ", ", ");
}
