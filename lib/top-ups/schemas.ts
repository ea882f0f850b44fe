import { z } from "zod";
import { paginationQuery } from "@/lib/api/pagination";
import { TOP_UP_STATUSES } from "@/lib/billing-values";
import { objectIdSchema } from "@/lib/object-id-schema";
import { CURRENCY_KRW } from "@/lib/balance/charge-types";
import { MAX_CHARGE_AMOUNT } from "@/lib/balance/schemas";
import { TOP_UP_MIN } from "./top-up-min";

export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];
/** Smaller transfers cost more to reconcile than they are worth. */

export const topUpIdParams = { topUpId: objectIdSchema.describe("Top-up request id") };

/** Extension POST /balance/top-ups: the advertiser asks to add `amount` KRW by bank transfer. */
export const topUpBody = z
  .strictObject({
    amount: z
      .number()
      .int("must be a whole number of won")
      .min(TOP_UP_MIN, `must be at least ${TOP_UP_MIN}`)
      .max(MAX_CHARGE_AMOUNT, `must be at most ${MAX_CHARGE_AMOUNT}`)
      .describe("KRW to transfer"),
  })
  .meta({ id: "TopUpRequest" });
export type TopUpInput = z.infer<typeof topUpBody>;

/** Extension POST /top-ups/{id}/cancel: an optional reason, shown to the advertiser. */
export const cancelTopUpBody = z
  .strictObject({ reason: z.string().trim().max(200, "must be at most 200 characters").optional() })
  .optional()
  .meta({ id: "TopUpCancelRequest" });

export const topUpPageQuery = paginationQuery.describe("TopUpPageQuery");

const bankTransferSchema = z
  .object({
    bankName: z.string(),
    accountNumber: z.string(),
    accountHolder: z.string(),
    amount: z.number().int().describe("Transfer exactly this many KRW"),
    depositorMemo: z.string().describe("Write the reference code as the depositor name / memo so the transfer is matched to this request"),
    demo: z
      .boolean()
      .describe("True: the server still shows its built-in demonstration account (TOP_UP_ACCOUNT_NUMBER unset): send no money to it"),
  })
  .meta({ id: "BankTransferInstructions" });

export const topUpSchema = z
  .object({
    _id: z.string(),
    organizationId: z.string(),
    amount: z.number().int(),
    cur: z.literal(CURRENCY_KRW),
    status: z.enum(TOP_UP_STATUSES),
    referenceCode: z.string().describe("Unique code identifying the transfer"),
    bankTransfer: bankTransferSchema,
    chargeId: z.string().nullable().describe("The CHARGE_TYPE_PAID balance-history record written on confirmation"),
    reason: z.string().nullable().describe("Why it was cancelled, when given"),
    createdAt: z.iso.datetime({ offset: true }),
    decidedAt: z.iso.datetime({ offset: true }).nullable().describe("When it was confirmed or cancelled"),
  })
  .meta({ id: "TopUp" });
export type TopUp = z.infer<typeof topUpSchema>;

export const topUpListSchema = z.object({ items: z.array(topUpSchema), nextCursor: z.string().nullable() }).meta({ id: "TopUpList" });
export type TopUpList = z.infer<typeof topUpListSchema>;

export const topUpQueueSchema = z
  .object({ items: z.array(topUpSchema.extend({ organizationName: z.string() })), nextCursor: z.string().nullable() })
  .meta({ id: "TopUpReviewQueue" });
export type TopUpQueue = z.infer<typeof topUpQueueSchema>;
