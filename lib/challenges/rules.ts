// An open challenge's own numbers and refusals, in one place.
export const openPerGame = 3;

export type ChallengeRefusal = {
  ok: false;
  status: 400 | 403 | 404 | 409 | 410 | 429;
  reason: string;
  /** The form field the refusal is about, when it is one field's (the post form's range). */
  field?: "minRating";
};
