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

-- The serving feed's items carry the campaign's bid and goal: every campaign until now bid CPM with no goal.
UPDATE "ServingAd" SET "item" = "item" || '{"bid": {"type": "BID_TYPE_CPM", "amount": null, "countries": []}, "goal": {"type": "GOAL_TYPE_NONE", "target": null}}'::jsonb
WHERE "item" IS NOT NULL AND jsonb_typeof("item") = 'object' AND NOT ("item" ? 'bid');
