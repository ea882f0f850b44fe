-- CreateTable
CREATE TABLE "Campaign" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'REGULAR',
    "name" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "statusReason" TEXT,
    "startAt" TIMESTAMP(3) NOT NULL,
    "endAt" TIMESTAMP(3),
    "cur" TEXT NOT NULL DEFAULT 'CURRENCY_KRW',
    "budget" BIGINT NOT NULL,
    "budgetRemain" BIGINT NOT NULL,
    "platforms" TEXT[],
    "devices" TEXT[],
    "tags" TEXT[],
    "locations" TEXT[],
    "languages" TEXT[],
    "inventoryTargets" TEXT[],
    "btags" TEXT[],
    "promotedAppIds" TEXT[],
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Campaign_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Ad" (
    "id" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "cur" TEXT NOT NULL DEFAULT 'CURRENCY_KRW',
    "categories" TEXT[],
    "cpm" BIGINT,
    "productType" TEXT NOT NULL,
    "destinationUrl" TEXT,
    "promotedAppId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Ad_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Creative" (
    "id" TEXT NOT NULL,
    "adId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "assetId" TEXT,
    "url" TEXT,
    "width" INTEGER,
    "height" INTEGER,
    "mime" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Creative_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CampaignStatusRecord" (
    "id" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "statusFrom" TEXT,
    "statusTo" TEXT NOT NULL,
    "reason" TEXT,
    "changedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CampaignStatusRecord_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Campaign_organizationId_kind_createdAt_id_idx" ON "Campaign"("organizationId", "kind", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Campaign_organizationId_kind_status_createdAt_id_idx" ON "Campaign"("organizationId", "kind", "status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Campaign_status_createdAt_id_idx" ON "Campaign"("status", "createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Ad_campaignId_position_key" ON "Ad"("campaignId", "position");

-- CreateIndex
CREATE INDEX "Creative_assetId_idx" ON "Creative"("assetId");

-- CreateIndex
CREATE UNIQUE INDEX "Creative_adId_position_key" ON "Creative"("adId", "position");

-- CreateIndex
CREATE INDEX "CampaignStatusRecord_campaignId_createdAt_id_idx" ON "CampaignStatusRecord"("campaignId", "createdAt", "id");

-- AddForeignKey
ALTER TABLE "Campaign" ADD CONSTRAINT "Campaign_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ad" ADD CONSTRAINT "Ad_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Creative" ADD CONSTRAINT "Creative_adId_fkey" FOREIGN KEY ("adId") REFERENCES "Ad"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Creative" ADD CONSTRAINT "Creative_assetId_fkey" FOREIGN KEY ("assetId") REFERENCES "Asset"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CampaignStatusRecord" ADD CONSTRAINT "CampaignStatusRecord_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;
