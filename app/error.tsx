"use client";

// Anything unexpected ends here: a plain message and a way on, never a stack trace.
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <div className="wrap narrow">
      <div className="card">
        <h1>Something went wrong</h1>
        <p>We couldn't show this page just now. Please try again in a moment.</p>
        {error.digest ? <p className="muted small">Reference: {error.digest}</p> : null}
        <button type="button" onClick={reset}>
          Try again
        </button>
      </div>
    </div>
  );
}
