import "server-only";
import { prisma } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { currentBalance } from "./current-balance";
import { encodeHistoryCursor } from "./history-cursor";
import { balanceHistorySchema, serializeLedgerEntry, type BalanceHistory, type BalanceHistoryQuery } from "./schemas";

/** Operation 20: one page of the ledger, newest first, with the current balance. */
export async function listBalanceHistory(organizationId: string, query: BalanceHistoryQuery): Promise<BalanceHistory> {
  const where: Prisma.LedgerEntryWhereInput = {
    organizationId,
    ...(query.type ? { type: query.type } : {}),
    ...(query.from || query.to ? { createdAt: { ...(query.from ? { gte: query.from } : {}), ...(query.to ? { lt: query.to } : {}) } } : {}),
    ...(query.cursor
      ? {
          // The bare bound lets the (organizationId, createdAt, id) index start at the cursor instead of
          // walking down from the newest row; the OR then drops the rows of its timestamp already shown.
          AND: [
            { createdAt: { lte: query.cursor.createdAt } },
            {
              OR: [
                { createdAt: { lt: query.cursor.createdAt } },
                { createdAt: query.cursor.createdAt, id: { lt: query.cursor.id } },
              ],
            },
          ],
        }
      : {}),
  };
  const [rows, balance] = await Promise.all([
    prisma.ledgerEntry.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: query.limit + 1 }),
    currentBalance(prisma, organizationId),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return balanceHistorySchema.parse({
    history: page.map(serializeLedgerEntry),
    balance: Number(balance),
    nextCursor: rows.length > query.limit && last ? encodeHistoryCursor(last) : null,
  });
}
