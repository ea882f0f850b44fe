import "server-only";
import type { Tx } from "@/lib/db/client";
import type { BidColumns } from "./bid-answer";
import { NO_BID, type BidState } from "./bid-rules";
import type { AdRow, CampaignRow, CreativeRow } from "./serialize-campaign";
import { noteRowChanges } from "./campaign-audit";

type CampaignInsert = Omit<CampaignRow, "ads" | "statusReason" | "updatedAt" | "dailyBudget" | "pauseRequested" | keyof BidColumns> & {
  createdById: string | null;
  dailyBudget?: bigint | null;
  /** the bid and goal (bid-rules.ts); absent: CPM, no goal */
  bid?: BidState;
};
// A new ad is AD_STATUS_ACTIVE and PENDING review (the column defaults), submitted when the campaign is created.
type AdInsert = Omit<AdRow, "creatives" | "status" | "reviewStatus" | "reviewReason"> & { position: number };
type CreativeInsert = Omit<CreativeRow, "asset"> & { adId: string; position: number };

/**
 * Writes a campaign, its ads, their creatives and the history's first record in ONE statement (data-modifying
 * CTEs; foreign keys are checked at its end), so it is atomic without a transaction and costs one round trip
 * whatever the number of ads. Prisma's nested or createMany writes took 5 to 10 times as long for 10 ads of 3
 * creatives (a statement each, and the query compiler's work per row).
 */
export function insertCampaign(
  db: Tx,
  campaign: CampaignInsert,
  ads: AdInsert[],
  creatives: CreativeInsert[],
  record: { id: string; changedById: string | null },
) {
  const adRows = JSON.stringify(ads.map((ad) => ({ ...ad, cpm: ad.cpm === null ? null : ad.cpm.toString() })));
  const creativeRows = JSON.stringify(creatives);
  const c = campaign;
  const bid = c.bid ?? NO_BID;
  const { bid: _bid, createdById: _by, budgetRemain: _remain, ...chosen } = c;
  noteRowChanges(null, { ...chosen, ...bid, ads: ads.map((ad) => ad.name) });
  const countryBidRows = JSON.stringify(bid.countryBids.map((b) => ({ country: b.country, amount: b.amount.toString() })));
  return db.$executeRaw`
    WITH campaign AS (
      INSERT INTO "Campaign" ("id", "organizationId", "kind", "name", "status", "startAt", "startOnApproval", "endAt", "cur", "budget", "budgetRemain", "dailyBudget",
        "bidType", "bidAmount", "goalType", "goalTarget", "capImpressions", "capPer", "scheduleHours", "scheduleTimeZone", "platforms", "devices", "tags", "locations", "languages", "inventoryTargets", "btags", "promotedAppIds",
        "createdById", "createdAt", "updatedAt")
      VALUES (${c.id}, ${c.organizationId}, ${c.kind}, ${c.name}, ${c.status}, ${c.startAt}, ${c.startOnApproval}, ${c.endAt}, 'CURRENCY_KRW', ${c.budget}, ${c.budgetRemain}, ${c.dailyBudget ?? null}::bigint,
        ${bid.bidType}, ${bid.bidAmount}::bigint, ${bid.goalType}, ${bid.goalTarget}::bigint,
        ${c.capImpressions ?? null}::int, ${c.capPer ?? null}, ${c.scheduleHours ?? []}::int[], ${c.scheduleTimeZone ?? null}, ${c.platforms}::text[], ${c.devices}::text[], ${c.tags}::text[], ${c.locations}::text[], ${c.languages}::text[],
        ${c.inventoryTargets}::text[], ${c.btags}::text[], ${c.promotedAppIds}::text[], ${c.createdById}, ${c.createdAt}, ${c.createdAt})
      RETURNING "id"
    ), country_bids AS (
      INSERT INTO "CampaignCountryBid" ("campaignId", "country", "amount")
      SELECT ${c.id}, r."country", r."amount"::bigint FROM jsonb_to_recordset(${countryBidRows}::jsonb) AS r("country" text, "amount" text)
      RETURNING "country"
    ), ads AS (
      INSERT INTO "Ad" ("id", "campaignId", "position", "name", "cur", "categories", "cpm", "productType", "destinationUrl", "promotedAppId",
        "capImpressions", "capPer", "submittedAt", "createdAt", "updatedAt")
      SELECT r."id", ${c.id}, r."position", r."name", 'CURRENCY_KRW', ARRAY(SELECT jsonb_array_elements_text(r."categories")), r."cpm"::bigint,
        r."productType", r."destinationUrl", r."promotedAppId", r."capImpressions", r."capPer", ${c.createdAt}, ${c.createdAt}, ${c.createdAt}
      FROM jsonb_to_recordset(${adRows}::jsonb) AS r("id" text, "position" int, "name" text, "categories" jsonb, "cpm" text,
        "productType" text, "destinationUrl" text, "promotedAppId" text, "capImpressions" int, "capPer" text)
      RETURNING "id"
    ), creatives AS (
      INSERT INTO "Creative" ("id", "adId", "position", "kind", "assetId", "url", "width", "height", "mime", "sourceUrl", "createdAt")
      SELECT r."id", r."adId", r."position", r."kind", r."assetId", r."url", r."width", r."height", r."mime", r."sourceUrl", ${c.createdAt}
      FROM jsonb_to_recordset(${creativeRows}::jsonb) AS r("id" text, "adId" text, "position" int, "kind" text, "assetId" text,
        "url" text, "width" int, "height" int, "mime" text, "sourceUrl" text)
      RETURNING "id"
    )
    INSERT INTO "CampaignStatusRecord" ("id", "campaignId", "statusFrom", "statusTo", "changedById", "createdAt")
    SELECT ${record.id}, "id", NULL, ${c.status}, ${record.changedById}, ${c.createdAt} FROM campaign`;
}
