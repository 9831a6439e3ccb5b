// What the archive's file routes share: the viewer from the session cookie, the 404 that says
// nothing about whether a game exists, and download headers.
import { cookies } from "next/headers";
import { sessionUserId } from "@/lib/auth/open-session";
import { sessionCookieName } from "@/lib/auth/session";
import { config } from "@/lib/config";

/** The signed-in viewer; a cookie that is no session token (a NUL byte, 10 kB) is no session. */
export async function viewerId(now: Date): Promise<string | null> {
  const jar = await cookies();
  const token = jar.get(sessionCookieName(config().appUrl))?.value;
  return token && /^[A-Za-z0-9_-]{16,256}$/.test(token) ? sessionUserId(token, now) : null;
}

export function noSuchGame(): Response {
  return new Response("There is no such game.\n", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}

export function download(
  body: string | Uint8Array,
  type: string,
  fileName: string,
  isPrivate: boolean,
): Response {
  return new Response(body as BodyInit, {
    headers: {
      "content-type": type,
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": isPrivate ? "private, no-store" : "public, max-age=300",
    },
  });
}
