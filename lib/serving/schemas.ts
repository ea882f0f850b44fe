import { z } from "zod";
import { creativeSchema, SERVING_REASONS, targetingSchema } from "@/lib/campaigns/schemas";
import { cursorSchema, pageSchema } from "@/lib/api/pagination";
import { bidSchema, goalSchema } from "@/lib/campaigns/bid-schemas";
import { frequencyCapSchema } from "@/lib/campaigns/delivery-limit-schemas";
import { ATTRIBUTION_PARTNERS, ATTRIBUTION_PLATFORMS } from "@/lib/attribution/partners";

// The serving feed: what an ad server syncs. An item is one ad that may serve now, with what it needs to serve it.

const SERVING_PAGE_MAX = 5_000;
const SERVING_PAGE_DEFAULT = 1_000;

const servingLimit = z.coerce
  .number()
  .int()
  .min(1)
  .max(SERVING_PAGE_MAX)
  .default(SERVING_PAGE_DEFAULT)
  .describe(`Items per page, 1 to ${SERVING_PAGE_MAX} (default ${SERVING_PAGE_DEFAULT})`);

export const servingAdsQuery = z.strictObject({ limit: servingLimit, cursor: cursorSchema.optional() }).describe("ServingAdsQuery");

const servingItemSchema = z
  .object({
    adId: z.string(),
    campaignId: z.string(),
    organizationId: z.string().describe("The advertiser"),
    kind: z.enum(["REGULAR", "HOUSE"]).describe("HOUSE campaigns are free and serve only on their inventoryTargets"),
    name: z.string().describe("The ad's name"),
    productType: z.string(),
    categories: z.array(z.string()),
    cpm: z.number().int().optional().describe("KRW per 1,000 impressions"),
    destinationUrl: z.string().optional(),
    promotedAppId: z.string().optional(),
    trackingLinks: z
      .array(
        z.object({
          platform: z.enum(ATTRIBUTION_PLATFORMS),
          partner: z.enum(ATTRIBUTION_PARTNERS),
          creativeId: z.string().nullable().describe("The creative the link counts clicks of (null: the ad has none)"),
          url: z
            .string()
            .describe(
              "The click URL to redirect a click on this creative to, on this platform: fill each {macro} (click_id, publisher_id, device_ifa, country, ip, user_agent) URL-encoded",
            ),
        }),
      )
      .optional()
      .describe("The promoted app's attribution partner's click URLs, per platform set up and creative; absent when none"),
    creatives: z.array(creativeSchema).describe("Stored files: url, width, height, mime (and durationSec for a video)"),
    targeting: targetingSchema,
    btags: z.array(z.string()),
    startAt: z.string().describe("ISO 8601"),
    endAt: z.string().optional().describe("ISO 8601; the ad stops at this instant"),
    reportableFrom: z.string().describe("The first UTC day (YYYY-MM-DD) delivery may be reported for: the campaign's creation day"),
    budget: z.number().int().describe("KRW; 0 on a house campaign means no cap"),
    budgetRemain: z.number().int().describe("KRW left of the total budget (the campaign's: serving/changes moves it with BUDGET)"),
    dailyBudget: z.number().int().optional().describe("KRW one UTC day's charged spend may reach"),
    dailyBudgetRemain: z
      .number()
      .int()
      .optional()
      .describe("KRW left of today's (UTC) daily budget (the campaign's: serving/changes moves it with BUDGET)"),
    skan: z
      .object({
        campaignId: z.number().int().min(1).max(99).describe("SKAdNetwork 2-3: the campaign identifier to sign iOS impressions with"),
        sourceIdentifier: z
          .string()
          .regex(/^[1-9][0-9]?$/)
          .describe("SKAdNetwork 4 and AdAttributionKit: the source identifier to sign iOS impressions with"),
      })
      .optional()
      .describe(
        "Present when the campaign promotes an iOS app: the identifiers Apple's postbacks name the campaign by, with the " +
          "network's ad network id (the operator's SKAN_AD_NETWORK_ID). Every data tier names the same campaign.",
      ),
    bid: bidSchema.describe(
      "The campaign's bid (docs/bidding.md): BID_TYPE_CPM pays the ad's cpm per 1,000 impressions (a country bid replaces it in " +
        "that country); BID_TYPE_CPI pays amount per attributed install (a country bid replaces it there), charged when the " +
        "attribution partner's install postback arrives, never from delivery",
    ),
    frequencyCap: frequencyCapSchema
      .nullable()
      .describe(
        "The campaign's frequency cap: how many impressions one user may be shown of its ads together per hour, day or week; null: none",
      ),
    adFrequencyCap: frequencyCapSchema.nullable().describe("This ad's own frequency cap, applied as well as the campaign's; null: none"),
    schedule: z
      .object({
        timeZone: z.string().describe("The IANA zone the advertiser's hours are in"),
        hours: z.array(z.array(z.number().int())).describe("Seven lists, Monday first, of the hours (0-23) it may serve in timeZone"),
        utcHoursOfWeek: z
          .array(z.number().int().min(0).max(167))
          .describe(
            "The same hours in UTC, for the current UTC week: 0 is Monday 00:00-00:59 UTC, 167 Sunday 23:00-23:59 UTC. Serve only " +
              "in these hours. A daylight-saving change moves them: the item changes (a CHANGED entry) when the next UTC week's list differs",
          ),
      })
      .nullable()
      .describe("Dayparting: the hours the campaign may serve; null: every hour (docs/serving.md)"),
    goal: goalSchema.describe(
      "What to optimise the campaign for: GOAL_TYPE_TARGET_CPI keeps spend per attributed install at or below target (KRW); " +
        "GOAL_TYPE_TARGET_ROAS_D7 keeps revenue by day 7 per spend at or above target (percent); GOAL_TYPE_NONE spends the budget",
    ),
  })
  .meta({ id: "ServingAd" });
