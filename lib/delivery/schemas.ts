import { z } from "zod";
import { APP_PLATFORMS } from "@/lib/apps/platforms";
import { ASSET_KINDS } from "@/lib/assets/media-types";
import { appPlatformSchema } from "@/lib/apps/schemas";
import { countryCodeSchema } from "@/lib/campaigns/schemas";
import { objectIdSchema } from "@/lib/object-id-schema";
import { COUNTRY_CODES } from "@/lib/campaigns/targeting-values";
import { SORT_ORDERS } from "@/lib/sort-orders";
import { addUtcDays, isUtcDay, utcDayOf, utcDaysInclusive } from "@/lib/utc-day";
import { REPORT_DAYS_MAX } from "@/lib/delivery/report-range";
import { ATTRIBUTION_SOURCES, attributionMetricsSchema, reportAttributionSchema } from "@/lib/attribution/cohort-schemas";

const DELIVERY_ROWS_MAX = 1000;
/** Counts stay exact JSON numbers. */
const COUNT_MAX = Number.MAX_SAFE_INTEGER;
/** A day's spend for one ad above a trillion won is a fault in the serving system, not delivery. */
const DAY_SPEND_MAX = 1_000_000_000_000;
const REPORT_DAYS_DEFAULT = 30;

const utcDaySchema = z.string().refine(isUtcDay, "must be a calendar day written YYYY-MM-DD").describe("UTC calendar day, YYYY-MM-DD");

/** Tomorrow (UTC), worked out once a day rather than for each of a request's rows. */
let latest = { dayNumber: -1, day: "" };
function latestDeliveryDay(now = Date.now()): string {
  const dayNumber = Math.floor(now / 86_400_000);
  if (latest.dayNumber !== dayNumber) latest = { dayNumber, day: addUtcDays(utcDayOf(now), 1) };
  return latest.day;
}

const count = (what: string) =>
  z.number().int("must be a whole number").min(0, "must be at least 0").max(COUNT_MAX, "is too large").describe(what);

const deliveryRowSchema = z
  .strictObject({
    adId: objectIdSchema,
    date: utcDaySchema.refine(
      (day) => day <= latestDeliveryDay(),
      "must not be after tomorrow (UTC): delivery is reported for days that have happened",
    ),
    impressions: count("The day's running total of impressions"),
    clicks: count("The day's running total of clicks"),
    installs: count("The day's running total of installs"),
    spend: z
      .number()
      .int("must be a whole number of won")
      .min(0, "must be at least 0")
      .max(DAY_SPEND_MAX, `must be at most ${DAY_SPEND_MAX}`)
      .describe("The day's running total of spend, KRW"),
    hour: z
      .number()
      .int("must be a whole number")
      .min(0, "must be at least 0")
      .max(23, "must be at most 23")
      .optional()
      .describe("The UTC hour of `date` (0-23) these totals are for; absent: the whole day"),
    country: countryCodeSchema.optional().describe("Where the ad was shown, ISO 3166-1 alpha-2 upper-case (KR); absent: everywhere"),
    creativeId: objectIdSchema
      .optional()
      .describe("Which of the ad's creatives was shown (one of its `creatives[]._id`); absent: all of them"),
    platform: appPlatformSchema
      .optional()
      .describe("The app platform the ad was shown on (as the apps' `platforms`); absent: every platform"),
  })
  .meta({ id: "DeliveryRow" });
export type DeliveryRow = z.infer<typeof deliveryRowSchema>;

/** The dimensions a row may split its ad's day by, in the order `detail` names them. */
const DIMENSIONS = [
  { name: "HOUR", field: "hour", words: "hour" },
  { name: "COUNTRY", field: "country", words: "country" },
  { name: "CREATIVE", field: "creativeId", words: "creative" },
  { name: "PLATFORM", field: "platform", words: "platform" },
] as const;

/**
 * How an ad's day was reported: one row (null), or rows split by the dimensions named, in a fixed order joined by
 * "_" (HOUR, COUNTRY, HOUR_COUNTRY, CREATIVE, HOUR_COUNTRY_CREATIVE_PLATFORM, ...). Hourly exactly when it starts
 * with HOUR (isHourly).
 */
export type DeliveryDetail = string;

