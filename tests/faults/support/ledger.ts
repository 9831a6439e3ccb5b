// The books of a fault scenario: games played through the service layer as people would (a move
// told "briefly unavailable" is tried again a moment later), every email those moves owe, and what
// the SMTP receiver really got. At the end it counts moves lost or doubled and emails lost, doubled
// (by Message-ID, and by event: recipient and subject, whatever the Message-ID) or late.
import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { expect } from "vitest";
import { moveNotSent, playMoveForm, typedMove } from "@/app/_forms/game";
import { db } from "@/lib/db/prisma";
import { answeringOutage, isDatabaseUnavailable } from "@/lib/db/unavailable";
import { tasks } from "@/lib/jobs/queue";
import { messageIdFor } from "@/lib/mail/send";
import { formData } from "../../support/forms";
import { until } from "../../support/jobs";
import { person, startGameBetween } from "../../support/players";
import { playout } from "../../support/playout";
import type { SmtpReceiver } from "../../support/smtp";

export const emailFrom = "Pigeon Post <post@pigeon.test>";
export const resultsFile = path.resolve(import.meta.dirname, "../../../test-results/faults.jsonl");
const fiveMinutes = 5 * 60_000;

type Owed = { eventKey: string; messageId: string; to: string; dueAt: number };
export type Table = {
  id: string;
  white: { id: string; email: string };
  black: { id: string; email: string };
  line: string[];
  /** Plies the player was told went through. */
  played: number[];
};

