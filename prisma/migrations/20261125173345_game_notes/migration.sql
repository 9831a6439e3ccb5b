-- CreateTable
CREATE TABLE "GameNote" (
    "gameId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "text" TEXT NOT NULL DEFAULT '',
    "lines" JSONB NOT NULL DEFAULT '[]',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GameNote_pkey" PRIMARY KEY ("gameId","userId")
);

-- CreateIndex
CREATE INDEX "GameNote_userId_idx" ON "GameNote"("userId");

-- AddForeignKey
ALTER TABLE "GameNote" ADD CONSTRAINT "GameNote_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GameNote" ADD CONSTRAINT "GameNote_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
