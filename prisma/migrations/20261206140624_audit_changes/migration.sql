-- AlterTable
ALTER TABLE "AuditEntry" ADD COLUMN     "changes" JSONB;
