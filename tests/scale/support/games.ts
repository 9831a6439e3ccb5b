// Games played over HTTP through a set of instances, the books kept by the fault suite's Ledger
// (every move told as played, every "your move" email owed, and the counts at the end).
import { openSession } from "@/lib/auth/open-session";
import { messageIdFor } from "@/lib/mail/send";
import { emailFrom, type Ledger, type Table } from "../../faults/support/ledger";
import { type Balancer, type Player, playOverHttp } from "./http-moves";

const sessions = new Map<string, Promise<string>>();

/** A session cookie for this person (one per person, made through the service layer). */
function cookieOf(person: { id: string }): Promise<string> {
  let cookie = sessions.get(person.id);
  if (!cookie) {
    cookie = openSession(person.id, new Date()).then((c) => `${c.name}=${c.value}`);
    sessions.set(person.id, cookie);
  }
  return cookie;
}

export type Progress = { moves: number; submitMs: number[] };

/**
 * Plays `plies` moves in every game at once, each player moving once their "your move" email has
 * come (as a correspondence player does), every request to the balancer's next instance.
 * `afterMove` runs after each committed move (e.g. to kill something mid-run).
 */
export async function playGames(
  ledger: Ledger,
  balancer: Balancer,
  plies: number,
  afterMove: (progress: Progress) => void = () => {},
): Promise<Progress> {
  const progress: Progress = { moves: 0, submitMs: [] };
  await Promise.all(
    ledger.tables.map(async (table: Table) => {
      for (let i = 0; i < plies; i++) {
        const ply = table.played.length + 1;
        const person = ply % 2 === 1 ? table.white : table.black;
        const mover: Player = { ...person, cookie: await cookieOf(person) };
        const prompt = messageIdFor(`your-turn:${table.id}:${ply - 1}:${mover.id}`, emailFrom);
        await ledger.smtp.waitFor((m) => m.messageId === prompt, 7 * 60_000);
        const { submitMs } = await playOverHttp(balancer, table.id, ply, table.line[ply - 1], mover);
        ledger.played(table, ply);
        progress.moves++;
        progress.submitMs.push(submitMs);
        afterMove(progress);
      }
    }),
  );
  return progress;
}

/** The longest any owed email took, from the move that caused it to its arrival, in seconds. */
export function maxEmailDelaySeconds(ledger: Ledger): number {
  let longest = 0;
  for (const owed of ledger.owed) {
    const first = ledger.smtp.messages.find((m) => m.messageId === owed.messageId);
    if (first) longest = Math.max(longest, first.receivedAt - owed.dueAt);
  }
  return Math.round(longest / 100) / 10;
}
