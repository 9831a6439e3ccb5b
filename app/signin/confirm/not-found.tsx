import { linkNoLongerWorks, SignInProblem } from "../sign-in-problem";

export default function SignInLinkNotValid() {
  return <SignInProblem {...linkNoLongerWorks} />;
}
