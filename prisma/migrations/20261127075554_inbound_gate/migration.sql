-- AlterTable
ALTER TABLE "InboundMail" ADD COLUMN     "subject" TEXT,
ALTER COLUMN "raw" DROP NOT NULL;

-- CreateTable
CREATE TABLE "MailgunToken" (
    "token" TEXT NOT NULL,
    "usedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MailgunToken_pkey" PRIMARY KEY ("token")
);

-- CreateIndex
CREATE INDEX "MailgunToken_usedAt_idx" ON "MailgunToken"("usedAt");
