// A number typed in a form or an address: decimal digits, nothing else. JavaScript's Number(),
// behind zod's coerce, reads far more than a person means: "0x5dc" is 1500, "1e3" is 1000,
// "0b11" is 3, "" and "  " are 0. Every numeric field of a form or query reads through this.
import { z } from "zod";

const digits = /^\s*\d{1,9}\s*$/;

/** For z.preprocess: digits become their number; anything else is left for the schema to refuse. */
export const fromDigits = (value: unknown): unknown =>
  typeof value === "string" && digits.test(value) ? Number(value) : value;

/** A whole number written in digits, or `message`. A number (not text) passes as it is. */
export const formNumber = (message: string) => z.preprocess(fromDigits, z.number({ message }));

/** One of `choices`, written in digits; anything else is told the choices (`message`). */
export const numberChoice = (choices: readonly number[], message: string) =>
  formNumber(message).refine((value) => choices.includes(value), { message });
