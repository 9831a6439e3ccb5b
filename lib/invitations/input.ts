// What the new-game form sends, checked once here and shared by the server action and the service.
import { z } from "zod";
import { emailAddress, emailAddressField } from "../auth/email-address";
import { incrementBaseRule, incrementField, takebackField } from "../clock/input";
import { gameCount, gameIds } from "../games/catalog/catalog";
import { numberChoice } from "../input/number";
import { recordIdPattern } from "../input/record-id";
import { typedText } from "../input/text";

export const timeControls = [1, 2, 3, 5, 7, 10, 14] as const;
export const colourChoices = ["white", "black", "random"] as const;
export type ColourChoice = (typeof colourChoices)[number];
/** The colour choices as the forms say them (the new-game forms and the challenge form). */
export const colourLabels: Record<ColourChoice, string> = {
  white: "White (moves first)",
  black: "Black",
  random: "Random",
};
export const messageMax = 500;

/** The time per move (or the starting bank), one of `timeControls`: the new-game and challenge forms'. */
export const daysPerMoveField = numberChoice(
  timeControls,
  `The time per move is ${timeControls.join(", ")} days.`,
);

const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());

/** How the game is played: the fields an invitation has whoever it goes to. */
const settingsFields = {
  gameType: z.enum(gameIds, {
    message: `Choose one of the ${gameCount} (${gameIds.join(", ")}).`,
  }),
  colour: z.enum(colourChoices, { message: "Choose your colour: white, black or random." }),
  daysPerMove: daysPerMoveField,
  message: typedText({
    what: "Messages",
    max: messageMax,
    multiline: true,
    tooLong: `The message is too long: at most ${messageMax} characters.`,
  })
    .transform((text) => (text === "" ? null : text))
    .nullable()
    .default(null),
  public: checkbox,
  /** Rated or casual: an unticked box (the default) is a casual game. */
  rated: checkbox,
  incrementDays: incrementField.default(null),
  takebacks: takebackField,
};

export const invitationInput = z
  .object({
    ...settingsFields,
    opponentEmail: emailAddressField({
      missing: "Enter your opponent's email address.",
      malformed: "Your opponent's address doesn't look like an email address (e.g. ana@example.com).",
    }),
  })
  .refine(incrementBaseRule.check, { message: incrementBaseRule.message, path: ["daysPerMove"] });

/** The same form sent from a player's page ("Challenge this player"): the player, not an address. */
export const playerInvitationInput = z
  .object({
    ...settingsFields,
    playerId: z
      .string({ error: "Choose the player to challenge." })
      .trim()
      .regex(recordIdPattern, "There is no such player."),
  })
  .refine(incrementBaseRule.check, { message: incrementBaseRule.message, path: ["daysPerMove"] });

/** A visitor who is not signed in also gives their own address (confirmed by a sign-in link). */
export const visitorInput = z.object({ ownEmail: emailAddress });

export type InvitationInput = z.output<typeof invitationInput>;

/** The hidden fields of the accept / decline / send / withdraw buttons. */
export const answerInput = z.object({
  invitationId: z.string().trim().regex(recordIdPattern),
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{0,128}$/)
    .nullish()
    .transform((token) => token || null),
});

/** Accepting also says whether the finished game may be public (an unticked box: private). */
export const acceptInput = answerInput.extend({ public: checkbox });
