-- AlterTable
ALTER TABLE "ReportExport" ADD COLUMN     "startedAt" TIMESTAMP(3);
