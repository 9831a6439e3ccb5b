// Mail in a game against the computer, decided here and nowhere else. The person is playing on
// the page: the computer answers in seconds and the page shows it, as it shows the game's end and
// the computer's answers to takebacks and draw offers. So by default such a game sends no mail at
// all (Lichess and Chess.com send none either): no "your move", no reminder, no game-over, no
// offer notice, no digest line. A person who wants to hear when the computer answered while they
// were away turns on `computerMail` (the preferences page): then one email goes once the computer
// has answered and they have made no request for `awayAfterMs`, and no other until they come back.
// Their own turn has no deadline pressure by default: the deadline still runs (an abandoned game
// ends on time, silently, so it stops counting against the games-in-progress limit), but its
// reminders follow the same rule as "your move".
import { computerIn } from "../accounts/computer";
import { awayAfterMs } from "../accounts/last-seen";
import type { GameMailKind } from "./preferences";

export { awayAfterMs };

/** Every email a game can cause, as far as this rule is concerned. */
export type ComputerMailKind = GameMailKind | "offer" | "game-started" | "aborted";

export type ComputerMailReader = {
  id: string;
  mailOff: boolean;
  computerMail: boolean;
  lastSeenAt: Date | null;
};

export type ComputerGameMail =
  | { send: true; key: string }
  /** `askAgainAt`: the person was active; ask again when they would count as away. */
  | { send: false; why: string; askAgainAt?: Date };

/** Whether this game is one against the computer, so its mail goes by `computerGameMail`. */
export const againstComputer = (game: { whiteId: string; blackId: string }): boolean =>
  computerIn(game) !== null;

/**
 * The rule: whether an email of this kind goes to the person in a game against the computer, at
 * `now`, and under which event key. The key names the person's absence (their lastSeenAt), so all
 * the turn emails of one absence share it and at most one is sent until a request moves it.
 */
export function computerGameMail(
  kind: ComputerMailKind,
  reader: ComputerMailReader,
  now: Date,
): ComputerGameMail {
  if (reader.mailOff) return { send: false, why: "all mail is off" };
  if (!reader.computerMail)
    return { send: false, why: "games against the computer send no mail (the default)" };
  if (kind === "digest") return { send: true, key: "" };
  if (kind !== "your-turn" && kind !== "reminder")
    return { send: false, why: "the page shows it: only a turn waiting while away is mailed" };
  const seen = reader.lastSeenAt?.getTime() ?? 0;
  if (now.getTime() - seen < awayAfterMs)
    return { send: false, why: "the player is active", askAgainAt: new Date(seen + awayAfterMs) };
  return { send: true, key: `computer-away:${reader.id}:${seen}` };
}
