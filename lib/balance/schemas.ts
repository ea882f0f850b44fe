import { z } from "zod";
import { timestampSchema } from "@/lib/time";
import { CHARGE_TYPES, CURRENCY_KRW } from "./charge-types";
import { paginationQuery } from "@/lib/api/pagination";

/** KRW has no minor unit; a single charge above a trillion won is a typo, not a payment. */
export const MAX_CHARGE_AMOUNT = 1_000_000_000_000;
/** The balance stays an exact JSON number. */
export const MAX_BALANCE = Number.MAX_SAFE_INTEGER;
const CHARGE_DESCRIPTION_MAX = 200;

const chargeTypeSchema = z
  .enum(CHARGE_TYPES)
  .describe("CHARGE_TYPE_PAID and CHARGE_TYPE_FREE add to the balance; CHARGE_TYPE_REFUND and CHARGE_TYPE_USAGE take from it");

/** Extension POST /balance/charge: a reviewer (or a payment provider acting as one) records a charge. */
export const chargeBody = z
  .strictObject({
    type: chargeTypeSchema,
    amount: z
      .number()
      .int("must be a whole number of won")
      .min(1, "must be at least 1")
      .max(MAX_CHARGE_AMOUNT, `must be at most ${MAX_CHARGE_AMOUNT}`)
      .describe("KRW, a positive integer (the type gives the sign)"),
    description: z
      .string()
      .trim()
      .max(CHARGE_DESCRIPTION_MAX, `must be at most ${CHARGE_DESCRIPTION_MAX} characters`)
      .default("")
      .describe("Shown in the history, at most 200 characters"),
  })
  .meta({ id: "ChargeRequest" });
export type ChargeInput = z.infer<typeof chargeBody>;

/** Operation 20 query: from, to, type, limit, cursor. Unknown parameters are refused. */
export const balanceHistoryQuery = paginationQuery
  .extend({
    from: timestampSchema.optional().describe("Only charges at or after this instant (Timestamp, inclusive)"),
    to: timestampSchema.optional().describe("Only charges before this instant (Timestamp, exclusive)"),
    type: chargeTypeSchema.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.to.getTime() <= query.from.getTime()) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "must be after from" });
    }
  })
  .describe("BalanceHistoryQuery");
export type BalanceHistoryQuery = z.infer<typeof balanceHistoryQuery>;

export const ledgerEntrySchema = z
  .object({
    _id: z.string(),
    type: chargeTypeSchema,
    amount: z.number().int().positive().describe("KRW, always positive; the type gives the sign"),
    cur: z.literal(CURRENCY_KRW),
    balanceAfter: z.number().int().min(0).describe("The balance after this charge"),
    description: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "BalanceHistoryRecord" });
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const balanceHistorySchema = z
  .object({
    history: z.array(ledgerEntrySchema).describe("Newest first"),
    balance: z.number().int().min(0).describe("The organization's current balance in KRW, whatever the filter"),
    nextCursor: z.string().nullable().describe("Pass as cursor for the next page; null on the last page"),
  })
  .meta({ id: "BalanceHistory" });
export type BalanceHistory = z.infer<typeof balanceHistorySchema>;

type LedgerRow = { id: string; type: string; amount: bigint; balanceAfter: bigint; description: string; createdAt: Date };

export function serializeLedgerEntry(row: LedgerRow): LedgerEntry {
  return ledgerEntrySchema.parse({
    _id: row.id,
    type: row.type,
    amount: Number(row.amount),
    cur: CURRENCY_KRW,
    balanceAfter: Number(row.balanceAfter),
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  });
}
