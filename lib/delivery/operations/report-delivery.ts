import { integrationOperation } from "@/lib/api/operation";
import { ingestDelivery } from "@/lib/delivery/ingest-delivery";
import { deliveryBody, deliveryResultSchema } from "@/lib/delivery/schemas";
import { syncServingAfterSpend } from "@/lib/serving/sync-serving";

export const reportDelivery = integrationOperation({
  method: "POST",
  path: "/api/core/delivery",
  operationId: "reportDelivery",
  reasons: ["PERMISSION_DENIED", "NOT_FOUND", "DELIVERY_TOTALS_DECREASED", "DELIVERY_BEFORE_CAMPAIGN"],
  summary: "Report delivery (serving system, platform reviewers)",
  description:
    "1 to 1,000 rows of running totals per ad and UTC day. Sending the same totals again changes nothing; larger totals " +
    "apply only the difference; smaller ones are 409 DELIVERY_TOTALS_DECREASED (details name the rows). An ad that does " +
    "not exist is 404 (details name the rows); a row dated before its campaign's creation (UTC) day is 409 " +
    "DELIVERY_BEFORE_CAMPAIGN (details name the rows). A repeated ad and day in one request is 400. All rows apply in one " +
    "transaction or none; concurrent reports for the same ad and day queue, so nothing is counted twice. The new spend " +
    "lowers the campaign's budgetRemain (never below 0) and, for regular campaigns, is charged to the balance (never " +
    "below 0) as one CHARGE_TYPE_USAGE record per campaign per request, and a regular campaign's dailyBudget caps what one " +
    "UTC day is charged; house campaigns are free, capped only by a " +
    "budget above 0. Spend neither can cover is reported but not charged (spendReported − spendCharged). Rows of an ad " +
    "paused or not approved when reported are recorded with a flag (reports by ad show it). What the spend changes in " +
    "the serving feed (budget and daily budget left, an exhausted budget or balance) is in serving/changes when this " +
    "answers. The serving system's platform integration key (oik_…) or a platform reviewer: 403 PERMISSION_DENIED otherwise.",
  tag: "Delivery",
  body: deliveryBody,
  response: deliveryResultSchema,
  errors: [404, 409],
  requestExample: {
    rows: [{ adId: "6740a1b2c3d4e5f601234b01", date: "2026-11-21", impressions: 120000, clicks: 2400, installs: 96, spend: 360000 }],
  },
  responseExample: { received: 1, changed: 1, spendReported: 360000, spendCharged: 360000 },
  run: async ({ actorId, body }) => {
    const result = await ingestDelivery(body.rows, actorId);
    if (result.changed > 0) await syncServingAfterSpend([...new Set(body.rows.map((row) => row.adId))]);
    return result;
  },
});
