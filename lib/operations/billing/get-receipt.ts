import { organizationOperation } from "@/lib/http/operation";
import { getReceipt as get } from "@/lib/billing/receipts";
import { receiptIdParams, receiptSchema } from "@/lib/billing/receipt-schemas";
import { BILLING_TAG, RECEIPT_PATH, receiptExample } from "./examples";

export const getReceipt = organizationOperation({
  method: "GET",
  path: RECEIPT_PATH,
  operationId: "getReceipt",
  summary: "One receipt",
  description: "404 NOT_FOUND for an id that is not one of this organization's receipts. Needs billing:read.",
  tag: BILLING_TAG,
  permission: "billing:read",
  allowReviewers: true,
  params: receiptIdParams,
  response: receiptSchema,
  responseExample: receiptExample,
  run: ({ organizationId, params }) => get(organizationId, params.receiptId),
});
