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
// - Not a form: every action of this app takes a form, so React sends its arguments as multipart
//   with the encoded arguments in the field "0" (a JSON array), or, when the form has no fields
//   at all (Sign out), the encoded arguments alone as text/plain. Any other body (JSON, bytes,
//   text that is not that array) or an "0" that is not JSON makes React's decodeReply throw.

export type ActionRefusal = { status: 400 | 403; title: string; text: string };

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

/**
 * Whether a JavaScript-sent action holds React's encoded arguments (a JSON array): the form's
 * field "0", or the whole text body.
 */
function encodedArguments(form: FormData | null, text: string | null): boolean {
  const root = text ?? form?.get("0");
  if (typeof root !== "string") return false;
  try {
    return Array.isArray(JSON.parse(root));
  } catch {
    return false;
  }
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
  // A request with no Origin is let through, as Next does: browsers send one with every form post.
  const from = originHost(request.headers);
  if (from !== undefined && (from === null || from !== ownHost(request.headers))) return foreign;
  if (named && !encodedArguments(form, text)) return unreadableForm;
  return null;
}
