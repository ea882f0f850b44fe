import { z } from "zod";
import { paginationQuery } from "@/lib/api/pagination";
import { TAX_INVOICE_STATUSES } from "@/lib/billing-values";
import { objectIdSchema } from "@/lib/object-id-schema";
import { MONTH } from "./statement";

export const taxInvoiceIdParams = { taxInvoiceId: objectIdSchema.describe("Tax invoice id") };

export const taxInvoiceRequestBody = z
  .strictObject({
    topUpId: objectIdSchema.optional().describe("The confirmed top-up it covers (when the operator issues one per top-up)"),
    month: z.string().regex(MONTH, "must be a month YYYY-MM").optional().describe("The ended month whose top-ups it covers (per month)"),
  })
  .meta({ id: "TaxInvoiceRequest" });

/** 승인번호: 24 characters, written 8-8-8 (20261206-41000000-0a1b2c3d); hyphens optional on the way in. */
const APPROVAL = /^(\d{8})-?([0-9A-Za-z]{8})-?([0-9A-Za-z]{8})$/;
export const issueTaxInvoiceBody = z
  .strictObject({
    approvalNumber: z
      .string()
      .trim()
      .regex(APPROVAL, "must be the 24-character approval number (8-8-8)")
      .transform((value) => value.replace(APPROVAL, "$1-$2-$3"))
      .describe("승인번호 the national tax service gave the issued invoice"),
  })
  .meta({ id: "TaxInvoiceIssue" });

export const rejectTaxInvoiceBody = z
  .strictObject({ reason: z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters") })
  .meta({ id: "TaxInvoiceRejection" });

export const taxInvoicePageQuery = paginationQuery.describe("TaxInvoicePageQuery");

export const taxInvoiceSchema = z
  .object({
    _id: z.string(),
    organizationId: z.string(),
    status: z.enum(TAX_INVOICE_STATUSES),
    topUpId: z.string().nullable(),
    month: z.string().nullable(),
    writtenOn: z.string().describe("작성일자 YYYY-MM-DD"),
    supplyAmount: z.number().int(),
    vatAmount: z.number().int(),
    totalAmount: z.number().int(),
    buyer: z.object({ name: z.string(), registrationNumber: z.string(), email: z.string() }),
    approvalNumber: z.string().nullable().describe("승인번호, once issued"),
    reason: z.string().nullable().describe("Why it was rejected"),
    createdAt: z.iso.datetime({ offset: true }),
    decidedAt: z.iso.datetime({ offset: true }).nullable(),
    exportedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: "TaxInvoice" });
export type TaxInvoice = z.infer<typeof taxInvoiceSchema>;

export const taxInvoiceListSchema = z
  .object({ items: z.array(taxInvoiceSchema), nextCursor: z.string().nullable() })
  .meta({ id: "TaxInvoiceList" });
export const taxInvoiceQueueSchema = z
  .object({ items: z.array(taxInvoiceSchema.extend({ organizationName: z.string() })), nextCursor: z.string().nullable() })
  .meta({ id: "TaxInvoiceQueue" });
