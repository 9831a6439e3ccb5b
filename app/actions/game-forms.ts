// The game page's forms: what a submission does for a signed-in player (schemas: lib/games/input.ts).
// Deliberately not a "use server" file: these take the player's id, so only the server actions
// (which read it from the session) may call them; tests call them directly.

import { answeringOutage, outageSaying } from "@/lib/db/unavailable";
import { abortGame } from "@/lib/games/abort";
import { drawAnswerForm, gameForm, moveForm, takebackAnswerForm } from "@/lib/games/input";
import { submitMove, type TurnResult } from "@/lib/games/play";
import { answerDraw, offerDraw, resign } from "@/lib/games/resolve";
import { answerTakeback, requestTakeback } from "@/lib/games/takeback";
import { formText as text } from "@/lib/input/form-field";

/** What a game form shows after a failed submission; typed values are kept. */
export type GameFormState = {
  error?: string;
  values?: { move: string; message: string };
};

export type FormOutcome =
  | {
      ok: true;
      gameId: string /** The action ended the game (an offered draw met the opponent's). */;
      finished: boolean;
    }
  | {
      ok: false;
      state: GameFormState;
      /** The page was out of date (the game moved on): the game to show again, and the ply the page offered. */
      movedOn?: { gameId: string; ply: number };
    };

/** What the move form answers while the database cannot be reached; the typed move stays. */
export const moveNotSent = outageSaying("your move was not sent");

/** What every game form answers when the session is gone (the actions take the player from it). */
export const sessionEnded: GameFormState = {
  error: "Your session has ended. Open the game from its email link, or sign in again.",
};

const outcome = (gameId: string, result: TurnResult, values?: GameFormState["values"]): FormOutcome =>
  result.ok
    ? { ok: true, gameId, finished: result.game.status !== "ONGOING" }
    : { ok: false, state: { error: result.reason, values } };

/** What the person typed into the move form, to show it again when the move was not played. */
export const typedMove = (form: FormData) => ({
  move: text(form, "move") ?? "",
  message: text(form, "message") ?? "",
});

/** Parses the move form and plays the move for `userId`; a refusal changes nothing and says why. */
export async function playMoveForm(userId: string, form: FormData, now: Date): Promise<FormOutcome> {
  const values = typedMove(form);
  const parsed = moveForm.safeParse({
    gameId: text(form, "gameId"),
    ply: text(form, "ply"),
    move: text(form, "move"),
    message: text(form, "message"),
    offerDraw: text(form, "offerDraw"),
    answers: text(form, "answers"),
  });
  if (!parsed.success) return { ok: false, state: { error: parsed.error.issues[0].message, values } };
  const submission = { ...parsed.data, userId };
  return answeringOutage({ ok: false, state: { error: moveNotSent, values } }, async () => {
    const result = await submitMove(submission, now);
    const { gameId, ply } = parsed.data;
    if (!result.ok && result.movedOn) return { ...outcome(gameId, result, values), movedOn: { gameId, ply } };
    return outcome(gameId, result, values);
  });
}

/** A form that only names the game (resign, offer a draw): parse it, then `act` on that game. */
async function gameIdForm(
  form: FormData,
  act: (gameId: string) => Promise<TurnResult>,
): Promise<FormOutcome> {
  const parsed = gameForm.safeParse({ gameId: text(form, "gameId") });
  if (!parsed.success) return { ok: false, state: { error: parsed.error.issues[0].message } };
  return outcome(parsed.data.gameId, await act(parsed.data.gameId));
}

export const resignForm = (userId: string, form: FormData, now: Date): Promise<FormOutcome> =>
  gameIdForm(form, (gameId) => resign(gameId, userId, now));

export const offerDrawForm = (userId: string, form: FormData, now: Date): Promise<FormOutcome> =>
  gameIdForm(form, (gameId) => offerDraw(gameId, userId, now));

export const abortForm = (userId: string, form: FormData, now: Date): Promise<FormOutcome> =>
  gameIdForm(form, (gameId) => abortGame(gameId, userId, now));

export const requestTakebackForm = (userId: string, form: FormData, now: Date): Promise<FormOutcome> =>
  gameIdForm(form, (gameId) => requestTakeback(gameId, userId, now));

export async function answerTakebackForm(userId: string, form: FormData, now: Date): Promise<FormOutcome> {
  const parsed = takebackAnswerForm.safeParse({ gameId: text(form, "gameId"), answer: text(form, "answer") });
  if (!parsed.success) return { ok: false, state: { error: parsed.error.issues[0].message } };
  const { gameId, answer } = parsed.data;
  return outcome(gameId, await answerTakeback(gameId, userId, answer === "accept", now));
}

export async function answerDrawForm(userId: string, form: FormData, now: Date): Promise<FormOutcome> {
  const parsed = drawAnswerForm.safeParse({ gameId: text(form, "gameId"), answer: text(form, "answer") });
  if (!parsed.success) return { ok: false, state: { error: parsed.error.issues[0].message } };
  const { gameId, answer } = parsed.data;
  return outcome(gameId, await answerDraw(gameId, userId, answer === "accept", now));
}