export type Row = {
  scenario: string;
  moves: number;
  movesLost: number;
  movesDoubled: number;
  /** Submissions answered "briefly unavailable" (and tried again). */
  toldUnavailable: number;
  emails: number;
  emailsLost: number;
  doubledByMessageId: number;
  doubledByEvent: number;
  /** The latest email, in seconds after the fault ended (or after it was due, if later). */
  latestAfterFaultS: number;
  /** Emails that arrived more than 5 minutes after the fault ended. */
  late: number;
  /** Whether the queue emptied: no mail job left, no claim left SENDING. */
  settled: boolean;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Ledger {
  readonly tables: Table[] = [];
  readonly owed: Owed[] = [];
  toldUnavailable = 0;
  faultEndedAt = 0;
  queueEmpty = false;

  constructor(
    readonly scenario: string,
    readonly smtp: SmtpReceiver,
  ) {}

  /** How long to wait for owed mail: until a minute past the 5-minute target (from now, during a fault). */
  private patience(): number {
    return Math.max(this.faultEndedAt, Date.now()) + fiveMinutes + 60_000 - Date.now();
  }

  private owe(gameId: string, ply: number, to: { id: string; email: string }) {
    const eventKey = `your-turn:${gameId}:${ply}:${to.id}`;
    this.owed.push({
      eventKey,
      messageId: messageIdFor(eventKey, emailFrom),
      to: to.email,
      dueAt: Date.now(),
    });
  }

  /** Starts `count` chess games between new people; each owes White a "your move". */
  async startGames(count: number): Promise<void> {
    for (let i = 0; i < count; i++) {
      const tag = `${this.scenario
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "")}-${this.tables.length}`;
      const white = await person(`White-${tag}`);
      const black = await person(`Black-${tag}`);
      const game = await startGameBetween(white, black, { daysPerMove: 3 }, new Date());
      // A long decisive playout; its first moves never end the game.
      const line = playout("chess", 11 + this.tables.length).moves;
      this.tables.push({ id: game.id, white, black, line, played: [] });
      this.owe(game.id, 0, white);
    }
  }

  /** One move in each of these games (all of them by default), the players acting at once. */
  async playRound(tables: Table[] = this.tables): Promise<void> {
    await Promise.all(tables.map((table) => this.playNext(table)));
  }

  /** Records a move played elsewhere (through the browser): its email is owed too. */
  played(table: Table, ply: number): void {
    table.played.push(ply);
    this.owe(table.id, ply, ply % 2 === 1 ? table.black : table.white);
  }

  /**
   * Plays the next move of `table` as a correspondence player does: once the "your move" email has
   * come (a game that moved on sends no email for the turn before), and when told Pigeon Post is
   * briefly unavailable, again a moment later.
   */
  async playNext(table: Table): Promise<void> {
    const ply = table.played.length + 1;
    if (ply >= table.line.length - 2) throw new Error(`${table.id}: the line is too short for another move`);
    const mover = ply % 2 === 1 ? table.white : table.black;
    const prompt = messageIdFor(`your-turn:${table.id}:${ply - 1}:${mover.id}`, emailFrom);
    await this.smtp.waitFor((m) => m.messageId === prompt, this.patience());
    const form = formData({
      gameId: table.id,
      ply: String(ply),
      move: table.line[ply - 1],
      message: `ply ${ply}`,
    });
    for (;;) {
      // Framed as the move action frames it: an outage answers "not sent" (app/actions/game/move.ts).
      const outcome = await answeringOutage(
        { ok: false as const, state: { error: moveNotSent, values: typedMove(form) } },
        () => playMoveForm(mover.id, form, new Date()),
      );
      if (outcome.ok) break;
      if (outcome.state.error !== moveNotSent) throw new Error(`ply ${ply}: ${outcome.state.error}`);
      expect(outcome.state.values).toEqual({ move: table.line[ply - 1], message: `ply ${ply}` });
      this.toldUnavailable++;
      await pause(1000);
      // Told "not sent": it was not, unless the answer alone was lost; a person reloads and sees.
      if ((await this.pliesOf(table.id)) >= ply) break;
    }
    this.played(table, ply);
  }

  /** The game's ply count, asking again while the database is away. */
  private async pliesOf(gameId: string): Promise<number> {
    for (;;) {
      try {
        return (await db().game.findUniqueOrThrow({ where: { id: gameId }, select: { plies: true } })).plies;
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        await pause(1000);
      }
    }
  }

  /**
   * Waits until every owed email arrived and nothing is left to send (so late duplicates show
   * too). Never fails by itself: what is missing or still queued is counted, and checked, after.
   */
  async settle(limitMs = this.patience()) {
    const received = () => new Set(this.smtp.messages.map((m) => m.messageId));
    await until(
      async () => this.owed.every((o) => received().has(o.messageId)),
      "every owed email",
      Math.max(limitMs, 10_000),
    ).catch(() => {});
    this.queueEmpty = await until(
      async () => {
        const [queue] = await db().$queryRaw<{ jobs: number; claims: number }[]>`
          select (select count(*)::int from graphile_worker.jobs
                  where task_identifier = ${tasks.yourTurn} and attempts < max_attempts) as jobs,
                 (select count(*)::int from "SentEmail" where state = 'SENDING') as claims`;
        return queue.jobs === 0 && queue.claims === 0;
      },
      "the queue to empty",
      120_000,
    ).then(
      () => true,
      async () => {
        const left = await db().$queryRaw`
          select key, attempts, last_error, locked_by, locked_at, run_at from graphile_worker.jobs
          where task_identifier = ${tasks.yourTurn}`;
        const claims = await db().$queryRaw`select * from "SentEmail" where state = 'SENDING'`;
        console.log(`not settled: jobs ${JSON.stringify(left)}; claims ${JSON.stringify(claims)}`);
        return false;
      },
    );
  }

  /** Counts everything and checks the targets: nothing lost, nothing twice, nothing late. */
  async count(): Promise<Row> {
    const ours = new Set(this.owed.map((o) => o.to));
    const mail = this.smtp.messages.filter((m) => m.envelopeTo.some((to) => ours.has(to)));
    const byId = new Map<string, number>();
    const byEvent = new Map<string, number>();
    for (const m of mail) {
      byId.set(m.messageId ?? "", (byId.get(m.messageId ?? "") ?? 0) + 1);
      const event = `${m.envelopeTo.join(",")}|${m.subject}`;
      byEvent.set(event, (byEvent.get(event) ?? 0) + 1);
    }
    const extra = (counts: Map<string, number>) =>
      [...counts.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
    let latest = 0;
    let late = 0;
    for (const o of this.owed) {
      const first = mail.find((m) => m.messageId === o.messageId);
      if (!first) continue;
      const after = first.receivedAt - Math.max(o.dueAt, this.faultEndedAt);
      latest = Math.max(latest, after);
      if (after > fiveMinutes) late++;
    }
    const rows = await db().move.groupBy({
      by: ["gameId", "ply"],
      where: { gameId: { in: this.tables.map((t) => t.id) } },
      _count: true,
    });
    const stored = new Map(rows.map((r) => [`${r.gameId}:${r.ply}`, r._count]));
    const told = this.tables.flatMap((t) => t.played.map((ply) => `${t.id}:${ply}`));
    const row: Row = {
      scenario: this.scenario,
      moves: told.length,
      movesLost: told.filter((key) => !stored.has(key)).length,
      movesDoubled: [...stored.values()].reduce((sum, n) => sum + n - 1, 0) + (stored.size - told.length),
      toldUnavailable: this.toldUnavailable,
      emails: this.owed.length,
      emailsLost: this.owed.filter((o) => !byId.has(o.messageId)).length,
      doubledByMessageId: extra(byId),
      doubledByEvent: extra(byEvent),
      latestAfterFaultS: Math.round(latest / 100) / 10,
      late,
      settled: this.queueEmpty,
    };
    await mkdir(path.dirname(resultsFile), { recursive: true });
    await appendFile(resultsFile, `${JSON.stringify(row)}\n`);
    console.log(formatTable([row]));
    const twice = mail.filter((m) => (byId.get(m.messageId ?? "") ?? 0) > 1);
    if (twice.length > 0)
      console.log(
        `received twice: ${twice.map((m) => `${m.messageId} at ${((m.receivedAt - this.faultEndedAt) / 1000).toFixed(1)} s`).join(", ")}`,
      );
    const missing = this.owed.filter((o) => !byId.has(o.messageId)).slice(0, 3);
    if (missing.length > 0)
      console.log(
        `missing, e.g.: ${JSON.stringify(missing)}; received: ${JSON.stringify(mail.map((m) => [m.messageId, m.subject]).slice(0, 5))}`,
      );
    return row;
  }
}

/** The targets every scenario must meet. */
export function expectTargets(row: Row): void {
  const { movesLost, movesDoubled, emailsLost, doubledByMessageId, doubledByEvent, late, settled } = row;
  expect({ movesLost, movesDoubled, emailsLost, doubledByMessageId, doubledByEvent, late, settled }).toEqual({
    movesLost: 0,
    movesDoubled: 0,
    emailsLost: 0,
    doubledByMessageId: 0,
    doubledByEvent: 0,
    late: 0,
    settled: true,
  });
}

const columns: [keyof Row, string][] = [
  ["scenario", "scenario"],
  ["moves", "moves"],
  ["movesLost", "lost"],
  ["movesDoubled", "doubled"],
  ["toldUnavailable", "told unavailable"],
  ["emails", "emails"],
  ["emailsLost", "lost"],
  ["doubledByMessageId", "2x by id"],
  ["doubledByEvent", "2x by event"],
  ["latestAfterFaultS", "latest after fault (s)"],
  ["late", "> 5 min"],
  ["settled", "settled"],
];

/** A plain-text table of scenario rows. */
export function formatTable(rows: Row[]): string {
  const cells = [
    columns.map(([, title]) => title),
    ...rows.map((row) => columns.map(([key]) => String(row[key]))),
  ];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i].length)));
  const line = (values: string[]) => `| ${values.map((v, i) => v.padEnd(widths[i])).join(" | ")} |`;
  return [
    line(cells[0]),
    `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`,
    ...cells.slice(1).map(line),
  ].join("\n");
}
