-- CreateTable
CREATE TABLE "TaxInvoice" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "topUpId" TEXT,
    "month" TEXT,
    "writtenOn" TEXT NOT NULL,
    "supplyAmount" BIGINT NOT NULL,
    "vatAmount" BIGINT NOT NULL,
    "totalAmount" BIGINT NOT NULL,
    "buyerName" TEXT NOT NULL,
    "buyerRegistrationNumber" TEXT NOT NULL,
    "buyerRepresentative" TEXT NOT NULL,
    "buyerAddress" TEXT NOT NULL,
    "buyerBusinessType" TEXT NOT NULL,
    "buyerBusinessItem" TEXT NOT NULL,
    "buyerEmail" TEXT NOT NULL,
    "approvalNumber" TEXT,
    "reason" TEXT,
    "requestedById" TEXT,
    "decidedById" TEXT,
    "decidedAt" TIMESTAMP(3),
    "exportedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TaxInvoice_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TaxInvoice_approvalNumber_key" ON "TaxInvoice"("approvalNumber");

-- CreateIndex
CREATE INDEX "TaxInvoice_organizationId_createdAt_id_idx" ON "TaxInvoice"("organizationId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "TaxInvoice_status_createdAt_id_idx" ON "TaxInvoice"("status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "TaxInvoice_topUpId_idx" ON "TaxInvoice"("topUpId");

-- AddForeignKey
ALTER TABLE "TaxInvoice" ADD CONSTRAINT "TaxInvoice_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
