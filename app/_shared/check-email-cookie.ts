// "We sent a link to ana@example.com": the check-email page names the address only when this
// browser's own request just sent mail there. The address travels in a short-lived cookie set by
// the action that sent it, never in the page's URL, where anyone could write any text.
// Not a "use server" file: the actions and the page call it.
import { cookies } from "next/headers";
import { emailAddress } from "@/lib/auth/email-address";
import { config } from "@/lib/config";

const name = "pigeon-check-email";
const path = "/signin/check-email";

export async function rememberCheckEmail(email: string): Promise<void> {
  (await cookies()).set(name, email, {
    httpOnly: true,
    sameSite: "lax",
    secure: config().appUrl.startsWith("https://"),
    path,
    maxAge: 10 * 60,
  });
}

/** The address this browser just asked us to mail, or null. */
export async function checkEmailAddress(): Promise<string | null> {
  const parsed = emailAddress.safeParse((await cookies()).get(name)?.value);
  return parsed.success ? parsed.data : null;
}
