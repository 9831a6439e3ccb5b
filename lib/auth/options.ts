// next-auth (v4): email magic links with database sessions. Links are requested through
// our own form (lib/auth/sign-in-link.ts: validation, rate limits); next-auth checks the
// token from the link, creates the user on first sign-in, and keeps the session.
import type { NextAuthOptions } from "next-auth";
import EmailProvider from "next-auth/providers/email";
import { computerLevelOf } from "../accounts/computer";
import { config } from "../config";
import { authAdapter } from "./adapter";
import { safeCallbackUrl } from "./callback-path";
import { emailAddress } from "./email-address";
import { signInLinkMinutes } from "./sign-in-link";

declare module "next-auth" {
  interface Session {
    user: { id: string; email: string; name: string | null; timeZone: string };
  }
}

export const sessionDays = 90;

let options: NextAuthOptions | undefined;

export function authOptions(): NextAuthOptions {
  if (options) return options;
  const { appUrl, authSecret } = config();
  process.env.NEXTAUTH_URL ??= appUrl;
  options = {
    adapter: authAdapter(),
    secret: authSecret,
    session: { strategy: "database", maxAge: sessionDays * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    providers: [
      EmailProvider({
        maxAge: signInLinkMinutes * 60,
        normalizeIdentifier: (identifier) => emailAddress.parse(identifier),
        // Links are only ever sent by requestSignInLink; the route handler turns away
        // next-auth's own "send link" endpoint so nothing bypasses the rate limits.
        sendVerificationRequest: async () => {
          throw new Error("Sign-in links are sent by /signin");
        },
      }),
    ],
    pages: {
      signIn: "/signin",
      verifyRequest: "/signin/check-email",
      error: "/signin/error",
      // No newUser page: the confirm page sends every newcomer to the welcome, new account or not
      // (an invitation's inviter or invitee has an account before they first sign in).
    },
    callbacks: {
      // The computer's accounts are never signed into, whatever token was made for their address
      // (their addresses are refused at every form too: email-address.ts).
      signIn({ user }) {
        return computerLevelOf(user.id) === null;
      },
      session({ session, user }) {
        const row = user as unknown as { id: string; email: string; name: string | null; timeZone: string };
        session.user = { id: row.id, email: row.email, name: row.name, timeZone: row.timeZone };
        return session;
      },
      // Every callbackUrl next-auth honours (query, form, its cookie) passes through here.
      redirect({ url }) {
        return safeCallbackUrl(url, appUrl);
      },
    },
  };
  return options;
}
