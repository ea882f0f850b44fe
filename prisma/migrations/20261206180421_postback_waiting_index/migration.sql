-- AlterTable
ALTER TABLE "ServingChange" ALTER COLUMN "xact" SET DEFAULT (pg_current_xact_id())::text::bigint;

-- The postbacks whose revenue waits for an exchange rate, per organization: every report with attribution sums
-- them per currency (lib/attribution/cohort-rows.ts, unconvertedRevenue), which otherwise reads every postback of
-- the table (1.4 s at 2,000,000). Partial, so a postback that waits for nothing adds no entry; Prisma's schema
-- cannot say WHERE, hence written here (the schema notes it on Postback).
CREATE INDEX "Postback_waiting_idx" ON "Postback" ("organizationId") WHERE "revenueKrw" IS NULL AND "currency" IS NOT NULL;
