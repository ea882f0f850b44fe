import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { documentText } from "@/lib/billing/document-text";
import type { Statement } from "@/lib/billing/statement";
import type { Supplier } from "@/lib/billing/supplier";
import { MUTED, PAGE, renderPdf, row, rule } from "./pdf-document";

type StatementDocument = { statement: Statement; organizationName: string; supplier: Supplier };

/** A month's statement (월별 명세서) as an A4 PDF in `locale`: the summary, then spend per campaign. */
export function statementPdf({ statement, organizationName, supplier }: StatementDocument, locale: Locale): Promise<Buffer> {
  const { t, won, dateTime } = documentText(locale, statement.timeZone);
  const [year, month] = statement.month.split("-").map(Number);
  const monthName = t("statement.monthName", { year, month });
  return renderPdf({ title: `${t("statement.title")} ${statement.month}`, subject: organizationName }, (doc) => {
    const width = PAGE.width - 2 * PAGE.margin;
    const bottom = PAGE.height - PAGE.margin - 24;
    doc.fontSize(22).text(t("statement.title"));
    doc.fontSize(12).fillColor(MUTED).text(`${monthName} · ${organizationName}`);
    doc.fontSize(9).text(t("statement.zone", { zone: statement.timeZone }));
    doc.fillColor("#0f172a").moveDown(0.6);
    row(doc, t("supplier"), `${supplier.name} (${supplier.registrationNumber})`);
    rule(doc, 14);

    const lines: [string, bigint, number?][] = [
      [t("statement.opening"), statement.openingBalance],
      [t("statement.topUps"), statement.topUps],
      [t("statement.credits"), statement.credits],
      [t("statement.spendTotal"), -statement.spend],
      [t("statement.refunds"), -statement.refunds],
    ];
    for (const [label, amount] of lines) {
      row(doc, label, won(amount), { size: 11 });
      doc.moveDown(0.35);
    }
    rule(doc, 8);
    row(doc, t("statement.closing"), won(statement.closingBalance), { size: 14 });
    doc.moveDown(1.2);

    doc.fontSize(13).text(t("statement.byCampaign"), PAGE.margin, doc.y);
    doc.moveDown(0.4);
    if (statement.campaigns.length === 0) doc.fontSize(10).fillColor(MUTED).text(t("statement.noSpend")).fillColor("#0f172a");
    for (const campaign of statement.campaigns) {
      if (doc.y > bottom) doc.addPage();
      const name = campaign.campaignId ? campaign.campaignName : `${t("statement.otherCharge")}: ${campaign.campaignName}`;
      row(doc, name, won(campaign.amount));
      doc.moveDown(0.3);
    }
    doc.moveDown(0.8);
    if (doc.y > bottom) doc.addPage();
    doc.fontSize(9).fillColor(MUTED).text(t("statement.note"), PAGE.margin, doc.y, { width });
    if (supplier.demo) doc.moveDown(0.5).fillColor("#b91c1c").text(t("demoSupplier"), { width });

    const range = doc.bufferedPageRange();
    for (let i = 0; i < range.count; i++) {
      doc.switchToPage(range.start + i);
      const footer = `${t("generatedAt", { at: dateTime(new Date()) })} · ${t("page", { page: i + 1, pages: range.count })}`;
      // below the bottom margin: drawn without moving to a new page
      doc.page.margins.bottom = 0;
      doc
        .fontSize(8)
        .fillColor(MUTED)
        .text(footer, PAGE.margin, PAGE.height - PAGE.margin + 8, { width, lineBreak: false });
    }
  });
}
