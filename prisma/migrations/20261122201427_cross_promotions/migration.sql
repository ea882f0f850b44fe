-- CreateTable
CREATE TABLE "CrossPromotion" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "promotedAppId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CrossPromotion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CrossPromotion_campaignId_key" ON "CrossPromotion"("campaignId");

-- CreateIndex
CREATE INDEX "CrossPromotion_organizationId_createdAt_id_idx" ON "CrossPromotion"("organizationId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "CrossPromotion_organizationId_promotedAppId_createdAt_id_idx" ON "CrossPromotion"("organizationId", "promotedAppId", "createdAt", "id");

-- AddForeignKey
ALTER TABLE "CrossPromotion" ADD CONSTRAINT "CrossPromotion_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CrossPromotion" ADD CONSTRAINT "CrossPromotion_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CrossPromotion" ADD CONSTRAINT "CrossPromotion_promotedAppId_fkey" FOREIGN KEY ("promotedAppId") REFERENCES "App"("id") ON DELETE CASCADE ON UPDATE CASCADE;
