import "server-only";
import { ApiError, badRequest, conflict, notFound } from "@/lib/api/errors";
import { keyset, pageOf, type PageQuery } from "@/lib/api/pagination";
import { prisma, type Tx } from "@/lib/db/client";
import { withOrganizationLock } from "@/lib/db/row-lock";
import { asEventData } from "@/lib/events/event-data";
import { recordEvent } from "@/lib/events/record-event";
import { newObjectId } from "@/lib/new-object-id";
import { dayIn } from "@/lib/time-zone";
import { formatRegistrationNumber } from "./business-registration-number";
import type { SheetInvoice } from "./hometax-sheet";
import { monthRange } from "./statement";
import { supplierDetails } from "./supplier";
import { taxInvoicePeriod, taxInvoiceProvider } from "./tax-invoice-provider";
import type { TaxInvoice } from "./tax-invoice-schemas";
import { splitVatIncluded } from "./vat";
import { storedTaxInvoiceStatus } from "./stored-columns";

// Tax invoices are dated in Korea's calendar (the national tax service's), whatever the organization's zone.
const TAX_ZONE = "Asia/Seoul";

type Row = NonNullable<Awaited<ReturnType<typeof prisma.taxInvoice.findFirst>>>;

function serializeTaxInvoice(row: Row): TaxInvoice {
  return {
    _id: row.id,
    organizationId: row.organizationId,
    status: storedTaxInvoiceStatus(row.status),
    topUpId: row.topUpId,
    month: row.month,
    writtenOn: row.writtenOn,
    supplyAmount: Number(row.supplyAmount),
    vatAmount: Number(row.vatAmount),
    totalAmount: Number(row.totalAmount),
    buyer: { name: row.buyerName, registrationNumber: formatRegistrationNumber(row.buyerRegistrationNumber), email: row.buyerEmail },
    approvalNumber: row.approvalNumber,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    exportedAt: row.exportedAt?.toISOString() ?? null,
  };
}

const STANDING = { in: ["TAX_INVOICE_STATUS_REQUESTED", "TAX_INVOICE_STATUS_ISSUED"] };

/** What the invoice covers and its amounts: one confirmed top-up, or the top-ups confirmed in an ended month. */
async function coverage(tx: Tx, organizationId: string, input: { topUpId?: string; month?: string }) {
  const period = taxInvoicePeriod();
  if (period === "top-up") {
    if (!input.topUpId || input.month) {
      throw badRequest("This server issues one tax invoice per top-up: send topUpId.", "VALIDATION_FAILED", [
        { path: "topUpId", message: "is required" },
      ]);
    }
    const topUp = await tx.topUp.findFirst({ where: { id: input.topUpId, organizationId } });
    if (!topUp) throw notFound("Top-up");
    if (topUp.status !== "TOP_UP_STATUS_CONFIRMED" || !topUp.decidedAt) {
      throw conflict("Only a confirmed top-up has a tax invoice.", "TOP_UP_NOT_CONFIRMED");
    }
    const taken = await tx.taxInvoice.findFirst({ where: { organizationId, topUpId: topUp.id, status: STANDING } });
    if (taken) throw conflict("This top-up already has a tax invoice, requested or issued.", "TAX_INVOICE_ALREADY_REQUESTED");
    return { topUpId: topUp.id, month: null, writtenOn: dayIn(topUp.decidedAt, TAX_ZONE), total: topUp.amount };
  }
  if (!input.month || input.topUpId) {
    throw badRequest("This server issues one tax invoice per month: send month.", "VALIDATION_FAILED", [
      { path: "month", message: "is required" },
    ]);
  }
  const { start, end } = monthRange(input.month, TAX_ZONE);
  if (end.getTime() > Date.now()) {
    throw new ApiError(
      400,
      `${input.month} has not ended; its tax invoice can be asked for from the next month's first day.`,
      "STATEMENT_MONTH_NOT_ENDED",
    );
  }
  const taken = await tx.taxInvoice.findFirst({ where: { organizationId, month: input.month, status: STANDING } });
  if (taken) throw conflict("This month already has a tax invoice, requested or issued.", "TAX_INVOICE_ALREADY_REQUESTED");
  const sum = await tx.topUp.aggregate({
    where: { organizationId, status: "TOP_UP_STATUS_CONFIRMED", decidedAt: { gte: start, lt: end } },
    _sum: { amount: true },
  });
  const total = sum._sum.amount ?? 0n;
  if (total === 0n) throw conflict("No top-up was confirmed in that month.", "TOP_UP_NOT_CONFIRMED");
  return { topUpId: null, month: input.month, writtenOn: dayIn(new Date(end.getTime() - 1), TAX_ZONE), total };
}

/** The advertiser asks; refused (nothing written) without business details, for a second one, or an open month. */
export async function requestTaxInvoice(organizationId: string, input: { topUpId?: string; month?: string }, userId: string) {
  return withOrganizationLock(organizationId, async (tx) => {
    const buyer = await tx.businessDetails.findUnique({ where: { organizationId } });
    if (!buyer) throw conflict("Register the business details first: a tax invoice names its buyer by them.", "BUSINESS_DETAILS_REQUIRED");
    const covers = await coverage(tx, organizationId, input);
    const { total, supply, vat } = splitVatIncluded(covers.total);
    const row = await tx.taxInvoice.create({
      data: {
        id: newObjectId(),
        organizationId,
        status: "TAX_INVOICE_STATUS_REQUESTED",
        topUpId: covers.topUpId,
        month: covers.month,
        writtenOn: covers.writtenOn,
        supplyAmount: supply,
        vatAmount: vat,
        totalAmount: total,
        buyerName: buyer.registeredName,
        buyerRegistrationNumber: buyer.registrationNumber,
        buyerRepresentative: buyer.representative,
        buyerAddress: buyer.address,
        buyerBusinessType: buyer.businessType,
        buyerBusinessItem: buyer.businessItem,
        buyerEmail: buyer.invoiceEmail,
        requestedById: userId,
      },
    });
    return serializeTaxInvoice(row);
  });
}

