// Move page weight: `npm run bench:bytes`. What the game page's HTML is made of, for the player to
// move and the player waiting, in each game: the rendered markup and the RSC flight payload
// (`self.__next_f.push` scripts, which React reads to hydrate the client components), and the
// flight's largest rows. Then BENCH_REQUESTS (default 50) sequential GETs of the chess move page:
// median and p95 in ms, beside the load average (indicative only on a shared machine).
// BENCH_GAMES=chess,kings-court limits the games; BENCH_SAVE=<dir> keeps each page's HTML and flight.
import { mkdir, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { db } from "../lib/db/prisma";
import { splitFlight } from "../tests/support/flight";
import { signedInPerson, startGameBetween } from "../tests/support/players";
import { startService } from "../tests/support/service";

const requests = Number(process.env.BENCH_REQUESTS ?? 50);
const games = (process.env.BENCH_GAMES ?? "chess,joust,wild-jokers,kings-court,diagonal,juxtaposition").split(
  ",",
);

/** The flight's rows ("id:payload\n"), largest first. */
function largestRows(flight: string, count: number) {
  const rows = flight.split(/\n(?=[0-9a-f]+:)/);
  return rows
    .map((row) => ({ bytes: Buffer.byteLength(row), head: row.slice(0, 110).replace(/\s+/g, " ") }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count);
}

const service = await startService({ durable: false });
try {
  const white = await signedInPerson("white");
  const black = await signedInPerson("black");
  console.log(`Production service at ${service.url}\n`);
  console.log(
    "| game | viewer | HTML bytes | markup | flight (as sent) | flight (decoded) |\n|---|---|---|---|---|---|",
  );
  const pages: { game: string; url: string; html: string }[] = [];
  for (const gameType of games) {
    const game = await startGameBetween(white, black, { gameType }, new Date());
    for (const [viewer, cookie] of [
      ["to move", white.cookie],
      ["waiting", black.cookie],
    ] as const) {
      const url = `${service.url}/games/${game.id}`;
      const response = await fetch(url, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
      const html = await response.text();
      const split = splitFlight(html);
      console.log(
        `| ${gameType} | ${viewer} | ${split.total} | ${split.markup} | ${split.flightSent} | ${Buffer.byteLength(split.flight)} |`,
      );
      if (viewer === "to move") pages.push({ game: gameType, url, html });
      if (process.env.BENCH_SAVE) {
        await mkdir(process.env.BENCH_SAVE, { recursive: true });
        const file = `${process.env.BENCH_SAVE}/${gameType}-${viewer.replace(" ", "-")}`;
        await writeFile(`${file}.html`, html);
        await writeFile(`${file}.flight`, split.flight);
      }
    }
  }
  for (const { game, html } of pages.filter((p) => ["chess", "kings-court"].includes(p.game))) {
    console.log(`\nLargest flight rows, ${game}, player to move:`);
    for (const row of largestRows(splitFlight(html).flight, 8)) console.log(`  ${row.bytes}\t${row.head}`);
  }

  const chess = pages[0];
  const get = async () => {
    const started = performance.now();
    const response = await fetch(chess.url, { headers: { cookie: white.cookie } });
    await response.arrayBuffer();
    return performance.now() - started;
  };
  for (let i = 0; i < 10; i++) await get();
  const before = loadavg()[0];
  const times: number[] = [];
  for (let i = 0; i < requests; i++) times.push(await get());
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  console.log(
    `\n${chess.game} move page, ${requests} sequential GETs: median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (load average ${before.toFixed(2)} → ${loadavg()[0].toFixed(2)}; indicative only)`,
  );
} finally {
  await db().$disconnect?.();
  await service.stop();
}
