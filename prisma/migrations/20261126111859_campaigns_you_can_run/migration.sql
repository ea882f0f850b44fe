-- AlterTable
ALTER TABLE "Ad" ADD COLUMN     "approvedVersion" JSONB,
ADD COLUMN     "reviewReason" TEXT,
ADD COLUMN     "reviewStatus" TEXT NOT NULL DEFAULT 'PENDING',
ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'AD_STATUS_ACTIVE',
ADD COLUMN     "submittedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "Campaign" ADD COLUMN     "dailyBudget" BIGINT,
ADD COLUMN     "pauseRequested" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "CampaignStatusRecord" ADD COLUMN     "adId" TEXT,
ADD COLUMN     "changes" JSONB;

-- AlterTable
ALTER TABLE "Creative" ADD COLUMN     "sourceUrl" TEXT;

-- AlterTable
ALTER TABLE "DeliveryDay" ADD COLUMN     "flag" TEXT;

-- CreateIndex
CREATE INDEX "Ad_reviewStatus_submittedAt_id_idx" ON "Ad"("reviewStatus", "submittedAt", "id");

-- Ads of campaigns created before per-ad review: a campaign past review had its ads approved with it; a rejected
-- campaign's ads carry its rejection. Their approved version is what they are now.
UPDATE "Ad" a SET "submittedAt" = a."createdAt", "updatedAt" = a."createdAt";
UPDATE "Ad" a SET "reviewStatus" = 'APPROVED'
FROM "Campaign" c WHERE c."id" = a."campaignId" AND c."status" IN ('CAMPAIGN_STATUS_ACTIVE', 'CAMPAIGN_STATUS_PAUSED', 'CAMPAIGN_STATUS_ENDED');
UPDATE "Ad" a SET "reviewStatus" = 'REJECTED', "reviewReason" = c."statusReason"
FROM "Campaign" c WHERE c."id" = a."campaignId" AND c."status" = 'CAMPAIGN_STATUS_REJECTED';
UPDATE "Ad" a SET "approvedVersion" = jsonb_build_object(
  'name', a."name",
  'categories', to_jsonb(a."categories"),
  'cpm', a."cpm",
  'destinationUrl', a."destinationUrl",
  'creatives', (
    SELECT coalesce(jsonb_agg(jsonb_build_object('kind', c."kind", 'assetId', c."assetId", 'url', c."url", 'width', c."width",
      'height', c."height", 'mime', c."mime") ORDER BY c."position"), '[]'::jsonb)
    FROM "Creative" c WHERE c."adId" = a."id"))
WHERE a."reviewStatus" = 'APPROVED';
