// bench:phone's network: a reverse proxy on loopback that holds each response's status line and
// headers back by `delayMs` after the service has answered, the round trip a phone network adds
// to every request, which DevTools applies to some requests only. Bodies stream through untouched
// (DevTools throttles the bandwidth).
import http from "node:http";
import { freePort } from "../lib/db/embedded";

export type LatencyProxyOptions = {
  /** The service's port (known only once it has started). */
  target: () => number;
  delayMs: number;
  /** A page the proxy answers itself (gzipped HTML), for this path; null: ask the service. */
  ownPage?: (path: string) => Buffer | null;
  /** The service's time to the first byte of each document (a navigation), in ms. */
  onDocument?: (ms: number) => void;
};

export async function startLatencyProxy({ target, delayMs, ownPage, onDocument }: LatencyProxyOptions) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((request, response) => {
    const own = ownPage?.(request.url ?? "");
    if (own) {
      setTimeout(() => {
        response.writeHead(200, {
          "content-type": "text/html; charset=utf-8",
          "content-encoding": "gzip",
          "cache-control": "no-store",
        });
        response.end(own);
      }, delayMs);
      return;
    }
    const asked = performance.now();
    const navigation = request.headers["sec-fetch-mode"] === "navigate";
    const bodiless = request.method === "GET" || request.method === "HEAD";
    const forward = (connection: http.Agent | false) => {
      const upstream = http.request(
        {
          host: "127.0.0.1",
          port: target(),
          method: request.method,
          path: request.url,
          headers: request.headers,
          agent: connection,
        },
        (answer) => {
          if (navigation) onDocument?.(performance.now() - asked);
          setTimeout(() => {
            response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
            answer.pipe(response);
          }, delayMs);
        },
      );
      upstream.on("error", (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the service closed while idle (its keep-alive timeout) just as
        // this request went out on it: a read is sent again, on a new connection (Node.js's own
        // advice for `reusedSocket`).
        if (upstream.reusedSocket && error.code === "ECONNRESET" && bodiless && !response.headersSent) {
          forward(false);
          return;
        }
        console.error(`bench:phone proxy: ${request.method} ${request.url}: ${error.message}`);
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      if (bodiless) upstream.end();
      else request.pipe(upstream);
    };
    forward(agent);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
