-- CreateEnum
CREATE TYPE "TournamentStatus" AS ENUM ('OPEN', 'RUNNING', 'FINISHED', 'CANCELLED');

-- CreateEnum
CREATE TYPE "TournamentForm" AS ENUM ('SINGLE', 'DOUBLE');

-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "tournamentGroup" INTEGER,
ADD COLUMN     "tournamentId" TEXT,
ADD COLUMN     "tournamentRound" INTEGER,
ADD COLUMN     "tournamentStage" INTEGER;

-- CreateTable
CREATE TABLE "Tournament" (
    "id" TEXT NOT NULL,
    "number" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "creatorId" TEXT NOT NULL,
    "gameType" TEXT NOT NULL,
    "form" "TournamentForm" NOT NULL,
    "daysPerMove" INTEGER NOT NULL,
    "incrementDays" INTEGER,
    "rated" BOOLEAN NOT NULL DEFAULT false,
    "minPlayers" INTEGER NOT NULL,
    "maxPlayers" INTEGER NOT NULL,
    "groupSize" INTEGER NOT NULL,
    "qualifiers" INTEGER NOT NULL DEFAULT 1,
    "minRating" INTEGER,
    "maxRating" INTEGER,
    "startsAt" TIMESTAMP(3),
    "inviteKey" TEXT,
    "status" "TournamentStatus" NOT NULL DEFAULT 'OPEN',
    "stage" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "Tournament_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TournamentEntry" (
    "tournamentId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "rating" INTEGER NOT NULL,
    "joinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "withdrawnAt" TIMESTAMP(3),
    "withdrawnFor" TEXT,
    "place" INTEGER,

    CONSTRAINT "TournamentEntry_pkey" PRIMARY KEY ("tournamentId","userId")
);

-- CreateTable
CREATE TABLE "TournamentSeat" (
    "tournamentId" TEXT NOT NULL,
    "stage" INTEGER NOT NULL,
    "group" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "struck" BOOLEAN NOT NULL DEFAULT false,
    "withdrawal" TEXT,

    CONSTRAINT "TournamentSeat_pkey" PRIMARY KEY ("tournamentId","stage","group","number")
);

-- CreateIndex
CREATE UNIQUE INDEX "Tournament_number_key" ON "Tournament"("number");

-- CreateIndex
CREATE UNIQUE INDEX "Tournament_inviteKey_key" ON "Tournament"("inviteKey");

-- CreateIndex
CREATE INDEX "Tournament_status_createdAt_id_idx" ON "Tournament"("status", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Tournament_gameType_status_createdAt_idx" ON "Tournament"("gameType", "status", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Tournament_status_startsAt_idx" ON "Tournament"("status", "startsAt");

-- CreateIndex
CREATE INDEX "TournamentEntry_userId_joinedAt_idx" ON "TournamentEntry"("userId", "joinedAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "TournamentSeat_tournamentId_stage_userId_key" ON "TournamentSeat"("tournamentId", "stage", "userId");

-- CreateIndex
CREATE INDEX "Game_tournamentId_status_idx" ON "Game"("tournamentId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "Game_tournamentId_tournamentStage_tournamentRound_whiteId_key" ON "Game"("tournamentId", "tournamentStage", "tournamentRound", "whiteId");

-- AddForeignKey
ALTER TABLE "Game" ADD CONSTRAINT "Game_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Tournament" ADD CONSTRAINT "Tournament_creatorId_fkey" FOREIGN KEY ("creatorId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TournamentEntry" ADD CONSTRAINT "TournamentEntry_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TournamentEntry" ADD CONSTRAINT "TournamentEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TournamentSeat" ADD CONSTRAINT "TournamentSeat_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TournamentSeat" ADD CONSTRAINT "TournamentSeat_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
