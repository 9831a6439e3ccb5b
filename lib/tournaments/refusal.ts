// A tournament action refused: an HTTP status and a sentence a person understands; `field` names
// the form field it is about, when there is one, so the form shows it there.
export type TournamentRefusal = {
  ok: false;
  status: 400 | 403 | 404 | 409 | 410 | 429;
  reason: string;
  field?: string;
};

export const noSuchTournament: TournamentRefusal = {
  ok: false,
  status: 404,
  reason: "There is no such tournament.",
};
