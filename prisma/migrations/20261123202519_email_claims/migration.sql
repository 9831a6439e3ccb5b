-- CreateEnum
CREATE TYPE "EmailState" AS ENUM ('SENDING', 'SENT', 'REJECTED');

-- AlterTable
ALTER TABLE "SentEmail" ADD COLUMN     "claimedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "claimedBy" TEXT,
ADD COLUMN     "reason" TEXT,
ADD COLUMN     "state" "EmailState" NOT NULL DEFAULT 'SENT',
ALTER COLUMN "sentAt" DROP NOT NULL,
ALTER COLUMN "sentAt" DROP DEFAULT;

-- CreateTable
CREATE TABLE "WorkerHeartbeat" (
    "process" TEXT NOT NULL,
    "pools" TEXT[],
    "beatAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WorkerHeartbeat_pkey" PRIMARY KEY ("process")
);

-- CreateIndex
CREATE INDEX "SentEmail_claimedBy_idx" ON "SentEmail"("claimedBy");

-- Rows from before claims were all delivered: their claim time is their sending time.
UPDATE "SentEmail" SET "claimedAt" = "sentAt" WHERE "sentAt" IS NOT NULL;
