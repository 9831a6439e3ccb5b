-- CreateEnum
CREATE TYPE "InboundState" AS ENUM ('RECEIVED', 'ANSWERED', 'CONFIRMING', 'DROPPED');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "replyMoves" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "ReplyKey" (
    "keyHash" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "ply" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReplyKey_pkey" PRIMARY KEY ("keyHash")
);

-- CreateTable
CREATE TABLE "InboundMail" (
    "id" TEXT NOT NULL,
    "messageId" TEXT NOT NULL,
    "envelopeFrom" TEXT NOT NULL,
    "rcptTo" TEXT[],
    "remoteAddress" TEXT,
    "helo" TEXT,
    "raw" BYTEA NOT NULL,
    "state" "InboundState" NOT NULL DEFAULT 'RECEIVED',
    "userId" TEXT,
    "gameId" TEXT,
    "outcome" JSONB,
    "confirmHash" TEXT,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "handledAt" TIMESTAMP(3),

    CONSTRAINT "InboundMail_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ReplyKey_gameId_ply_idx" ON "ReplyKey"("gameId", "ply");

-- CreateIndex
CREATE INDEX "ReplyKey_userId_idx" ON "ReplyKey"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "InboundMail_messageId_key" ON "InboundMail"("messageId");

-- CreateIndex
CREATE UNIQUE INDEX "InboundMail_confirmHash_key" ON "InboundMail"("confirmHash");

-- CreateIndex
CREATE INDEX "InboundMail_userId_handledAt_idx" ON "InboundMail"("userId", "handledAt");

-- CreateIndex
CREATE INDEX "InboundMail_receivedAt_idx" ON "InboundMail"("receivedAt");

-- AddForeignKey
ALTER TABLE "ReplyKey" ADD CONSTRAINT "ReplyKey_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReplyKey" ADD CONSTRAINT "ReplyKey_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
