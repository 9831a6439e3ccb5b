// The invitation's own numbers, in one place.
import { dayMs } from "../games/stored/deadline";

export const invitationDays = 14;
/** Invitations one person may send in a day (unsent drafts excluded): enough for anyone, too few for spam. */
export const invitationsPerDay = 20;
/** A visitor's draft waits this long for them to confirm their address. */
export const draftValidMs = dayMs;

export type Refusal = { ok: false; status: 400 | 403 | 404 | 409 | 410 | 429 | 503; reason: string };
