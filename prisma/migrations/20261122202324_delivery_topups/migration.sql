-- CreateTable
CREATE TABLE "DeliveryDay" (
    "adId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "campaignId" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "impressions" BIGINT NOT NULL DEFAULT 0,
    "clicks" BIGINT NOT NULL DEFAULT 0,
    "installs" BIGINT NOT NULL DEFAULT 0,
    "spend" BIGINT NOT NULL DEFAULT 0,
    "charged" BIGINT NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeliveryDay_pkey" PRIMARY KEY ("adId","date")
);

-- CreateTable
CREATE TABLE "TopUp" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "referenceCode" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "ledgerEntryId" TEXT,
    "requestedById" TEXT,
    "decidedById" TEXT,
    "decidedAt" TIMESTAMP(3),
    "reason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TopUp_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DeliveryDay_campaignId_date_idx" ON "DeliveryDay"("campaignId", "date");

-- CreateIndex
CREATE INDEX "DeliveryDay_organizationId_date_idx" ON "DeliveryDay"("organizationId", "date");

-- CreateIndex
CREATE UNIQUE INDEX "TopUp_referenceCode_key" ON "TopUp"("referenceCode");

-- CreateIndex
CREATE UNIQUE INDEX "TopUp_ledgerEntryId_key" ON "TopUp"("ledgerEntryId");

-- CreateIndex
CREATE INDEX "TopUp_organizationId_createdAt_id_idx" ON "TopUp"("organizationId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "TopUp_status_createdAt_id_idx" ON "TopUp"("status", "createdAt", "id");

-- AddForeignKey
ALTER TABLE "DeliveryDay" ADD CONSTRAINT "DeliveryDay_adId_fkey" FOREIGN KEY ("adId") REFERENCES "Ad"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeliveryDay" ADD CONSTRAINT "DeliveryDay_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeliveryDay" ADD CONSTRAINT "DeliveryDay_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TopUp" ADD CONSTRAINT "TopUp_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
