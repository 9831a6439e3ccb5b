import Link from "@/app/components/link";
import type { TournamentLine as Line } from "@/lib/games/view/game-view";

/** "Round 3 of Winter Joust, group A": a tournament game's place, linking to its tournament. */
export function TournamentLine({ line }: { line: Line | null }) {
  if (!line) return null;
  return (
    <p className="small" data-part="tournament">
      Round {line.round} of <Link href={line.href}>{line.name}</Link>
      {line.where ? `, ${line.where}` : ""}
    </p>
  );
}
