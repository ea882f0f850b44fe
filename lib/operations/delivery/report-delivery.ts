import { integrationOperation } from "@/lib/http/operation";
import { ingestDelivery } from "@/lib/delivery/ingest-delivery";
import { deliveryBody, deliveryResultSchema } from "@/lib/delivery/schemas";
import { syncServingAfterSpend } from "@/lib/serving/sync-serving";

export const reportDelivery = integrationOperation({
  method: "POST",
  path: "/api/core/delivery",
  operationId: "reportDelivery",
  reasons: ["PERMISSION_DENIED", "NOT_FOUND", "DELIVERY_TOTALS_DECREASED", "DELIVERY_GRANULARITY_MISMATCH", "DELIVERY_BEFORE_CAMPAIGN"],
  summary: "Report delivery (serving system, platform reviewers)",
  description:
    "1 to 1,000 rows of running totals per ad and UTC day, or per ad, UTC day and `hour` (0-23, UTC) and/or `country` " +
    "(ISO 3166-1 alpha-2). Sending the same totals again changes nothing; larger totals apply only the difference; " +
    "smaller ones are 409 DELIVERY_TOTALS_DECREASED (details name the rows). One ad's UTC day is reported one way " +
    "only: as one row, by hour, by country, or by hour and country; a row reporting it another way than the request's " +
    "other rows for that ad and day, or than it was already reported, is 409 DELIVERY_GRANULARITY_MISMATCH (details " +
    "name the rows and how the day was reported). An ad that does not exist is 404 (details name the rows); a row dated " +
    "before its campaign's creation (UTC) day is 409 DELIVERY_BEFORE_CAMPAIGN (details name the rows). A repeated ad, " +
    "day, hour and country in one request is 400. All rows apply in one transaction or none; concurrent reports for the " +
    "same ad and day queue, so nothing is counted twice. The new spend lowers the campaign's budgetRemain (never below " +
    "0) and, for regular campaigns, is charged to the balance (never below 0) as one CHARGE_TYPE_USAGE record per " +
    "campaign per request, oldest day and hour first. A regular campaign's dailyBudget caps what one day is charged: " +
    "rows with an hour count toward the organization's day (its time zone) that hour falls in; rows without an hour " +
    "cannot be placed in a local day and count toward the day their date names. House campaigns are free, capped only " +
    "by a budget above 0. Spend neither can cover is reported but not charged (spendReported − spendCharged). A row " +
    "is charged only when its ad could serve at some moment of its period: its hour (rows with `hour`) or its UTC day " +
    "(rows without), up to now. The ad could serve at a moment when it falls within the campaign's startAt and endAt, " +
    "the campaign was ACTIVE then (its status history decides, so a campaign paused after a day ended is still charged " +
    "for that day), the ad's current version was APPROVED then (its review history decides) and the ad is not paused " +
    "(the ad's own pause has no history: as it is when reported). A row with no such moment is recorded with a flag " +
    "(CAMPAIGN_PENDING, CAMPAIGN_REJECTED, CAMPAIGN_PAUSED, CAMPAIGN_NOT_STARTED, CAMPAIGN_ENDED, AD_PAUSED, " +
    "AD_NOT_APPROVED) and never charged: no budget, daily budget, balance or ledger change (spendNotServable); reports " +
    "show it apart, in notServable. What the spend " +
    "changes in the serving feed (budget and daily budget left, an exhausted budget or balance) is committed with " +
    "it, and serving/changes answers it once every transaction begun before it has finished (at once, unless one " +
    "runs long). The serving system's platform integration key (oik_…) or a platform reviewer: 403 " +
    "PERMISSION_DENIED otherwise.",
  tag: "Delivery",
  audit: "delivery:report",
  body: deliveryBody,
  response: deliveryResultSchema,
  errors: [404, 409],
  requestExample: {
    rows: [
      { adId: "6740a1b2c3d4e5f601234b01", date: "2026-11-21", impressions: 120000, clicks: 2400, installs: 96, spend: 360000 },
      {
        adId: "6740a1b2c3d4e5f601234b02",
        date: "2026-11-21",
        hour: 14,
        country: "KR",
        impressions: 8000,
        clicks: 160,
        installs: 7,
        spend: 24000,
      },
    ],
  },
  responseExample: { received: 2, changed: 2, spendReported: 384000, spendCharged: 384000, spendNotServable: 0 },
  run: async ({ actorId, body }) => {
    const { result, spent } = await ingestDelivery(body.rows, actorId);
    if (result.changed > 0) await syncServingAfterSpend(spent);
    return result;
  },
});
