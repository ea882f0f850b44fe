-- CreateTable
CREATE TABLE "RefundRequest" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "status" TEXT NOT NULL,
    "accountOwnerName" TEXT NOT NULL,
    "accountBankName" TEXT NOT NULL,
    "accountNumberLast4" TEXT NOT NULL,
    "ledgerEntryId" TEXT,
    "requestedById" TEXT,
    "decidedById" TEXT,
    "decidedAt" TIMESTAMP(3),
    "reason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RefundRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "RefundRequest_ledgerEntryId_key" ON "RefundRequest"("ledgerEntryId");

-- CreateIndex
CREATE INDEX "RefundRequest_organizationId_createdAt_id_idx" ON "RefundRequest"("organizationId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RefundRequest_status_createdAt_id_idx" ON "RefundRequest"("status", "createdAt", "id");

-- AddForeignKey
ALTER TABLE "RefundRequest" ADD CONSTRAINT "RefundRequest_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
