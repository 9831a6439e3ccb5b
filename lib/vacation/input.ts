// The account page's vacation form: the day the player is back (a date in their own zone).
import { z } from "zod";

export const vacationForm = z.object({
  until: z
    .string({ error: "Choose the day you are back." })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Choose the day you are back, e.g. 2026-12-03.")
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), "That day is not in the calendar."),
});
