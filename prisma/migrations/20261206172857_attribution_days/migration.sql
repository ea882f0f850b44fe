-- AlterTable
ALTER TABLE "ServingChange" ALTER COLUMN "xact" SET DEFAULT (pg_current_xact_id())::text::bigint;

-- CreateTable
CREATE TABLE "AttributionDay" (
    "organizationId" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "adId" TEXT NOT NULL DEFAULT '',
    "country" VARCHAR(2) NOT NULL DEFAULT '',
    "source" TEXT NOT NULL,
    "installDay" DATE NOT NULL,
    "eventName" TEXT NOT NULL DEFAULT '',
    "installs" BIGINT NOT NULL DEFAULT 0,
    "rejectedInstalls" BIGINT NOT NULL DEFAULT 0,
    "reattributions" BIGINT NOT NULL DEFAULT 0,
    "events" BIGINT NOT NULL DEFAULT 0,
    "rejectedEvents" BIGINT NOT NULL DEFAULT 0,
    "revenue" BIGINT NOT NULL DEFAULT 0,
    "unconvertedEvents" BIGINT NOT NULL DEFAULT 0,
    "revenueD0" BIGINT NOT NULL DEFAULT 0,
    "revenueD1" BIGINT NOT NULL DEFAULT 0,
    "revenueD3" BIGINT NOT NULL DEFAULT 0,
    "revenueD7" BIGINT NOT NULL DEFAULT 0,
    "revenueD30" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "AttributionDay_pkey" PRIMARY KEY ("organizationId","campaignId","adId","country","source","installDay","eventName")
);

-- CreateIndex
CREATE INDEX "AttributionDay_organizationId_installDay_idx" ON "AttributionDay"("organizationId", "installDay");

-- CreateIndex
CREATE INDEX "AttributionDay_campaignId_installDay_idx" ON "AttributionDay"("campaignId", "installDay");

-- AddForeignKey
ALTER TABLE "AttributionDay" ADD CONSTRAINT "AttributionDay_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- An organization's AttributionDay rows made again from AttributionRollup in the zone `zone`: each UTC install hour
-- in the local day it starts in, the revenue of each event in the ROAS windows (0, 1, 3, 7, 30 days) its day offset
-- falls in. The backfill below and every change of an organization's zone use it.
CREATE OR REPLACE FUNCTION "adnet_rebuild_attribution_days"(org text, zone text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "AttributionDay" WHERE "organizationId" = org;
  INSERT INTO "AttributionDay" ("organizationId", "campaignId", "adId", "country", "source", "installDay", "eventName",
    "installs", "rejectedInstalls", "reattributions", "events", "rejectedEvents", "revenue", "unconvertedEvents",
    "revenueD0", "revenueD1", "revenueD3", "revenueD7", "revenueD30")
  SELECT r."organizationId", r."campaignId", r."adId", r."country", r."source",
    (r."installHour" AT TIME ZONE 'UTC' AT TIME ZONE zone)::date, r."eventName",
    sum(r."installs"), sum(r."rejectedInstalls"), sum(r."reattributions"), sum(r."events"), sum(r."rejectedEvents"),
    sum(r."revenue"), sum(r."unconvertedEvents"),
    COALESCE(sum(r."revenue") FILTER (WHERE r."dayOffset" <= 0), 0), COALESCE(sum(r."revenue") FILTER (WHERE r."dayOffset" <= 1), 0),
    COALESCE(sum(r."revenue") FILTER (WHERE r."dayOffset" <= 3), 0), COALESCE(sum(r."revenue") FILTER (WHERE r."dayOffset" <= 7), 0),
    COALESCE(sum(r."revenue") FILTER (WHERE r."dayOffset" <= 30), 0)
  FROM "AttributionRollup" r
  WHERE r."organizationId" = org
  GROUP BY 1, 2, 3, 4, 5, 6, 7;
$$;

-- A change of an organization's zone moves its attribution to the new zone's days in the same transaction. The
-- rollup writers read the zone under a key-share lock of the organization's row (lib/attribution/rollup.ts): taking
-- the row FOR UPDATE first waits for every transaction that counted a postback in the old zone's days to commit (the
-- rebuild then reads its hourly row), and one that starts meanwhile waits for this change and reads the new zone.
CREATE OR REPLACE FUNCTION "adnet_attribution_days_zone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "Organization" WHERE "id" = NEW."id" FOR UPDATE;
  PERFORM "adnet_rebuild_attribution_days"(NEW."id", NEW."timeZone");
  RETURN NEW;
END
$$;

CREATE TRIGGER "Organization_attribution_days" BEFORE UPDATE OF "timeZone" ON "Organization" FOR EACH ROW
  WHEN (OLD."timeZone" IS DISTINCT FROM NEW."timeZone") EXECUTE FUNCTION "adnet_attribution_days_zone"();

-- The days of the attribution counted so far.
SELECT "adnet_rebuild_attribution_days"(o."id", o."timeZone")
FROM "Organization" o
WHERE EXISTS (SELECT 1 FROM "AttributionRollup" r WHERE r."organizationId" = o."id");
