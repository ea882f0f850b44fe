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

export const deliveryRoutes: RouteSpec[] = [
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
  },
];
