import "server-only";
import { ApiError, conflict, notFound } from "@/lib/api/errors";
import { keyset, pageOf, type PageQuery } from "@/lib/api/pagination";
import { latestLedgerEntry } from "@/lib/balance/current-balance";
import { appendLedgerEntry } from "@/lib/balance/record-charge";
import { prisma, type Tx } from "@/lib/db/client";
import { withOrganizationLock } from "@/lib/db/row-lock";
import { asEventData } from "@/lib/events/event-data";
import { recordEvent, type EventInput } from "@/lib/events/record-event";
import { newObjectId } from "@/lib/new-object-id";
import { maskAccountNumber } from "@/lib/settlement/mask-account-number";
import type { Refund, Refundable } from "./refund-schemas";
import { storedRefundStatus } from "./stored-columns";

/** refund.requested, .approved or .rejected, in the change's transaction. */
async function announce(tx: Tx, type: EventInput["type"], refund: Refund) {
  await recordEvent(tx, { organizationId: refund.organizationId, type, objectId: refund._id, data: asEventData(refund) });
  return refund;
}

type RefundRow = NonNullable<Awaited<ReturnType<typeof prisma.refundRequest.findFirst>>>;

function serializeRefund(row: RefundRow): Refund {
  return {
    _id: row.id,
    organizationId: row.organizationId,
    amount: Number(row.amount),
    status: storedRefundStatus(row.status),
    account: {
      accountOwnerName: row.accountOwnerName,
      accountBankName: row.accountBankName,
      accountNumber: maskAccountNumber(row.accountNumberLast4),
    },
    chargeId: row.ledgerEntryId,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    paidAt: row.status === "REFUND_STATUS_APPROVED" ? (row.decidedAt?.toISOString() ?? null) : null,
  };
}

/** Campaigns that can still be charged for delivery: not ended, not rejected (reports for their days may still come). */
const CHARGEABLE = ["CAMPAIGN_STATUS_PENDING", "CAMPAIGN_STATUS_ACTIVE", "CAMPAIGN_STATUS_PAUSED"];

/**
 * What may be refunded now: the balance, less what delivery may still charge (the budget left of the regular
 * campaigns that are not over: a campaign's charges never exceed its budget) and less an open request's amount.
 */
async function refundable(db: Pick<Tx, "ledgerEntry" | "campaign" | "refundRequest">, organizationId: string): Promise<Refundable> {
  const now = new Date();
  const [latest, reserve, open] = await Promise.all([
    latestLedgerEntry(db, organizationId),
    db.campaign.aggregate({
      where: { organizationId, kind: "REGULAR", status: { in: CHARGEABLE }, OR: [{ endAt: null }, { endAt: { gt: now } }] },
      _sum: { budgetRemain: true },
    }),
    db.refundRequest.aggregate({ where: { organizationId, status: "REFUND_STATUS_REQUESTED" }, _sum: { amount: true } }),
  ]);
  const balance = latest?.balanceAfter ?? 0n;
  const reserved = reserve._sum.budgetRemain ?? 0n;
  const openRequest = open._sum.amount ?? 0n;
  const left = balance - reserved - openRequest;
  return {
    balance: Number(balance),
    reserved: Number(reserved),
    openRequest: Number(openRequest),
    refundable: Number(left > 0n ? left : 0n),
  };
}

const exceeds = (amount: number, available: Refundable) =>
  conflict(
    `At most ${available.refundable} KRW can be refunded now (balance ${available.balance}, ${available.reserved} kept for campaigns that may still spend, ${available.openRequest} already requested); ${amount} was asked.`,
    "REFUND_EXCEEDS_REFUNDABLE",
  );

/** An Owner asks for `amount` back to the settlement account; refused (nothing written) above the refundable amount. */
export async function requestRefund(organizationId: string, amount: number, userId: string) {
  return withOrganizationLock(organizationId, async (tx) => {
    const account = await tx.settlementAccount.findUnique({ where: { organizationId } });
    if (!account)
      throw new ApiError(
        404,
        "Register a settlement account before asking for a refund: it is where the money goes.",
        "ACCOUNT_NOT_REGISTERED",
      );
    const available = await refundable(tx, organizationId);
    if (amount > available.refundable) throw exceeds(amount, available);
    const row = await tx.refundRequest.create({
      data: {
        id: newObjectId(),
        organizationId,
        amount: BigInt(amount),
        status: "REFUND_STATUS_REQUESTED",
        accountOwnerName: account.accountOwnerName,
        accountBankName: account.accountBankName,
        accountNumberLast4: account.accountNumberLast4,
        requestedById: userId,
      },
    });
    return announce(tx, "refund.requested", serializeRefund(row));
  });
}

