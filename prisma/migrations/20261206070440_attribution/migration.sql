-- AlterTable
ALTER TABLE "ServingChange" ALTER COLUMN "xact" SET DEFAULT (pg_current_xact_id())::text::bigint;

-- CreateTable
CREATE TABLE "AttributionSetting" (
    "appId" TEXT NOT NULL,
    "platform" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "partner" TEXT NOT NULL,
    "partnerAppId" TEXT NOT NULL,
    "partnerSettings" JSONB NOT NULL DEFAULT '{}',
    "conversionEvents" TEXT[],
    "revenueEvents" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AttributionSetting_pkey" PRIMARY KEY ("appId","platform")
);

-- CreateTable
CREATE TABLE "PostbackToken" (
    "id" TEXT NOT NULL,
    "appId" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "ipWhitelist" TEXT[],
    "retiresAt" TIMESTAMP(3),
    "replacedById" TEXT,
    "revokedAt" TIMESTAMP(3),
    "lastUsedAt" TIMESTAMP(3),
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PostbackToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Postback" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "appId" TEXT NOT NULL,
    "tokenId" TEXT NOT NULL,
    "partner" TEXT NOT NULL,
    "dedupeKey" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "rawQuery" TEXT NOT NULL,
    "rawBody" TEXT,
    "sourceIp" TEXT,
    "outcome" TEXT NOT NULL,
    "outcomeReason" TEXT,
    "kind" TEXT,
    "clickId" TEXT,
    "campaignId" TEXT,
    "adId" TEXT,
    "creativeId" TEXT,
    "country" VARCHAR(2),
    "platform" TEXT,
    "installAt" TIMESTAMP(3),
    "eventAt" TIMESTAMP(3),
    "eventName" TEXT,
    "revenue" DECIMAL(20,6),
    "currency" VARCHAR(3),
    "revenueKrw" BIGINT,
    "partnerEventId" TEXT,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Postback_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AttributionRollup" (
    "organizationId" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "adId" TEXT NOT NULL DEFAULT '',
    "creativeId" TEXT NOT NULL DEFAULT '',
    "country" VARCHAR(2) NOT NULL DEFAULT '',
    "platform" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "installHour" TIMESTAMP(3) NOT NULL,
    "dayOffset" SMALLINT NOT NULL,
    "eventName" TEXT NOT NULL DEFAULT '',
    "installs" BIGINT NOT NULL DEFAULT 0,
    "rejectedInstalls" BIGINT NOT NULL DEFAULT 0,
    "reattributions" BIGINT NOT NULL DEFAULT 0,
    "events" BIGINT NOT NULL DEFAULT 0,
    "rejectedEvents" BIGINT NOT NULL DEFAULT 0,
    "revenue" BIGINT NOT NULL DEFAULT 0,
    "unconvertedEvents" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "AttributionRollup_pkey" PRIMARY KEY ("organizationId","campaignId","adId","creativeId","country","platform","source","installHour","dayOffset","eventName")
);

-- CreateTable
CREATE TABLE "ExchangeRate" (
    "date" DATE NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "rate" DECIMAL(20,8) NOT NULL,
    "createdById" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ExchangeRate_pkey" PRIMARY KEY ("date","currency")
);

-- CreateIndex
CREATE INDEX "AttributionSetting_organizationId_idx" ON "AttributionSetting"("organizationId");

-- CreateIndex
CREATE UNIQUE INDEX "PostbackToken_hash_key" ON "PostbackToken"("hash");

-- CreateIndex
CREATE INDEX "PostbackToken_appId_createdAt_id_idx" ON "PostbackToken"("appId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Postback_appId_receivedAt_id_idx" ON "Postback"("appId", "receivedAt", "id");

-- CreateIndex
CREATE INDEX "Postback_receivedAt_idx" ON "Postback"("receivedAt");

-- CreateIndex
CREATE INDEX "Postback_currency_eventAt_idx" ON "Postback"("currency", "eventAt");

-- CreateIndex
CREATE UNIQUE INDEX "Postback_appId_dedupeKey_key" ON "Postback"("appId", "dedupeKey");

-- CreateIndex
CREATE INDEX "AttributionRollup_organizationId_installHour_idx" ON "AttributionRollup"("organizationId", "installHour");

-- CreateIndex
CREATE INDEX "AttributionRollup_campaignId_installHour_idx" ON "AttributionRollup"("campaignId", "installHour");

-- AddForeignKey
ALTER TABLE "AttributionSetting" ADD CONSTRAINT "AttributionSetting_appId_fkey" FOREIGN KEY ("appId") REFERENCES "App"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AttributionSetting" ADD CONSTRAINT "AttributionSetting_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PostbackToken" ADD CONSTRAINT "PostbackToken_appId_fkey" FOREIGN KEY ("appId") REFERENCES "App"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PostbackToken" ADD CONSTRAINT "PostbackToken_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Postback" ADD CONSTRAINT "Postback_appId_fkey" FOREIGN KEY ("appId") REFERENCES "App"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Postback" ADD CONSTRAINT "Postback_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AttributionRollup" ADD CONSTRAINT "AttributionRollup_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