async function openInvoice(tx: Tx, organizationId: string, taxInvoiceId: string, to: string) {
  const row = await tx.taxInvoice.findFirst({ where: { id: taxInvoiceId, organizationId } });
  if (!row) throw notFound("Tax invoice");
  if (row.status !== "TAX_INVOICE_STATUS_REQUESTED") {
    throw conflict(
      `This tax invoice is ${row.status}; only a TAX_INVOICE_STATUS_REQUESTED one can become ${to}.`,
      "INVALID_TAX_INVOICE_TRANSITION",
    );
  }
  return row;
}

export async function recordIssued(organizationId: string, taxInvoiceId: string, approvalNumber: string, deciderId: string) {
  return withOrganizationLock(organizationId, async (tx) => {
    await openInvoice(tx, organizationId, taxInvoiceId, "TAX_INVOICE_STATUS_ISSUED");
    if (await tx.taxInvoice.findUnique({ where: { approvalNumber } })) {
      throw conflict("Another tax invoice was recorded with this approval number.", "APPROVAL_NUMBER_TAKEN");
    }
    const row = await tx.taxInvoice.update({
      where: { id: taxInvoiceId },
      data: { status: "TAX_INVOICE_STATUS_ISSUED", approvalNumber, decidedById: deciderId, decidedAt: new Date() },
    });
    const issued = serializeTaxInvoice(row);
    await recordEvent(tx, {
      organizationId,
      type: "tax_invoice.issued",
      objectId: row.id,
      data: asEventData({ ...issued, amount: issued.totalAmount }),
    });
    return issued;
  });
}

export async function recordRejected(organizationId: string, taxInvoiceId: string, reason: string, deciderId: string) {
  return withOrganizationLock(organizationId, async (tx) => {
    await openInvoice(tx, organizationId, taxInvoiceId, "TAX_INVOICE_STATUS_REJECTED");
    const row = await tx.taxInvoice.update({
      where: { id: taxInvoiceId },
      data: { status: "TAX_INVOICE_STATUS_REJECTED", reason, decidedById: deciderId, decidedAt: new Date() },
    });
    const rejected = serializeTaxInvoice(row);
    await recordEvent(tx, {
      organizationId,
      type: "tax_invoice.rejected",
      objectId: row.id,
      data: asEventData({ ...rejected, amount: rejected.totalAmount }),
    });
    return rejected;
  });
}

export async function listTaxInvoices(organizationId: string, query: PageQuery) {
  const page = keyset("createdAt", "desc", query);
  const rows = await prisma.taxInvoice.findMany({ where: { organizationId, ...page.where }, orderBy: page.orderBy, take: page.take });
  const { items, nextCursor } = pageOf(rows, query.limit, "createdAt");
  return { items: items.map(serializeTaxInvoice), nextCursor };
}

export async function listWaitingTaxInvoices(query: PageQuery) {
  const page = keyset("createdAt", "asc", query);
  const rows = await prisma.taxInvoice.findMany({
    where: { status: "TAX_INVOICE_STATUS_REQUESTED", ...page.where },
    include: { organization: { select: { name: true } } },
    orderBy: page.orderBy,
    take: page.take,
  });
  const { items, nextCursor } = pageOf(rows, query.limit, "createdAt");
  return { items: items.map((row) => ({ ...serializeTaxInvoice(row), organizationName: row.organization.name })), nextCursor };
}

function sheetInvoice(row: Row): SheetInvoice {
  const supplier = supplierDetails();
  return {
    writtenOn: row.writtenOn,
    supplier,
    buyer: {
      registrationNumber: row.buyerRegistrationNumber,
      name: row.buyerName,
      representative: row.buyerRepresentative,
      address: row.buyerAddress,
      businessType: row.buyerBusinessType,
      businessItem: row.buyerBusinessItem,
      email: row.buyerEmail,
    },
    supplyAmount: Number(row.supplyAmount),
    vatAmount: Number(row.vatAmount),
    item: row.month ? `광고 잔액 충전 (${row.month})` : "광고 잔액 충전",
    note: row.id,
  };
}

/** Every waiting invoice (oldest first) as the bulk-upload file; each is marked exported now. */
export async function exportWaitingTaxInvoices() {
  const rows = await prisma.taxInvoice.findMany({
    where: { status: "TAX_INVOICE_STATUS_REQUESTED" },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const file = taxInvoiceProvider().exportForUpload(rows.map(sheetInvoice));
  if (rows.length) await prisma.taxInvoice.updateMany({ where: { id: { in: rows.map((r) => r.id) } }, data: { exportedAt: new Date() } });
  const day = dayIn(new Date(), TAX_ZONE);
  return new Response(new Uint8Array(file.body), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="tax-invoices-${day}.${file.extension}"`,
      "X-Tax-Invoice-Count": String(rows.length),
    },
  });
}
