// The migration that hashes secrets at rest keeps everyone signed in and keeps the unsubscribe
// links already in inboxes working for 60 days: its SQL run on a database holding the old rows.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sessionTokenHash } from "@/lib/auth/session-token";
import { migrationStage } from "../support/migration-stage";

const target = "hashed_secrets";
const stage = migrationStage(target);

describe(`the ${target} migration`, () => {
  it("hashes live session tokens in place and carries old unsubscribe keys over, hashed, for 60 days", async () => {
    const oldKey = "clx0p1q2r0000abcdefghijkl";
    const rawToken = "a-session-token-from-before-the-migration";
    await stage.sql(
      `insert into "User" (id, email, "unsubscribeKey", "updatedAt") values ('u1', 'ana@example.com', $1, now())`,
      [oldKey],
    );
    await stage.sql(
      `insert into "Session" (id, "sessionToken", "userId", expires) values ('s1', $1, 'u1', now() + interval '30 days')`,
      [rawToken],
    );

    await stage.migrate();

    const sessions = await stage.sql(`select "tokenHash", "userId" from "Session"`);
    expect(sessions).toEqual([{ tokenHash: sessionTokenHash(rawToken), userId: "u1" }]);
    const keys = await stage.sql(
      `select "keyHash", "userId", round(extract(epoch from "expiresAt" - now()) / 86400) as days from "UnsubscribeKey"`,
    );
    expect(keys).toEqual([
      { keyHash: createHash("sha256").update(oldKey).digest("hex"), userId: "u1", days: "60" },
    ]);
    const columns =
      await stage.sql(`select column_name from information_schema.columns where table_name in ('User', 'Session')
        and column_name in ('unsubscribeKey', 'sessionToken')`);
    expect(columns).toEqual([]);
  });
});
