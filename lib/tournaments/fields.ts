// The create form's fields, in page order: the form (a client component, which focuses the first
// with a problem), its handler and the schema (./input.ts) name them alike. No imports: the
// browser bundle takes this file.
export const createFields = [
  "name",
  "description",
  "gameType",
  "form",
  "daysPerMove",
  "incrementDays",
  "rated",
  "maxPlayers",
  "groupSize",
  "qualifiers",
  "minRating",
  "maxRating",
  "start",
  "startsAt",
  "entry",
  "play",
] as const;
