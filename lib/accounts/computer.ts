// The computer as a player: one account per level ("Pigeon (computer, level 3)"), so a game's two
// seats are two accounts as in any game, every page and email that shows a name shows the level
// with it (lib/accounts/display-name.ts), and a level's player page keeps that level's record.
// The accounts are known by their fixed ids, so whether a seat is the computer's is a pure check
// on the game row, with no query on the hot path of a move. Their addresses are on the reserved
// `.invalid` domain (RFC 2606), which never delivers, and they are made with all mail off: the
// computer is never emailed, listed in a digest, reminded or rated (its games are casual).
import type { Transaction } from "../jobs/queue";
import { MAX_LEVEL, MIN_LEVEL } from "../search";

export const computerName = "Pigeon";
const computerDomain = "computer.invalid";

/** The account id of the computer at this level. */
export const computerId = (level: number): string => `computer-${level}`;

/** The level of the computer with this account id; null for a person. */
export function computerLevelOf(userId: string | null | undefined): number | null {
  const match = /^computer-([1-9])$/.exec(userId ?? "");
  const level = match ? Number(match[1]) : null;
  return level !== null && level >= MIN_LEVEL && level <= MAX_LEVEL ? level : null;
}

const computerAddress = (level: number) => `level-${level}@${computerDomain}`;

/** The computer's level from its account's address; null for a person's address. */
export function computerLevelOfAddress(email: string): number | null {
  const match = /^level-([1-9])@computer\.invalid$/i.exec(email);
  return match ? Number(match[1]) : null;
}

/** "Pigeon (computer, level 3)": how every page and email names the computer. */
export const computerDisplayName = (level: number) => `${computerName} (computer, level ${level})`;

/** The level of the computer to move in this game, or null when a person is to move. */
export function computerToMove(game: { whiteId: string; blackId: string; plies: number }): number | null {
  return computerLevelOf(game.plies % 2 === 0 ? game.whiteId : game.blackId);
}

/** The computer's seat in this game and its level, or null in a game between people. */
export function computerIn(game: {
  whiteId: string;
  blackId: string;
}): { side: "WHITE" | "BLACK"; level: number; id: string } | null {
  const white = computerLevelOf(game.whiteId);
  if (white !== null) return { side: "WHITE", level: white, id: game.whiteId };
  const black = computerLevelOf(game.blackId);
  if (black !== null) return { side: "BLACK", level: black, id: game.blackId };
  return null;
}

/**
 * The computer's account at this level, made the first time it plays. Two first games at once both
 * insert it: ON CONFLICT lets the second wait for the first and go on (an upsert's read-then-insert
 * would fail it on the unique key).
 */
export async function ensureComputer(tx: Transaction, level: number): Promise<string> {
  const id = computerId(level);
  await tx.$executeRaw`insert into "User" (id, name, email, "emailMode", "mailOff", "replyMoves", "timeZone", "updatedAt")
    values (${id}, ${computerName}, ${computerAddress(level)}, 'NONE'::"EmailMode", true, false, 'UTC', now())
    on conflict do nothing`;
  return id;
}
