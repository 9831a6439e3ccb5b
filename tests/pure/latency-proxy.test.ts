// bench:phone's proxy (bench/latency-proxy.ts): a benchmark run must not fail on a connection the
// service closed while idle, nor count the proxy's own pages as the service's time.
import http from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startLatencyProxy } from "../../bench/latency-proxy";

/** A GET as a browser's navigation sends it (fetch sets its own Sec-Fetch-Mode). */
const navigate = (url: string) =>
  new Promise<http.IncomingMessage>((resolve, reject) => {
    http
      .get(url, { headers: { "sec-fetch-mode": "navigate" } }, (answer) =>
        answer.resume().on("end", () => resolve(answer)),
      )
      .on("error", reject);
  });

/** A service that drops the connection on its second request, as on its keep-alive timeout. */
let service: http.Server;
let port = 0;
beforeAll(async () => {
  const requests = new WeakMap<object, number>();
  service = http.createServer((request, response) => {
    const count = (requests.get(request.socket) ?? 0) + 1;
    requests.set(request.socket, count);
    if (count === 2) request.socket.destroy();
    else response.end(`ok ${request.url}`);
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  port = (service.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

it("sends a read again on a new connection when the kept-alive one is dropped", async () => {
  const proxy = await startLatencyProxy({ target: () => port, delayMs: 0 });
  try {
    const first = await fetch(`${proxy.url}/one`);
    expect([first.status, await first.text()]).toEqual([200, "ok /one"]);
    const second = await fetch(`${proxy.url}/two`);
    expect([second.status, await second.text()]).toEqual([200, "ok /two"]);
  } finally {
    await proxy.stop();
  }
});

it("answers its own page itself, and times only the service's documents", async () => {
  const waits: number[] = [];
  const proxy = await startLatencyProxy({
    target: () => port,
    delayMs: 0,
    ownPage: (path) => (path === "/copy" ? Buffer.from("the copy") : null),
    onDocument: (ms) => waits.push(ms),
  });
  try {
    const own = await navigate(`${proxy.url}/copy`);
    expect(own.headers["content-encoding"]).toBe("gzip");
    expect(waits).toEqual([]);
    expect((await navigate(`${proxy.url}/page`)).statusCode).toBe(200);
    await (await fetch(`${proxy.url}/script.js`)).text();
    expect(waits).toHaveLength(1);
  } finally {
    await proxy.stop();
  }
});
