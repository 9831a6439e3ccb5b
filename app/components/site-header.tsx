import Link from "next/link";
import { signOut } from "@/app/actions/sign-out";
import { currentUser } from "@/lib/auth/session";
import { Logo } from "./logo";

export async function SiteHeader() {
  const user = await currentUser().catch((error: unknown) => {
    console.error(`header: could not read the session: ${(error as Error).message}`);
    return null;
  });
  return (
    <header className="site-header">
      <div className="wrap">
        <Link href="/" className="brand">
          <Logo />
          Pigeon Post
        </Link>
        <nav className="nav" aria-label="Account">
          {user ? (
            <>
              <Link href="/new">New game</Link>
              <Link href="/challenges">Challenges</Link>
              <Link href="/">My games</Link>
              <span className="who" data-testid="signed-in-as">
                {user.name ?? user.email}
              </span>
              <Link href="/account">Account</Link>
              <form action={signOut}>
                <button type="submit" className="link">
                  Sign out
                </button>
              </form>
            </>
          ) : (
            <Link href="/signin" className="button secondary">
              Sign in
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
