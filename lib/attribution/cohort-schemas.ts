import { z } from "zod";

/** The cohort ROAS windows: revenue of events within N whole days of their install (dayOffset ≤ N). */
export const ROAS_WINDOWS = [0, 1, 3, 7, 30] as const;
export const ROAS_KEYS = ["d0", "d1", "d3", "d7", "d30"] as const;

/** Which postbacks a report counts: the app's attribution partner's (MMP) or Apple's SKAdNetwork / AdAttributionKit. */
export const ATTRIBUTION_SOURCES = ["MMP", "SKAN"] as const;

const count = (what: string) => z.number().int().describe(what);
const rate = (what: string) => z.number().nullable().describe(`${what}; null when the divisor is 0`);

const roasSchema = z
  .object({
    value: rate("Revenue (KRW) of events within the window of the installs counted here ÷ spend (KRW) of the same days"),
    maturing: z.boolean().describe("true until the window has closed for the last install the row counts (more revenue may still come in)"),
  })
  .meta({ id: "CohortRoas" });
export type CohortRoas = z.infer<typeof roasSchema>;

export const attributionMetricsSchema = z
  .object({
    installs: count(
      "Installs the app's attribution partner attributed to these ads, by install time (the ad server's own count is `installs` beside)",
    ),
    rejectedInstalls: count("Installs the partner rejected (fraud or validation): never in CPI, never charged"),
    reattributions: count("Re-engagements the partner attributed"),
    events: count("In-app events of those installs, whenever they happened"),
    rejectedEvents: count("In-app events the partner rejected"),
    revenue: count("KRW: the events' revenue, each converted at its event's UTC day's rate"),
    unconvertedEvents: count("Events with revenue waiting for an exchange rate of their currency and day: not in revenue or ROAS yet"),
    cpi: rate("spend ÷ attributed installs, KRW"),
    conversions: count("Events named `event` (the query's), for CPA").optional(),
    cpa: rate("spend ÷ conversions, KRW").optional(),
    roas: z
      .object({ d0: roasSchema, d1: roasSchema, d3: roasSchema, d7: roasSchema, d30: roasSchema })
      .describe("Cohort ROAS: revenue of events within 0, 1, 3, 7, 30 whole days of install ÷ spend, for the installs of the row's days"),
  })
  .describe("Extension: what the attribution partner (or SKAdNetwork) reported for the installs made in this row's days (hours)")
  .meta({ id: "AttributionMetrics" });
export type AttributionMetrics = z.infer<typeof attributionMetricsSchema>;

const unconvertedRevenueSchema = z
  .object({
    currency: z.string().describe("ISO 4217"),
    amount: z.string().describe("The revenue as sent, in that currency (a decimal string)"),
    events: z.number().int(),
  })
  .meta({ id: "UnconvertedRevenue" });
export type UnconvertedRevenue = z.infer<typeof unconvertedRevenueSchema>;

export const reportAttributionSchema = z
  .object({
    source: z.enum(ATTRIBUTION_SOURCES).describe("Whose postbacks are counted"),
    event: z.string().nullable().describe("The event CPA is for (the query's `event`), or null"),
    unconvertedRevenue: z
      .array(unconvertedRevenueSchema)
      .describe(
        "Revenue of the range's installs still waiting for an exchange rate, per currency: counted in no revenue or ROAS until a rate for its day is loaded",
      ),
  })
  .describe("Extension: what the attribution figures of the rows count")
  .meta({ id: "ReportAttribution" });
export type ReportAttribution = z.infer<typeof reportAttributionSchema>;