async function openRequest(tx: Tx, organizationId: string, refundId: string, to: string) {
  const row = await tx.refundRequest.findFirst({ where: { id: refundId, organizationId } });
  if (!row) throw notFound("Refund request");
  if (row.status !== "REFUND_STATUS_REQUESTED") {
    throw conflict(
      `This refund request is ${row.status}; only a REFUND_STATUS_REQUESTED one can become ${to}.`,
      "INVALID_REFUND_TRANSITION",
    );
  }
  return row;
}

/**
 * A reviewer approves: one CHARGE_TYPE_REFUND row, written with the approval under the organization's row lock, the
 * lock delivery charges take too. The balance is read under it, so a refund never makes it negative: when spend
 * came first and left less than the amount, the approval is refused (409) and nothing is written.
 */
export async function approveRefund(organizationId: string, refundId: string, deciderId: string) {
  return withOrganizationLock(organizationId, async (tx, lock) => {
    const row = await openRequest(tx, organizationId, refundId, "REFUND_STATUS_APPROVED");
    const balance = (await latestLedgerEntry(tx, organizationId))?.balanceAfter ?? 0n;
    if (row.amount > balance) {
      throw conflict(
        `The balance is ${balance} KRW now, less than the ${row.amount} KRW asked; reject the request instead.`,
        "INSUFFICIENT_BALANCE",
      );
    }
    const entry = await appendLedgerEntry(
      lock,
      organizationId,
      {
        type: "CHARGE_TYPE_REFUND",
        amount: Number(row.amount),
        description: `Refund to ${row.accountBankName} ${maskAccountNumber(row.accountNumberLast4)}`,
      },
      deciderId,
    );
    const approved = await tx.refundRequest.update({
      where: { id: row.id },
      data: { status: "REFUND_STATUS_APPROVED", ledgerEntryId: entry.id, decidedById: deciderId, decidedAt: entry.createdAt },
    });
    return announce(tx, "refund.approved", serializeRefund(approved));
  });
}

export async function rejectRefund(organizationId: string, refundId: string, deciderId: string, reason: string) {
  return withOrganizationLock(organizationId, async (tx) => {
    const row = await openRequest(tx, organizationId, refundId, "REFUND_STATUS_REJECTED");
    const rejected = await tx.refundRequest.update({
      where: { id: row.id },
      data: { status: "REFUND_STATUS_REJECTED", decidedById: deciderId, decidedAt: new Date(), reason },
    });
    return announce(tx, "refund.rejected", serializeRefund(rejected));
  });
}

export async function listRefunds(organizationId: string, query: PageQuery) {
  const page = keyset("createdAt", "desc", query);
  const rows = await prisma.refundRequest.findMany({ where: { organizationId, ...page.where }, orderBy: page.orderBy, take: page.take });
  const { items, nextCursor } = pageOf(rows, query.limit, "createdAt");
  return { items: items.map(serializeRefund), nextCursor };
}

export async function getRefund(organizationId: string, refundId: string) {
  const row = await prisma.refundRequest.findFirst({ where: { id: refundId, organizationId } });
  if (!row) throw notFound("Refund request");
  return serializeRefund(row);
}

/** Every organization's open requests, oldest first, for reviewers. */
export async function listOpenRefunds(query: PageQuery) {
  const page = keyset("createdAt", "asc", query);
  const rows = await prisma.refundRequest.findMany({
    where: { status: "REFUND_STATUS_REQUESTED", ...page.where },
    include: { organization: { select: { name: true } } },
    orderBy: page.orderBy,
    take: page.take,
  });
  const { items, nextCursor } = pageOf(rows, query.limit, "createdAt");
  return { items: items.map((row) => ({ ...serializeRefund(row), organizationName: row.organization.name })), nextCursor };
}

export async function refundableNow(organizationId: string) {
  return refundable(prisma, organizationId);
}
