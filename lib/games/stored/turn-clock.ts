// The clock of a game row as a turn changes hands: what the mover keeps in its bank, and the next
// side's deadline. A paused game (a player on vacation) counts the mover's time up to the pause,
// and the next turn's pause begins now: its deadline moves on when the pause ends.
import {
  atSeconds,
  bankAfterMove,
  runningDeadline,
  secondsLeft,
  startingBank,
  type TimeControl,
} from "../../clock/clock";
import type { Game as GameRow, Side } from "../../generated/prisma/client";
import { otherSide } from "./seats";

export type TurnClock = {
  deadline: Date;
  whiteSeconds: number;
  blackSeconds: number;
  /** The next side's bank as its turn begins. */
  bank: number;
  pausedAt: Date | null;
};

type ClockRow = Pick<
  GameRow,
  "daysPerMove" | "incrementDays" | "deadline" | "pausedAt" | "whiteSeconds" | "blackSeconds"
>;

export const controlOf = (game: Pick<GameRow, "daysPerMove" | "incrementDays">): TimeControl => ({
  daysPerMove: game.daysPerMove,
  incrementDays: game.incrementDays,
});

export const bankOf = (game: Pick<GameRow, "whiteSeconds" | "blackSeconds">, side: Side): number =>
  side === "WHITE" ? game.whiteSeconds : game.blackSeconds;

const banks = (side: Side, own: number, other: number) =>
  side === "WHITE" ? { whiteSeconds: own, blackSeconds: other } : { whiteSeconds: other, blackSeconds: own };

/** After `mover` moved at `now`: its new bank and the other side's turn. */
export function clockAfterMove(game: ClockRow, mover: Side, now: Date): TurnClock {
  const control = controlOf(game);
  const clockNow = game.pausedAt ?? now;
  const left = game.deadline ? secondsLeft(game.deadline, clockNow) : startingBank(control);
  const moverBank = bankAfterMove(control, left);
  const next = otherSide(mover);
  // A bank of 0 (a row from before banks) counts as a fresh one.
  const bank = bankOf(game, next) || startingBank(control);
  return {
    deadline: atSeconds(now, bank),
    ...banks(mover, moverBank, bank),
    bank,
    pausedAt: game.pausedAt ? now : null,
  };
}

/** A turn that begins again at `now` for `side` (after a takeback), with the bank it has. */
export function clockRestarted(game: ClockRow, side: Side, now: Date): TurnClock {
  const bank = bankOf(game, side) || startingBank(controlOf(game));
  return {
    deadline: atSeconds(now, bank),
    whiteSeconds: game.whiteSeconds,
    blackSeconds: game.blackSeconds,
    bank,
    pausedAt: game.pausedAt ? now : null,
  };
}

/** The deadline as it stands at `now`, a paused clock's moved on by the pause so far. */
export function deadlineNow(game: Pick<GameRow, "deadline" | "pausedAt">, now: Date): Date | null {
  return game.deadline ? runningDeadline(game.deadline, game.pausedAt, now) : null;
}
