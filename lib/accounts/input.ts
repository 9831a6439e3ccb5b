// The account form: a display name and a time zone, checked once here for the action and the tests.
import { z } from "zod";
import { typedText } from "../input/text";

import { currentZoneName, knownZones } from "./time-zones";

export const nameMax = 40;

export const profileInput = z.object({
  // Printed in other people's emails, PGN tags and pages: one plain line. No "@", so a name can
  // never pass for an address (and the archive's name search never finds one by address).
  name: typedText(
    {
      what: "Names",
      max: nameMax,
      tooLong: `Keep the display name to ${nameMax} characters or fewer.`,
    },
    "Enter a display name: your opponents see it.",
  )
    .pipe(z.string().min(1, "Enter a display name: your opponents see it."))
    .pipe(z.string().regex(/^[^<>@]+$/, "A display name can't contain <, > or @.")),
  timeZone: z
    .string({ error: "Choose a time zone from the list." })
    .refine((zone) => knownZones.has(zone), "Choose a time zone from the list.")
    // Saved under its current name, whichever name the form sent.
    .transform(currentZoneName),
});
export type ProfileInput = z.infer<typeof profileInput>;
