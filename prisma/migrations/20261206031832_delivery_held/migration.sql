-- Delivery reported for moments its ad could not serve is kept apart (held*) and never charged. Delivery stored
-- before this was charged whatever its flag: its held* stay 0, so reports keep counting it as charged delivery.
-- AlterTable
ALTER TABLE "DeliveryCell" ADD COLUMN     "flag" TEXT,
ADD COLUMN     "heldClicks" BIGINT NOT NULL DEFAULT 0,
ADD COLUMN     "heldImpressions" BIGINT NOT NULL DEFAULT 0,
ADD COLUMN     "heldInstalls" BIGINT NOT NULL DEFAULT 0,
ADD COLUMN     "heldSpend" BIGINT NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "DeliveryDay" ADD COLUMN     "heldClicks" BIGINT NOT NULL DEFAULT 0,
ADD COLUMN     "heldImpressions" BIGINT NOT NULL DEFAULT 0,
ADD COLUMN     "heldInstalls" BIGINT NOT NULL DEFAULT 0,
ADD COLUMN     "heldSpend" BIGINT NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "DeliveryRollup" ADD COLUMN     "heldClicks" BIGINT NOT NULL DEFAULT 0,
ADD COLUMN     "heldImpressions" BIGINT NOT NULL DEFAULT 0,
ADD COLUMN     "heldInstalls" BIGINT NOT NULL DEFAULT 0,
ADD COLUMN     "heldSpend" BIGINT NOT NULL DEFAULT 0;
