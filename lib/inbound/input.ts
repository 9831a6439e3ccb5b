// The reply confirm form's input (lib/<domain>/input.ts convention).
import { z } from "zod";

const notValid = "This confirm link is not valid. Use the link in the email exactly as it came.";

export const confirmKeyInput = z.object({
  key: z.string({ error: notValid }).regex(/^[0-9a-f]{32}$/, notValid),
});
