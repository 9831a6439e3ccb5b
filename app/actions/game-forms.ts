// The game page's forms: their zod schemas and what a submission does for a signed-in player.
// Deliberately not a "use server" file: these take the player's id, so only the server actions
// (which read it from the session) may call them; tests call them directly.

import { z } from "zod";
import { messageLimit, submitMove } from "@/lib/games/play";
import { answerDraw, offerDraw, resign } from "@/lib/games/resolve";

const gameId = z.string().trim().min(1, "This form names no game. Reload the page.").max(64);

export const moveForm = z.object({
  gameId,
  ply: z.coerce
    .number({ error: "This form has no move number. Reload the page." })
    .int("This form has no move number. Reload the page.")
    .min(1, "This form has no move number. Reload the page."),
  move: z
    .string()
    .trim()
    .min(1, "Write a move, e.g. e4, Nf3 or Pe2-e4.")
    .max(200, "That is not a move: it is far too long."),
  message: z
    .string()
    .trim()
    .max(messageLimit, `A message can be at most ${messageLimit} characters.`)
    .optional()
    .transform((text) => text || undefined),
  offerDraw: z
    .string()
    .optional()
    .transform((value) => value === "on" || value === "true"),
});

export const gameForm = z.object({ gameId });
export const drawAnswerForm = z.object({
  gameId,
  answer: z.enum(["accept", "decline"], { error: "Accept or decline the draw offer." }),
});

/** What a game form shows after a failed submission; typed values are kept. */
export type GameFormState = {
  error?: string;
  values?: { move: string; message: string };
};

export type FormOutcome = { ok: true; gameId: string } | { ok: false; state: GameFormState };

const text = (form: FormData, name: string): string | undefined => {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
};

/** Parses the move form and plays the move for `userId`; a refusal changes nothing and says why. */
export async function playMoveForm(userId: string, form: FormData, now: Date): Promise<FormOutcome> {
  const values = { move: text(form, "move") ?? "", message: text(form, "message") ?? "" };
  const parsed = moveForm.safeParse({
    gameId: text(form, "gameId"),
    ply: text(form, "ply"),
    move: text(form, "move"),
    message: text(form, "message"),
    offerDraw: text(form, "offerDraw"),
  });
  if (!parsed.success) return { ok: false, state: { error: parsed.error.issues[0].message, values } };
  const result = await submitMove({ ...parsed.data, userId }, now);
  if (!result.ok) return { ok: false, state: { error: result.reason, values } };
  return { ok: true, gameId: parsed.data.gameId };
}

export async function resignForm(userId: string, form: FormData, now: Date): Promise<FormOutcome> {
  const parsed = gameForm.safeParse({ gameId: text(form, "gameId") });
  if (!parsed.success) return { ok: false, state: { error: parsed.error.issues[0].message } };
  const result = await resign(parsed.data.gameId, userId, now);
  return result.ok
    ? { ok: true, gameId: parsed.data.gameId }
    : { ok: false, state: { error: result.reason } };
}

export async function offerDrawForm(userId: string, form: FormData): Promise<FormOutcome> {
  const parsed = gameForm.safeParse({ gameId: text(form, "gameId") });
  if (!parsed.success) return { ok: false, state: { error: parsed.error.issues[0].message } };
  const result = await offerDraw(parsed.data.gameId, userId);
  return result.ok
    ? { ok: true, gameId: parsed.data.gameId }
    : { ok: false, state: { error: result.reason } };
}

export async function answerDrawForm(userId: string, form: FormData, now: Date): Promise<FormOutcome> {
  const parsed = drawAnswerForm.safeParse({ gameId: text(form, "gameId"), answer: text(form, "answer") });
  if (!parsed.success) return { ok: false, state: { error: parsed.error.issues[0].message } };
  const { gameId: id, answer } = parsed.data;
  const result = await answerDraw(id, userId, answer === "accept", now);
  return result.ok ? { ok: true, gameId: id } : { ok: false, state: { error: result.reason } };
}
