// What "Play the computer" sends, checked once here and shared by the form and the service.
import { z } from "zod";
import { incrementBaseRule, incrementField } from "../clock/input";
import { gameCount, gameIds } from "../games/catalog/catalog";
import { numberChoice } from "../input/number";
import { colourChoices, daysPerMoveField } from "../invitations/input";
import { computerLevels } from "./levels";

export const computerGameInput = z
  .object({
    gameType: z.enum(gameIds, {
      message: `Choose one of the ${gameCount} (${gameIds.join(", ")}).`,
    }),
    level: numberChoice(
      computerLevels,
      `Choose the computer's level, from ${computerLevels[0]} (weakest) to ${computerLevels.at(-1)} (strongest).`,
    ),
    colour: z.enum(colourChoices, { message: "Choose your colour: white, black or random." }),
    daysPerMove: daysPerMoveField,
    incrementDays: incrementField.default(null),
  })
  .refine(incrementBaseRule.check, { message: incrementBaseRule.message, path: ["daysPerMove"] });

export type ComputerGameInput = z.output<typeof computerGameInput>;
