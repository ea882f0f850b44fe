import { z } from "zod";
import { paginationQuery } from "@/lib/api/pagination";
import { objectIdSchema } from "@/lib/object-id-schema";

export const receiptIdParams = { receiptId: objectIdSchema.describe("Receipt id") };

export const documentLocaleQuery = z.strictObject({
  locale: z.enum(["en", "ko"]).default("en").describe("The document's language: en (default) or ko"),
});

export const receiptPageQuery = paginationQuery.describe("ReceiptPageQuery");

export const receiptSchema = z
  .object({
    _id: z.string(),
    organizationId: z.string(),
    topUpId: z.string(),
    receiptNumber: z.string().describe("R- and eight digits; never repeats"),
    referenceCode: z.string(),
    totalAmount: z.number().int().describe("KRW transferred, VAT included; all of it credited to the balance"),
    supplyAmount: z.number().int().describe("totalAmount − vatAmount"),
    vatAmount: z.number().int().describe("totalAmount ÷ 11, rounded down to the won"),
    buyerName: z.string(),
    buyerRegistrationNumber: z.string().nullable().describe("123-45-67890 when business details were registered at issue"),
    issuedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "Receipt" });
export type Receipt = z.infer<typeof receiptSchema>;

export const receiptListSchema = z.object({ items: z.array(receiptSchema), nextCursor: z.string().nullable() }).meta({ id: "ReceiptList" });
