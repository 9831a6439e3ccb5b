// A small page a person can read, answered before (or instead of) anything Next.js renders: the
// request guard's refusals and the outage page. No styles or scripts, so any
// Content-Security-Policy allows it, and nothing in it needs the database.

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

export function plainPage(
  status: number,
  title: string,
  text: string,
  options: { headers?: Record<string, string>; refreshSeconds?: number } = {},
): Response {
  const refresh = options.refreshSeconds
    ? `<meta http-equiv="refresh" content="${options.refreshSeconds}">`
    : "";
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${refresh}
<title>${escapeHtml(title)} — Pigeon Post</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">Pigeon Post home</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", ...options.headers },
  });
}
