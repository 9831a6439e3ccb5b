-- CreateTable
CREATE TABLE "GameReview" (
    "gameId" TEXT NOT NULL,
    "nodes" INTEGER NOT NULL,
    "moves" JSONB NOT NULL,
    "skipped" INTEGER NOT NULL DEFAULT 0,
    "tookMs" INTEGER NOT NULL,
    "reviewedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GameReview_pkey" PRIMARY KEY ("gameId")
);

-- AddForeignKey
ALTER TABLE "GameReview" ADD CONSTRAINT "GameReview_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
