
-- AlterTable
ALTER TABLE "User" ADD COLUMN     "instanceAdmin" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "InstanceSetup" (
    "id" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "claimedById" TEXT,
    "claimedAt" TIMESTAMP(3),

    CONSTRAINT "InstanceSetup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StatementMailing" (
    "organizationId" TEXT NOT NULL,
    "month" TEXT NOT NULL,
    "recipients" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StatementMailing_pkey" PRIMARY KEY ("organizationId","month")
);