type Split = { hour?: number; country?: string; creativeId?: string; platform?: string };
const dimensionsOf = (row: Split) => DIMENSIONS.filter((dimension) => row[dimension.field] !== undefined);

export function detailOf(row: Split): DeliveryDetail | null {
  const names = dimensionsOf(row).map((dimension) => dimension.name);
  return names.length ? names.join("_") : null;
}

/** "a, b and c" */
const listed = (words: string[]) => (words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`);

/** How a detail reads in an answer: "as one row for the day", "by hour and country", "by country, creative and platform". */
export function detailWords(detail: DeliveryDetail | null): string {
  if (!detail) return "as one row for the day";
  const names = detail.split("_");
  return `by ${listed(DIMENSIONS.filter((dimension) => names.includes(dimension.name)).map((dimension) => dimension.words))}`;
}

/**
 * Extension POST /api/core/delivery: running totals per ad and UTC day (or its hours, countries, creatives, platforms)
 * from the serving system.
 */
export const deliveryBody = z
  .strictObject({
    rows: z
      .array(deliveryRowSchema)
      .min(1, "must hold at least 1 row")
      .max(DELIVERY_ROWS_MAX, `must hold at most ${DELIVERY_ROWS_MAX} rows`)
      .superRefine((rows, ctx) => {
        const seen = new Set<string>();
        rows.forEach((row, index) => {
          const key = `${row.adId}/${row.date}/${row.hour ?? ""}/${row.country ?? ""}/${row.creativeId ?? ""}/${row.platform ?? ""}`;
          if (seen.has(key)) {
            const fields = ["adId", "date", ...dimensionsOf(row).map((dimension) => dimension.field)];
            ctx.addIssue({ code: "custom", path: [index, "date"], message: `repeats an earlier row's ${listed(fields)}` });
          }
          seen.add(key);
        });
      }),
  })
  .meta({ id: "DeliveryRequest" });

export const deliveryResultSchema = z
  .object({
    received: z.number().int().describe("Rows in the request"),
    changed: z.number().int().describe("Rows whose totals grew (the others were already known: nothing applied)"),
    spendReported: z.number().int().describe("KRW of new spend reported by this request (the differences)"),
    spendCharged: z
      .number()
      .int()
      .describe(
        "KRW of that spend applied to budgets (and, for regular campaigns, charged to the balance); the rest was over a budget or the balance, or reported for moments its ad could not serve (spendNotServable)",
      ),
    spendNotServable: z
      .number()
      .int()
      .describe(
        "Extension: KRW of the new spend reported for an hour (rows with `hour`) or UTC day (rows without) at no moment of which its ad could serve: recorded with its flag, never charged",
      ),
  })
  .meta({ id: "DeliveryResult" });
export type DeliveryResult = z.infer<typeof deliveryResultSchema>;

// Reports

export const GRANULARITIES = ["DAY", "HOUR", "TOTAL"] as const;
export const BREAKDOWNS = ["AD", "CREATIVE", "COUNTRY", "PLATFORM", "NONE"] as const;
export const REPORT_SORTS = ["spend", "impressions", "clicks", "installs", "ctr", "ecpm", "cpi"] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];

const reportDaySchema = z.string().refine(isUtcDay, "must be a calendar day written YYYY-MM-DD");

// One value, or several separated by commas (`country=KR,JP`).
const commaList = <T extends z.ZodType<string, string>>(item: T, max: number, description: string, example: string) =>
  z
    .string()
    .transform((value) => [...new Set(value.split(","))])
    .pipe(z.array(item).min(1).max(max, `must name at most ${max}`))
    .meta({ description, type: "string", example });

