// Requests refused before Next.js routes them, because Next.js itself would answer them with a
// 500 (Next 16.4, App Router only):
// - a path segment that is not valid percent-encoded UTF-8 (/games/%FF): Next's route matcher
//   throws a DecodeError, means to answer 400 with the pages router's /_error, which an App
//   Router build does not have, and answers "500 Internal Server Error" instead
//   (vercel/next.js#92557);
// - a body over the server actions' limit: Next throws "Body exceeded 1 MB limit" (an ApiError
//   with status 413) in the action handler, and a form posted without JavaScript renders that
//   as a 500 (action-handler.js: "TODO: consider checking if the error is an ApiError");
// - a multipart body that does not parse (no boundary, cut short): the same handler's
//   `formData()` throws "Failed to parse body as FormData", again a 500, on any page;
// - a server action from another site, or one whose body is neither a form nor React's encoded
//   arguments (./server-action.ts);
// - an RSC request (`RSC: 1`) whose `Next-Router-State-Tree` header does not parse: Next's
//   parseAndValidateFlightRouterState throws "could not be parsed", a 500 on any page. It is read
//   as Next reads it (./router-state.ts, public APIs only; a test holds the two together).
// The limit is the one next.config.mjs gives Next (serverActions.bodySizeLimit) from
// body-limit.json, so the two can never disagree.

import bodyLimit from "../input/body-limit.json" with { type: "json" };
import { refuseServerAction, unreadableForm } from "../input/server-action";
import { plainPage } from "./plain-page";
import { readableRouterTree } from "./router-state";

export const formBodyLimitBytes: number = bodyLimit.bytes;

const methodsWithBody = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The answer to a request nothing behind it can serve well, or null to let it through. */
export async function refuseMalformedRequest(request: Request): Promise<Response | null> {
  if (!decodablePath(new URL(request.url).pathname)) {
    return page(
      400,
      "This address can't be read",
      "Part of the address is not valid text (a link cut short or changed on the way, perhaps). Check the link, or go to the home page.",
    );
  }
  if (!readableRouterState(request.headers)) {
    return page(
      400,
      "This page request could not be read",
      "Your browser asked for this page in a way that could not be read. Reload the page.",
    );
  }
  if (!methodsWithBody.has(request.method)) return null;
  const type = request.headers.get("content-type") ?? "";
  const multipart = /^multipart\/form-data\b/i.test(type);
  // A named action sent as text: React never sends this app's forms so (./server-action.ts), but an
  // action that reads no parameter would take it, so it is read and judged there.
  const plainAction = request.headers.has("next-action") && /^text\/plain\b/i.test(type);
  const length = request.headers.get("content-length");
  // Browsers always send a form's length; only a body without one (chunked) is read to measure it.
  const body =
    length !== null && Number(length) > formBodyLimitBytes
      ? tooLarge
      : length === null || multipart || plainAction
        ? await readUpToLimit(request)
        : null;
  if (body === tooLarge) {
    return page(
      413,
      "That was too much to send",
      `A form can carry at most ${Math.round(formBodyLimitBytes / 1024)} kB and this one carried more, so nothing was saved. Go back, shorten what you wrote, and send it again.`,
    );
  }
  const form = multipart ? await parsedForm(body ?? new Uint8Array(), type) : null;
  if (multipart && !form) return page(400, unreadableForm.title, unreadableForm.text);
  const text = plainAction && body ? Buffer.from(body).toString("utf8") : null;
  const action = refuseServerAction(request, form, text);
  if (action) return page(action.status, action.title, action.text);
  return null;
}

/** Whether Next.js can read the request's router state (it reads it only when `RSC: 1`). */
function readableRouterState(headers: Headers): boolean {
  const tree = headers.get("next-router-state-tree");
  if (headers.get("rsc") !== "1" || tree === null) return true;
  return readableRouterTree(tree);
}

function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

const tooLarge = Symbol("too large");

/**
 * The body, read until it passes the limit. Next hands the proxy a copy of the body and keeps
 * the original for the route, so reading it here takes nothing away.
 */
async function readUpToLimit(request: Request): Promise<Uint8Array | typeof tooLarge> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > formBodyLimitBytes) return tooLarge;
      chunks.push(value);
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return Buffer.concat(chunks);
}

/** The multipart body as a form; null where Next's form parser would choke (no boundary, cut short). */
async function parsedForm(body: Uint8Array, type: string): Promise<FormData | null> {
  try {
    return await new Response(body as BodyInit, { headers: { "content-type": type } }).formData();
  } catch {
    return null;
  }
}

/** A small page a person can read, for the refusals above. */
const page = (status: 400 | 403 | 413, title: string, text: string) => plainPage(status, title, text);
