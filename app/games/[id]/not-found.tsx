import Link from "@/app/components/link";
import { NotFoundCard } from "@/app/components/not-found-card";

// The same answer for a game that does not exist and one this visitor may not see.
export default function GameNotFound() {
  return (
    <NotFoundCard title="No game here">
      <p>There is no game at this address that you can see.</p>
      <p className="muted small">
        If you play in it, open it from the link in one of its emails, or <Link href="/signin">sign in</Link>{" "}
        with the address you play with and find it on your home page.
      </p>
    </NotFoundCard>
  );
}
