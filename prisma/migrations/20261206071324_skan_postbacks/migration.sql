-- AlterTable
ALTER TABLE "Campaign" ADD COLUMN     "skanId" INTEGER;

-- CreateTable
CREATE TABLE "SkanPostback" (
    "id" TEXT NOT NULL,
    "framework" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "dedupeKey" TEXT NOT NULL,
    "adNetworkId" TEXT NOT NULL,
    "sourceIdentifier" TEXT NOT NULL,
    "appStoreId" TEXT NOT NULL,
    "transactionId" TEXT NOT NULL,
    "sourceAppId" TEXT,
    "sourceDomain" TEXT,
    "redownload" BOOLEAN,
    "fidelityType" INTEGER,
    "conversionValue" INTEGER,
    "coarseValue" TEXT,
    "postbackSequenceIndex" INTEGER NOT NULL DEFAULT 0,
    "didWin" BOOLEAN NOT NULL,
    "raw" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "outcomeReason" TEXT,
    "organizationId" TEXT,
    "campaignId" TEXT,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SkanPostback_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SkanPostback_dedupeKey_key" ON "SkanPostback"("dedupeKey");

-- CreateIndex
CREATE INDEX "SkanPostback_campaignId_receivedAt_idx" ON "SkanPostback"("campaignId", "receivedAt");

-- CreateIndex
CREATE INDEX "SkanPostback_receivedAt_idx" ON "SkanPostback"("receivedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Campaign_skanId_key" ON "Campaign"("skanId");

-- AddForeignKey
ALTER TABLE "SkanPostback" ADD CONSTRAINT "SkanPostback_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE SET NULL ON UPDATE CASCADE;
