// "Challenge this player": the way from a player's page to an invitation to them, by name (their
// address is never shown). The new-game form does the rest, with this player as the opponent.
import Link from "@/app/components/link";
import { computerLevelOf } from "@/lib/accounts/computer";
import type { PlayerRecord } from "@/lib/archive/player";

/** The game to offer first: the one the page is filtered to, else the one they played most. */
function likelyGame(record: PlayerRecord, game: string | undefined): string | undefined {
  if (game) return game;
  const mostPlayed = [...record.lines].sort((a, b) => b.played - a.played)[0]?.gameType;
  return mostPlayed ?? record.ratings[0]?.gameType;
}

export function ChallengePlayer({
  record,
  viewerId,
  game,
}: {
  record: PlayerRecord;
  /** The signed-in viewer, or null for a visitor. */
  viewerId: string | null;
  game?: string;
}) {
  if (viewerId === record.id) return null;
  const chosen = likelyGame(record, game);
  // The computer is played from "Play the computer", where its level is chosen: it answers no invitation.
  if (computerLevelOf(record.id) !== null) {
    const href = `/new?${new URLSearchParams({ against: "computer", ...(chosen ? { game: chosen } : {}) })}`;
    return (
      <p>
        <Link href={href} className="button">
          Play the computer
        </Link>{" "}
        <span className="muted small">
          You choose the game, its level and how to play; the game starts at once.
        </span>
      </p>
    );
  }
  const query = new URLSearchParams({ player: record.id });
  if (chosen) query.set("game", chosen);
  const href = `/new?${query}`;
  return (
    <p>
      {viewerId ? (
        <Link href={href} className="button">
          Challenge {record.name}
        </Link>
      ) : (
        <Link href={`/signin?callbackUrl=${encodeURIComponent(href)}`} className="button">
          Sign in to challenge {record.name}
        </Link>
      )}{" "}
      <span className="muted small">You choose the game and how to play; they accept or decline.</span>
    </p>
  );
}
