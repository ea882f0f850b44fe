import "server-only";
import { notFound } from "@/lib/api/errors";
import { keyset, pageOf, type PageQuery } from "@/lib/api/pagination";
import { prisma, type Tx } from "@/lib/db/client";
import { asEventData } from "@/lib/events/event-data";
import { recordEvent } from "@/lib/events/record-event";
import { newObjectId } from "@/lib/new-object-id";
import type { Locale } from "@/lib/i18n/config";
import { formatRegistrationNumber } from "./business-registration-number";
import { receiptPdf } from "./pdf/receipt-pdf";
import type { Receipt } from "./receipt-schemas";
import { supplierDetails } from "./supplier";
import { splitVatIncluded } from "./vat";

type ReceiptRow = NonNullable<Awaited<ReturnType<typeof prisma.receipt.findFirst>>>;

const receiptNumber = (number: number) => `R-${String(number).padStart(8, "0")}`;

function serializeReceipt(row: ReceiptRow): Receipt {
  return {
    _id: row.id,
    organizationId: row.organizationId,
    topUpId: row.topUpId,
    receiptNumber: receiptNumber(row.number),
    referenceCode: row.referenceCode,
    totalAmount: Number(row.totalAmount),
    supplyAmount: Number(row.supplyAmount),
    vatAmount: Number(row.vatAmount),
    buyerName: row.buyerName,
    buyerRegistrationNumber: row.buyerRegistrationNumber ? formatRegistrationNumber(row.buyerRegistrationNumber) : null,
    issuedAt: row.issuedAt.toISOString(),
  };
}

/**
 * The receipt of a top-up being confirmed, in the confirmation's transaction: the buyer as the organization is
 * registered now, the amount split into supply amount and VAT, the number taken from the sequence.
 */
export async function issueReceipt(tx: Tx, topUp: { id: string; organizationId: string; amount: bigint; referenceCode: string }, at: Date) {
  const organization = await tx.organization.findUniqueOrThrow({
    where: { id: topUp.organizationId },
    select: { name: true, businessDetails: { select: { registeredName: true, registrationNumber: true } } },
  });
  const { total, supply, vat } = splitVatIncluded(topUp.amount);
  const row = await tx.receipt.create({
    data: {
      id: newObjectId(at.getTime()),
      organizationId: topUp.organizationId,
      topUpId: topUp.id,
      totalAmount: total,
      supplyAmount: supply,
      vatAmount: vat,
      referenceCode: topUp.referenceCode,
      buyerName: organization.businessDetails?.registeredName ?? organization.name,
      buyerRegistrationNumber: organization.businessDetails?.registrationNumber ?? null,
      issuedAt: at,
    },
  });
  const receipt = serializeReceipt(row);
  await recordEvent(tx, {
    organizationId: topUp.organizationId,
    type: "receipt.ready",
    objectId: row.id,
    data: asEventData({ ...receipt, amount: receipt.totalAmount }),
  });
  return row;
}

/** The organization's receipts, newest first. */
export async function listReceipts(organizationId: string, query: PageQuery) {
  const page = keyset("issuedAt", "desc", query);
  const rows = await prisma.receipt.findMany({ where: { organizationId, ...page.where }, orderBy: page.orderBy, take: page.take });
  const { items, nextCursor } = pageOf(rows, query.limit, "issuedAt");
  return { items: items.map(serializeReceipt), nextCursor };
}

/** 404 for an id that is not one of this organization's receipts (another organization's included). */
async function receiptRow(organizationId: string, receiptId: string) {
  const row = await prisma.receipt.findFirst({ where: { id: receiptId, organizationId } });
  if (!row) throw notFound("Receipt");
  return row;
}

export async function getReceipt(organizationId: string, receiptId: string) {
  return serializeReceipt(await receiptRow(organizationId, receiptId));
}

export async function receiptPdfResponse(organizationId: string, receiptId: string, locale: Locale) {
  const row = await receiptRow(organizationId, receiptId);
  const { timeZone } = await prisma.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { timeZone: true } });
  const number = receiptNumber(row.number);
  const pdf = await receiptPdf(
    {
      receiptNumber: number,
      issuedAt: row.issuedAt,
      referenceCode: row.referenceCode,
      totalAmount: row.totalAmount,
      supplyAmount: row.supplyAmount,
      vatAmount: row.vatAmount,
      buyerName: row.buyerName,
      buyerRegistrationNumber: row.buyerRegistrationNumber,
      supplier: supplierDetails(),
    },
    locale,
    timeZone,
  );
  return pdfResponse(pdf, `receipt-${number}-${locale}.pdf`);
}

export function pdfResponse(pdf: Buffer, filename: string) {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Content-Length": String(pdf.length),
    },
  });
}
