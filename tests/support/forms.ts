import type { IncomingHttpHeaders } from "node:http";
import { request as httpRequest } from "node:http";
/** A submitted form's fields, as a server action receives them. */
export function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const entities: Record<string, string> = {
  "&quot;": '"',
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&#x27;": "'",
};
const decode = (text: string) => text.replace(/&(?:quot|amp|lt|gt|#x27);/g, (entity) => entities[entity]);

export type PlainResponse = { status: number; headers: IncomingHttpHeaders; text: string };
export type From = { headers?: Record<string, string>; localAddress?: string };

/** One HTTP request from a chosen local address (127.0.0.2 is another client on loopback); no redirects followed. */
export function plainRequest(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer; localAddress?: string } = {},
): Promise<PlainResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { method: init.method ?? "GET", headers: init.headers, localAddress: init.localAddress },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(init.body);
  });
}

/**
 * Submits the first form of the page at `pageUrl` the way a browser without JavaScript does:
 * multipart POST to the page with the form's hidden inputs (Next.js's server-action reference
 * among them) and `fields`. `from.headers` go on both requests (e.g. X-Forwarded-For, as a proxy
 * would add it); `from.localAddress` picks the client's address on loopback.
 */
export async function submitPageForm(
  pageUrl: string,
  fields: Record<string, string>,
  from: From = {},
): Promise<PlainResponse> {
  const page = await plainRequest(pageUrl, from);
  const form = /<form[\s\S]*?<\/form>/.exec(page.text)?.[0];
  if (!form) throw new Error(`no form on ${pageUrl} (${page.status})`);
  const data = new FormData();
  for (const [, name, value = ""] of form.matchAll(
    /<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g,
  )) {
    data.set(decode(name), decode(value));
  }
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  const encoded = new Request(pageUrl, { method: "POST", body: data });
  return plainRequest(pageUrl, {
    method: "POST",
    body: Buffer.from(await encoded.arrayBuffer()),
    headers: {
      origin: new URL(pageUrl).origin,
      "content-type": encoded.headers.get("content-type") ?? "",
      ...from.headers,
    },
    localAddress: from.localAddress,
  });
}
