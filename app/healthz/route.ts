// GET /healthz: for load balancers and monitors, no sign-in. 200 when the database answers, every
// migration is applied and the job queue keeps up; otherwise 503. Anyone is told up or down; with
// `Authorization: Bearer <METRICS_TOKEN>` the JSON says which check failed (lib/ops/health.ts).
import { NextResponse } from "next/server";
import { healthAnswer, serviceHealth } from "@/lib/ops/health";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const answer = healthAnswer(await serviceHealth(), request.headers.get("authorization"));
  return NextResponse.json(answer.body, {
    status: answer.status,
    headers: { "cache-control": "no-store", ...answer.headers },
  });
}
