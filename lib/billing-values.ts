// The states of money requests (top-ups, refunds, tax invoices), outside their domains so the label catalogue
// (lib/i18n) can name them without importing code that itself uses lib/i18n for its documents' words.
export const TOP_UP_STATUSES = ["TOP_UP_STATUS_REQUESTED", "TOP_UP_STATUS_CONFIRMED", "TOP_UP_STATUS_CANCELLED"] as const;
export const REFUND_STATUSES = ["REFUND_STATUS_REQUESTED", "REFUND_STATUS_APPROVED", "REFUND_STATUS_REJECTED"] as const;
export const TAX_INVOICE_STATUSES = ["TAX_INVOICE_STATUS_REQUESTED", "TAX_INVOICE_STATUS_ISSUED", "TAX_INVOICE_STATUS_REJECTED"] as const;
