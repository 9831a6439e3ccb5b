// Reply benchmark: `npm run bench:reply` (builds the production bundle first if there is none).
// Runs the production service (`npm start`) with its SMTP receiver for replies, and plays chess
// games purely by email: each player waits for their "your move" email, replies to its Reply-To
// over SMTP with the move, and the opponent's email closes the loop. Reports, per reply:
// - reply sent → move committed (the Move row's playedAt);
// - reply sent → the opponent's "your move" email at the SMTP receiver;
// p50 and p95, with BENCH_GAMES games at once (default 10). Sender checks are off (INBOUND_AUTH=off):
// this measures the service, not DNS. Target: p95 ≤ 2 s to the opponent's email at 10 games.
//
// Then hostile mail (BENCH_HOSTILE=0 skips it), BENCH_HOSTILE_ROUNDS rounds (default 3): a 50 MB
// message streamed to a live key (refused 552 at its end), and to that key from its player, a reply
// of 100,000 nested tags, one of 1,000 parts and one nested 50 deep. While they arrive and the worker reads them, the receiver's SMTP
// banner latency and the worker's /healthz latency are sampled, against a quiet baseline, with the
// worker process's resident memory.

import { connect } from "node:net";
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
const hostileRounds = Number(process.env.BENCH_HOSTILE_ROUNDS ?? 3);

const inboundPort = await freePort();
const healthPort = await freePort();
const metricsToken = "bench-metrics-token-0123456789";
const service = await startService({
  durable: process.env.BENCH_FAST_DB !== "1",
  env: {
    INBOUND_DOMAIN: "reply.bench.test",
    INBOUND_SMTP_PORT: String(inboundPort),
    INBOUND_AUTH: "off",
    WORKER_HEALTH_PORT: String(healthPort),
    METRICS_TOKEN: metricsToken,
  },
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
  transport.close();
  if (process.env.BENCH_HOSTILE !== "0") await hostile();
} catch (error) {
  console.error(
    `${(error as Error).message}\n--- server output (tail) ---\n${service.output().slice(-4000)}`,
  );
  process.exitCode = 1;
} finally {
  transport.close();
  await service.stop();
}

/** Connect → the 220 banner, in ms. */
function bannerMs(): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = connect(inboundPort, "127.0.0.1");
    let heard = "";
    socket.on("data", (chunk) => {
      heard += chunk.toString();
      if (/^\d{3} /m.test(heard)) {
        socket.destroy();
        if (heard.startsWith("220 ")) resolve(performance.now() - started);
        else reject(new Error(`banner: ${heard.trim()}`));
      }
    });
    socket.on("error", reject);
  });
}

