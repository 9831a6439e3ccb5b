import Link from "next/link";

export default function SignInLinkNotValid() {
  return (
    <div className="wrap narrow">
      <div className="card">
        <h1>This sign-in link no longer works</h1>
        <p>It has expired, or it was already used (each link signs you in once).</p>
        <p>
          <Link href="/signin" className="button">
            Get a new link
          </Link>
        </p>
      </div>
    </div>
  );
}
