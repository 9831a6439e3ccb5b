// A request's id, for log lines and for matching a complaint to them: the one the proxy in front
// sent (nginx's $request_id, a load balancer's trace id) when it looks like an id, else a new one.
// proxy.ts sets it on the request (and the response); server code reads it with `requestId()`.
const wellFormed = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdOf(given: Headers): string {
  const id = given.get("x-request-id");
  return id && wellFormed.test(id) ? id : crypto.randomUUID();
}

/** The id of the request this code serves; undefined outside a request (a job, a test). */
export async function requestId(): Promise<string | undefined> {
  try {
    // Loaded here, not at the top: proxy.ts uses this file too, and runs before any request scope.
    const { headers } = await import("next/headers");
    return (await headers()).get("x-request-id") ?? undefined;
  } catch {
    return undefined;
  }
}
