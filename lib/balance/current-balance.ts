import "server-only";
import type { Tx } from "@/lib/db/client";

type LedgerReader = Pick<Tx, "ledgerEntry">;

/** The latest row of the organization's ledger (the balance is its balanceAfter), or null before any charge. */
export function latestLedgerEntry(db: LedgerReader, organizationId: string) {
  return db.ledgerEntry.findFirst({
    where: { organizationId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { createdAt: true, balanceAfter: true },
  });
}

export async function currentBalance(db: LedgerReader, organizationId: string): Promise<bigint> {
  return (await latestLedgerEntry(db, organizationId))?.balanceAfter ?? 0n;
}
