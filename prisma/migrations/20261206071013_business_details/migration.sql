-- CreateTable
CREATE TABLE "BusinessDetails" (
    "organizationId" TEXT NOT NULL,
    "registeredName" TEXT NOT NULL,
    "registrationNumber" TEXT NOT NULL,
    "representative" TEXT NOT NULL,
    "businessType" TEXT NOT NULL,
    "businessItem" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "invoiceEmail" TEXT NOT NULL,
    "updatedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BusinessDetails_pkey" PRIMARY KEY ("organizationId")
);

-- AddForeignKey
ALTER TABLE "BusinessDetails" ADD CONSTRAINT "BusinessDetails_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
