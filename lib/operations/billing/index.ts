export { getBusinessDetails } from "./get-business-details";
export { updateBusinessDetails } from "./update-business-details";
export { downloadReceipt } from "./download-receipt";
export { getReceipt } from "./get-receipt";
export { listReceipts } from "./list-receipts";
export { downloadStatementCsv, downloadStatementPdf } from "./download-statement";
export { getStatement } from "./get-statement";
export { approveRefund, getRefund, getRefundable, listRefundReviewQueue, listRefunds, rejectRefund, requestRefund } from "./refunds";
export {
  exportTaxInvoices,
  listTaxInvoiceReviewQueue,
  listTaxInvoices,
  recordTaxInvoiceIssued,
  recordTaxInvoiceRejected,
  requestTaxInvoice,
} from "./tax-invoices";
