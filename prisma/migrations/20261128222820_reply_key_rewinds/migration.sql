-- AlterTable
ALTER TABLE "ReplyKey" ADD COLUMN     "rewinds" INTEGER NOT NULL DEFAULT 0;
