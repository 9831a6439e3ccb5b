import { z } from "zod";

/** The address as typed, checked and normalised the way next-auth normalises identifiers. */
export const emailAddress = z
  .string({ message: "Enter your email address." })
  .trim()
  .min(1, "Enter your email address.")
  .max(254, "That email address is too long.")
  .pipe(
    z.email({
      message: "That doesn't look like an email address. Check it and try again (e.g. ana@example.com).",
    }),
  )
  .transform((address) => address.toLowerCase());