const reportQueryShape = {
  from: reportDaySchema.optional().describe("First day, inclusive (default: 29 days before `to`)"),
  to: reportDaySchema.optional().describe("Last day, inclusive (default: today, UTC)"),
  granularity: z
    .enum(GRANULARITIES)
    .default("DAY")
    .describe(
      "DAY: a row per day; HOUR: a row per day and hour (rows reported without an hour: one per day, hour null); TOTAL: one row for the range",
    ),
  breakdown: z
    .enum(BREAKDOWNS)
    .default("NONE")
    .describe(
      "AD: a row per ad; CREATIVE: a row per ad and creative (creativeId null: the ad's delivery reported without a creative); " +
        "COUNTRY: a row per country (null: reported without a country); PLATFORM: a row per app platform (null: reported " +
        "without a platform); NONE: added together",
    ),
  country: commaList(
    countryCodeSchema,
    COUNTRY_CODES.length,
    "Only delivery in these countries (ISO 3166-1 alpha-2, upper-case, separated by commas); delivery reported without a country is left out",
    "KR,JP",
  ).optional(),
  sort: z.enum(REPORT_SORTS).default("spend").describe("The metric rows are ordered by, within each date (and hour)"),
  order: z.enum(SORT_ORDERS).default("desc").describe("desc (default): largest first; rows whose rate is null come last either way"),
  event: z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(100, "must be at most 100 characters")
    .optional()
    .describe("Extension: the in-app event (its name as the attribution partner sends it) CPA is worked out for"),
  attributionSource: z
    .enum(ATTRIBUTION_SOURCES)
    .default("MMP")
    .describe(
      "Extension: whose postbacks the attribution figures count: the app's attribution partner (MMP, default) or SKAdNetwork (SKAN)",
    ),
};

function withRange<Q extends { from?: string; to?: string }>(query: Q, ctx: z.RefinementCtx) {
  const to = query.to ?? utcDayOf(Date.now());
  const from = query.from ?? addUtcDays(to, -(REPORT_DAYS_DEFAULT - 1));
  if (from > to) ctx.addIssue({ code: "custom", path: ["to"], message: "Must not be before from." });
  else if (utcDaysInclusive(from, to) > REPORT_DAYS_MAX) {
    ctx.addIssue({ code: "custom", path: ["to"], message: `The range may span at most ${REPORT_DAYS_MAX} days.` });
  }
  return { ...query, from, to };
}

/** Extension campaign report query: an inclusive range of days (default the last 30), by day, hour or in total, per ad, per country or not. */
export const reportQuery = z
  .strictObject({
    ...reportQueryShape,
    adId: commaList(objectIdSchema, 1000, "Only these ads (ids separated by commas)", "6650a1b2c3d4e5f601234567").optional(),
  })
  .transform(withRange)
  .describe("ReportQuery");
export type ReportQuery = z.infer<typeof reportQuery>;

/** Extension organization report query: the campaign report's, per campaign or (perCampaign=false) added together. */
export const organizationReportQuery = z
  .strictObject({
    ...reportQueryShape,
    // A boolean, as in the export and schedule bodies; a query string writes it `true` or `false`.
    perCampaign: z
      .stringbool({ truthy: ["true"], falsy: ["false"] })
      .default(true)
      .meta({ description: "true (default): a row per campaign; false: campaigns added together", type: "boolean" }),
  })
  .transform(withRange)
  .superRefine((query, ctx) => {
    if (!query.perCampaign && (query.breakdown === "AD" || query.breakdown === "CREATIVE")) {
      ctx.addIssue({
        code: "custom",
        path: ["breakdown"],
        message: `Breakdown ${query.breakdown} needs perCampaign=true: ads belong to campaigns.`,
      });
    }
  })
  .describe("OrganizationReportQuery");
export type OrganizationReportQuery = z.infer<typeof organizationReportQuery>;

/** A creative is an image or a video, as its asset. */
export type CreativeKind = (typeof ASSET_KINDS)[number];

const rate = (what: string) => z.number().nullable().describe(`${what}; null when the divisor is 0`);

const notServableSchema = z
  .object({
    impressions: z.number().int(),
    clicks: z.number().int(),
    installs: z.number().int(),
    spend: z.number().int().describe("KRW reported as spent: never charged"),
  })
  .describe(
    "Extension: delivery reported for hours (or, reported without an hour, UTC days) at no moment of which the ad could serve " +
      "(see `flag`); present only when there is some. Never charged, and not part of the row's other metrics",
  )
  .meta({ id: "NotServableDelivery" });
export type NotServable = z.infer<typeof notServableSchema>;

