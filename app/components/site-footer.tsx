import Link from "@/app/components/link";
import { mailboxEnabled } from "@/lib/mail/mailbox";

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="wrap">
        <span>Pigeon Post · slow chess and chess variants, one move every few days.</span>
        <span>
          <Link href="/">Home</Link>
          {" · "}
          <Link href="/rules">Rules</Link>
          {" · "}
          <Link href="/archive">Archive</Link>
          {" · "}
          <Link href="/challenges">Open challenges</Link>
          {" · "}
          <Link href="/tournaments">Tournaments</Link>
          {" · "}
          <Link href="/ratings">Ratings</Link>
          {mailboxEnabled() ? (
            <>
              {" · "}
              <Link href="/dev/mailbox">Local mailbox</Link>
            </>
          ) : null}
        </span>
      </div>
    </footer>
  );
}
