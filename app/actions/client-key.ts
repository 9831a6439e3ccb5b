// The connection a request came from, as the proxy in front reports it (README, Production): the
// per-client key of the sign-in mail rate limit. Not a "use server" file: actions call it.
import { headers } from "next/headers";

export async function clientKey(): Promise<string> {
  const h = await headers();
  return h.get("x-forwarded-for")?.split(",")[0]?.trim() || h.get("x-real-ip") || "unknown";
}
