// GET /metrics: this instance's metrics in Prometheus' text format (lib/ops/metrics.ts), for a scraper
// that sends `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN the address does not
// exist (404); a wrong or missing token gets 401.
import { NextResponse } from "next/server";
import { metricsAllowed, webMetricsText } from "@/lib/ops/metrics";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const allowed = metricsAllowed(request.headers.get("authorization"));
  if (allowed !== "yes") {
    return new NextResponse(allowed === "off" ? "Not found." : "Unauthorized.", {
      status: allowed === "off" ? 404 : 401,
      headers: {
        "content-type": "text/plain; charset=utf-8",
        ...(allowed === "no" ? { "www-authenticate": 'Bearer realm="metrics"' } : {}),
      },
    });
  }
  const { body, contentType } = await webMetricsText();
  return new NextResponse(body, { headers: { "content-type": contentType, "cache-control": "no-store" } });
}
