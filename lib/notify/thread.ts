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

export function subjectStem(gameName: string, opponentName: string, gameNumber: number): string {
  return `${gameName} #${gameNumber} vs ${opponentName}`;
}

/** Thread headers plus List-Unsubscribe: what every game email carries. */
export function gameMailHeaders(
  gameId: string,
  recipient: Recipient & { id: string },
): Record<string, string> {
  const root = threadRootId(gameId, recipient.id);
  return { "In-Reply-To": root, References: root, ...unsubscribeHeaders(recipient) };
}
