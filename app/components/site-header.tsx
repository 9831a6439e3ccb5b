import { signOut } from "@/app/actions/account/sign-out";
import Link from "@/app/components/link";
import { needsWelcome } from "@/lib/accounts/welcome";
import { currentUser } from "@/lib/auth/session";
import { HeaderMenu } from "./header-menu";
import { Logo } from "./logo";

/**
 * The site's header. Signed in, the links fit one line from a tablet up; on a phone they fold into
 * a Menu, so the header stays one line there too and the page starts right under it. Until a
 * newcomer has saved a name (the welcome), it offers only signing out: the site's links would lead
 * round the welcome, which every page then asks again.
 */
export async function SiteHeader() {
  const user = await currentUser().catch((error: unknown) => {
    console.error(`header: could not read the session: ${(error as Error).message}`);
    return null;
  });
  const name = user ? (user.name ?? user.email) : null;
  return (
    <header className="site-header">
      <div className="wrap">
        <Link href="/" className="brand">
          <Logo />
          Pigeon Post
        </Link>
        <nav className="nav" aria-label="Account">
          {user && needsWelcome(user) ? (
            <span className="nav-welcome">
              <span className="who" data-testid="signed-in-as">
                {user.email}
              </span>
              <SignOut />
            </span>
          ) : name !== null ? (
            <>
              <span className="nav-inline">
                <AccountLinks />
                <span className="who" data-testid="signed-in-as">
                  {name}
                </span>
                <Link href="/account">Account</Link>
                <SignOut />
              </span>
              <HeaderMenu>
                <span className="muted small">Signed in as {name}</span>
                <AccountLinks />
                <Link href="/account">Account</Link>
                <SignOut />
              </HeaderMenu>
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

const AccountLinks = () => (
  <>
    <Link href="/new">New game</Link>
    <Link href="/challenges">Challenges</Link>
    <Link href="/tournaments">Tournaments</Link>
    <Link href="/">My games</Link>
  </>
);

const SignOut = () => (
  <form action={signOut}>
    <button type="submit" className="link">
      Sign out
    </button>
  </form>
);
