import { REFUND_STATUSES, TAX_INVOICE_STATUSES } from "@/lib/billing-values";
import { columnReader } from "@/lib/one-of";

// The billing requests' status columns (text in the database) as their unions, narrowed where a row is read.
export const storedRefundStatus = columnReader(REFUND_STATUSES, "RefundRequest.status");
export const storedTaxInvoiceStatus = columnReader(TAX_INVOICE_STATUSES, "TaxInvoice.status");
