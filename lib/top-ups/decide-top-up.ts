import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import { bankTransferDescription } from "@/lib/balance/entry-description";
import { appendLedgerEntry } from "@/lib/balance/record-charge";
import { issueReceipt } from "@/lib/billing/receipts";
import { withOrganizationLock } from "@/lib/db/row-lock";
import { asEventData } from "@/lib/events/event-data";
import { recordEvent } from "@/lib/events/record-event";
import type { TopUpStatus } from "./schemas";
import { serializeTopUp } from "./serialize-top-up";
import { storedTopUpStatus } from "./stored-columns";

type Decision = { organizationId: string; topUpId: string; deciderId: string };

function assertOpen(status: TopUpStatus, to: TopUpStatus) {
  if (status !== "TOP_UP_STATUS_REQUESTED") {
    throw conflict(`This top-up is ${status}; only a TOP_UP_STATUS_REQUESTED one can become ${to}.`, "INVALID_TOP_UP_TRANSITION");
  }
}

/**
 * A reviewer saw the transfer arrive: the request becomes CONFIRMED and a CHARGE_TYPE_PAID row linked to it is
 * written, in one transaction under the organization's row lock. Two confirmations at once queue on that lock; the
 * second finds the request CONFIRMED and gets 409, so the money is credited exactly once. Its receipt is issued in
 * the same transaction: every confirmed top-up has exactly one.
 */
export async function confirmTopUp({ organizationId, topUpId, deciderId }: Decision) {
  return withOrganizationLock(organizationId, async (tx, lock) => {
    const topUp = await tx.topUp.findFirst({ where: { id: topUpId, organizationId } });
    if (!topUp) throw notFound("Top-up");
    assertOpen(storedTopUpStatus(topUp.status), "TOP_UP_STATUS_CONFIRMED");
    const entry = await appendLedgerEntry(
      lock,
      organizationId,
      { type: "CHARGE_TYPE_PAID", amount: Number(topUp.amount), description: bankTransferDescription(topUp.referenceCode) },
      deciderId,
    );
    const row = await tx.topUp.update({
      where: { id: topUp.id },
      data: { status: "TOP_UP_STATUS_CONFIRMED", ledgerEntryId: entry.id, decidedById: deciderId, decidedAt: entry.createdAt },
    });
    const confirmed = serializeTopUp(row);
    await recordEvent(tx, { organizationId, type: "top_up.confirmed", objectId: row.id, data: asEventData(confirmed) });
    await issueReceipt(tx, row, entry.createdAt);
    return confirmed;
  });
}

/** The advertiser withdraws the request, or a reviewer closes it (no transfer came): nothing is charged. */
export async function cancelTopUp({ organizationId, topUpId, deciderId }: Decision, reason?: string) {
  return withOrganizationLock(organizationId, async (tx) => {
    const topUp = await tx.topUp.findFirst({ where: { id: topUpId, organizationId } });
    if (!topUp) throw notFound("Top-up");
    assertOpen(storedTopUpStatus(topUp.status), "TOP_UP_STATUS_CANCELLED");
    const row = await tx.topUp.update({
      where: { id: topUp.id },
      data: { status: "TOP_UP_STATUS_CANCELLED", decidedById: deciderId, decidedAt: new Date(), reason: reason || null },
    });
    return serializeTopUp(row);
  });
}
