-- Delivery cells also keyed by creative and app platform ('' where a row did not say, as country): existing cells
-- get '' and keep their totals. ADD COLUMN with a constant default rewrites no rows; the primary key is rebuilt
-- once, in the same statement.
ALTER TABLE "DeliveryCell" DROP CONSTRAINT "DeliveryCell_pkey",
ADD COLUMN     "creativeId" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "platform" TEXT NOT NULL DEFAULT '',
ADD CONSTRAINT "DeliveryCell_pkey" PRIMARY KEY ("adId", "date", "hour", "country", "creativeId", "platform");
