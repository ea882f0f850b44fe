export const billingKeys = {
  all: (organizationId: string) => ["billing", organizationId] as const,
  refunds: (organizationId: string) => [...billingKeys.all(organizationId), "refunds"] as const,
  // under refunds: a refund's change refreshes what is left to refund
  refundable: (organizationId: string) => [...billingKeys.refunds(organizationId), "refundable"] as const,
  taxInvoices: (organizationId: string) => [...billingKeys.all(organizationId), "tax-invoices"] as const,
  taxInvoiceQueue: () => ["billing-review", "tax-invoices"] as const,
  refundQueue: () => ["billing-review", "refunds"] as const,
  receipts: (organizationId: string) => [...billingKeys.all(organizationId), "receipts"] as const,
  businessDetails: (organizationId: string) => [...billingKeys.all(organizationId), "business-details"] as const,
};
