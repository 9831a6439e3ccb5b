// The frame of a form action for a signed-in person, said once: the person from the session (a
// form sent after the session ended says so), and while the database cannot be reached the form
// says that nothing was done, in words of what (lib/db/unavailable.ts). A redirect from `work`
// goes through, as any other error does.
import { currentUser, type SignedInUser } from "@/lib/auth/session";
import { answeringOutage } from "@/lib/db/unavailable";

export function asSignedIn<S>(
  answers: { unavailable: S; signedOut: S },
  work: (user: SignedInUser) => Promise<S>,
): Promise<S> {
  return answeringOutage(answers.unavailable, async () => {
    const user = await currentUser();
    if (!user) return answers.signedOut;
    return work(user);
  });
}
