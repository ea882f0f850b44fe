-- AlterTable
ALTER TABLE "DeliveryDay" ADD COLUMN     "detail" TEXT;

-- CreateTable
CREATE TABLE "DeliveryCell" (
    "adId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "hour" SMALLINT NOT NULL DEFAULT -1,
    "country" VARCHAR(2) NOT NULL DEFAULT '',
    "campaignId" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "impressions" BIGINT NOT NULL DEFAULT 0,
    "clicks" BIGINT NOT NULL DEFAULT 0,
    "installs" BIGINT NOT NULL DEFAULT 0,
    "spend" BIGINT NOT NULL DEFAULT 0,
    "charged" BIGINT NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeliveryCell_pkey" PRIMARY KEY ("adId","date","hour","country")
);

-- CreateTable
CREATE TABLE "DeliveryRollup" (
    "organizationId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "hour" SMALLINT NOT NULL DEFAULT -1,
    "country" VARCHAR(2) NOT NULL DEFAULT '',
    "impressions" BIGINT NOT NULL DEFAULT 0,
    "clicks" BIGINT NOT NULL DEFAULT 0,
    "installs" BIGINT NOT NULL DEFAULT 0,
    "spend" BIGINT NOT NULL DEFAULT 0,
    "charged" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "DeliveryRollup_pkey" PRIMARY KEY ("organizationId","date","hour","country")
);

-- CreateTable
CREATE TABLE "ReportSchedule" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "campaignId" TEXT,
    "frequency" TEXT NOT NULL,
    "breakdown" TEXT NOT NULL,
    "recipientIds" TEXT[],
    "createdById" TEXT,
    "nextRunAt" TIMESTAMP(3) NOT NULL,
    "lastRunAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReportSchedule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReportExport" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "campaignId" TEXT,
    "query" JSONB NOT NULL,
    "status" TEXT NOT NULL,
    "storageKey" TEXT,
    "rowCount" INTEGER,
    "byteSize" INTEGER,
    "errorMessage" TEXT,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReportExport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DeliveryCell_campaignId_date_idx" ON "DeliveryCell"("campaignId", "date");

-- CreateIndex
CREATE INDEX "ReportSchedule_organizationId_createdAt_id_idx" ON "ReportSchedule"("organizationId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "ReportSchedule_nextRunAt_idx" ON "ReportSchedule"("nextRunAt");

-- CreateIndex
CREATE INDEX "ReportExport_organizationId_createdAt_id_idx" ON "ReportExport"("organizationId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "ReportExport_expiresAt_idx" ON "ReportExport"("expiresAt");

-- AddForeignKey
ALTER TABLE "DeliveryCell" ADD CONSTRAINT "DeliveryCell_adId_fkey" FOREIGN KEY ("adId") REFERENCES "Ad"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeliveryCell" ADD CONSTRAINT "DeliveryCell_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeliveryCell" ADD CONSTRAINT "DeliveryCell_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeliveryRollup" ADD CONSTRAINT "DeliveryRollup_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportSchedule" ADD CONSTRAINT "ReportSchedule_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportSchedule" ADD CONSTRAINT "ReportSchedule_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportExport" ADD CONSTRAINT "ReportExport_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportExport" ADD CONSTRAINT "ReportExport_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Key columns use -1 and '' for "not given"; anything else must be a real hour or country code.
ALTER TABLE "DeliveryCell" ADD CONSTRAINT "DeliveryCell_hour_check" CHECK ("hour" BETWEEN -1 AND 23);
ALTER TABLE "DeliveryCell" ADD CONSTRAINT "DeliveryCell_country_check" CHECK ("country" ~ '^([A-Z]{2})?$');
ALTER TABLE "DeliveryRollup" ADD CONSTRAINT "DeliveryRollup_hour_check" CHECK ("hour" BETWEEN -1 AND 23);
ALTER TABLE "DeliveryRollup" ADD CONSTRAINT "DeliveryRollup_country_check" CHECK ("country" ~ '^([A-Z]{2})?$');

-- Delivery recorded before this migration was reported per ad and UTC day: it enters the rollup as such.
INSERT INTO "DeliveryRollup" ("organizationId", "date", "hour", "country", "impressions", "clicks", "installs", "spend", "charged")
SELECT "organizationId", "date", -1, '', sum("impressions"), sum("clicks"), sum("installs"), sum("spend"), sum("charged")
FROM "DeliveryDay"
GROUP BY "organizationId", "date";
