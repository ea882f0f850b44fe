import type { SheetInvoice } from "./hometax-sheet";
import { hometaxSheet } from "./hometax-sheet";
import { setting } from "@/lib/config";

/**
 * Where tax invoices are issued. Today the operator issues them in its own e-tax system from the exported bulk-upload
 * spreadsheet and records each approval number by hand (`spreadsheet`). A provider with an API (an ASP of the
 * national tax service) implements `issue` and answers the approval number itself; the review routes then record
 * what it answers. Chosen by TAX_INVOICE_PROVIDER.
 */
interface TaxInvoiceProvider {
  readonly name: string;
  /** The bulk-upload file for invoices waiting to be issued by hand. */
  exportForUpload(invoices: readonly SheetInvoice[]): { body: Buffer; contentType: string; extension: string };
  /** Issues one invoice at the provider and answers its 승인번호; null when issuing is done by hand. */
  issue?(invoice: SheetInvoice): Promise<{ approvalNumber: string }>;
}

const spreadsheet: TaxInvoiceProvider = {
  name: "spreadsheet",
  exportForUpload: (invoices) => ({
    body: hometaxSheet(invoices),
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    extension: "xlsx",
  }),
};

const PROVIDERS: Record<string, TaxInvoiceProvider> = { spreadsheet };

export function taxInvoiceProvider(env: NodeJS.ProcessEnv = process.env): TaxInvoiceProvider {
  return PROVIDERS[setting("TAX_INVOICE_PROVIDER", env)];
}

/** TAX_INVOICE_PERIOD: one invoice per confirmed top-up (default) or one per calendar month of top-ups. */
export function taxInvoicePeriod(env: NodeJS.ProcessEnv = process.env): "top-up" | "month" {
  return setting("TAX_INVOICE_PERIOD", env);
}
