import Link from "next/link";

// The same answer for a game that does not exist and one this visitor may not see.
export default function GameNotFound() {
  return (
    <div className="wrap narrow">
      <div className="card">
        <h1>No game here</h1>
        <p>There is no game at this address that you can see.</p>
        <p className="muted small">
          If you play in it, open it from the link in one of its emails, or{" "}
          <Link href="/signin">sign in</Link> with the address you play with and find it on your home page.
        </p>
        <p>
          <Link href="/">Go to the home page</Link>
        </p>
      </div>
    </div>
  );
}
