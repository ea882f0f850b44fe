import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { documentText } from "@/lib/billing/document-text";
import { formatRegistrationNumber } from "@/lib/billing/business-registration-number";
import type { Supplier } from "@/lib/billing/supplier";
import { MUTED, PAGE, renderPdf, row, rule, type Pdf } from "./pdf-document";

type ReceiptDocument = {
  receiptNumber: string;
  issuedAt: Date;
  referenceCode: string;
  totalAmount: bigint;
  supplyAmount: bigint;
  vatAmount: bigint;
  buyerName: string;
  buyerRegistrationNumber: string | null;
  supplier: Supplier;
};

function party(doc: Pdf, title: string, lines: [string, string][], x: number, width: number, top: number) {
  doc.y = top;
  doc.fontSize(11).text(title, x, top, { width });
  doc.moveDown(0.3);
  for (const [label, value] of lines) {
    doc.fontSize(9).fillColor(MUTED).text(label, x, doc.y, { width });
    doc.fontSize(10).fillColor("#0f172a").text(value, x, doc.y, { width });
    doc.moveDown(0.2);
  }
  return doc.y;
}

/** A confirmed top-up's receipt (영수증) as a one-page A4 PDF in `locale`, dates in `timeZone`. */
export function receiptPdf(receipt: ReceiptDocument, locale: Locale, timeZone: string): Promise<Buffer> {
  const { t, won, date, dateTime } = documentText(locale, timeZone);
  const { supplier } = receipt;
  return renderPdf({ title: `${t("receipt.title")} ${receipt.receiptNumber}`, subject: receipt.referenceCode }, (doc) => {
    const width = PAGE.width - 2 * PAGE.margin;
    doc.fontSize(22).text(t("receipt.title"), { align: "left" });
    doc.fontSize(10).fillColor(MUTED).text(t("receipt.subtitle"));
    doc.moveDown(0.8);
    row(doc, t("receipt.number"), receipt.receiptNumber, { size: 11 });
    doc.moveDown(0.3);
    row(doc, t("receipt.issuedAt"), date(receipt.issuedAt));
    doc.moveDown(0.3);
    row(doc, t("receipt.reference"), receipt.referenceCode);
    rule(doc, 16);

    const top = doc.y;
    const half = (width - 24) / 2;
    const supplierEnd = party(
      doc,
      t("supplier"),
      [
        [t("registeredName"), supplier.name],
        [t("registrationNumber"), supplier.registrationNumber],
        [t("representative"), supplier.representative],
        [t("address"), supplier.address],
        [t("businessTypeItem"), `${supplier.businessType} / ${supplier.businessItem}`],
      ],
      PAGE.margin,
      half,
      top,
    );
    const buyerEnd = party(
      doc,
      t("buyer"),
      [
        [t("registeredName"), receipt.buyerName],
        [t("registrationNumber"), receipt.buyerRegistrationNumber ? formatRegistrationNumber(receipt.buyerRegistrationNumber) : "—"],
      ],
      PAGE.margin + half + 24,
      half,
      top,
    );
    doc.x = PAGE.margin;
    doc.y = Math.max(supplierEnd, buyerEnd);
    rule(doc, 16);

    doc.fontSize(12).text(t("receipt.item"), PAGE.margin, doc.y);
    doc.moveDown(0.5);
    row(doc, t("supplyAmount"), won(receipt.supplyAmount), { size: 11 });
    doc.moveDown(0.4);
    row(doc, t("vat"), won(receipt.vatAmount), { size: 11 });
    rule(doc, 10);
    row(doc, t("total"), won(receipt.totalAmount), { size: 14 });
    doc.moveDown(1.2);
    doc.fontSize(9).fillColor(MUTED).text(t("receipt.vatNote"), PAGE.margin, doc.y, { width });
    doc.moveDown(0.4);
    doc.text(t("receipt.notTaxInvoice"), { width });
    if (supplier.demo) {
      doc.moveDown(0.8);
      doc.fillColor("#b91c1c").text(t("demoSupplier"), { width });
    }
    doc
      .fillColor(MUTED)
      .fontSize(8)
      .text(t("generatedAt", { at: dateTime(new Date()) }), PAGE.margin, PAGE.height - PAGE.margin - 12, {
        width,
        lineBreak: false,
      });
  });
}
