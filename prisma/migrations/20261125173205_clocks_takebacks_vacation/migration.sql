-- AlterEnum
ALTER TYPE "GameStatus" ADD VALUE 'ABORTED';

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "vacationAccruedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "vacationFrom" TIMESTAMP(3),
ADD COLUMN     "vacationSeconds" INTEGER NOT NULL DEFAULT 216000,
ADD COLUMN     "vacationUntil" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "blackSeconds" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "incrementDays" INTEGER,
ADD COLUMN     "pausedAt" TIMESTAMP(3),
ADD COLUMN     "takebackBy" "Side",
ADD COLUMN     "takebacks" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "whiteSeconds" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Invitation" ADD COLUMN     "incrementDays" INTEGER,
ADD COLUMN     "takebacks" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Challenge" ADD COLUMN     "incrementDays" INTEGER,
ADD COLUMN     "takebacks" BOOLEAN NOT NULL DEFAULT false;

-- Existing games: each side's bank is the time per move they had all along (days per move resets
-- it after every move, so this is exact for every running game).
UPDATE "Game" SET "whiteSeconds" = "daysPerMove" * 86400, "blackSeconds" = "daysPerMove" * 86400;

-- Existing players: the monthly share (2.5 days) for every month since they joined, the month they
-- joined included, up to the 30-day cap, accrued up to now.
UPDATE "User" SET
  "vacationSeconds" = LEAST(
    30 * 86400,
    216000 * (1 + (EXTRACT(YEAR FROM now()) * 12 + EXTRACT(MONTH FROM now()))
               - (EXTRACT(YEAR FROM "createdAt") * 12 + EXTRACT(MONTH FROM "createdAt")))
  )::int,
  "vacationAccruedAt" = now();
