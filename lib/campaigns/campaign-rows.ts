import "server-only";
import { prisma, type Tx } from "@/lib/db/client";
import { Prisma, type Ad as StoredAd, type Campaign, type CampaignGoalCheck } from "@/lib/db/generated/client";
import { chargedTodaySql, type ChargedToday } from "./budget-day";
import type { AdRow, CampaignRow, CreativeRow } from "./serialize-campaign";
import type { ServingFacts } from "./serving-status";
import { todayFacts } from "./serving-facts";
import { readAdRow, readGoalCheckRow, storedCampaignStatus } from "./stored-columns";

/** A campaign row with the facts its serving status is computed from. */
export type CampaignWithFacts = CampaignRow & { facts: ServingFacts };

// The campaigns of one organization, with their ads, creatives and assets, and their serving facts (the
// organization's balance: its latest ledger row's balanceAfter; the promoted apps not deleted, with their name
// and whether any platform is APPROVED), in ONE statement: the read routes cost a single round trip after
// authentication. Writes keep the model queries and serving-facts.ts (a round trip more does not matter there).

// The statement's columns as the database has them (statuses are text): narrowed once, as the rows are mapped.
type CreativeJson = Omit<CreativeRow, "asset"> & { asset: CreativeRow["asset"] };
type AdJson = Omit<AdRow, "cpm" | "creatives" | "status" | "reviewStatus"> & {
  cpm: string | null;
  creatives: CreativeJson[];
} & Pick<StoredAd, "status" | "reviewStatus">;
type AppJson = { id: string; name: string; approved: boolean };

type CountryBidJson = { country: string; amount: string };
type GoalCheckJson = Pick<CampaignGoalCheck, "state"> & { countries: unknown; goalType: string; goalTarget: string; checkedAt: string };

type Row = Omit<CampaignRow, "ads" | "countryBids" | "goalCheck" | "status"> & {
  status: Campaign["status"];
  ads: AdJson[] | string;
  balance: bigint | null;
  apps: AppJson[] | string;
  countryBids: CountryBidJson[] | string;
  goalCheck: GoalCheckJson | string | null;
} & ChargedToday;

// A json column comes parsed from one driver and as text from another.
const json = <T>(value: T | string): T => (typeof value === "string" ? (JSON.parse(value) as T) : value);

// List columns are nullable in the database (rows written without them hold NULL); Prisma's model queries read NULL
// as [], and so does this statement.
const LIST_COLUMNS = Prisma.raw(
  ["platforms", "devices", "tags", "locations", "languages", "inventoryTargets", "btags", "promotedAppIds"]
    .map((column) => `COALESCE(c."${column}", '{}') AS "${column}"`)
    .join(", "),
);

const ADS = Prisma.sql`COALESCE((
  SELECT json_agg(json_build_object(
    'id', a."id", 'name', a."name", 'categories', COALESCE(a."categories", '{}'), 'cpm', a."cpm"::text, 'productType', a."productType",
    'destinationUrl', a."destinationUrl", 'promotedAppId', a."promotedAppId", 'status', a."status",
    'reviewStatus', a."reviewStatus", 'reviewReason', a."reviewReason", 'capImpressions', a."capImpressions", 'capPer', a."capPer",
    'creatives', COALESCE((
      SELECT json_agg(json_build_object(
        'id', cr."id", 'kind', cr."kind", 'assetId', cr."assetId", 'url', cr."url", 'width', cr."width",
        'height', cr."height", 'mime', cr."mime", 'sourceUrl', cr."sourceUrl",
        'snapshotErrorReason', cr."snapshotErrorReason", 'snapshotErrorMessage', cr."snapshotErrorMessage",
        'asset', CASE WHEN s."id" IS NULL THEN NULL ELSE json_build_object(
          'id', s."id", 'kind', s."kind", 'mime', s."mime", 'width', s."width", 'height', s."height",
          'durationSec', s."durationSec", 'originalKey', s."originalKey", 'thumbnailKey', s."thumbnailKey") END
      ) ORDER BY cr."position")
      FROM "Creative" cr LEFT JOIN "Asset" s ON s."id" = cr."assetId"
      WHERE cr."adId" = a."id"), '[]'::json)
  ) ORDER BY a."position")
  FROM "Ad" a WHERE a."campaignId" = c."id"), '[]'::json)`;

const APPS = Prisma.sql`COALESCE((
  SELECT json_agg(json_build_object(
    'id', p."id", 'name', p."name",
    'approved', EXISTS (SELECT 1 FROM "PlatformReview" r WHERE r."appId" = p."id" AND r."status" = 'APPROVAL_STATUS_APPROVED')))
  FROM "App" p WHERE p."id" = ANY(c."promotedAppIds") AND p."deletedAt" IS NULL), '[]'::json)`;

