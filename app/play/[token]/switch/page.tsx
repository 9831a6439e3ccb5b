import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { switchToLinkOwner } from "@/app/actions/game/link-switch";
import Link from "@/app/components/link";
import { displayName } from "@/lib/accounts/display-name";
import { currentUser } from "@/lib/auth/session";
import { linkOpening, linkOwner } from "@/lib/games/stored/links";

// The token is in the address: no referrer to other sites, and no index.
export const metadata: Metadata = {
  title: "Switch accounts?",
  robots: { index: false },
  referrer: "same-origin",
};

type Props = { params: Promise<{ token: string }> };

// A game link opened in a browser signed in as someone else (app/play/[token]/route.ts sends it
// here). Opening this page changes nothing; only the button switches, by a form post.
export default async function SwitchAccountPage({ params }: Props) {
  const { token } = await params;
  const link = await linkOwner(token, new Date());
  if (!link) notFound();
  const user = await currentUser();
  if (linkOpening(link, user?.id ?? null) !== "ask" || !user) redirect(`/play/${token}`);
  const viewer = {
    name: displayName({ name: user.name ?? null, email: user.email ?? "" }),
    email: user.email,
  };
  return (
    <div className="wrap narrow">
      <div className="card stack">
        <h1>Switch to {link.owner.name}’s account?</h1>
        <p>
          This game link signs in as <strong>{link.owner.name}</strong> ({link.owner.email}). This browser is
          signed in as <strong>{viewer.name}</strong> ({viewer.email}).
        </p>
        <p>
          Switch only if that account is yours: a link someone else sent you would put you in their account,
          and what you played there would be theirs.
        </p>
        <form action={switchToLinkOwner}>
          <input type="hidden" name="token" value={token} />
          <button type="submit">Sign in as {link.owner.name}</button>
        </form>
        <p>
          <Link href="/">Stay signed in as {viewer.name}</Link>
        </p>
      </div>
    </div>
  );
}
