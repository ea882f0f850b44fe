-- AlterTable
ALTER TABLE "Campaign" ADD COLUMN     "bidAmount" BIGINT,
ADD COLUMN     "bidType" TEXT NOT NULL DEFAULT 'BID_TYPE_CPM',
ADD COLUMN     "goalTarget" BIGINT,
ADD COLUMN     "goalType" TEXT NOT NULL DEFAULT 'GOAL_TYPE_NONE';

-- AlterTable
ALTER TABLE "Postback" ADD COLUMN     "chargeOutcome" TEXT,
ADD COLUMN     "chargedAmount" BIGINT;

-- CreateTable
CREATE TABLE "CampaignCountryBid" (
    "campaignId" TEXT NOT NULL,
    "country" VARCHAR(2) NOT NULL,
    "amount" BIGINT NOT NULL,

    CONSTRAINT "CampaignCountryBid_pkey" PRIMARY KEY ("campaignId","country")
);

-- AddForeignKey
ALTER TABLE "CampaignCountryBid" ADD CONSTRAINT "CampaignCountryBid_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;
