// Who gets which game mail. emailMode decides the turn mail (an email per move, one daily
// digest, or none), and the opponent's chat messages go the same way (an email a few minutes after
// them, in the digest, or none); reminders, game-over mail and what conditional moves did come to
// everyone who has not stopped all mail (mailOff). The same four choices are offered on the account page and, without signing
// in, on the unsubscribe page an email's footer links to.
import { db } from "../db/prisma";
import type { EmailMode } from "../generated/prisma/client";
import type { MailChoice } from "./input";

export {
  choiceOf,
  computerMailInput,
  type MailChoice,
  mailChoiceInput,
  mailChoices,
  replyMovesInput,
} from "./input";

export type GameMailKind = "your-turn" | "chat" | "digest" | "reminder" | "game-over" | "conditional";

export function wantsMail(user: { emailMode: EmailMode; mailOff: boolean }, kind: GameMailKind): boolean {
  if (user.mailOff) return false;
  if (kind === "your-turn" || kind === "chat") return user.emailMode === "EACH_MOVE";
  if (kind === "digest") return user.emailMode === "DIGEST";
  return true;
}

function settingsOf(choice: MailChoice): { emailMode?: EmailMode; mailOff: boolean } {
  switch (choice) {
    case "each-move":
      return { emailMode: "EACH_MOVE", mailOff: false };
    case "digest":
      return { emailMode: "DIGEST", mailOff: false };
    case "no-turn-mail":
      return { emailMode: "NONE", mailOff: false };
    case "stop-all":
      // Keeps the turn-mail choice, so turning mail back on restores it.
      return { mailOff: true };
  }
}

export async function setMailChoice(userId: string, choice: MailChoice): Promise<void> {
  await db().user.update({ where: { id: userId }, data: settingsOf(choice) });
}

/** Whether game emails carry a reply address that takes moves (lib/inbound/). */
export async function setReplyMoves(userId: string, on: boolean): Promise<void> {
  await db().user.update({ where: { id: userId }, data: { replyMoves: on } });
}

/** Whether games against the computer may email this person (lib/notify/computer-mail.ts). */
export async function setComputerMail(userId: string, on: boolean): Promise<void> {
  await db().user.update({ where: { id: userId }, data: { computerMail: on } });
}

/** What the account page shows of a person's mail settings. */
export function mailSettingsOf(userId: string) {
  return db().user.findUniqueOrThrow({
    where: { id: userId },
    select: { emailMode: true, mailOff: true, replyMoves: true, computerMail: true },
  });
}
