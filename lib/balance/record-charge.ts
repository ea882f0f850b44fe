import "server-only";
import { conflict } from "../api/errors";
import { newObjectId } from "../ids";
import { withOrganizationLock } from "../db/row-lock";
import { chargeSign } from "./charge-types";
import { latestLedgerEntry } from "./current-balance";
import { MAX_BALANCE, type ChargeInput } from "./schemas";

/**
 * Appends one row to the organization's ledger. The organization's row lock serializes charges, so each one
 * reads the balance its predecessor wrote: concurrent charges never lose an update. createdAt is taken under
 * the lock and kept strictly after the previous row's, so the history order is the order the balance moved in.
 */
export async function recordCharge(organizationId: string, input: ChargeInput, createdById: string) {
  return withOrganizationLock(organizationId, async (tx) => {
    const latest = await latestLedgerEntry(tx, organizationId);
    const balance = latest?.balanceAfter ?? 0n;
    const balanceAfter = balance + BigInt(chargeSign(input.type) * input.amount);
    if (balanceAfter < 0n) {
      throw conflict(
        `The balance is ${balance} KRW; a ${input.type} of ${input.amount} KRW would make it negative.`,
        "INSUFFICIENT_BALANCE",
      );
    }
    if (balanceAfter > BigInt(MAX_BALANCE)) {
      throw conflict(`The balance cannot exceed ${MAX_BALANCE} KRW.`, "BALANCE_LIMIT_EXCEEDED");
    }
    const now = Date.now();
    const createdAt = new Date(latest ? Math.max(now, latest.createdAt.getTime() + 1) : now);
    return tx.ledgerEntry.create({
      data: {
        id: newObjectId(createdAt.getTime()),
        organizationId,
        type: input.type,
        amount: BigInt(input.amount),
        balanceAfter,
        description: input.description,
        createdById,
        createdAt,
      },
    });
  });
}
