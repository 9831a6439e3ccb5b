// Requests refused before Next.js routes them, because Next.js itself would answer them with a
// 500 (Next 16.4, App Router only):
// - a path segment that is not valid percent-encoded UTF-8 (/games/%FF): Next's route matcher
//   throws a DecodeError, means to answer 400 with the pages router's /_error, which an App
//   Router build does not have, and answers "500 Internal Server Error" instead
//   (vercel/next.js#92557);
// - a body over the server actions' limit: Next throws "Body exceeded 1 MB limit" (an ApiError
//   with status 413) in the action handler, and a form posted without JavaScript renders that
//   as a 500 (action-handler.js: "TODO: consider checking if the error is an ApiError").
// The limit is the one next.config.mjs gives Next (serverActions.bodySizeLimit) from
// body-limit.json, so the two can never disagree.
import bodyLimit from "./body-limit.json" with { type: "json" };

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
  if (methodsWithBody.has(request.method) && (await bodyOverLimit(request))) {
    return page(
      413,
      "That was too much to send",
      `A form can carry at most ${Math.round(formBodyLimitBytes / 1024)} kB and this one carried more, so nothing was saved. Go back, shorten what you wrote, and send it again.`,
    );
  }
  return null;
}

function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Content-Length when the client sent it (browsers always do for forms); a chunked body is read
 * here only until it passes the limit. Next hands the proxy a copy of the body and keeps the
 * original for the route, so reading it here takes nothing away.
 */
async function bodyOverLimit(request: Request): Promise<boolean> {
  const length = request.headers.get("content-length");
  if (length !== null) return Number(length) > formBodyLimitBytes;
  if (!request.body) return false;
  const reader = request.body.getReader();
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return false;
      size += value.byteLength;
      if (size > formBodyLimitBytes) return true;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** A small page a person can read (no styles or scripts, so any Content-Security-Policy allows it). */
function page(status: 400 | 413, title: string, text: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — Pigeon Post</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">Pigeon Post home</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}
