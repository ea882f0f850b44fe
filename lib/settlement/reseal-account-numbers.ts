import "server-only";
import { prisma } from "@/lib/db/client";
import { openAccountNumber, sealAccountNumber, UnknownSettlementKeyError } from "./account-number-cipher";
import { settlementKeyRing, type SettlementKeyRing } from "./encryption-keys";

/**
 * Re-seals every account number kept under an older key with the current one, so the older key can be taken out
 * of SETTLEMENT_ENCRYPTION_KEYS. Numbers whose key is no longer listed are left as they are and reported by
 * organization id. Each row is replaced only if it still holds what was read, so a change made meanwhile wins.
 */
export async function resealAccountNumbers(ring: SettlementKeyRing = settlementKeyRing()) {
  const stale = await prisma.settlementAccount.findMany({
    where: { accountNumberKeyId: { not: ring.current.id } },
    select: { organizationId: true, accountNumberSealed: true, accountNumberKeyId: true },
  });
  let resealed = 0;
  const unreadable: string[] = [];
  for (const row of stale) {
    let number: string;
    try {
      number = openAccountNumber({ sealed: row.accountNumberSealed, keyId: row.accountNumberKeyId }, row.organizationId, ring);
    } catch (error) {
      if (!(error instanceof UnknownSettlementKeyError)) throw error;
      unreadable.push(row.organizationId);
      continue;
    }
    const next = sealAccountNumber(number, row.organizationId, ring);
    const { count } = await prisma.settlementAccount.updateMany({
      where: { organizationId: row.organizationId, accountNumberSealed: row.accountNumberSealed },
      data: { accountNumberSealed: next.sealed, accountNumberKeyId: next.keyId },
    });
    resealed += count;
  }
  return { checked: stale.length, resealed, unreadable };
}
