import { bankAccount } from "./bank-transfer";
import { topUpSchema, type TopUp } from "./schemas";

type TopUpRow = {
  id: string;
  organizationId: string;
  amount: bigint;
  status: string;
  referenceCode: string;
  ledgerEntryId: string | null;
  reason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
};

export function serializeTopUp(row: TopUpRow): TopUp {
  const amount = Number(row.amount);
  return topUpSchema.parse({
    _id: row.id,
    organizationId: row.organizationId,
    amount,
    cur: "CURRENCY_KRW",
    status: row.status,
    referenceCode: row.referenceCode,
    bankTransfer: { ...bankAccount(), amount, depositorMemo: row.referenceCode },
    chargeId: row.ledgerEntryId,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  });
}