async function healthMs(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${healthPort}/healthz`);
  await response.text();
  return performance.now() - started;
}

async function workerRssMb(): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${healthPort}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  const value = /^pigeon_process_resident_memory_bytes (\d+)/m.exec(await response.text())?.[1];
  return Number(value) / 1024 / 1024;
}

/** Samples the banner, /healthz and memory every 100 ms until `done` settles. */
async function sampleWhile(done: Promise<unknown>) {
  const banner: number[] = [];
  const health: number[] = [];
  const rss: number[] = [];
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  while (!finished) {
    const [b, h, r] = await Promise.all([bannerMs(), healthMs(), workerRssMb()]);
    banner.push(b);
    health.push(h);
    rss.push(r);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await done;
  return { banner, health, rss };
}

/** Streams a `megabytes` MB message to `to` over a raw SMTP connection; the server's final reply. */
async function streamHuge(to: string, from: string, megabytes: number): Promise<string> {
  const socket = connect(inboundPort, "127.0.0.1");
  let buffer = "";
  let read = 0;
  socket.on("data", (chunk) => {
    buffer += chunk.toString("latin1");
  });
  const reply = async (): Promise<string> => {
    for (;;) {
      const lines = buffer.slice(read).split("\r\n");
      const at = lines.slice(0, -1).findIndex((line) => /^\d{3} /.test(line));
      if (at !== -1) {
        read += lines.slice(0, at + 1).join("\r\n").length + 2;
        return lines[at];
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await reply();
  for (const command of ["EHLO huge.example", `MAIL FROM:<${from}>`, `RCPT TO:<${to}>`, "DATA"]) {
    socket.write(`${command}\r\n`);
    const answer = await reply();
    if (!/^(250|354) /.test(answer)) throw new Error(`${command}: ${answer}`);
  }
  socket.write(`From: ${from}\r\nTo: ${to}\r\nSubject: huge\r\n\r\n`);
  const megabyte = Buffer.from(`${"x".repeat(1022)}\r\n`.repeat(1024));
  for (let sent = 0; sent < megabytes; sent++)
    if (!socket.write(megabyte)) await new Promise((resolve) => socket.once("drain", resolve));
  socket.write("\r\n.\r\n");
  const final = await reply();
  socket.end("QUIT\r\n");
  return final;
}

/** One round: a fresh game's live key gets the 50 MB message and the three parser traps at once. */
async function attackRound(round: number) {
  const white = await db().user.create({
    data: { email: `hw${round}@bench.test`, name: `Hostile ${round}` },
  });
  const black = await db().user.create({ data: { email: `hb${round}@bench.test`, name: `Other ${round}` } });
  await startGameBetween(white, black, {}, new Date());
  const mail = await service.smtp.waitFor(
    (m) => m.envelopeTo.includes(white.email) && (m.subject ?? "").startsWith("Your move"),
    120_000,
  );
  const key = mail.headerLines.find((h) => h.key === "reply-to")?.line.replace(/^[^:]+:\s*/, "") as string;
  const ids = [0, 1, 2].map((i) => `<hostile-${round}-${i}@bench.test>`);
  const traps = [
    { html: `<p>e4</p>${"<div>".repeat(100_000)}` },
    {
      text: "e4",
      attachments: Array.from({ length: 1000 }, (_, i) => ({ filename: `a${i}.txt`, content: "a" })),
    },
  ];
  const raws = await Promise.all(
    traps.map((body, i) =>
      new MailComposer({ from: white.email, to: key, subject: "Re: hostile", messageId: ids[i], ...body })
        .compile()
        .build(),
    ),
  );
  let nested = `From: ${white.email}\r\nTo: ${key}\r\nMessage-ID: ${ids[2]}\r\nContent-Type: multipart/mixed; boundary=b0\r\n\r\n`;
  for (let i = 1; i <= 50; i++)
    nested += `--b${i - 1}\r\nContent-Type: multipart/mixed; boundary=b${i}\r\n\r\n`;
  raws.push(Buffer.from(`${nested}--b50\r\nContent-Type: text/plain\r\n\r\ne4\r\n`));

  const sender = nodemailer.createTransport({ host: "127.0.0.1", port: inboundPort, secure: false });
  const [hugeReply] = await Promise.all([
    streamHuge(key, white.email, 50),
    (async () => {
      for (const raw of raws) await sender.sendMail({ envelope: { from: white.email, to: [key] }, raw });
      // Until the worker has read (or given up on) each of them.
      for (;;) {
        const rows = await db().inboundMail.findMany({
          where: { messageId: { in: ids } },
          select: { state: true },
        });
        if (rows.length === ids.length && rows.every((row) => row.state !== "RECEIVED")) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })(),
  ]);
  sender.close();
  const handled = await db().inboundMail.findMany({
    where: { messageId: { in: ids } },
    select: { messageId: true, state: true, outcome: true },
  });
  return { hugeReply, handled };
}

async function hostile(): Promise<void> {
  const baseline = await sampleWhile(new Promise((resolve) => setTimeout(resolve, 4000)));
  const started = performance.now();
  const rounds: Awaited<ReturnType<typeof attackRound>>[] = [];
  const during = await sampleWhile(
    (async () => {
      for (let round = 1; round <= hostileRounds; round++) rounds.push(await attackRound(round));
    })(),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);

  const fmt = (values: number[]) =>
    `${percentile(values, 50).toFixed(0)} / ${percentile(values, 95).toFixed(0)} / ${Math.max(...values).toFixed(0)} ms`;
  console.log(
    `\nHostile mail, ${hostileRounds} rounds in ${seconds} s: each a 50 MB message (the receiver said "${rounds[0]?.hugeReply}") and three replies built to stall a parser.`,
  );
  console.log(
    "\n| while | samples | SMTP banner p50 / p95 / max | worker /healthz p50 / p95 / max | worker RSS max |",
  );
  console.log("|---|---|---|---|---|");
  for (const [what, sample] of [
    ["quiet", baseline],
    ["hostile mail arrives and is read", during],
  ] as const)
    console.log(
      `| ${what} | ${sample.banner.length} | ${fmt(sample.banner)} | ${fmt(sample.health)} | ${Math.max(...sample.rss).toFixed(0)} MB |`,
    );
  for (const row of rounds[0]?.handled ?? [])
    console.log(`  ${row.messageId}: ${row.state} (${JSON.stringify(row.outcome).slice(0, 120)})`);
}
