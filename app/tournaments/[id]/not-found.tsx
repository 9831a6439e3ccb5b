import Link from "@/app/components/link";
import { NotFoundCard } from "@/app/components/not-found-card";

export default function TournamentNotFound() {
  return (
    <NotFoundCard title="No such tournament">
      <p>
        There is no tournament at this address, or it is by invitation: open the link its organiser sent you.
        See the <Link href="/tournaments">tournaments open for entry</Link>.
      </p>
    </NotFoundCard>
  );
}
