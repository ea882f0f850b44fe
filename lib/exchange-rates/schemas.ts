import { z } from "zod";
import { isUtcDay } from "@/lib/utc-day";
import { REPORT_DAYS_MAX } from "@/lib/delivery/report-range";

/** The most rates one request (or one CSV line group) sets for a day: every ISO 4217 currency fits. */
const RATES_PER_DAY_MAX = 200;
/** Rates are stored Decimal(20, 8): 12 digits before the point, 8 after. */
const RATE = /^(?:0|[1-9]\d{0,11})(?:\.\d{1,8})?$/;

export const rateDaySchema = z.string().refine(isUtcDay, "must be a calendar day written YYYY-MM-DD").describe("UTC day, YYYY-MM-DD");

export const currencyCodeSchema = z
  .string()
  .regex(/^[A-Z]{3}$/, "must be an ISO 4217 code, three upper-case letters (USD)")
  .refine((code) => code !== "KRW", "KRW needs no rate: spend and reports are in KRW")
  .describe("ISO 4217 currency code, upper case");

/** KRW for one unit, as a decimal string (up to 8 decimals) or a number; more than 0. */
export const rateValueSchema = z
  .union([z.string(), z.number()])
  .transform((value) => (typeof value === "number" ? String(value) : value.trim()))
  .refine((value) => RATE.test(value), "must be a decimal number of won with at most 12 digits before the point and 8 after")
  .refine((value) => Number(value) > 0, "must be more than 0")
  .meta({ description: "KRW for one unit of the currency (1385.42), at most 8 decimals", type: "string", example: "1385.42" });

export const rateDayParams = { date: rateDaySchema.describe("The UTC day the rates are for (revenue of events on that UTC day)") };

/** PUT /api/core/review/exchange-rates/{date}: the day's rates of the currencies named; others of that day stay. */
export const putRatesBody = z
  .strictObject({
    rates: z
      .array(z.strictObject({ currency: currencyCodeSchema, rate: rateValueSchema }))
      .min(1, "must hold at least 1 rate")
      .max(RATES_PER_DAY_MAX, `must hold at most ${RATES_PER_DAY_MAX} rates`)
      .superRefine((rates, ctx) => {
        const seen = new Set<string>();
        rates.forEach((rate, index) => {
          if (seen.has(rate.currency))
            ctx.addIssue({ code: "custom", path: [index, "currency"], message: "repeats an earlier rate's currency" });
          seen.add(rate.currency);
        });
      }),
  })
  .meta({ id: "ExchangeRatesRequest" });

export const listRatesQuery = z
  .strictObject({
    from: rateDaySchema.describe("First day, inclusive"),
    to: rateDaySchema.describe("Last day, inclusive"),
    currency: currencyCodeSchema.optional().describe("Only this currency"),
  })
  .superRefine((query, ctx) => {
    if (query.from > query.to) ctx.addIssue({ code: "custom", path: ["to"], message: "Must not be before from." });
    else if ((Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1 > REPORT_DAYS_MAX) {
      ctx.addIssue({ code: "custom", path: ["to"], message: `The range may span at most ${REPORT_DAYS_MAX} days.` });
    }
  })
  .describe("ExchangeRateQuery");

const exchangeRateSchema = z
  .object({
    date: z.string().describe("UTC day, YYYY-MM-DD"),
    currency: z.string(),
    rate: z.string().describe("KRW for one unit of the currency"),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "ExchangeRate" });
export type ExchangeRateAnswer = z.infer<typeof exchangeRateSchema>;

export const exchangeRateListSchema = z.object({ items: z.array(exchangeRateSchema) }).meta({ id: "ExchangeRateList" });

export const putRatesResultSchema = z
  .object({
    items: z.array(exchangeRateSchema).describe("The day's rates now (every currency of that day)"),
    converted: z
      .number()
      .int()
      .describe(
        "Attributed postbacks of that day and those currencies whose revenue was converted (or re-converted at a changed rate) now",
      ),
  })
  .meta({ id: "ExchangeRatesResult" });
