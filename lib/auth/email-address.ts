import { z } from "zod";

/**
 * An address field as typed, checked and normalised the way next-auth normalises identifiers;
 * the messages say whose address is missing or malformed.
 */
export function emailAddressField(messages: { missing: string; malformed: string }) {
  return z
    .string({ message: messages.missing })
    .trim()
    .min(1, messages.missing)
    .max(254, "That email address is too long.")
    .pipe(z.email({ message: messages.malformed }))
    .transform((address) => address.toLowerCase());
}

/** The person's own address. */
export const emailAddress = emailAddressField({
  missing: "Enter your email address.",
  malformed: "That doesn't look like an email address. Check it and try again (e.g. ana@example.com).",
});

/** The address alone, from a header value such as "Pigeon Post <post@example.com>" or a bare address. */
export function bareAddress(value: string): string {
  return (/<([^<>]+)>\s*$/.exec(value)?.[1] ?? value).trim();
}
