// /welcome?callbackUrl=<path>: where a newcomer lands first, by whichever door they came (a
// sign-in link, an accepted invitation, a game link). They choose their name and time zone, then
// go on to the path. Anyone already welcomed goes straight on.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { nameFromAddress } from "@/lib/accounts/display-name";
import { currentZoneName, timeZoneGroups } from "@/lib/accounts/time-zones";
import { needsWelcome, welcomePath } from "@/lib/accounts/welcome";
import { safeCallbackPath } from "@/lib/auth/callback-path";
import { currentUser } from "@/lib/auth/session";
import { config } from "@/lib/config";
import { WelcomeForm } from "./welcome-form";

export const metadata: Metadata = { title: "Welcome", robots: { index: false } };

/** Where the button goes on to, in its words. */
function onwards(path: string): { after: string; label: string } {
  if (path.startsWith("/games/")) return { after: "then on to your game", label: "Save and go to the game" };
  if (path.startsWith("/challenges/"))
    return { after: "then back to the challenge", label: "Save and go back to the challenge" };
  if (path.startsWith("/invitations/"))
    return { after: "then back to the invitation", label: "Save and go to the invitation" };
  return { after: "then you are in", label: "Save and continue" };
}

export default async function WelcomePage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string | string[] }>;
}) {
  const { callbackUrl } = await searchParams;
  const next = safeCallbackPath(typeof callbackUrl === "string" ? callbackUrl : "/", config().appUrl);
  const user = await currentUser();
  if (!user) redirect(`/signin?callbackUrl=${encodeURIComponent(welcomePath(next))}`);
  if (!needsWelcome(user)) redirect(next);
  const { after, label } = onwards(next);
  return (
    <div className="wrap narrow">
      <div className="card">
        <h1>Welcome to Pigeon Post!</h1>
        <p>
          Choose the name your opponents see and your time zone, {after}. You can change both later on your
          account page.
        </p>
        <p className="muted small">
          Signed in as <strong>{user.email}</strong>
        </p>
        <WelcomeForm
          name={nameFromAddress(user.email)}
          timeZone={currentZoneName(user.timeZone)}
          timeZoneGroups={timeZoneGroups}
          callbackUrl={next}
          label={label}
        />
      </div>
    </div>
  );
}
