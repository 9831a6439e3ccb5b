// GET /healthz: for load balancers and monitors, no sign-in. 200 when the database answers, every
// migration is applied and the job queue keeps up; otherwise 503. The JSON says which.
import { NextResponse } from "next/server";
import { serviceHealth } from "@/lib/health";

export const dynamic = "force-dynamic";

export async function GET() {
  const health = await serviceHealth();
  return NextResponse.json(health, {
    status: health.ok ? 200 : 503,
    headers: { "cache-control": "no-store" },
  });
}
