import Link from "@/app/components/link";

export const linkNoLongerWorks = {
  title: "This sign-in link no longer works",
  detail: "It has expired, or it was already used (each link signs you in once).",
};

/** A sign-in that cannot go on: what happened, and the way to a new link. */
export function SignInProblem({ title, detail }: { title: string; detail: string }) {
  return (
    <div className="wrap narrow">
      <div className="card">
        <h1>{title}</h1>
        <p>{detail}</p>
        <p>
          <Link href="/signin" className="button">
            Get a new link
          </Link>
        </p>
      </div>
    </div>
  );
}
