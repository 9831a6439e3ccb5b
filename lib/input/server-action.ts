// Server actions Next.js would answer with a 500 (Next 16.4, app-render/action-handler.js), refused
// here with a 4xx a person can read. Next treats a POST to a page as a possible server action when
// it names one (the `Next-Action` header of a form sent by JavaScript) or carries a multipart body
// (a form sent without JavaScript). Route handlers (/api/…) never reach that code, and take posts
// from other sites by design (Mailgun, one-click unsubscribe), so they are left alone.
//
// - From another site: Next compares the host of the `Origin` header with the request's own
//   (`X-Forwarded-Host`, else `Host`) and throws "Invalid Server Actions request" when they differ,
//   `Origin: null` included (a sandboxed frame, or a page sent with no referrer). That is its CSRF
//   guard; we keep the same rule (no serverActions.allowedOrigins in next.config.mjs) and only
//   answer it properly. An `Origin` that is not an address at all makes Next throw too.
// - With no `Origin` at all: Next lets it through, and it acts (a chat message was written by a
//   bare curl). Every browser that can run our forms sends Origin with a POST (the Fetch
//   standard: every request whose method is not GET or HEAD, forms without JavaScript included),
//   so a post without one comes from a script or a client too old to keep our cookies safe: it
//   is refused (403), and a cross-site guard that depends on a header nobody must send is closed.
// - Not a form: every action of this app takes a form as its last parameter, so React sends its
//   arguments as multipart, the encoded arguments in the field "0" (a JSON array whose place for
//   the form holds "$K<n>", a reference to the form's fields), whether or not the form has fields
//   (React's encodeReply makes a multipart body for any FormData argument). Any other body (JSON,
//   bytes, text) or an "0" that is not JSON makes React's decodeReply throw; and arguments that
//   decode but hold no form where the action reads one (`[]`, `["$K1"]` for `(state, form)`,
//   `[1,2]`) made the action itself throw on `form.get`, a 500. Which parameters an action takes
//   is in its id: Next's compiler writes one bit per parameter in the id's first byte
//   (server-reference-info.js; Turbopack marks every declared one, `_form` included), so the
//   form's place is known without loading the action. An action that takes no parameter may take
//   any array, text included: nothing in it is read.

import { extractInfoFromServerReferenceId } from "next/dist/shared/lib/server-reference-info";

export type ActionRefusal = { status: 400 | 403; title: string; text: string };

const noOrigin: ActionRefusal = {
  status: 403,
  title: "That form did not say where it came from",
  text: "Pigeon Post takes a form only from a browser that says which site sent it, and this one did not, so nothing was done. Open Pigeon Post in a web browser and send it from there.",
};

const foreign: ActionRefusal = {
  status: 403,
  title: "That form came from another site",
  text: "A form on Pigeon Post can only be sent from Pigeon Post's own pages, so nothing was done. Open Pigeon Post and send it from there.",
};

export const unreadableForm: ActionRefusal = {
  status: 400,
  title: "That form could not be read",
  text: "What arrived was not a complete form, so nothing was saved. Reload the page and send it again.",
};

/** The host the request was sent to, as Next.js reads it: the first X-Forwarded-Host, else Host. */
function ownHost(headers: Headers): string | null {
  const forwarded = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  return forwarded || headers.get("host");
}

/** The Origin header's host ("null" for an opaque origin); undefined when there is none, null when unreadable. */
function originHost(headers: Headers): string | null | undefined {
  const origin = headers.get("origin");
  if (origin === null) return undefined;
  if (origin === "null") return "null";
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** A reference to a form among React's encoded arguments: "$K" and the form's part number. */
const formReference = /^\$K[0-9a-f]+$/;

/**
 * The index of the last parameter the action takes, from its id (Next's server reference info:
 * one bit per parameter for the first six); -1 when it reads none. An id Next did not make (not
 * 42 hex digits) gets 0: Next answers it "not found" itself, and the form must still be there.
 */
function lastReadParameter(actionId: string): number {
  if (!/^[0-9a-f]{42}$/i.test(actionId)) return 0;
  const { type, usedArgs, hasRestArgs } = extractInfoFromServerReferenceId(actionId);
  if (type !== "server-action" || hasRestArgs) return 0;
  return usedArgs.lastIndexOf(true);
}

/**
 * Whether a JavaScript-sent action holds React's encoded arguments as this app's actions take
 * them: a JSON array (the form's field "0", or the whole text body) with a form's reference in
 * the place of the last parameter the action reads, sent as multipart, as React sends every form.
 */
function encodedArguments(actionId: string, form: FormData | null, text: string | null): boolean {
  const root = text ?? form?.get("0");
  if (typeof root !== "string") return false;
  let values: unknown;
  try {
    values = JSON.parse(root);
  } catch {
    return false;
  }
  if (!Array.isArray(values)) return false;
  const formAt = lastReadParameter(actionId);
  if (formAt < 0) return true;
  const value: unknown = values[formAt];
  return form !== null && typeof value === "string" && formReference.test(value);
}

/**
 * Why Next.js would fail this request as a server action, or null. `form` is the request's
 * multipart body, already read (null when it is not multipart); `text` is a named action's text
 * body (null when it is not text/plain).
 */
export function refuseServerAction(
  request: Request,
  form: FormData | null,
  text: string | null = null,
): ActionRefusal | null {
  if (request.method !== "POST" || new URL(request.url).pathname.startsWith("/api/")) return null;
  const named = request.headers.has("next-action");
  if (!named && !form) return null;
  const from = originHost(request.headers);
  if (from === undefined) return noOrigin;
  if (from === null || from !== ownHost(request.headers)) return foreign;
  const actionId = request.headers.get("next-action");
  if (actionId !== null && !encodedArguments(actionId, form, text)) return unreadableForm;
  return null;
}
