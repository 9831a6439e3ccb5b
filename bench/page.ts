// Page benchmark: `npm run bench:page`. What one request costs the production server (`npm start`)
// in CPU, page by page, one request at a time: the floor under bench:web's figures. For each page,
// N requests (BENCH_REQUESTS, default 500) after 30 to warm up; reports the time per request, the
// CPU per request by process (bench/cpu.ts) and the response's size (uncompressed; Next.js
// compresses it with gzip for the client, which fetch undoes). BENCH_PROFILE=<dir> writes the
// service processes' CPU profiles there, as for bench:web.
import { db } from "../lib/db/prisma";
import { signedInPerson, startGameBetween } from "../tests/support/players";
import { startService } from "../tests/support/service";
import { cpuByGroup, cpuSpent, cpuTotalPer } from "./cpu";
import { profileEnv } from "./profile-env";

const requests = Number(process.env.BENCH_REQUESTS ?? 500);
const service = await startService({
  durable: false,
  env: profileEnv(),
});

try {
  const white = await signedInPerson("white");
  const black = await signedInPerson("black");
  const game = await startGameBetween(white, black, {}, new Date());
  const pages: [string, string, Record<string, string>][] = [
    ["/healthz (no page: the framework's floor)", "/healthz", {}],
    ["sign-in page", "/signin", {}],
    ["game page, player to move", `/games/${game.id}`, { cookie: white.cookie }],
    ["game page, player waiting", `/games/${game.id}`, { cookie: black.cookie }],
    ["rules of Chess", "/rules/chess", {}],
  ];
  console.log(
    `Production service at ${service.url}; ${requests} requests per page, one at a time.\n\n| page | ms per request | web CPU per request | all CPU per request | bytes |\n|---|---|---|---|---|`,
  );
  for (const [label, path, headers] of pages) {
    const get = async () => {
      const response = await fetch(`${service.url}${path}`, { headers });
      if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    };
    for (let i = 0; i < 30; i++) await get();
    const before = cpuByGroup();
    const started = performance.now();
    let body = Buffer.alloc(0);
    for (let i = 0; i < requests; i++) body = await get();
    const wall = (performance.now() - started) / requests;
    const after = cpuByGroup();
    const web = cpuSpent(before, after, requests).get("web (Next.js)") ?? 0;
    const all = cpuTotalPer(before, after, requests);
    console.log(
      `| ${label} | ${wall.toFixed(1)} | ${web.toFixed(1)} ms | ${all.toFixed(1)} ms | ${body.length} |`,
    );
  }
} finally {
  await db().$disconnect?.();
  await service.stop();
}