const reportMetricsSchema = z.object({
  impressions: z.number().int().describe("Delivered while the ad could serve (delivery reported while it could not is in notServable)"),
  clicks: z.number().int().describe("Likewise, while the ad could serve"),
  installs: z.number().int().describe("Likewise, while the ad could serve"),
  spend: z
    .number()
    .int()
    .describe("KRW charged (reported spend over a budget or the balance, or reported while the ad could not serve, is not counted)"),
  ctr: rate("clicks / impressions"),
  ecpm: rate("spend per 1,000 impressions, KRW"),
  cpi: rate("spend per install, KRW"),
  notServable: notServableSchema.optional(),
  attribution: attributionMetricsSchema.optional(),
});
export type ReportMetrics = z.infer<typeof reportMetricsSchema>;

/**
 * Why delivery was reported for a moment its ad could not serve: the campaign in review, rejected, paused, not
 * started yet or ended; or the ad paused or its current version not approved.
 */
export const DELIVERY_FLAGS = [
  "AD_PAUSED",
  "AD_NOT_APPROVED",
  "CAMPAIGN_PENDING",
  "CAMPAIGN_REJECTED",
  "CAMPAIGN_PAUSED",
  "CAMPAIGN_NOT_STARTED",
  "CAMPAIGN_ENDED",
] as const;
export type DeliveryFlag = (typeof DELIVERY_FLAGS)[number];

const reportRowSchema = reportMetricsSchema
  .extend({
    date: reportDaySchema
      .optional()
      .describe("With granularity DAY or HOUR: the organization's day for hourly rows, the UTC day for rows reported without an hour"),
    hour: z
      .number()
      .int()
      .nullable()
      .optional()
      .describe("With granularity HOUR: 0 to 23 in the organization's time zone; null for delivery reported without an hour"),
    country: z
      .string()
      .nullable()
      .optional()
      .describe("With breakdown COUNTRY: ISO 3166-1 alpha-2; null for delivery reported without a country"),
    campaignId: z.string().optional().describe("In the organization's report"),
    campaignName: z.string().optional().describe("In the organization's report"),
    adId: z.string().optional().describe("With breakdown AD or CREATIVE"),
    adName: z.string().optional().describe("With breakdown AD or CREATIVE"),
    creativeId: z
      .string()
      .nullable()
      .optional()
      .describe("With breakdown CREATIVE: one of the ad's creatives; null for the ad's delivery reported without a creative"),
    creativePosition: z
      .number()
      .int()
      .nullable()
      .optional()
      .describe(
        "With breakdown CREATIVE: the creative's place among its ad's (0 first); null without a creative, or for one since removed",
      ),
    creativeKind: z
      .enum(ASSET_KINDS)
      .nullable()
      .optional()
      .describe("With breakdown CREATIVE: IMAGE or VIDEO; null without a creative, or for one since removed"),
    platform: z
      .enum(APP_PLATFORMS)
      .nullable()
      .optional()
      .describe("With breakdown PLATFORM: the app platform; null for delivery reported without a platform"),
    flag: z
      .enum(DELIVERY_FLAGS)
      .optional()
      .describe(
        "Extension, with breakdown AD: why some of this row's delivery was reported for moments the ad could not serve (its notServable): " +
          "the ad paused (AD_PAUSED) or not approved (AD_NOT_APPROVED), or its campaign in review (CAMPAIGN_PENDING), rejected " +
          "(CAMPAIGN_REJECTED), paused (CAMPAIGN_PAUSED), not started yet (CAMPAIGN_NOT_STARTED) or ended (CAMPAIGN_ENDED)",
      ),
  })
  .meta({ id: "ReportRow" });
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportSchema = z
  .object({
    from: reportDaySchema,
    to: reportDaySchema,
    granularity: z.enum(GRANULARITIES),
    breakdown: z.enum(BREAKDOWNS),
    timeZone: z
      .string()
      .describe("The zone days and hours are counted in: the organization's when the answer holds hourly delivery, UTC otherwise"),
    utcDays: z
      .boolean()
      .describe("true when some rows are UTC days: delivery reported without an hour cannot be placed in the organization's day"),
    rows: z
      .array(reportRowSchema)
      .describe("Only days, hours, countries and ads with delivery; by date (and hour), then `sort` in `order` (spend, largest first)"),
    totals: reportMetricsSchema.describe("The whole range"),
    attribution: reportAttributionSchema
      .optional()
      .describe("Extension: present when the range holds attributed installs or events (each row then has its `attribution`)"),
  })
  .meta({ id: "Report" });
export type Report = z.infer<typeof reportSchema>;
