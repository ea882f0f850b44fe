import { z } from "zod";
import { COUNTRY_CODES } from "./targeting-values";
import { BID_TYPES, GOAL_STATES, GOAL_TYPES } from "./campaign-constants";

// A campaign's bid (what it pays: CPM per thousand impressions, or CPI per attributed install, with per-country
// bids over a default) and its goal (a target CPI or D7 ROAS the ad server steers to), in requests and answers.

const BID_MAX = 1_000_000_000_000;
/** 100 000 % (a thousandfold return) is beyond any goal a studio sets. */
const ROAS_TARGET_MAX = 100_000;

const wholeWon = (what: string) =>
  z
    .number({ error: "must be a number" })
    .int("must be a whole number of won (KRW has no minor unit)")
    .min(1, "must be at least 1")
    .max(BID_MAX, `must be at most ${BID_MAX}`)
    .describe(what);

const countryBidBody = z
  .strictObject({
    country: z
      .enum(COUNTRY_CODES, {
        error: (issue) => `${JSON.stringify(issue.input)} is not an ISO 3166-1 alpha-2 country code in upper case (KR)`,
      })
      .describe("A country the campaign targets (targeting.locations), ISO 3166-1 alpha-2, upper case"),
    amount: wholeWon(
      "KRW, at least 1 and at most the budget: per attributed install on a CPI campaign, per thousand impressions on a CPM campaign (over every ad's cpm in that country)",
    ),
  })
  .meta({ id: "CountryBid" });

const countryBidsBody = z
  .array(countryBidBody)
  .max(COUNTRY_CODES.length, `at most ${COUNTRY_CODES.length} items`)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((bid, index) => {
      if (seen.has(bid.country))
        ctx.addIssue({ code: "custom", path: [index, "country"], message: `repeats ${JSON.stringify(bid.country)}` });
      seen.add(bid.country);
    });
  })
  .describe("Per-country bids over the default; only countries in targeting.locations (any country when it is empty)");

const bidTypeSchema = z.enum(BID_TYPES, { error: `must be one of ${BID_TYPES.join(", ")}` });

/**
 * Extension `bid` of create, PATCH and duplicate. On create every member has its default (CPM, no amount, no
 * country bids); on PATCH a member left out keeps its value. The amount must be 1 to the budget, and a CPI
 * campaign needs one (checked with the campaign: bid-rules.ts).
 */
export const bidBody = z
  .strictObject({
    type: bidTypeSchema
      .optional()
      .describe(
        "BID_TYPE_CPM (default: each ad's cpm per thousand impressions) or BID_TYPE_CPI (per attributed install: needs attribution set up for every promoted app, 400 ATTRIBUTION_NOT_SET_UP); it cannot change once the campaign has spent (409 BID_TYPE_LOCKED)",
      ),
    amount: wholeWon("KRW per attributed install: the CPI campaign's default bid (required on CPI; null or left out on CPM)")
      .nullable()
      .optional(),
    countries: countryBidsBody.optional(),
  })
  .meta({ id: "BidRequest" });
export type BidInput = z.output<typeof bidBody>;

/** Extension `goal` of create, PATCH and duplicate: the whole goal, replaced. */
export const goalBody = z
  .strictObject({
    type: z.enum(GOAL_TYPES, { error: `must be one of ${GOAL_TYPES.join(", ")}` }),
    target: z
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(BID_MAX, `must be at most ${BID_MAX}`)
      .nullable()
      .optional()
      .describe(
        `KRW per attributed install for GOAL_TYPE_TARGET_CPI; percent of spend returned by day 7 for GOAL_TYPE_TARGET_ROAS_D7 (120 = 120 %, at most ${ROAS_TARGET_MAX}); null or left out for GOAL_TYPE_NONE`,
      ),
  })
  .superRefine((goal, ctx) => {
    const target = goal.target ?? null;
    if (goal.type === "GOAL_TYPE_NONE") {
      if (target !== null) ctx.addIssue({ code: "custom", path: ["target"], message: "must be left out for GOAL_TYPE_NONE" });
    } else if (target === null) {
      ctx.addIssue({ code: "custom", path: ["target"], message: `is required for ${goal.type}` });
    } else if (goal.type === "GOAL_TYPE_TARGET_ROAS_D7" && target > ROAS_TARGET_MAX) {
      ctx.addIssue({ code: "custom", path: ["target"], message: `must be at most ${ROAS_TARGET_MAX} (percent)` });
    }
  })
  .describe(
    "A goal the ad server steers to; a goal other than GOAL_TYPE_NONE needs attribution set up for every promoted app (400 ATTRIBUTION_NOT_SET_UP)",
  )
  .meta({ id: "GoalRequest" });
export type GoalInput = z.output<typeof goalBody>;

// ---- answers --------------------------------------------------------------------------------------------

export const bidSchema = z
  .object({
    type: z.enum(BID_TYPES),
    amount: z.number().int().nullable().describe("KRW per attributed install on CPI campaigns; null on CPM (each ad's cpm is the price)"),
    countries: z
      .array(z.object({ country: z.string(), amount: z.number().int() }).meta({ id: "CountryBidAnswer" }))
      .describe("Per-country bids over the default (CPI: per install; CPM: per thousand impressions over every ad's cpm)"),
  })
  .describe("Extension: what the campaign pays for and how much")
  .meta({ id: "Bid" });
export type Bid = z.infer<typeof bidSchema>;

export const goalSchema = z
  .object({
    type: z.enum(GOAL_TYPES),
    target: z.number().int().nullable().describe("KRW per install (target CPI), percent (target D7 ROAS, 120 = 120 %), null for none"),
  })
  .describe("Extension: the goal the ad server steers the campaign to")
  .meta({ id: "Goal" });
export type Goal = z.infer<typeof goalSchema>;

const goalCountrySchema = z
  .object({
    country: z.string().describe('ISO 3166-1 alpha-2, or "" for all countries together'),
    state: z.enum(GOAL_STATES),
    spend: z.number().int().describe("KRW charged over the 7 days (delivery on CPM; attributed installs on CPI)"),
    installs: z.number().int().describe("Attributed installs over the 7 days"),
    cpi: z.number().int().nullable().describe("spend / installs, KRW; null without installs"),
    roasD7: z.number().nullable().describe("Revenue by day 7 of those installs / spend, percent; null without spend"),
  })
  .meta({ id: "GoalCountryStatus" });
export type GoalCountryStatus = z.infer<typeof goalCountrySchema>;

export const goalStatusSchema = z
  .object({
    state: z
      .enum(GOAL_STATES)
      .describe(
        "NONE without a goal; OFF_TARGET when all countries together or any one country misses the goal; else all countries' state: NOT_ENOUGH_DATA below 10 attributed installs or without spend, or ON_TARGET",
      ),
    checkedAt: z.iso.datetime({ offset: true }).nullable().describe("When the last 7 complete UTC days were last compared with the goal"),
    countries: z
      .array(goalCountrySchema)
      .describe('The last 7 complete UTC days: "" (all countries) first, then each country with delivery or installs'),
  })
  .describe("Extension: how the last 7 complete UTC days compare with the goal (checked periodically)")
  .meta({ id: "GoalStatus" });
export type GoalStatus = z.infer<typeof goalStatusSchema>;
