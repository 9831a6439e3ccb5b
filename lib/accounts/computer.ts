// The computer as a player: one account per level ("Pigeon (computer, level 3)"), so a game's two
// seats are two accounts as in any game, every page and email that shows a name shows the level
// with it (lib/accounts/display-name.ts), and a level's player page keeps that level's record.
// The accounts are known by their fixed ids, so whether a seat is the computer's is a pure check
// on the game row, with no query on the hot path of a move. Their addresses are on the reserved
// `.invalid` domain (RFC 2606), which never delivers, and they are made with all mail off: the
// computer is never emailed, listed in a digest, reminded or rated (its games are casual).
import type { Transaction } from "../jobs/queue";
import { MAX_LEVEL, MIN_LEVEL } from "../search";
import { computerAddress, computerDomain } from "./computer-address";

export { computerLevelOfAddress } from "./computer-address";

export const computerName = "Pigeon";

/** The account id of the computer at this level. */
export const computerId = (level: number): string => `computer-${level}`;

/** The level of the computer with this account id; null for a person. */
export function computerLevelOf(userId: string | null | undefined): number | null {
  const match = /^computer-([1-9])$/.exec(userId ?? "");
  const level = match ? Number(match[1]) : null;
  return level !== null && level >= MIN_LEVEL && level <= MAX_LEVEL ? level : null;
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
 * would fail it on the unique key). Its id is what makes it the computer, never its address: a row
 * some person made on the address before addresses there were refused (an invitation to it) is
 * moved off it first (`movedAddress`), so no row anyone can make stands in the computer's way.
 */
export async function ensureComputer(tx: Transaction, level: number): Promise<string> {
  const id = computerId(level);
  const address = computerAddress(level);
  const made = await tx.$queryRaw<{ id: string }[]>`select id from "User" where id = ${id}`;
  if (made.length > 0) return id;
  await tx.$executeRaw`update "User" set email = 'moved-' || id || ${`@${computerDomain}`}
    where lower(email) = ${address} and id <> ${id}`;
  await tx.$executeRaw`insert into "User" (id, name, email, "emailMode", "mailOff", "replyMoves", "timeZone", "updatedAt")
    values (${id}, ${computerName}, ${address}, 'NONE'::"EmailMode", true, false, 'UTC', now())
    on conflict (id) do nothing`;
  return id;
}
