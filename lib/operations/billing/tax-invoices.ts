import { forbidden } from "@/lib/api/errors";
import { callerOperation, organizationOperation } from "@/lib/http/operation";
import { actingId } from "@/lib/http/authenticate";
import {
  issueTaxInvoiceBody,
  rejectTaxInvoiceBody,
  taxInvoiceIdParams,
  taxInvoiceListSchema,
  taxInvoicePageQuery,
  taxInvoiceQueueSchema,
  taxInvoiceRequestBody,
  taxInvoiceSchema,
} from "@/lib/billing/tax-invoice-schemas";
import {
  exportWaitingTaxInvoices,
  listTaxInvoices as list,
  listWaitingTaxInvoices,
  recordIssued,
  recordRejected,
  requestTaxInvoice as request,
} from "@/lib/billing/tax-invoices";
import { BILLING_TAG, TAX_INVOICE_PATH, TAX_INVOICES_PATH, taxInvoiceExample } from "./examples";

const waiting = { ...taxInvoiceExample, status: "TAX_INVOICE_STATUS_REQUESTED", approvalNumber: null, decidedAt: null, exportedAt: null };

export const listTaxInvoices = organizationOperation({
  method: "GET",
  path: TAX_INVOICES_PATH,
  operationId: "listTaxInvoices",
  summary: "List tax invoices",
  description: "Newest first, with each one's state and, once issued, its approval number (승인번호). Needs billing:read.",
  tag: BILLING_TAG,
  permission: "billing:read",
  allowReviewers: true,
  query: taxInvoicePageQuery,
  pagination: "items",
  response: taxInvoiceListSchema,
  responseExample: { items: [taxInvoiceExample], nextCursor: null },
  run: ({ organizationId, query }) => list(organizationId, query),
});

export const requestTaxInvoice = organizationOperation({
  method: "POST",
  path: TAX_INVOICES_PATH,
  operationId: "requestTaxInvoice",
  summary: "Ask for a tax invoice",
  description:
    "For one confirmed top-up (`topUpId`), or for an ended month's top-ups (`month`) when the operator issues them " +
    "monthly (TAX_INVOICE_PERIOD). The buyer is the registered business details (409 BUSINESS_DETAILS_REQUIRED " +
    "without them); a second one for the same top-up or month is 409 TAX_INVOICE_ALREADY_REQUESTED unless the first " +
    "was rejected. Needs billing:update (Owner, Admin).",
  tag: BILLING_TAG,
  permission: "billing:update",
  audit: "tax-invoice:request",
  body: taxInvoiceRequestBody,
  response: taxInvoiceSchema,
  errors: [404, 409],
  reasons: [
    "BUSINESS_DETAILS_REQUIRED",
    "TAX_INVOICE_ALREADY_REQUESTED",
    "TOP_UP_NOT_CONFIRMED",
    "STATEMENT_MONTH_NOT_ENDED",
    "LOCK_TIMEOUT",
  ],
  requestExample: { topUpId: "6740a1b2c3d4e5f601234a01" },
  responseExample: waiting,
  run: ({ organizationId, body, caller }) => request(organizationId, body, actingId(caller)),
});

export const recordTaxInvoiceIssued = organizationOperation({
  method: "POST",
  path: `${TAX_INVOICE_PATH}/issue`,
  operationId: "recordTaxInvoiceIssued",
  summary: "Record a tax invoice as issued (platform reviewers)",
  description:
    "With the approval number (승인번호) the national tax service gave it. 409 INVALID_TAX_INVOICE_TRANSITION when it " +
    "is no longer waiting, 409 APPROVAL_NUMBER_TAKEN for a number already recorded. Needs balance:charge (platform reviewers).",
  tag: BILLING_TAG,
  permission: "balance:charge",
  audit: "tax-invoice:issue",
  params: taxInvoiceIdParams,
  body: issueTaxInvoiceBody,
  response: taxInvoiceSchema,
  errors: [409],
  reasons: ["INVALID_TAX_INVOICE_TRANSITION", "APPROVAL_NUMBER_TAKEN", "LOCK_TIMEOUT"],
  requestExample: { approvalNumber: "20261122-41000000-0a1b2c3d" },
  responseExample: taxInvoiceExample,
  run: ({ organizationId, params, body, caller }) =>
    recordIssued(organizationId, params.taxInvoiceId, body.approvalNumber, actingId(caller)),
});

export const recordTaxInvoiceRejected = organizationOperation({
  method: "POST",
  path: `${TAX_INVOICE_PATH}/reject`,
  operationId: "recordTaxInvoiceRejected",
  summary: "Reject a tax invoice request (platform reviewers)",
  description: "With a reason the advertiser sees; the top-up or month may be asked for again. Needs balance:charge (platform reviewers).",
  tag: BILLING_TAG,
  permission: "balance:charge",
  audit: "tax-invoice:reject",
  params: taxInvoiceIdParams,
  body: rejectTaxInvoiceBody,
  response: taxInvoiceSchema,
  errors: [409],
  reasons: ["INVALID_TAX_INVOICE_TRANSITION", "LOCK_TIMEOUT"],
  requestExample: { reason: "사업자등록번호가 휴업 상태입니다." },
  responseExample: { ...waiting, status: "TAX_INVOICE_STATUS_REJECTED", reason: "사업자등록번호가 휴업 상태입니다." },
  run: ({ organizationId, params, body, caller }) => recordRejected(organizationId, params.taxInvoiceId, body.reason, actingId(caller)),
});

export const listTaxInvoiceReviewQueue = callerOperation({
  method: "GET",
  path: "/api/core/review/tax-invoices",
  operationId: "listTaxInvoiceReviewQueue",
  reasons: ["PERMISSION_DENIED"],
  summary: "Review queue: tax invoices to issue",
  description: "Every organization's waiting tax invoices, oldest first. Platform reviewers only (403 PERMISSION_DENIED otherwise).",
  tag: "Review",
  query: taxInvoicePageQuery,
  pagination: "items",
  response: taxInvoiceQueueSchema,
  run: ({ caller, query }) => {
    if (!caller.user.reviewer) throw forbidden("Only platform reviewers see the tax invoice queue.", "PERMISSION_DENIED");
    return listWaitingTaxInvoices(query);
  },
});

export const exportTaxInvoices = callerOperation({
  method: "GET",
  path: "/api/core/review/tax-invoices/export",
  operationId: "exportTaxInvoices",
  reasons: ["PERMISSION_DENIED"],
  summary: "Export waiting tax invoices for the bulk upload",
  description:
    "Every waiting tax invoice as the national tax service's bulk-upload spreadsheet (Hometax 전자세금계산서 일괄발행 " +
    "양식, .xlsx: column names on row 6, one invoice per row from row 7); each is marked exportedAt. Platform " +
    "reviewers only.",
  tag: "Review",
  responseType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  run: ({ caller }) => {
    if (!caller.user.reviewer) throw forbidden("Only platform reviewers export tax invoices.", "PERMISSION_DENIED");
    return exportWaitingTaxInvoices();
  },
});
