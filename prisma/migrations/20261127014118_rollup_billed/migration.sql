-- AlterTable
ALTER TABLE "DeliveryRollup" ADD COLUMN     "billed" BIGINT NOT NULL DEFAULT 0;

-- What regular campaigns were charged so far, per key of the rollup: days reported as one row, and the cells of
-- days reported by hour or country.
UPDATE "DeliveryRollup" r SET "billed" = b."billed"
FROM (
  SELECT "organizationId", "date", "hour", "country", sum("charged") AS "billed"
  FROM (
    SELECT d."organizationId", d."date", -1 AS "hour", '' AS "country", d."charged"
    FROM "DeliveryDay" d JOIN "Campaign" c ON c."id" = d."campaignId"
    WHERE d."detail" IS NULL AND c."kind" = 'REGULAR'
    UNION ALL
    SELECT x."organizationId", x."date", x."hour", x."country", x."charged"
    FROM "DeliveryCell" x JOIN "Campaign" c ON c."id" = x."campaignId"
    WHERE c."kind" = 'REGULAR'
  ) parts
  GROUP BY "organizationId", "date", "hour", "country"
) b
WHERE r."organizationId" = b."organizationId" AND r."date" = b."date" AND r."hour" = b."hour" AND r."country" = b."country";
