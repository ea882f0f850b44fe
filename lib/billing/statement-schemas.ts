import { z } from "zod";
import { MONTH } from "./statement";

export const statementMonthParams = {
  month: z.string().regex(MONTH, "must be a month YYYY-MM").describe("Calendar month YYYY-MM, in the organization's time zone"),
};

const campaignSpend = z.object({
  campaignId: z.string().nullable().describe("null for a usage charge a reviewer described in their own words"),
  campaignName: z.string(),
  amount: z.number().int(),
});

export const statementSchema = z
  .object({
    organizationId: z.string(),
    month: z.string(),
    timeZone: z.string(),
    from: z.iso.datetime({ offset: true }).describe("The month's first moment in the time zone"),
    to: z.iso.datetime({ offset: true }).describe("The next month's first moment (exclusive)"),
    openingBalance: z.number().int(),
    topUps: z.number().int().describe("CHARGE_TYPE_PAID"),
    credits: z.number().int().describe("CHARGE_TYPE_FREE: promotional credit and other adjustments in"),
    spend: z.number().int().describe("CHARGE_TYPE_USAGE"),
    refunds: z.number().int().describe("CHARGE_TYPE_REFUND"),
    closingBalance: z.number().int().describe("openingBalance + topUps + credits − spend − refunds"),
    campaigns: z.array(campaignSpend).describe("Spend per campaign, largest first"),
    entryCount: z.number().int(),
  })
  .meta({ id: "MonthlyStatement" });
export type StatementAnswer = z.infer<typeof statementSchema>;
