// The reply confirm form's input (lib/<domain>/input.ts convention).
import { z } from "zod";

const notValid = "This confirm link is not valid. Use the link in the email exactly as it came.";

export const confirmKeyInput = z.object({
  key: z.string({ error: notValid }).regex(/^[0-9a-f]{32}$/, notValid),
});

/** The local mailbox's Reply box: which message, and what the reply says (a move on its first line). */
export const mailboxReplyInput = z.object({
  id: z
    .string({ error: "Which message? Reload the page." })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "Which message? Reload the page."),
  text: z
    .string({ error: "Write your reply: a move on the first line." })
    .trim()
    .min(1, "Write your reply: a move on the first line.")
    .max(2000, "A reply here can be at most 2000 characters.")
    .refine((text) => !text.includes("\u0000"), "A reply cannot contain a NUL character."),
});
