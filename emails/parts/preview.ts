// Sample values for the email previews (`email dev`): a template is rendered with only the props it
// is given, and each missing one is filled from these, the game emails sharing one sample game.

export const previewDeadline = "Tuesday 24 November, 18:05 (Europe/Paris)";

/** What every game email has: the app, the recipient and the link that changes their preferences. */
export const previewMail = {
  appUrl: "http://localhost:3000",
  email: "bo@example.com",
  preferencesUrl: "http://localhost:3000/unsubscribe/preview",
};

/** The sample game the your-turn, reminder and game-over emails are about. */
export const previewGame = {
  ...previewMail,
  gameUrl: "http://localhost:3000/play/preview",
  gameName: "Kings Court",
  opponentName: "Ana",
  opponentRating: "1624",
  boardSrc: "https://placehold.co/360x240/png",
  boardWidth: 360,
  boardHeight: 240,
};

/**
 * The props with each one not given (undefined) taken from `preview`, as default values in the
 * parameter list would: a null stays null.
 */
export function withPreview<T extends object>(props: Partial<T>, preview: T): T {
  const filled = { ...preview };
  for (const [key, value] of Object.entries(props)) {
    if (value !== undefined) (filled as Record<string, unknown>)[key] = value;
  }
  return filled;
}
