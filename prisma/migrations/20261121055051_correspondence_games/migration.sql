-- CreateEnum
CREATE TYPE "EmailMode" AS ENUM ('EACH_MOVE', 'DIGEST', 'NONE');

-- CreateEnum
CREATE TYPE "Side" AS ENUM ('WHITE', 'BLACK');

-- CreateEnum
CREATE TYPE "ColorChoice" AS ENUM ('WHITE', 'BLACK', 'RANDOM');

-- CreateEnum
CREATE TYPE "GameStatus" AS ENUM ('ONGOING', 'FINISHED');

-- CreateEnum
CREATE TYPE "InvitationStatus" AS ENUM ('PENDING', 'ACCEPTED', 'DECLINED', 'EXPIRED');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "emailMode" "EmailMode" NOT NULL DEFAULT 'EACH_MOVE',
ADD COLUMN     "mailOff" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "unsubscribeKey" TEXT NOT NULL;

-- CreateTable
CREATE TABLE "Game" (
    "id" TEXT NOT NULL,
    "gameType" TEXT NOT NULL,
    "rulesVersion" TEXT NOT NULL,
    "startPosition" TEXT NOT NULL,
    "position" TEXT NOT NULL,
    "history" TEXT[],
    "plies" INTEGER NOT NULL DEFAULT 0,
    "whiteId" TEXT NOT NULL,
    "blackId" TEXT NOT NULL,
    "daysPerMove" INTEGER NOT NULL,
    "status" "GameStatus" NOT NULL DEFAULT 'ONGOING',
    "deadline" TIMESTAMP(3),
    "drawOfferedBy" "Side",
    "winner" TEXT,
    "resultReason" TEXT,
    "public" BOOLEAN NOT NULL DEFAULT true,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastMoveAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "Game_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Move" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "ply" INTEGER NOT NULL,
    "notation" TEXT NOT NULL,
    "message" TEXT,
    "playedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Move_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Invitation" (
    "id" TEXT NOT NULL,
    "gameType" TEXT NOT NULL,
    "inviterId" TEXT NOT NULL,
    "inviteeEmail" TEXT NOT NULL,
    "inviterColor" "ColorChoice" NOT NULL,
    "daysPerMove" INTEGER NOT NULL,
    "message" TEXT,
    "public" BOOLEAN NOT NULL DEFAULT true,
    "status" "InvitationStatus" NOT NULL DEFAULT 'PENDING',
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "respondedAt" TIMESTAMP(3),
    "gameId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Invitation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GameLink" (
    "tokenHash" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GameLink_pkey" PRIMARY KEY ("tokenHash")
);

-- CreateTable
CREATE TABLE "SentEmail" (
    "eventKey" TEXT NOT NULL,
    "messageId" TEXT NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SentEmail_pkey" PRIMARY KEY ("eventKey")
);

-- CreateIndex
CREATE INDEX "Game_whiteId_status_idx" ON "Game"("whiteId", "status");

-- CreateIndex
CREATE INDEX "Game_blackId_status_idx" ON "Game"("blackId", "status");

-- CreateIndex
CREATE INDEX "Game_status_deadline_idx" ON "Game"("status", "deadline");

-- CreateIndex
CREATE UNIQUE INDEX "Move_gameId_ply_key" ON "Move"("gameId", "ply");

-- CreateIndex
CREATE UNIQUE INDEX "Invitation_gameId_key" ON "Invitation"("gameId");

-- CreateIndex
CREATE INDEX "Invitation_inviteeEmail_status_idx" ON "Invitation"("inviteeEmail", "status");

-- CreateIndex
CREATE INDEX "Invitation_inviterId_createdAt_idx" ON "Invitation"("inviterId", "createdAt");

-- CreateIndex
CREATE INDEX "GameLink_gameId_idx" ON "GameLink"("gameId");

-- CreateIndex
CREATE UNIQUE INDEX "User_unsubscribeKey_key" ON "User"("unsubscribeKey");

-- AddForeignKey
ALTER TABLE "Game" ADD CONSTRAINT "Game_whiteId_fkey" FOREIGN KEY ("whiteId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Game" ADD CONSTRAINT "Game_blackId_fkey" FOREIGN KEY ("blackId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Move" ADD CONSTRAINT "Move_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invitation" ADD CONSTRAINT "Invitation_inviterId_fkey" FOREIGN KEY ("inviterId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invitation" ADD CONSTRAINT "Invitation_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GameLink" ADD CONSTRAINT "GameLink_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GameLink" ADD CONSTRAINT "GameLink_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
