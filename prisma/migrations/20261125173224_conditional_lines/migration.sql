-- CreateTable
CREATE TABLE "ConditionalLine" (
    "gameId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "ply" INTEGER NOT NULL,
    "tree" JSONB NOT NULL,
    "notice" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ConditionalLine_pkey" PRIMARY KEY ("gameId","userId")
);

-- AddForeignKey
ALTER TABLE "ConditionalLine" ADD CONSTRAINT "ConditionalLine_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConditionalLine" ADD CONSTRAINT "ConditionalLine_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
