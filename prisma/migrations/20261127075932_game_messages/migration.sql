-- CreateEnum
CREATE TYPE "MessageAction" AS ENUM ('DRAW_OFFER', 'DRAW_ACCEPT', 'DRAW_DECLINE', 'TAKEBACK_ACCEPT', 'TAKEBACK_DECLINE', 'RESIGN');

-- CreateTable
CREATE TABLE "GameMessage" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "ply" INTEGER NOT NULL,
    "body" TEXT NOT NULL,
    "action" "MessageAction",
    "writtenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GameMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "GameMessage_gameId_writtenAt_idx" ON "GameMessage"("gameId", "writtenAt");

-- AddForeignKey
ALTER TABLE "GameMessage" ADD CONSTRAINT "GameMessage_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GameMessage" ADD CONSTRAINT "GameMessage_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
