-- Secrets at rest are hashes (issue 12), written by hand from the schema diff so that nobody is
-- signed out and no unsubscribe link already in an inbox stops working at once.

-- Sessions: the token column becomes its SHA-256 (lib/auth/session-token.ts hashes cookies the
-- same way), so every browser stays signed in.
-- (A new column rather than a rename: PostgreSQL 18 would keep the old column's name on its NOT
-- NULL constraint.)
ALTER TABLE "Session" ADD COLUMN "tokenHash" TEXT;
UPDATE "Session" SET "tokenHash" = encode(sha256(convert_to("sessionToken", 'UTF8')), 'hex');
ALTER TABLE "Session" ALTER COLUMN "tokenHash" SET NOT NULL;
DROP INDEX "Session_sessionToken_key";
ALTER TABLE "Session" DROP COLUMN "sessionToken";
CREATE UNIQUE INDEX "Session_tokenHash_key" ON "Session"("tokenHash");

-- Unsubscribe keys: one random key per email from now on, stored hashed.
CREATE TABLE "UnsubscribeKey" (
    "keyHash" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UnsubscribeKey_pkey" PRIMARY KEY ("keyHash")
);
CREATE INDEX "UnsubscribeKey_userId_idx" ON "UnsubscribeKey"("userId");
CREATE INDEX "UnsubscribeKey_expiresAt_idx" ON "UnsubscribeKey"("expiresAt");
ALTER TABLE "UnsubscribeKey" ADD CONSTRAINT "UnsubscribeKey_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The old per-person cuid keys are in emails already delivered, and an unsubscribe link must keep
-- working for a while after its email was sent (30 days in CAN-SPAM, and RFC 8058 clients may
-- press it later). They keep working, hashed, for 60 days and then expire. Guessing one is held
-- off by the limit on failed lookups (lib/mail/unsubscribe.ts).
INSERT INTO "UnsubscribeKey" ("keyHash", "userId", "createdAt", "expiresAt")
SELECT encode(sha256(convert_to("unsubscribeKey", 'UTF8')), 'hex'), "id", CURRENT_TIMESTAMP,
       CURRENT_TIMESTAMP + interval '60 days'
  FROM "User";
DROP INDEX "User_unsubscribeKey_key";
ALTER TABLE "User" DROP COLUMN "unsubscribeKey";
