-- AlterTable
ALTER TABLE "Creative" ADD COLUMN     "snapshotErrorMessage" TEXT,
ADD COLUMN     "snapshotErrorReason" TEXT;
