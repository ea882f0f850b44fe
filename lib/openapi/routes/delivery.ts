import { campaignIdParams } from "@/lib/campaigns/schemas";
import { deliveryBody, deliveryResultSchema, reportQuery, reportSchema } from "@/lib/delivery/schemas";
import {
  cancelTopUpBody,
  topUpBody,
  topUpIdParams,
  topUpListSchema,
  topUpPageQuery,
  topUpQueueSchema,
  topUpSchema,
} from "@/lib/top-ups/schemas";
import type { RouteSpec } from "@/lib/openapi/route-spec";

const ORG = "/api/core/organization/{organizationId}";
const TOP_UPS = `${ORG}/balance/top-ups`;

const RATES = "ctr = clicks / impressions, ecpm = spend × 1000 / impressions, cpi = spend / installs; null where the divisor is 0.";
const REPORT_RANGE =
  "`from` and `to` are UTC days (YYYY-MM-DD, both inclusive, at most 366 days; default the last 30 days). " +
  "granularity DAY (default) gives a row per day, TOTAL one for the range; breakdown AD gives a row per ad, NONE (default) adds them up. " +
  "Only days and ads with delivery appear. `spend` is what was charged: reported spend beyond a budget or the balance is left out. ";

const topUpExample = {
  _id: "6740a1b2c3d4e5f601234a01",
  organizationId: "6740a1b2c3d4e5f601234567",
  amount: 500000,
  cur: "CURRENCY_KRW",
  status: "TOP_UP_STATUS_REQUESTED",
  referenceCode: "TU7KQ2MX9P",
  bankTransfer: {
    bankName: "Demo Bank",
    accountNumber: "000-000000-00-000",
    accountHolder: "AdNet Demo",
    amount: 500000,
    depositorMemo: "TU7KQ2MX9P",
  },
  chargeId: null,
  reason: null,
  createdAt: "2026-11-22T09:30:00.000Z",
  decidedAt: null,
};

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
  {
    method: "GET",
    path: TOP_UPS,
    operationId: "listTopUps",
    summary: "Top-up requests",
    description: "The organization's bank-transfer top-up requests, newest first. Needs balance:read.",
    tag: "Balance",
    query: topUpPageQuery,
    response: topUpListSchema,
  },
  {
    method: "POST",
    path: TOP_UPS,
    operationId: "requestTopUp",
    summary: "Ask to top up by bank transfer",
    description:
      "Answers the request (TOP_UP_STATUS_REQUESTED) with the platform's bank account and a unique reference code to write " +
      "as the transfer's depositor name. The balance changes only when a reviewer confirms the transfer. amount: KRW, " +
      "1,000 to 10^12. Needs balance:top-up.",
    tag: "Balance",
    body: topUpBody,
    response: topUpSchema,
    requestExample: { amount: 500000 },
    responseExample: topUpExample,
  },
  {
    method: "GET",
    path: `${TOP_UPS}/{topUpId}`,
    operationId: "getTopUp",
    summary: "One top-up request",
    tag: "Balance",
    params: topUpIdParams,
    response: topUpSchema,
  },
  {
    method: "POST",
    path: `${TOP_UPS}/{topUpId}/confirm`,
    operationId: "confirmTopUp",
    summary: "Confirm a top-up (platform reviewers)",
    description:
      "The transfer arrived: the request becomes TOP_UP_STATUS_CONFIRMED and one CHARGE_TYPE_PAID record (chargeId) is " +
      "written in the same transaction. Confirming again, or at the same time, is 409 INVALID_TOP_UP_TRANSITION and " +
      "charges nothing. Needs balance:charge (platform reviewers).",
    tag: "Balance",
    params: topUpIdParams,
    response: topUpSchema,
    errors: [409],
    reasons: ["INVALID_TOP_UP_TRANSITION", "BALANCE_LIMIT_EXCEEDED"],
  },
  {
    method: "POST",
    path: `${TOP_UPS}/{topUpId}/cancel`,
    operationId: "cancelTopUp",
    summary: "Cancel a top-up request",
    description:
      "An open request becomes TOP_UP_STATUS_CANCELLED (optional reason, at most 200 characters); anything else is 409 " +
      "INVALID_TOP_UP_TRANSITION. Members with balance:top-up, or platform reviewers.",
    tag: "Balance",
    params: topUpIdParams,
    body: cancelTopUpBody,
    response: topUpSchema,
    errors: [409],
    reasons: ["INVALID_TOP_UP_TRANSITION"],
  },
  {
    method: "GET",
    path: "/api/core/review/top-ups",
    operationId: "listTopUpReviewQueue",
    summary: "Review queue: top-ups waiting for a transfer",
    description: "Every organization's open top-up requests, oldest first. Platform reviewers only (403 PERMISSION_DENIED otherwise).",
    tag: "Review",
    query: topUpPageQuery,
    response: topUpQueueSchema,
    reasons: ["PERMISSION_DENIED"],
  },
];
