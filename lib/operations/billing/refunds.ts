import { forbidden } from "@/lib/api/errors";
import { callerOperation, organizationOperation } from "@/lib/http/operation";
import { actingId } from "@/lib/http/authenticate";
import {
  approveRefund as approve,
  getRefund as get,
  listOpenRefunds,
  listRefunds as list,
  refundableNow,
  rejectRefund as reject,
  requestRefund as request,
} from "@/lib/billing/refunds";
import {
  refundableSchema,
  refundBody,
  refundIdParams,
  refundListSchema,
  refundPageQuery,
  refundQueueSchema,
  refundSchema,
  rejectRefundBody,
} from "@/lib/billing/refund-schemas";
import { BILLING_TAG, REFUND_PATH, REFUNDS_PATH, refundExample } from "./examples";

export const getRefundable = organizationOperation({
  method: "GET",
  path: `${REFUNDS_PATH}/refundable`,
  operationId: "getRefundable",
  summary: "How much can be refunded now",
  description:
    "The balance, less the budget left of regular campaigns that are not over (delivery may still charge it) and less " +
    "an open request's amount. Needs billing:read.",
  tag: BILLING_TAG,
  permission: "billing:read",
  allowReviewers: true,
  response: refundableSchema,
  responseExample: { balance: 500000, reserved: 300000, openRequest: 0, refundable: 200000 },
  run: ({ organizationId }) => refundableNow(organizationId),
});

export const listRefunds = organizationOperation({
  method: "GET",
  path: REFUNDS_PATH,
  operationId: "listRefunds",
  summary: "List refund requests",
  description: "Newest first. Needs billing:read.",
  tag: BILLING_TAG,
  permission: "billing:read",
  allowReviewers: true,
  query: refundPageQuery,
  pagination: "items",
  response: refundListSchema,
  responseExample: { items: [refundExample], nextCursor: null },
  run: ({ organizationId, query }) => list(organizationId, query),
});

export const requestRefund = organizationOperation({
  method: "POST",
  path: REFUNDS_PATH,
  operationId: "requestRefund",
  summary: "Ask for unused balance back",
  description:
    "To the registered settlement account (404 ACCOUNT_NOT_REGISTERED without one). At most the refundable amount " +
    "(GET /refunds/refundable; 409 REFUND_EXCEEDS_REFUNDABLE above it). Nothing is charged until a reviewer " +
    "approves. Needs settlement:refund (Owner).",
  tag: BILLING_TAG,
  permission: "settlement:refund",
  audit: "refund:request",
  body: refundBody,
  response: refundSchema,
  errors: [404, 409],
  reasons: ["ACCOUNT_NOT_REGISTERED", "REFUND_EXCEEDS_REFUNDABLE", "LOCK_TIMEOUT"],
  requestExample: { amount: 200000 },
  responseExample: refundExample,
  run: ({ organizationId, body, caller }) => request(organizationId, body.amount, actingId(caller)),
});

export const getRefund = organizationOperation({
  method: "GET",
  path: REFUND_PATH,
  operationId: "getRefund",
  summary: "One refund request",
  tag: BILLING_TAG,
  permission: "billing:read",
  allowReviewers: true,
  params: refundIdParams,
  response: refundSchema,
  responseExample: refundExample,
  run: ({ organizationId, params }) => get(organizationId, params.refundId),
});

export const approveRefund = organizationOperation({
  method: "POST",
  path: `${REFUND_PATH}/approve`,
  operationId: "approveRefund",
  summary: "Approve a refund (platform reviewers)",
  description:
    "Writes one CHARGE_TYPE_REFUND record (chargeId) with the approval, under the lock delivery charges take: the " +
    "balance never goes below 0 (409 INSUFFICIENT_BALANCE when spend left less than the amount; nothing written). " +
    "Approving again is 409 INVALID_REFUND_TRANSITION. Needs balance:charge (platform reviewers).",
  tag: BILLING_TAG,
  permission: "balance:charge",
  audit: "refund:approve",
  params: refundIdParams,
  response: refundSchema,
  errors: [409],
  reasons: ["INVALID_REFUND_TRANSITION", "INSUFFICIENT_BALANCE", "LOCK_TIMEOUT"],
  responseExample: { ...refundExample, status: "REFUND_STATUS_APPROVED", chargeId: "6740a1b2c3d4e5f601234e01" },
  run: ({ organizationId, params, caller }) => approve(organizationId, params.refundId, actingId(caller)),
});

export const rejectRefund = organizationOperation({
  method: "POST",
  path: `${REFUND_PATH}/reject`,
  operationId: "rejectRefund",
  summary: "Reject a refund (platform reviewers)",
  description: "With a reason the advertiser sees; nothing is charged. Needs balance:charge (platform reviewers).",
  tag: BILLING_TAG,
  permission: "balance:charge",
  audit: "refund:reject",
  params: refundIdParams,
  body: rejectRefundBody,
  response: refundSchema,
  errors: [409],
  reasons: ["INVALID_REFUND_TRANSITION", "LOCK_TIMEOUT"],
  requestExample: { reason: "The transfer details do not match the registered business." },
  responseExample: { ...refundExample, status: "REFUND_STATUS_REJECTED", reason: "The transfer details do not match." },
  run: ({ organizationId, params, body, caller }) => reject(organizationId, params.refundId, actingId(caller), body.reason),
});

export const listRefundReviewQueue = callerOperation({
  method: "GET",
  path: "/api/core/review/refunds",
  operationId: "listRefundReviewQueue",
  reasons: ["PERMISSION_DENIED"],
  summary: "Review queue: refund requests",
  description: "Every organization's open refund requests, oldest first. Platform reviewers only (403 PERMISSION_DENIED otherwise).",
  tag: "Review",
  query: refundPageQuery,
  pagination: "items",
  response: refundQueueSchema,
  run: ({ caller, query }) => {
    if (!caller.user.reviewer) throw forbidden("Only platform reviewers see the refund queue.", "PERMISSION_DENIED");
    return listOpenRefunds(query);
  },
});
