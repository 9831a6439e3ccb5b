import { z } from "zod";
import { computerDomain, inComputerDomain } from "../accounts/computer-address";

/** Why an address in the computer's domain is refused, wherever a person types one. */
export const computerAddressRefused = `Addresses at ${computerDomain} belong to Pigeon, our computer opponent: enter a person's email address. To play the computer, use "Play the computer".`;

/**
 * An address field as typed, checked and normalised the way next-auth normalises identifiers;
 * the messages say whose address is missing or malformed. Every address a person types passes
 * here (sign-in, a visitor's own address, an invitation's opponent).
 */
export function emailAddressField(messages: { missing: string; malformed: string }) {
  return (
    z
      .string({ message: messages.missing })
      .trim()
      .min(1, messages.missing)
      .max(254, "That email address is too long.")
      .pipe(z.email({ message: messages.malformed }))
      .transform((address) => address.toLowerCase())
      // The computer's accounts are made on these addresses (lib/accounts/computer.ts): nobody may
      // sign in with one, invite one or otherwise put one on a row of their own.
      .refine((address) => !inComputerDomain(address), computerAddressRefused)
  );
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
