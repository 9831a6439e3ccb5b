-- AlterEnum
ALTER TYPE "MessageAction" ADD VALUE 'TAKEBACK_REQUEST';

-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "number" SERIAL NOT NULL;

-- AlterTable
ALTER TABLE "ReplyKey" ADD COLUMN     "chat" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "GameMessage" ADD COLUMN     "mailKey" TEXT,
ADD COLUMN     "mailedAt" TIMESTAMP(3);

-- CreateIndex
CREATE UNIQUE INDEX "Game_number_key" ON "Game"("number");

-- CreateIndex
CREATE INDEX "GameMessage_unmailed_chat_idx" ON "GameMessage"("gameId") WHERE ("mailedAt" IS NULL AND action IS NULL);
