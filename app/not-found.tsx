import Link from "next/link";

export default function NotFound() {
  return (
    <div className="wrap narrow">
      <div className="card">
        <h1>Page not found</h1>
        <p>There is nothing at this address. The link may be mistyped, or the page may have moved.</p>
        <p>
          <Link href="/">Go to the home page</Link>
        </p>
      </div>
    </div>
  );
}
