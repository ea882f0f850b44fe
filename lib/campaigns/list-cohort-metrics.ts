import { z } from "zod";

// The campaign list's figures from the app's attribution partner (the rollup of its install and event postbacks),
// beside the ad server's delivery: attributed installs, CPI on them, and D7 ROAS, over the list's from..to.

/** The list's sorts by attribution figures (their values are computed like the delivery rates: null comes last). */
export const CAMPAIGN_COHORT_SORTS = ["attributedCpi", "roasD7"] as const;

const rate = (what: string) => z.number().nullable().describe(`${what}; null when the divisor is 0`);

export const cohortListMetricsShape = {
  attributedInstalls: z
    .number()
    .int()
    .describe("Installs the app's attribution partner attributed to the campaign, installed in from..to (UTC hours of those days)"),
  attributedCpi: rate("spend ÷ attributedInstalls, KRW"),
  roasD7: rate(
    "Revenue (KRW) of events within 7 whole days of those installs ÷ spend of the same days, in percent (120 = 120 %, as a goal's target); installs of the last 7 days may still bring more",
  ),
};
