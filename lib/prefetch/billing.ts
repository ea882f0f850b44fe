import "server-only";
import { PAGE_SIZES } from "@/lib/api/page-limits";
import { callOperation } from "@/lib/http/server-call";
import { getBusinessDetails, getRefundable, listReceipts, listRefunds, listTaxInvoices } from "@/lib/operations/billing";
import { billingKeys } from "@/lib/billing/query-keys";
import { prefetchFirstPage, prefetchJson } from "./server-query-client";

/**
 * The balance page's month-end documents as their hooks read them: the first page of receipts, tax invoices and
 * refunds, what can be refunded, and the business details (a person without billing:read gets nothing cached).
 */
export async function prefetchBillingDocuments(organizationId: string): Promise<void> {
  const params = { organizationId };
  const query = { limit: PAGE_SIZES.billingDocuments };
  await Promise.all([
    prefetchFirstPage(billingKeys.receipts(organizationId), undefined, () => callOperation(listReceipts, { params, query })),
    prefetchFirstPage(billingKeys.taxInvoices(organizationId), undefined, () => callOperation(listTaxInvoices, { params, query })),
    prefetchFirstPage(billingKeys.refunds(organizationId), undefined, () => callOperation(listRefunds, { params, query })),
    prefetchJson(billingKeys.refundable(organizationId), () => callOperation(getRefundable, { params })),
    prefetchBusinessDetails(organizationId),
  ]);
}

/** The business details (null until registered), as useBusinessDetails reads them. */
export function prefetchBusinessDetails(organizationId: string): Promise<void> {
  return prefetchJson(billingKeys.businessDetails(organizationId), () => callOperation(getBusinessDetails, { params: { organizationId } }));
}
