-- AlterTable
ALTER TABLE "AuditEntry" ADD COLUMN     "integrationKeyName" TEXT;

-- CreateTable
CREATE TABLE "IntegrationKey" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "ipWhitelist" TEXT[],
    "rateLimitRequests" INTEGER,
    "rateLimitWindowSeconds" INTEGER,
    "expiresAt" TIMESTAMP(3),
    "retiresAt" TIMESTAMP(3),
    "replacedById" TEXT,
    "revokedAt" TIMESTAMP(3),
    "lastUsedAt" TIMESTAMP(3),
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IntegrationKey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ServingAd" (
    "adId" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "servable" BOOLEAN NOT NULL,
    "item" JSONB NOT NULL,
    "reasons" TEXT[],
    "recheckAt" TIMESTAMP(3),
    "seq" BIGINT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ServingAd_pkey" PRIMARY KEY ("adId")
);

-- CreateTable
CREATE TABLE "ServingChange" (
    "seq" BIGSERIAL NOT NULL,
    "adId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "reasons" TEXT[],
    "item" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ServingChange_pkey" PRIMARY KEY ("seq")
);

-- CreateIndex
CREATE UNIQUE INDEX "IntegrationKey_hash_key" ON "IntegrationKey"("hash");

-- CreateIndex
CREATE INDEX "IntegrationKey_createdAt_id_idx" ON "IntegrationKey"("createdAt", "id");

-- CreateIndex
CREATE INDEX "ServingAd_servable_adId_idx" ON "ServingAd"("servable", "adId");

-- CreateIndex
CREATE INDEX "ServingAd_campaignId_idx" ON "ServingAd"("campaignId");

-- CreateIndex
CREATE INDEX "ServingAd_organizationId_servable_idx" ON "ServingAd"("organizationId", "servable");

-- CreateIndex
CREATE INDEX "ServingAd_recheckAt_idx" ON "ServingAd"("recheckAt");

-- An integration key is cached by every instance like a service account's key: revoking, rotating out or limiting
-- it raises auth_change in its own transaction, so every instance drops what it holds at once.
CREATE TRIGGER "IntegrationKey_auth_change" AFTER UPDATE OF "hash", "revokedAt", "retiresAt", "ipWhitelist", "rateLimitRequests",
  "rateLimitWindowSeconds", "expiresAt" OR DELETE
  ON "IntegrationKey" FOR EACH ROW EXECUTE FUNCTION "adnet_notify_auth_change"('ikey');
