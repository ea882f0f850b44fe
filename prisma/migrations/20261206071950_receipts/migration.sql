-- CreateTable
CREATE TABLE "Receipt" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "topUpId" TEXT NOT NULL,
    "number" SERIAL NOT NULL,
    "totalAmount" BIGINT NOT NULL,
    "supplyAmount" BIGINT NOT NULL,
    "vatAmount" BIGINT NOT NULL,
    "referenceCode" TEXT NOT NULL,
    "buyerName" TEXT NOT NULL,
    "buyerRegistrationNumber" TEXT,
    "issuedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Receipt_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Receipt_topUpId_key" ON "Receipt"("topUpId");

-- CreateIndex
CREATE UNIQUE INDEX "Receipt_number_key" ON "Receipt"("number");

-- CreateIndex
CREATE INDEX "Receipt_organizationId_issuedAt_id_idx" ON "Receipt"("organizationId", "issuedAt", "id");

-- AddForeignKey
ALTER TABLE "Receipt" ADD CONSTRAINT "Receipt_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Top-ups confirmed before receipts existed get theirs, numbered in the order they were confirmed.
INSERT INTO "Receipt" ("id", "organizationId", "topUpId", "totalAmount", "supplyAmount", "vatAmount", "referenceCode", "buyerName", "issuedAt")
SELECT substr(md5('receipt:' || t."id"), 1, 24), t."organizationId", t."id", t."amount", t."amount" - t."amount" / 11, t."amount" / 11,
       t."referenceCode", o."name", COALESCE(t."decidedAt", t."createdAt")
FROM "TopUp" t JOIN "Organization" o ON o."id" = t."organizationId"
WHERE t."status" = 'TOP_UP_STATUS_CONFIRMED'
ORDER BY COALESCE(t."decidedAt", t."createdAt"), t."id";
