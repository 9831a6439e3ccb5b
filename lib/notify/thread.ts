// All the mail of one game threads together for each player: every message names the same
// root Message-ID (one per game and recipient) in In-Reply-To and References, and the subjects
// share the stem "Kings Court #1042 vs Ana": the game's number tells two games of the same kind
// with the same opponent apart (in the inbox, and in clients that thread by subject).
import { config } from "../config";
import { messageIdFor } from "../mail/send";
import { type Recipient, unsubscribeHeaders } from "../mail/unsubscribe";

export function threadRootId(gameId: string, userId: string): string {
  return messageIdFor(`game-thread:${gameId}:${userId}`, config().emailFrom);
}

/** A game's number, and its tournament's name when it is a tournament's game (read when loaded). */
export type GameNumbered = { number: number; tournament?: { name: string } | null };

/** "Kings Court #1042 vs Ana"; a tournament's game adds its tournament: "… vs Ana (Winter Cup)". */
export function subjectStem(gameName: string, opponentName: string, game: GameNumbered): string {
  const stem = `${gameName} #${game.number} vs ${opponentName}`;
  return game.tournament ? `${stem} (${game.tournament.name})` : stem;
}

/** Thread headers plus List-Unsubscribe: what every game email carries. */
export function gameMailHeaders(
  gameId: string,
  recipient: Recipient & { id: string },
): Record<string, string> {
  const root = threadRootId(gameId, recipient.id);
  return { "In-Reply-To": root, References: root, ...unsubscribeHeaders(recipient) };
}
