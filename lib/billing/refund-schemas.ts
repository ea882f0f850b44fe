import { z } from "zod";
import { paginationQuery } from "@/lib/api/pagination";
import { MAX_CHARGE_AMOUNT } from "@/lib/balance/schemas";
import { REFUND_STATUSES } from "@/lib/billing-values";
import { objectIdSchema } from "@/lib/object-id-schema";

export const refundIdParams = { refundId: objectIdSchema.describe("Refund request id") };

export const refundBody = z
  .strictObject({
    amount: z
      .number()
      .int("must be a whole number of won")
      .min(1, "must be at least 1")
      .max(MAX_CHARGE_AMOUNT, `must be at most ${MAX_CHARGE_AMOUNT}`)
      .describe("KRW to send back; at most the refundable amount"),
  })
  .meta({ id: "RefundRequestBody" });

export const rejectRefundBody = z
  .strictObject({ reason: z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters") })
  .meta({ id: "RefundRejection" });

export const refundPageQuery = paginationQuery.describe("RefundPageQuery");

export const refundableSchema = z
  .object({
    balance: z.number().int(),
    reserved: z.number().int().describe("What delivery may still charge: the budget left of campaigns that can still serve"),
    openRequest: z.number().int().describe("The amount of a refund request still waiting for a reviewer (0 when none)"),
    refundable: z.number().int().describe("balance − reserved − openRequest, never below 0"),
  })
  .meta({ id: "Refundable" });
export type Refundable = z.infer<typeof refundableSchema>;

export const refundSchema = z
  .object({
    _id: z.string(),
    organizationId: z.string(),
    amount: z.number().int(),
    status: z.enum(REFUND_STATUSES),
    account: z.object({ accountOwnerName: z.string(), accountBankName: z.string(), accountNumber: z.string().describe("Masked") }),
    chargeId: z.string().nullable().describe("The CHARGE_TYPE_REFUND record written on approval"),
    reason: z.string().nullable().describe("Why it was rejected"),
    createdAt: z.iso.datetime({ offset: true }),
    decidedAt: z.iso.datetime({ offset: true }).nullable(),
    paidAt: z.iso.datetime({ offset: true }).nullable().describe("When it was approved and the REFUND charge written"),
  })
  .meta({ id: "Refund" });
export type Refund = z.infer<typeof refundSchema>;

export const refundListSchema = z.object({ items: z.array(refundSchema), nextCursor: z.string().nullable() }).meta({ id: "RefundList" });
export const refundQueueSchema = z
  .object({ items: z.array(refundSchema.extend({ organizationName: z.string() })), nextCursor: z.string().nullable() })
  .meta({ id: "RefundQueue" });
