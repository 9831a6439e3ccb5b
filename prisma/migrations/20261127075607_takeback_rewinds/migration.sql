-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "bothMoved" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "rewinds" INTEGER NOT NULL DEFAULT 0;

-- Existing games: those already past both first moves have had both sides move.
UPDATE "Game" SET "bothMoved" = true WHERE "plies" >= 2;
