import Link from "@/app/components/link";
import { NotFoundCard } from "@/app/components/not-found-card";

export default function ChallengeNotFound() {
  return (
    <NotFoundCard title="No such challenge">
      <p>
        There is no challenge at this address. See the <Link href="/challenges">open challenges</Link>.
      </p>
    </NotFoundCard>
  );
}
