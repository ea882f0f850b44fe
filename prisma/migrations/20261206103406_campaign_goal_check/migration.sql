-- CreateTable
CREATE TABLE "CampaignGoalCheck" (
    "campaignId" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "countries" JSONB NOT NULL,
    "goalType" TEXT NOT NULL,
    "goalTarget" BIGINT NOT NULL,
    "checkedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CampaignGoalCheck_pkey" PRIMARY KEY ("campaignId")
);

-- AddForeignKey
ALTER TABLE "CampaignGoalCheck" ADD CONSTRAINT "CampaignGoalCheck_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;
