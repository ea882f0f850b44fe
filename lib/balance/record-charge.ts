import "server-only";
import { conflict } from "@/lib/api/errors";
import { newObjectId } from "@/lib/new-object-id";
import { nextRecordTime } from "@/lib/next-record-time";
import { lockedFor, withOrganizationLock, type OrganizationsLocked } from "@/lib/db/row-lock";
import { chargeSign } from "./charge-types";
import { latestLedgerEntry } from "./current-balance";

/** The ledger's latest row as the chain needs it, or null before any. */
type LatestEntry = { balanceAfter: bigint; createdAt: Date } | null;
import { updateBalanceAlert } from "./balance-alert";
import { MAX_BALANCE, type ChargeInput } from "./schemas";

/**
 * Appends one row to the organization's ledger. The organization's row lock serializes charges, so each one
 * reads the balance its predecessor wrote: concurrent charges never lose an update. createdAt is taken under
 * the lock and kept strictly after the previous row's, so the history order is the order the balance moved in.
 */
export async function recordCharge(organizationId: string, input: ChargeInput, createdById: string) {
  return withOrganizationLock(organizationId, (_, lock) => appendLedgerEntry(lock, organizationId, input, createdById));
}

/** recordCharge's work, for a caller already holding the organization's row lock (`lock`, from withOrganizationLock). */
export async function appendLedgerEntry(lock: OrganizationsLocked, organizationId: string, input: ChargeInput, createdById: string) {
  const [entry] = await appendLedgerEntries(lock, organizationId, [input], createdById);
  return entry;
}

/**
 * Several rows at once (one USAGE row per campaign of a delivery report), in the given order (createdById null: the
 * system's own, a CPI install's charge), each checked and
 * chained on the one before: one read of the latest row and one insert, whatever their number. The balance's alert
 * level follows (balance-alert.ts: balance.low and balance.empty once per crossing).
 */
export async function appendLedgerEntries(
  lock: OrganizationsLocked,
  organizationId: string,
  inputs: ChargeInput[],
  createdById: string | null,
  /** the latest row, when the caller read it under the same lock (one query fewer); read here otherwise */
  known?: LatestEntry,
) {
  const tx = lockedFor(lock, organizationId);
  const latest = known === undefined ? await latestLedgerEntry(tx, organizationId) : known;
  const rows = ledgerRowsOf(organizationId, inputs, createdById, latest);
  if (rows.length) {
    await tx.ledgerEntry.createMany({ data: rows });
    await updateBalanceAlert(tx, organizationId);
  }
  return rows;
}

/**
 * The rows appendLedgerEntries writes, chained on `latest` (read under the organization's row lock): each checked
 * (never negative, never above the limit), its createdAt strictly after the one before.
 */
function ledgerRowsOf(organizationId: string, inputs: ChargeInput[], createdById: string | null, latest: LatestEntry) {
  let balance = latest?.balanceAfter ?? 0n;
  let at = nextRecordTime(latest?.createdAt).getTime();
  return inputs.map((input) => {
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
    balance = balanceAfter;
    const createdAt = new Date(at++);
    return {
      id: newObjectId(createdAt.getTime()),
      organizationId,
      type: input.type,
      amount: BigInt(input.amount),
      balanceAfter,
      description: input.description,
      createdById,
      createdAt,
    };
  });
}
