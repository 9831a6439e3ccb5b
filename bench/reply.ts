// Reply benchmark: `npm run bench:reply` (builds the production bundle first if there is none).
// Runs the production service (`npm start`) with its SMTP receiver for replies, and plays chess
// games purely by email: each player waits for their "your move" email, replies to its Reply-To
// over SMTP with the move, and the opponent's email closes the loop. Reports, per reply:
// - reply sent → move committed (the Move row's playedAt);
// - reply sent → the opponent's "your move" email at the SMTP receiver;
// p50 and p95, with BENCH_GAMES games at once (default 10). Sender checks are off (INBOUND_AUTH=off):
// this measures the service, not DNS. Target: p95 ≤ 2 s to the opponent's email at 10 games.

import nodemailer from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer";
import { freePort } from "../lib/db/embedded";
import { db } from "../lib/db/prisma";
import { startGameBetween } from "../tests/support/players";
import { playout } from "../tests/support/playout";
import { startService } from "../tests/support/service";

const games = Number(process.env.BENCH_GAMES ?? 10);
const pliesPerGame = Number(process.env.BENCH_PLIES ?? 12);
const thinkMs = Number(process.env.BENCH_THINK_MS ?? 500);

const inboundPort = await freePort();
const service = await startService({
  durable: process.env.BENCH_FAST_DB !== "1",
  env: { INBOUND_DOMAIN: "reply.bench.test", INBOUND_SMTP_PORT: String(inboundPort), INBOUND_AUTH: "off" },
});
const transport = nodemailer.createTransport({
  host: "127.0.0.1",
  port: inboundPort,
  secure: false,
  pool: true,
});

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function script(seed: number): string[] {
  for (let next = seed; ; next++) {
    const { moves } = playout("chess", next);
    if (moves.length > pliesPerGame) return moves.slice(0, pliesPerGame);
  }
}

const committedMs: number[] = [];
const emailMs: number[] = [];

async function playByMail(index: number): Promise<void> {
  const white = await db().user.create({ data: { email: `w${index}@bench.test`, name: `White ${index}` } });
  const black = await db().user.create({ data: { email: `b${index}@bench.test`, name: `Black ${index}` } });
  const moves = script(2000 + index * 7919);
  const game = await startGameBetween(white, black, {}, new Date());
  for (const [ply, move] of moves.entries()) {
    const mover = ply % 2 === 0 ? white : black;
    const opponent = ply % 2 === 0 ? black : white;
    const number = (p: number) => Math.floor(p / 2) + 1;
    const mail = await service.smtp.waitFor(
      (m) => m.envelopeTo.includes(mover.email) && (m.subject ?? "").endsWith(`(move ${number(ply)})`),
      120_000,
    );
    const replyTo = mail.headerLines.find((h) => h.key === "reply-to")?.line.replace(/^[^:]+:\s*/, "");
    if (!replyTo) throw new Error(`no Reply-To on ${mail.subject}`);
    if (thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())));
    const raw = await new MailComposer({
      from: mover.email,
      to: replyTo,
      subject: `Re: ${mail.subject}`,
      inReplyTo: mail.messageId,
      text: `${move}\n\nOn a day, Pigeon Post wrote:\n> ${mail.subject}\n`,
    })
      .compile()
      .build();
    const sent = Date.now();
    await transport.sendMail({ envelope: { from: mover.email, to: [replyTo] }, raw });
    const next = await service.smtp.waitFor(
      (m) => m.envelopeTo.includes(opponent.email) && (m.subject ?? "").endsWith(`(move ${number(ply + 1)})`),
      120_000,
    );
    const stored = await db().move.findUniqueOrThrow({
      where: { gameId_ply: { gameId: game.id, ply: ply + 1 } },
    });
    committedMs.push(stored.playedAt.getTime() - sent);
    emailMs.push(next.receivedAt - sent);
  }
}

try {
  console.log(
    `Production service at ${service.url}, replies by SMTP on port ${inboundPort}; ${games} games at once, ${pliesPerGame} moves each (chess), players reply ${thinkMs} ms (±50%) after their email.`,
  );
  const started = performance.now();
  await Promise.all(Array.from({ length: games }, (_, i) => playByMail(i + 1)));
  const seconds = (performance.now() - started) / 1000;
  const fmt = (v: number) => `${v.toFixed(0)} ms`;
  console.log(
    "\n| games at once | replies | reply → committed p50 | p95 | reply → opponent's email p50 | p95 | replies/s |",
  );
  console.log("|---|---|---|---|---|---|---|");
  console.log(
    `| ${games} | ${emailMs.length} | ${fmt(percentile(committedMs, 50))} | ${fmt(percentile(committedMs, 95))} | ${fmt(percentile(emailMs, 50))} | ${fmt(percentile(emailMs, 95))} | ${(emailMs.length / seconds).toFixed(1)} |`,
  );
  console.log("\nTarget: reply → opponent's email p95 ≤ 2 s at 10 games.");
} catch (error) {
  console.error(
    `${(error as Error).message}\n--- server output (tail) ---\n${service.output().slice(-4000)}`,
  );
  process.exitCode = 1;
} finally {
  transport.close();
  await service.stop();
}
