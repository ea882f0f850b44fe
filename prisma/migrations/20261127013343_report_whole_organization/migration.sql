-- AlterTable
ALTER TABLE "ReportExport" ADD COLUMN     "perCampaign" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "ReportSchedule" ADD COLUMN     "perCampaign" BOOLEAN NOT NULL DEFAULT true;
