import { organizationOperation } from "@/lib/http/operation";
import { listReceipts as list } from "@/lib/billing/receipts";
import { receiptListSchema, receiptPageQuery } from "@/lib/billing/receipt-schemas";
import { BILLING_TAG, RECEIPTS_PATH, receiptExample } from "./examples";

export const listReceipts = organizationOperation({
  method: "GET",
  path: RECEIPTS_PATH,
  operationId: "listReceipts",
  summary: "List receipts",
  description: "One receipt per confirmed top-up, newest first. Needs billing:read.",
  tag: BILLING_TAG,
  permission: "billing:read",
  allowReviewers: true,
  query: receiptPageQuery,
  pagination: "items",
  response: receiptListSchema,
  responseExample: { items: [receiptExample], nextCursor: null },
  run: ({ organizationId, query }) => list(organizationId, query),
});
