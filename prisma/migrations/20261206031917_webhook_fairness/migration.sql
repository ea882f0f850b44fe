-- AlterTable
ALTER TABLE "WebhookDelivery" ADD COLUMN     "leasedUntil" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "WebhookEndpoint" ADD COLUMN     "breakerOpenUntil" TIMESTAMP(3),
ADD COLUMN     "consecutiveFailures" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "WebhookDelivery_organizationId_leasedUntil_idx" ON "WebhookDelivery"("organizationId", "leasedUntil");
