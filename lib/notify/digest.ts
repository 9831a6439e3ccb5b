// The daily digest: people who chose it get, once a day at a morning hour of their own time
// zone, one email listing the games waiting for their move and what their opponents wrote in the
// games' chats since. An hourly cron job looks for whoever is due; lastDigestAt and the event key
// (person + local date) keep it to one a day.
import { db } from "../db/prisma";
import { safeZone } from "../games/deadline";
import { sideOf, sideToMove } from "../games/play";
import { claimChat, settleChat } from "./chat-mail";
import { againstComputer, computerGameMail } from "./computer-mail";
import { digestKey, sendDigestTo } from "./game-mail";
import { withLastMove } from "./game-record";

/** Digests go out from this local hour on (a worker that was down catches up later that day). */
export const digestHour = 8;

function localClock(at: Date, timeZone: string): { day: string; hour: number } {
  const zone = safeZone(timeZone);
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: `${part("year")}-${part("month")}-${part("day")}`, hour: Number(part("hour")) };
}

/** Whether this person's digest is due at `now`: past the morning hour, none yet today. */
export function digestDue(user: { timeZone: string; lastDigestAt: Date | null }, now: Date): string | null {
  const today = localClock(now, user.timeZone);
  if (today.hour < digestHour) return null;
  if (user.lastDigestAt && localClock(user.lastDigestAt, user.timeZone).day === today.day) return null;
  return today.day;
}

export async function sendDigests(now: Date): Promise<{ sent: number }> {
  const readers = await db().user.findMany({ where: { emailMode: "DIGEST", mailOff: false } });
  let sent = 0;
  for (const reader of readers) {
    const day = digestDue(reader, now);
    if (!day) continue;
    const games = await db().game.findMany({
      where: { status: "ONGOING", OR: [{ whiteId: reader.id }, { blackId: reader.id }] },
      include: withLastMove,
    });
    // Games waiting for their move, and games where the opponent offers a draw or asks for a
    // takeback (the digest is how these readers hear of offers: lib/notify/offer-mail.ts).
    // Games against the computer are listed only for those who asked for their mail.
    const computerGames = computerGameMail("digest", reader, now).send;
    const waiting = games.filter((game) => {
      if (againstComputer(game) && !computerGames) return false;
      const side = sideOf(game, reader.id);
      const pending = [game.drawOfferedBy, game.takebackBy].some((by) => by !== null && by !== side);
      return sideToMove(game) === side || pending;
    });
    // Chat messages to the reader in any of their games (running or over), claimed for today's
    // digest before it is sent (lib/notify/chat-mail.ts).
    const key = digestKey(reader.id, day);
    const chatted = await claimChat(
      key,
      { authorId: { not: reader.id }, game: { OR: [{ whiteId: reader.id }, { blackId: reader.id }] } },
      digestKey(reader.id, ""),
      now,
    );
    if (waiting.length === 0 && !chatted) continue;
    const outcome = await sendDigestTo(reader, waiting, day, now);
    // A refused digest counts as today's too: trying again each hour would be refused again.
    if (outcome === "sent" || outcome === "already-sent" || outcome === "rejected") {
      await settleChat(key, now);
      await db().user.update({ where: { id: reader.id }, data: { lastDigestAt: now } });
      if (outcome === "sent") sent++;
    }
  }
  return { sent };
}
