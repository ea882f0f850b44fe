-- CreateTable
CREATE TABLE "CampaignInstallCharge" (
    "campaignId" TEXT NOT NULL,
    "hour" TIMESTAMPTZ(3) NOT NULL,
    "organizationId" TEXT NOT NULL,
    "installs" INTEGER NOT NULL DEFAULT 0,
    "charged" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "CampaignInstallCharge_pkey" PRIMARY KEY ("campaignId","hour")
);

-- AddForeignKey
ALTER TABLE "CampaignInstallCharge" ADD CONSTRAINT "CampaignInstallCharge_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;
