import Link from "@/app/components/link";
import { NotFoundCard } from "@/app/components/not-found-card";

// The same answer for an invitation that does not exist, a link whose token is wrong, and an
// invitation this visitor may not see: none of them may tell which it was.
export default function InvitationNotFound() {
  return (
    <NotFoundCard title="This invitation link is not valid">
      <p>
        The link may be incomplete (some mail programs cut long links), or it may not be the one from the
        invitation email.
      </p>
      <p className="muted small">
        Open the link from the newest invitation email, or <Link href="/signin">sign in</Link> with the
        address the invitation was sent to: your invitations are on your home page. If it still does not work,
        ask your friend to invite you again.
      </p>
    </NotFoundCard>
  );
}
