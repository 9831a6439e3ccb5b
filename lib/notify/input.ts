// The four email choices, as the account page and the unsubscribe page offer them. No server
// imports here: the choice form is a client component.
import { z } from "zod";

type Mode = "EACH_MOVE" | "DIGEST" | "NONE";

export const mailChoices = [
  {
    value: "each-move",
    label: "Email me every move",
    hint: "A “your move” email each time it is your turn.",
  },
  {
    value: "digest",
    label: "One daily digest",
    hint: "One email a morning listing the games waiting for you.",
  },
  {
    value: "no-turn-mail",
    label: "No turn emails",
    hint: "Only the 24-hours-left reminders and the result of each game.",
  },
  { value: "stop-all", label: "Stop all email", hint: "Nothing at all, not even reminders or results." },
] as const;
export type MailChoice = (typeof mailChoices)[number]["value"];

export const mailChoiceInput = z.object({
  choice: z.enum(mailChoices.map((c) => c.value) as [MailChoice, ...MailChoice[]], {
    message: "Choose one of the email options.",
  }),
});

export function choiceOf(user: { emailMode: Mode; mailOff: boolean }): MailChoice {
  if (user.mailOff) return "stop-all";
  return user.emailMode === "EACH_MOVE"
    ? "each-move"
    : user.emailMode === "DIGEST"
      ? "digest"
      : "no-turn-mail";
}

/** A setting that is on or off, as its form sends it ("on", "off"). */
const onOff = (message: string) => z.enum(["on", "off"], { message }).transform((v) => v === "on");

/** Email about games against the computer: on or off (off by default: lib/notify/computer-mail.ts). */
export const computerMailInput = onOff("Choose whether games against the computer may email you.");

/** Moving by replying to game emails: on or off. */
export const replyMovesInput = onOff("Choose whether replies may move.");
