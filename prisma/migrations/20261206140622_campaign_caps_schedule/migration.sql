-- AlterTable
ALTER TABLE "Ad" ADD COLUMN     "capImpressions" INTEGER,
ADD COLUMN     "capPer" TEXT;

-- AlterTable
ALTER TABLE "Campaign" ADD COLUMN     "capImpressions" INTEGER,
ADD COLUMN     "capPer" TEXT,
ADD COLUMN     "scheduleHours" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "scheduleTimeZone" TEXT;
