-- AlterTable
-- Entries written so far were numbered in commit order (one lock for every writer): they keep xact 0 and their seq
-- order, and a cursor of then (a bare seq) continues as (0, seq). New entries carry their transaction's id.
ALTER TABLE "ServingChange" ADD COLUMN     "xact" BIGINT NOT NULL DEFAULT 0;
ALTER TABLE "ServingChange" ALTER COLUMN "xact" SET DEFAULT (pg_current_xact_id())::text::bigint;

-- AlterTable
ALTER TABLE "ServingChangeHorizon" ADD COLUMN     "prunedXact" BIGINT NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "ServingChange_xact_seq_idx" ON "ServingChange"("xact", "seq");

-- CreateIndex
CREATE INDEX "ServingChange_campaignId_xact_idx" ON "ServingChange"("campaignId", "xact");
