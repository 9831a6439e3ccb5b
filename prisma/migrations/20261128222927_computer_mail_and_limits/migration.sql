-- AlterTable
ALTER TABLE "User" ADD COLUMN     "computerMail" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "computerTakebacks" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "computerTakebacksFrom" TIMESTAMP(3),
ADD COLUMN     "lastSeenAt" TIMESTAMP(3);
