// The game page's forms: what a submission does for a signed-in player (schemas: lib/games/turn/input.ts).
// Deliberately not a "use server" file: these take the player's id, so only the server actions
// (which read it from the session) may call them; tests call them directly.

import { outageSaying } from "@/lib/db/unavailable";
import { actWithMessage, type GameAction, type MessageAction } from "@/lib/games/talk/conversation";
import { abortGame } from "@/lib/games/turn/abort";
import {
  drawAnswerForm,
  gameForm,
  gameMessageForm,
  moveForm,
  takebackAnswerForm,
} from "@/lib/games/turn/input";
import { submitMove, type TurnResult } from "@/lib/games/turn/play";
import { answerDraw, offerDraw, resign } from "@/lib/games/turn/resolve";
import { answerTakeback, requestTakeback } from "@/lib/games/turn/takeback";
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
  // While the database is away, the action's frame (app/_shared/signed-in.ts) answers moveNotSent.
  const result = await submitMove({ ...parsed.data, userId }, now);
  const { gameId, ply } = parsed.data;
  if (!result.ok && result.movedOn)
    return { ok: false, state: { error: result.reason, values }, movedOn: { gameId, ply } };
  return outcome(gameId, result, values);
}

/** A form that only names the game (abort): parse it, then `act` on that game. */
async function gameIdForm(
  form: FormData,
  act: (gameId: string) => Promise<TurnResult>,
): Promise<FormOutcome> {
  const parsed = gameForm.safeParse({ gameId: text(form, "gameId") });
  if (!parsed.success) return { ok: false, state: { error: parsed.error.issues[0].message } };
  return outcome(parsed.data.gameId, await act(parsed.data.gameId));
}

/** What the person typed in an action's message field, kept when the action is refused. */
const typedMessage = (form: FormData): GameFormState["values"] => {
  const message = text(form, "message");
  return message ? { move: "", message } : undefined;
};

/**
 * A form that names the game and may carry a message (resign, offer a draw, ask for a takeback):
 * the action and its message go together into the game's conversation, or neither does.
 */
async function messageForm(
  userId: string,
  form: FormData,
  now: Date,
  act: (gameId: string) => GameAction,
  actionOf: (game: { status: string }) => MessageAction,
): Promise<FormOutcome> {
  const values = typedMessage(form);
  const parsed = gameMessageForm.safeParse({ gameId: text(form, "gameId"), message: text(form, "message") });
  if (!parsed.success) return { ok: false, state: { error: parsed.error.issues[0].message, values } };
  const { gameId, message } = parsed.data;
  const result = await actWithMessage({ gameId, userId, message }, now, act(gameId), actionOf);
  return outcome(gameId, result, values);
}

export const resignForm = (userId: string, form: FormData, now: Date): Promise<FormOutcome> =>
  messageForm(
    userId,
    form,
    now,
    (gameId) => (tx) => resign(gameId, userId, now, tx),
    () => "RESIGN",
  );

// An offer that meets the opponent's own agrees the draw: its message answers theirs.
export const offerDrawForm = (userId: string, form: FormData, now: Date): Promise<FormOutcome> =>
  messageForm(
    userId,
    form,
    now,
    (gameId) => (tx) => offerDraw(gameId, userId, now, tx),
    (game) => (game.status === "ONGOING" ? "DRAW_OFFER" : "DRAW_ACCEPT"),
  );

export const abortForm = (userId: string, form: FormData, now: Date): Promise<FormOutcome> =>
  gameIdForm(form, (gameId) => abortGame(gameId, userId, now));

export const requestTakebackForm = (userId: string, form: FormData, now: Date): Promise<FormOutcome> =>
  messageForm(
    userId,
    form,
    now,
    (gameId) => (tx) => requestTakeback(gameId, userId, now, tx),
    () => "TAKEBACK_REQUEST",
  );

/**
 * Accept or decline what the opponent asked (a takeback request, a draw offer), with a message
 * that goes to the conversation with the answer.
 */
async function answerForm(
  schema: typeof drawAnswerForm | typeof takebackAnswerForm,
  answer: (gameId: string, accept: boolean) => GameAction,
  actions: { accept: MessageAction; decline: MessageAction },
  userId: string,
  form: FormData,
  now: Date,
): Promise<FormOutcome> {
  const values = typedMessage(form);
  const parsed = schema.safeParse({
    gameId: text(form, "gameId"),
    answer: text(form, "answer"),
    message: text(form, "message"),
  });
  if (!parsed.success) return { ok: false, state: { error: parsed.error.issues[0].message, values } };
  const { gameId, message } = parsed.data;
  const accept = parsed.data.answer === "accept";
  const result = await actWithMessage({ gameId, userId, message }, now, answer(gameId, accept), () =>
    accept ? actions.accept : actions.decline,
  );
  return outcome(gameId, result, values);
}

export const answerTakebackForm = (userId: string, form: FormData, now: Date): Promise<FormOutcome> =>
  answerForm(
    takebackAnswerForm,
    (gameId, accept) => (tx) => answerTakeback(gameId, userId, accept, now, tx),
    { accept: "TAKEBACK_ACCEPT", decline: "TAKEBACK_DECLINE" },
    userId,
    form,
    now,
  );

export const answerDrawForm = (userId: string, form: FormData, now: Date): Promise<FormOutcome> =>
  answerForm(
    drawAnswerForm,
    (gameId, accept) => (tx) => answerDraw(gameId, userId, accept, now, tx),
    { accept: "DRAW_ACCEPT", decline: "DRAW_DECLINE" },
    userId,
    form,
    now,
  );
