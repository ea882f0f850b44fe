import { describe, expect, it } from "vitest";
import { REFUND_STATUSES, TAX_INVOICE_STATUSES } from "@/lib/billing-values";
import { storedRefundStatus, storedTaxInvoiceStatus } from "./stored-columns";

const readers = [
  { column: "RefundRequest.status", read: storedRefundStatus, values: REFUND_STATUSES },
  { column: "TaxInvoice.status", read: storedTaxInvoiceStatus, values: TAX_INVOICE_STATUSES },
];

describe.each(readers)("$column", ({ column, read, values }) => {
  it("passes each known value", () => {
    for (const value of values) expect(read(value)).toBe(value);
  });

  it("throws on an unknown value, naming the column", () => {
    expect(() => read("ISSUED")).toThrow(`${column} holds "ISSUED"`);
  });
});