export type ServingItem = z.infer<typeof servingItemSchema>;

/** The campaign's remaining budgets: one row and one BUDGET change per campaign, merged into each item when read. */
const servingBudgetSchema = servingItemSchema.pick({ budgetRemain: true, dailyBudgetRemain: true }).meta({ id: "ServingBudget" });
export type ServingBudgetAmounts = z.infer<typeof servingBudgetSchema>;
/** An item as the feed stores it: without the campaign's remaining budgets. */
export type StoredServingItem = Omit<ServingItem, keyof ServingBudgetAmounts>;

export const servingAdsPageSchema = pageSchema(servingItemSchema)
  .extend({
    changesCursor: z
      .string()
      .describe("Where GET serving/changes continues from: taken before this page was read, so following it from here loses nothing"),
  })
  .meta({ id: "ServingAdsPage" });

export const SERVING_CHANGE_KINDS = ["SERVABLE", "CHANGED", "STOPPED", "BUDGET"] as const;
export type ServingChangeKind = (typeof SERVING_CHANGE_KINDS)[number];

/** Why an ad stopped: a serving reason, or DELETED when its ad or campaign is gone. */
export const STOP_REASONS = [...SERVING_REASONS, "DELETED"] as const;

const POSITION = "(0|[1-9][0-9]{0,17})";

/**
 * A change-log position: `<xact>-<seq>` as answered now, or a bare `<seq>` as answered before entries carried their
 * transaction's id (it continues as (0, seq): those entries have xact 0 and are in seq order).
 */
const changeCursorSchema = z
  .string()
  .regex(new RegExp(`^${POSITION}(-${POSITION})?$`), "must be a cursor answered by serving/ads or serving/changes")
  .transform((cursor) => {
    const [xact, seq] = cursor.includes("-") ? cursor.split("-") : ["0", cursor];
    return { xact: BigInt(xact), seq: BigInt(seq) };
  })
  .describe("A cursor answered by serving/ads (changesCursor) or serving/changes (nextCursor); 0 reads from the start");
export type ChangePosition = { xact: bigint; seq: bigint };

export const changeCursorOf = (position: ChangePosition) => `${position.xact}-${position.seq}`;

export const servingChangesQuery = z
  .strictObject({ after: changeCursorSchema.prefault("0"), limit: servingLimit })
  .describe("ServingChangesQuery");

const servingChangeSchema = z
  .object({
    cursor: z.string().describe("This change's position"),
    adId: z.string().nullable().describe("The ad (SERVABLE, CHANGED, STOPPED); null on BUDGET"),
    campaignId: z
      .string()
      .nullable()
      .describe(
        "The ad's campaign, or the campaign whose budgets a BUDGET change moves (null only on entries logged before it was recorded)",
      ),
    kind: z
      .enum(SERVING_CHANGE_KINDS)
      .describe(
        "SERVABLE: may serve now; CHANGED: still serves, with a new item; STOPPED: serves no more; BUDGET: the campaign's " +
          "remaining budgets moved (set budgetRemain and dailyBudgetRemain on every item of campaignId)",
      ),
    reasons: z.array(z.enum(STOP_REASONS)).describe("Why it stopped (STOPPED only)"),
    ad: servingItemSchema.nullable().describe("The item to serve (SERVABLE, CHANGED); null when STOPPED or BUDGET"),
    budget: servingBudgetSchema
      .nullable()
      .describe("BUDGET only: the campaign's budgets left now (dailyBudgetRemain absent when it has no daily budget)"),
    at: z.string().describe("When the change committed (ISO 8601)"),
  })
  .meta({ id: "ServingChange" });

export const servingChangesSchema = z
  .object({
    items: z.array(servingChangeSchema),
    nextCursor: z.string().describe("Ask again with after=nextCursor; the position of `after` when nothing changed"),
  })
  .meta({ id: "ServingChanges" });
export type ServingChanges = z.infer<typeof servingChangesSchema>;
