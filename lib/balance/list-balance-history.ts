import "server-only";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { keyset, pageOf } from "@/lib/api/pagination";
import { currentBalance } from "./current-balance";
import { balanceHistorySchema, serializeLedgerEntry, type BalanceHistory, type BalanceHistoryQuery } from "./schemas";

/** Operation 20: one page of the ledger, newest first, with the current balance. */
export async function listBalanceHistory(organizationId: string, query: BalanceHistoryQuery): Promise<BalanceHistory> {
  const page = keyset("createdAt", "desc", query);
  const where: Prisma.LedgerEntryWhereInput = {
    organizationId,
    ...(query.type ? { type: query.type } : {}),
    ...(query.from || query.to ? { createdAt: { ...(query.from ? { gte: query.from } : {}), ...(query.to ? { lt: query.to } : {}) } } : {}),
    ...page.where,
  };
  const [rows, balance] = await Promise.all([
    prisma.ledgerEntry.findMany({ where, orderBy: page.orderBy, take: page.take }),
    currentBalance(prisma, organizationId),
  ]);
  const { items, nextCursor } = pageOf(rows, query.limit, "createdAt");
  return balanceHistorySchema.parse({ history: items.map(serializeLedgerEntry), balance: Number(balance), nextCursor });
}