const COUNTRY_BIDS = Prisma.sql`COALESCE((
  SELECT json_agg(json_build_object('country', b."country", 'amount', b."amount"::text) ORDER BY b."country")
  FROM "CampaignCountryBid" b WHERE b."campaignId" = c."id"), '[]'::json)`;

const GOAL_CHECK = Prisma.sql`(
  SELECT json_build_object('state', g."state", 'countries', g."countries", 'goalType', g."goalType",
    'goalTarget', g."goalTarget"::text, 'checkedAt', to_char(g."checkedAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  FROM "CampaignGoalCheck" g WHERE g."campaignId" = c."id")`;

/**
 * How a list orders the campaigns when not newest first, and what it reads beside each: `with` adds common table
 * expressions, `join` joins them (or a lateral subquery) as `s`, `columns` are read from it, `orderBy` replaces
 * the creation order (SQL on the aliases `c` and `s`).
 */
type RowsOrder = { with?: Prisma.Sql; join: Prisma.Sql; columns: Prisma.Sql; orderBy?: Prisma.Sql };

/**
 * The campaigns of `organizationId` matching `where` (SQL on the alias `c`), newest first (or as `order` says), at
 * most `take`, each with its serving facts. The ads, creatives and apps are built for those rows only: a sort over
 * every campaign builds them after its LIMIT. Read in `db`, the request's transaction when it has one by default.
 */
export async function campaignRowsWithFacts<Extra extends object = object>(
  organizationId: string,
  where: Prisma.Sql,
  take: number,
  order?: RowsOrder,
  db: Tx = prisma,
): Promise<(CampaignWithFacts & Extra)[]> {
  const orderBy = order?.orderBy ?? Prisma.sql`c."createdAt" DESC, c."id" DESC`;
  const rows = await db.$queryRaw<(Row & Extra)[]>`
    WITH balance AS (
      SELECT "balanceAfter" FROM "LedgerEntry" WHERE "organizationId" = ${organizationId}
      ORDER BY "createdAt" DESC, "id" DESC LIMIT 1
    ) ${order?.with ?? Prisma.empty}
    SELECT c."id", c."organizationId", c."kind", c."name", c."status", c."statusReason", c."startAt", c."startOnApproval", c."endAt",
      c."budget", c."budgetRemain", c."dailyBudget", c."pauseRequested", ${LIST_COLUMNS}, c."skanId", c."createdAt", c."updatedAt",
      c."bidType", c."bidAmount", c."goalType", c."goalTarget", c."capImpressions", c."capPer",
      COALESCE(c."scheduleHours", '{}') AS "scheduleHours", c."scheduleTimeZone", ${COUNTRY_BIDS} AS "countryBids", ${GOAL_CHECK} AS "goalCheck",
      ${ADS} AS "ads", (SELECT "balanceAfter" FROM balance) AS "balance", ${APPS} AS "apps", t."spentToday", t."spentTodayEndsAt"
      ${order ? Prisma.sql`, ${order.columns}` : Prisma.empty}
    FROM "Campaign" c CROSS JOIN ${chargedTodaySql(Prisma.sql`c`)} t ${order?.join ?? Prisma.empty}
    WHERE c."organizationId" = ${organizationId} AND ${where}
    ORDER BY ${orderBy}
    LIMIT ${take}`;
  return rows.map(({ ads, balance, apps, spentToday, spentTodayEndsAt, countryBids, goalCheck, ...campaign }) => {
    const promoted = json(apps);
    const check = goalCheck === null ? null : json(goalCheck);
    return {
      ...(campaign as typeof campaign & Extra),
      status: storedCampaignStatus(campaign.status),
      bidAmount: campaign.bidAmount == null ? null : BigInt(campaign.bidAmount),
      goalTarget: campaign.goalTarget == null ? null : BigInt(campaign.goalTarget),
      countryBids: json(countryBids).map((bid) => ({ country: bid.country, amount: BigInt(bid.amount) })),
      goalCheck: check && readGoalCheckRow({ ...check, goalTarget: BigInt(check.goalTarget), checkedAt: new Date(check.checkedAt) }),
      budget: BigInt(campaign.budget),
      budgetRemain: BigInt(campaign.budgetRemain),
      dailyBudget: campaign.dailyBudget === null ? null : BigInt(campaign.dailyBudget),
      ads: json(ads).map((ad) => readAdRow({ ...ad, cpm: ad.cpm === null ? null : BigInt(ad.cpm) })),
      facts: {
        balance: balance === null ? 0n : BigInt(balance),
        approvedAppIds: new Set(promoted.filter((app) => app.approved).map((app) => app.id)),
        appNames: new Map(promoted.map((app) => [app.id, app.name])),
        ...todayFacts({ spentToday, spentTodayEndsAt }),
      },
    };
  });
}
