// Fixed-window rate limits kept in PostgreSQL, so every app instance shares one count.
// One atomic statement per hit: no read-then-write race between two requests.
import { db } from "./db/prisma";

export type Limit = { max: number; windowSeconds: number };
export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export async function hit(key: string, limit: Limit, now: Date): Promise<LimitDecision> {
  const windowStartBefore = new Date(now.getTime() - limit.windowSeconds * 1000);
  const rows = await db().$queryRaw<{ count: number; windowStart: Date }[]>`
    insert into "RateLimit" ("key", "count", "windowStart") values (${key}, 1, ${now})
    on conflict ("key") do update set
      "count" = case when "RateLimit"."windowStart" <= ${windowStartBefore} then 1 else "RateLimit"."count" + 1 end,
      "windowStart" = case when "RateLimit"."windowStart" <= ${windowStartBefore} then ${now} else "RateLimit"."windowStart" end
    returning "count", "windowStart"`;
  const { count, windowStart } = rows[0];
  if (count <= limit.max) return { allowed: true };
  const endsAt = windowStart.getTime() + limit.windowSeconds * 1000;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
}

export function waitPhrase(seconds: number): string {
  if (seconds < 90) return "a minute";
  const minutes = Math.ceil(seconds / 60);
  return minutes < 90 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
}

/**
 * Whether `key` has used up its limit (max hits in this window), without counting a hit: for
 * limits on failures, checked before trying and counted (hit) only when the try fails.
 */
export async function overLimit(key: string, limit: Limit, now: Date): Promise<LimitDecision> {
  const row = await db().rateLimit.findUnique({ where: { key } });
  if (!row || row.count < limit.max) return { allowed: true };
  const endsAt = row.windowStart.getTime() + limit.windowSeconds * 1000;
  if (endsAt <= now.getTime()) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
}
