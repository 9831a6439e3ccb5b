// The id in an address or a form (a game's, a player's, an invitation's): ids are cuids, so
// anything else (a NUL byte, "../..", 10 000 characters) names nothing, and is answered as a
// missing record before it reaches a query.
import { z } from "zod";

export const recordIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

export const recordId = z.string().regex(recordIdPattern);

export const isRecordId = (text: unknown): text is string =>
  typeof text === "string" && recordIdPattern.test(text);
