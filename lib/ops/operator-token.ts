// Who may read what only operators should: /metrics, and the details of /healthz (which check
// failed, the queue's depth, migration names, the database's error). A scraper or monitor sends
// `Authorization: Bearer <METRICS_TOKEN>`.
import { createHash, timingSafeEqual } from "node:crypto";
import { config } from "../config";

/** Whether an Authorization header carries the operators' token: "off" when no METRICS_TOKEN is set. */
export function operatorAccess(authorization: string | null): "yes" | "no" | "off" {
  const token = config().metricsToken;
  if (!token) return "off";
  const given = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1] ?? "";
  // Compared as digests: equal lengths, and no timing difference that tells how much matched.
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(token)) ? "yes" : "no";
}
