-- CreateTable
CREATE TABLE "IdempotencyKey" (
    "callerId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "requestHash" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "responseBody" TEXT NOT NULL,
    "responseHeaders" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "IdempotencyKey_pkey" PRIMARY KEY ("callerId","key")
);

-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT,
    "userId" TEXT,
    "apiKeyId" TEXT,
    "via" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "targetId" TEXT,
    "fields" TEXT[],
    "ip" TEXT,
    "requestId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "IdempotencyKey_expiresAt_idx" ON "IdempotencyKey"("expiresAt");

-- CreateIndex
CREATE INDEX "AuditEntry_organizationId_createdAt_id_idx" ON "AuditEntry"("organizationId", "createdAt", "id");

-- Existing organizations' Admin roles get the new audit trail permission (new ones get it when created).
UPDATE "Role" SET "statements" = array_append("statements", 'audit:*@organization/' || "organizationId")
WHERE "systemKey" = 'admin' AND NOT ('audit:*@organization/' || "organizationId" = ANY ("statements"));
