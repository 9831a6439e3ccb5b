-- CreateEnum
CREATE TYPE "ChallengeStatus" AS ENUM ('OPEN', 'ACCEPTED', 'WITHDRAWN', 'EXPIRED');

-- CreateEnum
CREATE TYPE "FollowMode" AS ENUM ('INSTANT', 'DIGEST');

-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "rated" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Invitation" ADD COLUMN     "rated" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "Challenge" (
    "id" TEXT NOT NULL,
    "challengerId" TEXT NOT NULL,
    "gameType" TEXT NOT NULL,
    "daysPerMove" INTEGER NOT NULL,
    "color" "ColorChoice" NOT NULL,
    "rated" BOOLEAN NOT NULL DEFAULT false,
    "minRating" INTEGER,
    "maxRating" INTEGER,
    "note" TEXT,
    "status" "ChallengeStatus" NOT NULL DEFAULT 'OPEN',
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "gameId" TEXT,

    CONSTRAINT "Challenge_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Rating" (
    "userId" TEXT NOT NULL,
    "gameType" TEXT NOT NULL,
    "rating" DOUBLE PRECISION NOT NULL,
    "deviation" DOUBLE PRECISION NOT NULL,
    "volatility" DOUBLE PRECISION NOT NULL,
    "games" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Rating_pkey" PRIMARY KEY ("userId","gameType")
);

-- CreateTable
CREATE TABLE "RatingChange" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "gameType" TEXT NOT NULL,
    "before" DOUBLE PRECISION NOT NULL,
    "after" DOUBLE PRECISION NOT NULL,
    "deviation" DOUBLE PRECISION NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RatingChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GameFollow" (
    "userId" TEXT NOT NULL,
    "gameType" TEXT NOT NULL,
    "mode" "FollowMode" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GameFollow_pkey" PRIMARY KEY ("userId","gameType")
);

-- CreateIndex
CREATE UNIQUE INDEX "Challenge_gameId_key" ON "Challenge"("gameId");

-- CreateIndex
CREATE INDEX "Challenge_open_idx" ON "Challenge"("createdAt" DESC, "id" DESC) WHERE (status = 'OPEN');

-- CreateIndex
CREATE INDEX "Challenge_open_game_idx" ON "Challenge"("gameType", "createdAt" DESC, "id" DESC) WHERE (status = 'OPEN');

-- CreateIndex
CREATE INDEX "Challenge_challengerId_status_idx" ON "Challenge"("challengerId", "status");

-- CreateIndex
CREATE INDEX "Challenge_status_expiresAt_idx" ON "Challenge"("status", "expiresAt");

-- CreateIndex
CREATE INDEX "Rating_gameType_rating_idx" ON "Rating"("gameType", "rating" DESC);

-- CreateIndex
CREATE INDEX "RatingChange_userId_gameType_at_idx" ON "RatingChange"("userId", "gameType", "at");

-- CreateIndex
CREATE UNIQUE INDEX "RatingChange_gameId_userId_key" ON "RatingChange"("gameId", "userId");

-- CreateIndex
CREATE INDEX "GameFollow_gameType_idx" ON "GameFollow"("gameType");

-- AddForeignKey
ALTER TABLE "Challenge" ADD CONSTRAINT "Challenge_challengerId_fkey" FOREIGN KEY ("challengerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Challenge" ADD CONSTRAINT "Challenge_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Rating" ADD CONSTRAINT "Rating_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RatingChange" ADD CONSTRAINT "RatingChange_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RatingChange" ADD CONSTRAINT "RatingChange_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GameFollow" ADD CONSTRAINT "GameFollow_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
