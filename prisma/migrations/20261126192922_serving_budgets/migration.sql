-- AlterTable
ALTER TABLE "ServingChange" ADD COLUMN     "campaignId" TEXT,
ALTER COLUMN "adId" DROP NOT NULL;

-- CreateTable
CREATE TABLE "ServingBudget" (
    "campaignId" TEXT NOT NULL,
    "budgetRemain" BIGINT NOT NULL,
    "dailyBudgetRemain" BIGINT,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ServingBudget_pkey" PRIMARY KEY ("campaignId")
);

-- CreateTable
CREATE TABLE "ServingChangeHorizon" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "prunedThrough" BIGINT NOT NULL,

    CONSTRAINT "ServingChangeHorizon_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ServingChange_createdAt_idx" ON "ServingChange"("createdAt");

-- The remaining budgets move out of each ad's item into one row per campaign (what the items held until now).
INSERT INTO "ServingBudget" ("campaignId", "budgetRemain", "dailyBudgetRemain")
SELECT DISTINCT ON ("campaignId") "campaignId", ("item"->>'budgetRemain')::bigint, ("item"->>'dailyBudgetRemain')::bigint
FROM "ServingAd" WHERE "item" ? 'budgetRemain' ORDER BY "campaignId", "updatedAt" DESC;
UPDATE "ServingAd" SET "item" = "item" - 'budgetRemain' - 'dailyBudgetRemain';
UPDATE "ServingChange" SET "campaignId" = COALESCE("item"->>'campaignId', (SELECT a."campaignId" FROM "ServingAd" a WHERE a."adId" = "ServingChange"."adId"));
