import { NextRequest } from "next/server";
import NextAuth from "next-auth";
import { safeCallbackPath } from "@/lib/auth/callback-path";
import { authOptions } from "@/lib/auth/options";
import { config } from "@/lib/config";

type Context = { params: Promise<{ nextauth: string[] }> };

async function handler(request: NextRequest, context: Context) {
  const { nextauth } = await context.params;
  // Sign-in mail goes through /signin (validation and rate limits), never next-auth's endpoint.
  if (request.method === "POST" && nextauth.join("/") === "signin/email") {
    return Response.json({ error: "Request sign-in links at /signin." }, { status: 404 });
  }
  if (!(await readableJson(request))) {
    return Response.json({ error: "The request's body is not valid JSON." }, { status: 400 });
  }
  return NextAuth((await withSafeCallbackUrl(request)) as never, context as never, authOptions());
}

/**
 * next-auth reads a POST said to be JSON with `req.json()` and answers a body that does not parse
 * with a 500 (a fuzz found it on /api/auth/session): a POST whose JSON does not parse is refused
 * here. Any other body next-auth reads as a form or not at all.
 */
async function readableJson(request: NextRequest): Promise<boolean> {
  if (request.method !== "POST" || !request.headers.get("content-type")?.includes("application/json"))
    return true;
  try {
    await request.clone().json();
    return true;
  } catch {
    return false;
  }
}

/**
 * next-auth answers a callbackUrl it cannot parse ("javascript:…", "games/1") with a 500 before
 * our redirect callback sees it. Every callbackUrl reaching it is first made a path on this site
 * (lib/auth/callback-path.ts), so a link with a bad one still signs in, and lands on "/".
 */
async function withSafeCallbackUrl(request: NextRequest): Promise<NextRequest> {
  const { appUrl } = config();
  const url = new URL(request.url);
  const inQuery = url.searchParams.get("callbackUrl");
  const form =
    request.method === "POST" &&
    request.headers.get("content-type")?.startsWith("application/x-www-form-urlencoded")
      ? new URLSearchParams(await request.clone().text())
      : null;
  const inForm = form?.get("callbackUrl") ?? null;
  if (inQuery === null && inForm === null) return request;
  if (inQuery !== null) url.searchParams.set("callbackUrl", safeCallbackPath(inQuery, appUrl));
  if (form && inForm !== null) form.set("callbackUrl", safeCallbackPath(inForm, appUrl));
  return new NextRequest(url, {
    method: request.method,
    headers: request.headers,
    body: form ? form.toString() : request.method === "POST" ? await request.text() : undefined,
  });
}

export { handler as GET, handler as POST };
