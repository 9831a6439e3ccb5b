// A worker's own HTTP port (WORKER_HEALTH_PORT, on 127.0.0.1): GET /healthz, as a web instance
// answers it (up or down; the details with METRICS_TOKEN), and GET /metrics with this process's email counts and delays (lib/ops/metrics.ts),
// behind the same METRICS_TOKEN. A worker has no other HTTP to offer, so nothing else is served.
import { createServer, type Server } from "node:http";
import { type Health, healthAnswer } from "./health";
import { metricsAllowed, metricsText } from "./metrics";

export type HealthServer = { port: number; stop: () => Promise<void> };

export async function startHealthServer(port: number, health: () => Promise<Health>): Promise<HealthServer> {
  const server: Server = createServer(async (request, response) => {
    const send = (status: number, type: string, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, { "content-type": type, "cache-control": "no-store", ...headers });
      response.end(body);
    };
    const text = "text/plain; charset=utf-8";
    try {
      const pathname = new URL(request.url ?? "/", "http://worker").pathname;
      if (request.method !== "GET") return send(405, text, "Method not allowed.", { allow: "GET" });
      if (pathname === "/healthz") {
        const answer = healthAnswer(await health(), request.headers.authorization ?? null);
        return send(answer.status, "application/json", JSON.stringify(answer.body), answer.headers);
      }
      if (pathname === "/metrics") {
        const allowed = metricsAllowed(request.headers.authorization ?? null);
        if (allowed === "off") return send(404, text, "Not found.");
        if (allowed === "no")
          return send(401, text, "Unauthorized.", { "www-authenticate": 'Bearer realm="metrics"' });
        const { body, contentType } = await metricsText();
        return send(200, contentType, body);
      }
      send(404, text, "Not found.");
    } catch (error) {
      send(500, text, `Health check failed: ${(error as Error).message.split("\n")[0]}`);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
