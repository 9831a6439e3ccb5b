-- AlterTable
ALTER TABLE "Move" ADD COLUMN     "fromSquare" TEXT,
ADD COLUMN     "san" TEXT,
ADD COLUMN     "toSquare" TEXT;
