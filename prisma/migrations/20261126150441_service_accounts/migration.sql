-- AlterTable
ALTER TABLE "AuditEntry" ADD COLUMN     "serviceAccountId" TEXT,
ADD COLUMN     "serviceAccountName" TEXT;

-- CreateTable
CREATE TABLE "ServiceAccount" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "roleId" TEXT NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ServiceAccount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ServiceAccountKey" (
    "id" TEXT NOT NULL,
    "serviceAccountId" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
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

    CONSTRAINT "ServiceAccountKey_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ServiceAccount_organizationId_createdAt_id_idx" ON "ServiceAccount"("organizationId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "ServiceAccount_roleId_idx" ON "ServiceAccount"("roleId");

-- CreateIndex
CREATE UNIQUE INDEX "ServiceAccount_organizationId_name_key" ON "ServiceAccount"("organizationId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "ServiceAccountKey_hash_key" ON "ServiceAccountKey"("hash");

-- CreateIndex
CREATE INDEX "ServiceAccountKey_serviceAccountId_createdAt_id_idx" ON "ServiceAccountKey"("serviceAccountId", "createdAt", "id");

-- AddForeignKey
ALTER TABLE "ServiceAccount" ADD CONSTRAINT "ServiceAccount_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ServiceAccount" ADD CONSTRAINT "ServiceAccount_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "Role"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ServiceAccountKey" ADD CONSTRAINT "ServiceAccountKey_serviceAccountId_fkey" FOREIGN KEY ("serviceAccountId") REFERENCES "ServiceAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A service account's key and the account itself are cached by every instance like a member's key: a change
-- to either (a key revoked or rotated out, a policy, the account's role or name, a delete) raises auth_change in
-- its own transaction, so every instance drops what it holds at once. lastUsedAt does not notify.
CREATE TRIGGER "ServiceAccountKey_auth_change" AFTER UPDATE OF "hash", "revokedAt", "retiresAt", "ipWhitelist", "rateLimitRequests",
  "rateLimitWindowSeconds", "expiresAt", "serviceAccountId", "organizationId" OR DELETE
  ON "ServiceAccountKey" FOR EACH ROW EXECUTE FUNCTION "adnet_notify_auth_change"('sakey');

CREATE TRIGGER "ServiceAccount_auth_change" AFTER UPDATE OR DELETE
  ON "ServiceAccount" FOR EACH ROW EXECUTE FUNCTION "adnet_notify_auth_change"('serviceaccount');

-- The new permissions reach existing organizations' system roles as they reach new ones: Admin manages service
-- accounts, Viewer reads them. Idempotent.
UPDATE "Role"
SET "statements" = array_append("statements", 'service-account:*@organization/' || "organizationId"),
    "updatedAt" = CURRENT_TIMESTAMP
WHERE "systemKey" = 'admin'
  AND NOT (('service-account:*@organization/' || "organizationId") = ANY ("statements"));

UPDATE "Role"
SET "statements" = array_append("statements", 'service-account:read@organization/' || "organizationId"),
    "updatedAt" = CURRENT_TIMESTAMP
WHERE "systemKey" = 'viewer'
  AND NOT (('service-account:read@organization/' || "organizationId") = ANY ("statements"));
