-- AlterEnum
ALTER TYPE "InvitationStatus" ADD VALUE 'DRAFT';

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "lastDigestAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Invitation" ADD COLUMN     "tokenHash" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Invitation_tokenHash_key" ON "Invitation"("tokenHash");

-- CreateIndex
CREATE INDEX "Invitation_status_expiresAt_idx" ON "Invitation"("status", "expiresAt");
