-- AlterTable
ALTER TABLE "Invitation" ADD COLUMN     "inviteeId" TEXT,
ADD COLUMN     "rematchOfId" TEXT;

-- CreateIndex
CREATE INDEX "Invitation_inviteeId_idx" ON "Invitation"("inviteeId");

-- CreateIndex
CREATE INDEX "Invitation_rematchOfId_idx" ON "Invitation"("rematchOfId");

-- AddForeignKey
ALTER TABLE "Invitation" ADD CONSTRAINT "Invitation_inviteeId_fkey" FOREIGN KEY ("inviteeId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invitation" ADD CONSTRAINT "Invitation_rematchOfId_fkey" FOREIGN KEY ("rematchOfId") REFERENCES "Game"("id") ON DELETE SET NULL ON UPDATE CASCADE;
