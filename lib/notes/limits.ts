// How long a player's private notes may be: the form's maxLength in the browser and the schema's
// limit on the server (./input.ts). Apart from the schemas so a client component can read it
// without bringing zod into the page's scripts.
export const noteTextLimit = 5000;
