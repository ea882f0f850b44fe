-- AlterTable
ALTER TABLE "Campaign" ADD COLUMN     "startOnApproval" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "ServingChange" ALTER COLUMN "xact" SET DEFAULT (pg_current_xact_id())::text::bigint;
