import { organizationOperation } from "@/lib/http/operation";
import { receiptPdfResponse } from "@/lib/billing/receipts";
import { documentLocaleQuery, receiptIdParams } from "@/lib/billing/receipt-schemas";
import { BILLING_TAG, RECEIPT_PATH } from "./examples";

export const downloadReceipt = organizationOperation({
  method: "GET",
  path: `${RECEIPT_PATH}/pdf`,
  operationId: "downloadReceipt",
  summary: "Download a receipt as PDF",
  description:
    "The receipt (영수증) as an A4 PDF in `locale` (en or ko), dates in the organization's time zone: supplier, buyer, " +
    "supply amount + VAT = total, the transfer's reference code and the receipt number. Needs billing:read.",
  tag: BILLING_TAG,
  permission: "billing:read",
  allowReviewers: true,
  params: receiptIdParams,
  query: documentLocaleQuery,
  responseType: "application/pdf",
  run: ({ organizationId, params, query }) => receiptPdfResponse(organizationId, params.receiptId, query.locale),
});
