-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- DropIndex
DROP INDEX "Game_whiteId_status_idx";

-- DropIndex
DROP INDEX "Game_blackId_status_idx";

-- CreateIndex
CREATE INDEX "User_name_trgm_idx" ON "User" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Game_whiteId_status_finishedAt_id_idx" ON "Game"("whiteId", "status", "finishedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Game_blackId_status_finishedAt_id_idx" ON "Game"("blackId", "status", "finishedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Game_archive_idx" ON "Game"("finishedAt" DESC, "id" DESC) WHERE (status = 'FINISHED');

-- CreateIndex
CREATE INDEX "Game_archive_game_result_idx" ON "Game"("gameType", "winner", "finishedAt" DESC, "id" DESC) WHERE (status = 'FINISHED');

-- CreateIndex
CREATE INDEX "Game_archive_reason_idx" ON "Game"("resultReason", "gameType", "winner", "finishedAt" DESC, "id" DESC) WHERE (status = 'FINISHED');
