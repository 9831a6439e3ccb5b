import type { ReactNode } from "react";
import Link from "@/app/components/link";

/** What every "nothing here" page shows: what is missing, what to do, and the way home. */
export function NotFoundCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="wrap narrow">
      <div className="card">
        <h1>{title}</h1>
        {children}
        <p>
          <Link href="/">Go to the home page</Link>
        </p>
      </div>
    </div>
  );
}
