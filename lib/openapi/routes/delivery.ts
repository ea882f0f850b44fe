import { campaignIdParams } from "@/lib/campaigns/schemas";
import { deliveryBody, deliveryResultSchema, reportQuery, reportSchema } from "@/lib/delivery/schemas";
import type { RouteSpec } from "@/lib/openapi/route-spec";

const ORG = "/api/core/organization/{organizationId}";

const RATES = "ctr = clicks / impressions, ecpm = spend × 1000 / impressions, cpi = spend / installs; null where the divisor is 0.";
const REPORT_RANGE =
  "`from` and `to` are UTC days (YYYY-MM-DD, both inclusive, at most 366 days; default the last 30 days). " +
  "granularity DAY (default) gives a row per day, TOTAL one for the range; breakdown AD gives a row per ad, NONE (default) adds them up. " +
  "Only days and ads with delivery appear. `spend` is what was charged: reported spend beyond a budget or the balance is left out. ";

const reportExample = {
  from: "2026-11-01",
  to: "2026-11-02",
  granularity: "DAY",
  breakdown: "NONE",
  rows: [
    { date: "2026-11-01", impressions: 120000, clicks: 2400, installs: 96, spend: 360000, ctr: 0.02, ecpm: 3000, cpi: 3750 },
    { date: "2026-11-02", impressions: 80000, clicks: 1200, installs: 0, spend: 240000, ctr: 0.015, ecpm: 3000, cpi: null },
  ],
  totals: { impressions: 200000, clicks: 3600, installs: 96, spend: 600000, ctr: 0.018, ecpm: 3000, cpi: 6250 },
};

export const deliveryRoutes: RouteSpec[] = [
  {
    method: "POST",
    path: "/api/core/delivery",
    operationId: "reportDelivery",
    summary: "Report delivery (serving system, platform reviewers)",
    description:
      "1 to 1,000 rows of running totals per ad and UTC day. Sending the same totals again changes nothing; larger totals " +
      "apply only the difference; smaller ones are 409 DELIVERY_TOTALS_DECREASED (details name the rows). An ad that does " +
      "not exist is 404 (details name the rows). A repeated ad and day in one request is 400. All rows apply in one " +
      "transaction or none; concurrent reports for the same ad and day queue, so nothing is counted twice. The new spend " +
      "lowers the campaign's budgetRemain (never below 0) and, for regular campaigns, is charged to the balance (never " +
      "below 0) as one CHARGE_TYPE_USAGE record per campaign per request; house campaigns are free, capped only by a " +
      "budget above 0. Spend neither can cover is reported but not charged (spendReported − spendCharged). Platform " +
      "reviewers only (the serving system uses a reviewer's key): 403 PERMISSION_DENIED otherwise.",
    tag: "Delivery",
    body: deliveryBody,
    response: deliveryResultSchema,
    errors: [404, 409],
    requestExample: {
      rows: [{ adId: "6740a1b2c3d4e5f601234b01", date: "2026-11-21", impressions: 120000, clicks: 2400, installs: 96, spend: 360000 }],
    },
    responseExample: { received: 1, changed: 1, spendReported: 360000, spendCharged: 360000 },
    reasons: ["PERMISSION_DENIED", "NOT_FOUND", "DELIVERY_TOTALS_DECREASED"],
  },
  {
    method: "GET",
    path: `${ORG}/campaign/{campaignId}/report`,
    operationId: "campaignReport",
    summary: "Campaign report",
    description: REPORT_RANGE + RATES + " Needs campaign:read on the campaign; another organization's campaign is 404.",
    tag: "Reports",
    params: campaignIdParams,
    query: reportQuery,
    response: reportSchema,
    responseExample: reportExample,
  },
  {
    method: "GET",
    path: `${ORG}/report`,
    operationId: "organizationReport",
    summary: "Organization report, per campaign",
    description: REPORT_RANGE + "Every row names its campaign (campaignId, campaignName). " + RATES + " Needs campaign:read.",
    tag: "Reports",
    query: reportQuery,
    response: reportSchema,
  },
];
