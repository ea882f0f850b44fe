import type { TopUp as StoredTopUp } from "@/lib/db/generated/client";
import { bankAccount } from "./bank-transfer";
import { storedTopUpStatus } from "./stored-columns";
import { topUpSchema, type TopUp } from "./schemas";

/** The stored row as read; its status is narrowed here, where it enters typed code. */
type TopUpRow = Pick<
  StoredTopUp,
  "id" | "organizationId" | "amount" | "status" | "referenceCode" | "ledgerEntryId" | "reason" | "createdAt" | "decidedAt"
>;

export function serializeTopUp(row: TopUpRow): TopUp {
  const amount = Number(row.amount);
  return topUpSchema.parse({
    _id: row.id,
    organizationId: row.organizationId,
    amount,
    cur: "CURRENCY_KRW",
    status: storedTopUpStatus(row.status),
    referenceCode: row.referenceCode,
    bankTransfer: { ...bankAccount(), amount, depositorMemo: row.referenceCode },
    chargeId: row.ledgerEntryId,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  });
}
