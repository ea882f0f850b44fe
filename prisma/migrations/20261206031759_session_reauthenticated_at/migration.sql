-- AlterTable
ALTER TABLE "Session" ADD COLUMN     "reauthenticatedAt" TIMESTAMP(3);
