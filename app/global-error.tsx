"use client";

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body
        style={{ fontFamily: "system-ui, sans-serif", padding: "40px 16px", maxWidth: 520, margin: "0 auto" }}
      >
        <h1>Pigeon Post is having trouble</h1>
        <p>We couldn't show this page just now. Please try again in a few minutes.</p>
        {error.digest ? <p style={{ color: "#6b6457" }}>Reference: {error.digest}</p> : null}
      </body>
    </html>
  );
}
